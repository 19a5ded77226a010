import type { BACKGROUND_SHAPES } from '@promptplay/contracts';
import type { GoalKind, ItemKind } from '../types.js';
import { wordTable } from './wordTable.js';

type BackgroundShape = (typeof BACKGROUND_SHAPES)[number];

/** Sky, ground and one colour per background layer (far to near). */
export interface ThemeColors {
  skyTop: string;
  skyBottom: string;
  ground: string;
  groundAccent: string;
  layers: readonly string[];
}

export interface ThemeLayer {
  shape: BackgroundShape;
  parallax: number;
  height: number;
}

/** A place the game can happen in: look, default cast and props. */
export interface ThemeDefinition {
  id: string;
  label: string;
  /** Last word of titles ("Sewer Run"). */
  runNouns: readonly string[];
  /** How the story names the place ("the murky sewer tunnels"). */
  storyPlace: string;
  layers: readonly ThemeLayer[];
  /** Variants picked by seed; every variant has one colour per layer. */
  colors: readonly ThemeColors[];
  /** Default enemy phrase, read like prompt text. */
  enemyPhrase: string;
  collectible: { kind: ItemKind; name: string; phrase: string; color?: string };
  goal: { kind: GoalKind; name: string };
}

const L = (shape: BackgroundShape, parallax: number, height: number): ThemeLayer => ({
  shape,
  parallax,
  height,
});

// prettier-ignore
export const THEMES: Readonly<Record<string, ThemeDefinition>> = wordTable({
  meadow: {
    id: 'meadow', label: 'Meadow', runNouns: ['Dash', 'Adventure', 'Hop'], storyPlace: 'the sunny meadow',
    layers: [L('clouds', 0.1, 0.4), L('hills', 0.25, 0.5), L('hills', 0.45, 0.36), L('trees', 0.7, 0.3)],
    colors: [
      { skyTop: '#5cb8ff', skyBottom: '#d6f1ff', ground: '#8a5a3c', groundAccent: '#6cc24a', layers: ['#ffffff', '#b5e3a0', '#8fd16e', '#4fa85a'] },
      { skyTop: '#ff9a7a', skyBottom: '#ffe3b0', ground: '#7a4f36', groundAccent: '#7ccf4a', layers: ['#fff4ea', '#f0c89a', '#b8d67a', '#5f9f4a'] },
    ],
    enemyPhrase: 'buzzy bees', collectible: { kind: 'flower', name: 'Daisy', phrase: 'bright daisies' }, goal: { kind: 'flag', name: 'Finish Flag' },
  },
  forest: {
    id: 'forest', label: 'Forest', runNouns: ['Quest', 'Trail', 'Dash'], storyPlace: 'the whispering forest',
    layers: [L('mountains', 0.15, 0.55), L('trees', 0.35, 0.48), L('trees', 0.6, 0.34)],
    colors: [
      { skyTop: '#7cc8f0', skyBottom: '#e4f7e4', ground: '#6b4a2e', groundAccent: '#4fa84a', layers: ['#b4d8cc', '#6faf7e', '#3f7f52'] },
      { skyTop: '#f5a66b', skyBottom: '#fbe3b8', ground: '#6b4a2e', groundAccent: '#8fb84a', layers: ['#e8c0a0', '#b07a4a', '#7a4f2e'] },
    ],
    enemyPhrase: 'grumpy mushrooms', collectible: { kind: 'acorn', name: 'Acorn', phrase: 'crunchy acorns' }, goal: { kind: 'house', name: 'Treehouse' },
  },
  jungle: {
    id: 'jungle', label: 'Jungle', runNouns: ['Expedition', 'Dash', 'Quest'], storyPlace: 'the steamy jungle',
    layers: [L('mountains', 0.15, 0.6), L('trees', 0.35, 0.5), L('trees', 0.6, 0.36)],
    colors: [
      { skyTop: '#6fd6c0', skyBottom: '#eaf8cf', ground: '#6b4a2e', groundAccent: '#3fae4a', layers: ['#9fd0b0', '#4fa86a', '#2f7a45'] },
      { skyTop: '#ffb35c', skyBottom: '#fff0c0', ground: '#5a3f2a', groundAccent: '#4fb84a', layers: ['#e0c890', '#6a9a4a', '#3a6a3a'] },
    ],
    enemyPhrase: 'sneaky snakes', collectible: { kind: 'banana', name: 'Banana', phrase: 'ripe bananas' }, goal: { kind: 'chest', name: 'Lost Treasure' },
  },
  sewer: {
    id: 'sewer', label: 'Sewer', runNouns: ['Run', 'Escape', 'Scramble'], storyPlace: 'the murky sewer tunnels',
    layers: [L('buildings', 0.15, 0.7), L('pipes', 0.35, 0.55), L('pipes', 0.6, 0.38)],
    colors: [
      { skyTop: '#1f2d2b', skyBottom: '#3f5a4c', ground: '#4f5666', groundAccent: '#6fa05a', layers: ['#2f403c', '#4a6a5c', '#5f8a6a'] },
      { skyTop: '#25283d', skyBottom: '#45506a', ground: '#55586a', groundAccent: '#7ab060', layers: ['#323852', '#4f5f80', '#6a7f9a'] },
    ],
    enemyPhrase: 'sewer rats', collectible: { kind: 'coin', name: 'Lost Coin', phrase: 'lost coins' }, goal: { kind: 'door', name: 'Manhole Exit' },
  },
  city: {
    id: 'city', label: 'City', runNouns: ['Rush', 'Run', 'Rooftops'], storyPlace: 'the busy city rooftops',
    layers: [L('clouds', 0.08, 0.35), L('buildings', 0.25, 0.62), L('buildings', 0.5, 0.42)],
    colors: [
      { skyTop: '#6fb0ff', skyBottom: '#ffd9e8', ground: '#5a5f70', groundAccent: '#9aa3b5', layers: ['#ffffff', '#aab8dc', '#6f7fae'] },
      { skyTop: '#2f2a6a', skyBottom: '#f08a8a', ground: '#4a4a60', groundAccent: '#8a8aa8', layers: ['#f8c8d8', '#6a5a9a', '#3f3a6a'] },
    ],
    enemyPhrase: 'rogue robots', collectible: { kind: 'coin', name: 'Gold Coin', phrase: 'gold coins' }, goal: { kind: 'flag', name: 'Rooftop Flag' },
  },
  castle: {
    id: 'castle', label: 'Castle', runNouns: ['Quest', 'Siege', 'Adventure'], storyPlace: 'the old stone castle',
    layers: [L('mountains', 0.12, 0.6), L('buildings', 0.3, 0.55), L('hills', 0.55, 0.3)],
    colors: [
      { skyTop: '#7aa8ff', skyBottom: '#f0e6ff', ground: '#7a6a5a', groundAccent: '#6cc24a', layers: ['#c4d0f0', '#9a98c0', '#6faf5e'] },
      { skyTop: '#4a3a8a', skyBottom: '#f0a0b0', ground: '#6a5a5a', groundAccent: '#5faa5a', layers: ['#9a88c8', '#6a5a8a', '#4f7f4f'] },
    ],
    enemyPhrase: 'bouncy slimes', collectible: { kind: 'gem', name: 'Royal Gem', phrase: 'royal gems', color: '#e5484d' }, goal: { kind: 'chest', name: 'Royal Treasure' },
  },
  cave: {
    id: 'cave', label: 'Cave', runNouns: ['Delve', 'Escape', 'Dash'], storyPlace: 'the glittering crystal caves',
    layers: [L('mountains', 0.15, 0.75), L('crystals', 0.35, 0.45), L('crystals', 0.6, 0.28)],
    colors: [
      { skyTop: '#1c1830', skyBottom: '#3a2f58', ground: '#4a3f5a', groundAccent: '#8a7ac0', layers: ['#2c2545', '#6a4fb0', '#a07af0'] },
      { skyTop: '#132430', skyBottom: '#24485a', ground: '#3f4a55', groundAccent: '#5fc0c0', layers: ['#1f3545', '#2f8a9a', '#6fe0e0'] },
    ],
    enemyPhrase: 'flappy bats', collectible: { kind: 'gem', name: 'Crystal', phrase: 'glowing crystals', color: '#c08af5' }, goal: { kind: 'portal', name: 'Glowing Portal' },
  },
  volcano: {
    id: 'volcano', label: 'Volcano', runNouns: ['Escape', 'Run', 'Rush'], storyPlace: 'the rumbling volcano',
    layers: [L('mountains', 0.12, 0.7), L('mountains', 0.3, 0.48), L('crystals', 0.55, 0.25)],
    colors: [
      { skyTop: '#3a1a2a', skyBottom: '#f27a3a', ground: '#3f2f30', groundAccent: '#f2602f', layers: ['#7a2f35', '#4f2228', '#f28a3a'] },
      { skyTop: '#2a1a3a', skyBottom: '#e05a5a', ground: '#3a2a35', groundAccent: '#ff8a3a', layers: ['#6a2f4a', '#45203a', '#ffb04a'] },
    ],
    enemyPhrase: 'angry lava blobs', collectible: { kind: 'gem', name: 'Fire Gem', phrase: 'fiery gems', color: '#ff8a3a' }, goal: { kind: 'portal', name: 'Escape Portal' },
  },
  snow: {
    id: 'snow', label: 'Snowy Peaks', runNouns: ['Slide', 'Dash', 'Trek'], storyPlace: 'the snowy peaks',
    layers: [L('mountains', 0.12, 0.62), L('mountains', 0.3, 0.46), L('trees', 0.6, 0.3)],
    colors: [
      { skyTop: '#8cc8f5', skyBottom: '#f0f8ff', ground: '#7fa8cf', groundAccent: '#ffffff', layers: ['#dbe8f8', '#b0c8e6', '#5a8aa6'] },
      { skyTop: '#6a6ab8', skyBottom: '#f8d8e8', ground: '#7a8ac0', groundAccent: '#fafaff', layers: ['#c8c0e8', '#a0a0d0', '#4f6a9a'] },
    ],
    enemyPhrase: 'grumpy snowmen', collectible: { kind: 'snowflake', name: 'Snowflake', phrase: 'sparkly snowflakes' }, goal: { kind: 'house', name: 'Cozy Igloo' },
  },
  desert: {
    id: 'desert', label: 'Desert', runNouns: ['Trek', 'Run', 'Quest'], storyPlace: 'the blazing desert',
    layers: [L('mountains', 0.12, 0.5), L('dunes', 0.3, 0.38), L('dunes', 0.55, 0.24)],
    colors: [
      { skyTop: '#ffae5c', skyBottom: '#fff0c8', ground: '#b97a3f', groundAccent: '#f2c27a', layers: ['#e8a27a', '#f0c890', '#e0a860'] },
      { skyTop: '#5aa0e0', skyBottom: '#fde8c0', ground: '#b0703a', groundAccent: '#f5cf8a', layers: ['#d89a6a', '#f2d09a', '#e3b070'] },
    ],
    enemyPhrase: 'snappy scorpions', collectible: { kind: 'coin', name: 'Ancient Coin', phrase: 'ancient coins' }, goal: { kind: 'door', name: 'Pyramid Door' },
  },
  beach: {
    id: 'beach', label: 'Beach', runNouns: ['Splash', 'Dash', 'Getaway'], storyPlace: 'the sunny beach',
    layers: [L('clouds', 0.08, 0.35), L('waves', 0.25, 0.34), L('trees', 0.55, 0.4)],
    colors: [
      { skyTop: '#4cc0ff', skyBottom: '#e0f8ff', ground: '#d9a860', groundAccent: '#f5dca0', layers: ['#ffffff', '#2fa8e0', '#3f9f6a'] },
      { skyTop: '#ff8a7a', skyBottom: '#ffe0a8', ground: '#c9985a', groundAccent: '#f8d89a', layers: ['#fff0e0', '#4a98c8', '#3a7f5a'] },
    ],
    enemyPhrase: 'snappy crabs', collectible: { kind: 'shell', name: 'Seashell', phrase: 'pretty seashells' }, goal: { kind: 'chest', name: 'Pirate Treasure' },
  },
  underwater: {
    id: 'underwater', label: 'Reef', runNouns: ['Dive', 'Splash', 'Quest'], storyPlace: 'the deep blue reef',
    layers: [L('waves', 0.1, 0.15), L('crystals', 0.3, 0.45), L('crystals', 0.55, 0.28)],
    colors: [
      { skyTop: '#1a6aa8', skyBottom: '#4fd0e0', ground: '#c8a878', groundAccent: '#f5d8a0', layers: ['#7fe0f5', '#2f8ab0', '#f0708a'] },
      { skyTop: '#1a3a8a', skyBottom: '#3fa0d0', ground: '#a89080', groundAccent: '#e8c8a0', layers: ['#6fc8f0', '#3a5ab0', '#f5a05a'] },
    ],
    enemyPhrase: 'wobbly jellyfish', collectible: { kind: 'orb', name: 'Pearl', phrase: 'shiny pearls', color: '#f8f0ff' }, goal: { kind: 'chest', name: 'Sunken Treasure' },
  },
  space: {
    id: 'space', label: 'Moon Base', runNouns: ['Mission', 'Odyssey', 'Dash'], storyPlace: 'the dusty moon craters',
    layers: [L('stars', 0.02, 0.9), L('mountains', 0.15, 0.42), L('dunes', 0.4, 0.24)],
    colors: [
      { skyTop: '#0c0c2a', skyBottom: '#3a2a6a', ground: '#7a7a98', groundAccent: '#c0c0d8', layers: ['#ffffff', '#4a3a7a', '#6a6a90'] },
      { skyTop: '#1a0a2a', skyBottom: '#6a2a6a', ground: '#8a6a7a', groundAccent: '#d8b0c0', layers: ['#fff0c0', '#5a2a5a', '#8a5a80'] },
    ],
    enemyPhrase: 'wobbly aliens', collectible: { kind: 'star', name: 'Star Shard', phrase: 'star shards' }, goal: { kind: 'rocket', name: 'Rocket Home' },
  },
  candy: {
    id: 'candy', label: 'Candy Land', runNouns: ['Dash', 'Rush', 'Party'], storyPlace: 'the sugary candy land',
    layers: [L('clouds', 0.08, 0.35), L('hills', 0.25, 0.46), L('hills', 0.5, 0.3)],
    colors: [
      { skyTop: '#ffb3d9', skyBottom: '#fff0f8', ground: '#7a4532', groundAccent: '#ff8ac0', layers: ['#ffffff', '#ffc8e0', '#f58ab8'] },
      { skyTop: '#a0d8ff', skyBottom: '#fff4e0', ground: '#7a4532', groundAccent: '#a0e8d0', layers: ['#ffffff', '#c8b0f0', '#f5a0c8'] },
    ],
    enemyPhrase: 'sour gummy blobs', collectible: { kind: 'candy', name: 'Candy Drop', phrase: 'candy drops' }, goal: { kind: 'cake', name: 'Giant Cake' },
  },
  sky: {
    id: 'sky', label: 'Cloud Kingdom', runNouns: ['Leap', 'Flight', 'Hop'], storyPlace: 'the fluffy clouds',
    layers: [L('clouds', 0.08, 0.5), L('mountains', 0.2, 0.35), L('clouds', 0.45, 0.25)],
    colors: [
      { skyTop: '#4a9cff', skyBottom: '#d8ecff', ground: '#8a9ac8', groundAccent: '#ffffff', layers: ['#ffffff', '#b8d0f5', '#f4f8ff'] },
      { skyTop: '#a07af0', skyBottom: '#ffd8f0', ground: '#9a8ac8', groundAccent: '#fff8ff', layers: ['#fff4fa', '#d0b8f0', '#ffffff'] },
    ],
    enemyPhrase: 'grumpy crows', collectible: { kind: 'feather', name: 'Golden Feather', phrase: 'golden feathers' }, goal: { kind: 'portal', name: 'Rainbow Gate' },
  },
  haunted: {
    id: 'haunted', label: 'Haunted Woods', runNouns: ['Fright', 'Escape', 'Night'], storyPlace: 'the spooky haunted woods',
    layers: [L('stars', 0.02, 0.6), L('mountains', 0.15, 0.5), L('trees', 0.4, 0.4)],
    colors: [
      { skyTop: '#1f1840', skyBottom: '#6a4a8a', ground: '#3a3048', groundAccent: '#6a7a4a', layers: ['#fff4c0', '#3f3062', '#2a2040'] },
      { skyTop: '#142a2a', skyBottom: '#4a7a6a', ground: '#2f3535', groundAccent: '#8aa05a', layers: ['#e0fff0', '#2a4a45', '#1a2a2a'] },
    ],
    enemyPhrase: 'silly ghosts', collectible: { kind: 'candy', name: 'Candy Corn', phrase: 'candy corns', color: '#f28c28' }, goal: { kind: 'door', name: 'Haunted Door' },
  },
  factory: {
    id: 'factory', label: 'Factory', runNouns: ['Rush', 'Breakout', 'Run'], storyPlace: 'the clanking factory',
    layers: [L('buildings', 0.15, 0.6), L('pipes', 0.35, 0.48), L('pipes', 0.6, 0.3)],
    colors: [
      { skyTop: '#8a9ab8', skyBottom: '#e8dcc8', ground: '#5a5a6a', groundAccent: '#f2c230', layers: ['#a8b0c0', '#7a8090', '#5f6a7a'] },
      { skyTop: '#3a3a5a', skyBottom: '#c08a6a', ground: '#4a4a5a', groundAccent: '#f29a30', layers: ['#6a6a8a', '#8a6a5a', '#5a4a4a'] },
    ],
    enemyPhrase: 'rusty robots', collectible: { kind: 'gear', name: 'Golden Gear', phrase: 'golden gears' }, goal: { kind: 'trophy', name: 'Golden Trophy' },
  },
});

/** Words that name or suggest a place, singular, mapped to a theme id. */
// prettier-ignore
export const SETTING_WORDS: Readonly<Record<string, string>> = wordTable({
  meadow: 'meadow', field: 'meadow', garden: 'meadow', park: 'meadow', countryside: 'meadow', farm: 'meadow',
  valley: 'meadow', hill: 'meadow', village: 'meadow', grassland: 'meadow', prairie: 'meadow', backyard: 'meadow',
  forest: 'forest', wood: 'forest', woods: 'forest', grove: 'forest', woodland: 'forest', treehouse: 'forest', tree: 'forest',
  jungle: 'jungle', rainforest: 'jungle', swamp: 'jungle', marsh: 'jungle', bog: 'jungle', temple: 'jungle', ruin: 'jungle',
  sewer: 'sewer', drain: 'sewer', pipe: 'sewer', tunnel: 'sewer', underground: 'sewer', subway: 'sewer', gutter: 'sewer',
  city: 'city', town: 'city', street: 'city', rooftop: 'city', roof: 'city', downtown: 'city', metropolis: 'city', skyscraper: 'city', neighborhood: 'city', mall: 'city',
  castle: 'castle', kingdom: 'castle', palace: 'castle', fortress: 'castle', tower: 'castle', throne: 'castle',
  cave: 'cave', cavern: 'cave', mine: 'cave', dungeon: 'cave', crystal: 'cave', grotto: 'cave', labyrinth: 'cave',
  volcano: 'volcano', lava: 'volcano', magma: 'volcano', inferno: 'volcano', fire: 'volcano',
  snow: 'snow', ice: 'snow', icy: 'snow', arctic: 'snow', glacier: 'snow', winter: 'snow', frozen: 'snow', tundra: 'snow',
  igloo: 'snow', mountain: 'snow', peak: 'snow', snowy: 'snow', antarctica: 'snow', christmas: 'snow', pole: 'snow',
  desert: 'desert', sand: 'desert', pyramid: 'desert', canyon: 'desert', oasis: 'desert', dune: 'desert', egypt: 'desert',
  beach: 'beach', ocean: 'beach', sea: 'beach', island: 'beach', coast: 'beach', shore: 'beach', tropical: 'beach',
  harbor: 'beach', harbour: 'beach', bay: 'beach', lagoon: 'beach', ship: 'beach',
  underwater: 'underwater', reef: 'underwater', coral: 'underwater', seabed: 'underwater', aquarium: 'underwater', atlantis: 'underwater', seafloor: 'underwater',
  space: 'space', moon: 'space', planet: 'space', galaxy: 'space', mars: 'space', asteroid: 'space', spaceship: 'space',
  cosmos: 'space', orbit: 'space', universe: 'space', nebula: 'space', station: 'space',
  candy: 'candy', sweet: 'candy', chocolate: 'candy', cake: 'candy', dessert: 'candy', lollipop: 'candy', bakery: 'candy',
  gingerbread: 'candy', sugar: 'candy', kitchen: 'candy', cupcake: 'candy', sweets: 'candy',
  sky: 'sky', cloud: 'sky', heaven: 'sky', airship: 'sky', rainbow: 'sky', floating: 'sky', skyland: 'sky',
  haunted: 'haunted', spooky: 'haunted', graveyard: 'haunted', cemetery: 'haunted', halloween: 'haunted', night: 'haunted',
  mansion: 'haunted', creepy: 'haunted', ghostly: 'haunted',
  factory: 'factory', lab: 'factory', laboratory: 'factory', workshop: 'factory', junkyard: 'factory', warehouse: 'factory',
});

export const DEFAULT_THEMES: readonly string[] = ['meadow', 'forest', 'sky', 'castle'];
