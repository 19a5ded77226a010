import type { BackgroundLayer, Palette, PlatformCourse, SKY_EVENTS } from '@promptplay/contracts';

/** What the prompt reader extracts: concepts the world builder and the art renderer share. */

export type BodyShape =
  'humanoid' | 'animal' | 'bean' | 'robot' | 'blob' | 'ghost' | 'bird' | 'bug' | 'crab' | 'snake';
export type EarStyle = 'none' | 'cat' | 'round' | 'bunny' | 'dog' | 'fox' | 'mouse' | 'pointy';
export type SnoutStyle = 'none' | 'cat' | 'muzzle' | 'rat' | 'pig' | 'beak';
export type TailStyle = 'none' | 'cat' | 'rat' | 'fox' | 'dragon' | 'puff' | 'stinger' | 'curl';
export type Headgear =
  | 'none'
  | 'helmet'
  | 'crown'
  | 'wizardHat'
  | 'ninjaBand'
  | 'chefHat'
  | 'spaceDome'
  | 'pirateHat'
  | 'cap'
  | 'tophat'
  | 'vikingHelmet'
  | 'antenna'
  | 'horns'
  | 'stem'
  | 'mushroomCap'
  | 'unicornHorn'
  | 'hair'
  | JobHat;
/** Hats that say what a person does (art/character/jobHats.ts). */
export type JobHat =
  | 'cowboyHat'
  | 'beret'
  | 'peakedCap'
  | 'beeVeil'
  | 'hairBun'
  | 'mortarboard'
  | 'headphones'
  | 'hardHat'
  | 'strawHat'
  | 'safariHat'
  | 'beanie'
  | 'nurseCap'
  | 'fireHelmet'
  | 'sailorHat'
  | 'fedora'
  | 'kabuto'
  | 'topknot';
export type HeldItem = 'none' | 'sword' | 'wand' | 'spatula' | 'hammer' | 'claws';
export type Pattern = 'none' | 'bumps' | 'spots' | 'stripes' | 'belly';
export type WingStyle = 'none' | 'bat' | 'feather' | 'bug' | 'dragon';
export type EyeStyle = 'round' | 'bulging' | 'visor';
export type BackItem = 'none' | 'cape' | 'shell' | 'jetpack' | 'backpack';
/** What a job's clothes show on the torso (art/character/outfitDetails.ts). */
export type OutfitDetail =
  | 'none'
  | 'badge'
  | 'stripes'
  | 'tutu'
  | 'apron'
  | 'tie'
  | 'bowTie'
  | 'labCoat'
  | 'hiVis'
  | 'redCross'
  | 'satchel'
  | 'overalls'
  | 'robe'
  | 'plaid'
  | 'lamellar'
  | 'breastplate'
  | 'mawashi'
  | 'obi';
export type Eyewear = 'none' | 'glasses' | 'sunglasses' | 'goggles' | 'mask' | 'eyepatch';

/** Everything the sprite renderer needs to draw one character. */
export interface CharacterLook {
  body: BodyShape;
  ears: EarStyle;
  snout: SnoutStyle;
  tail: TailStyle;
  headgear: Headgear;
  held: HeldItem;
  pattern: Pattern;
  wings: WingStyle;
  eyes: EyeStyle;
  back: BackItem;
  bodyColor: string;
  /** Belly / face patch; null when the body is one colour. */
  bellyColor: string | null;
  /** Headgear, held item and trims. */
  accentColor: string;
  /** Face and hands of humanoids. */
  skinColor: string;
  /** Enemies frown and have angry brows; heroes smile. */
  isHostile: boolean;
  /** What a job's clothes show (a sheriff's badge, a mime's stripes); none when absent. */
  outfitDetail?: OutfitDetail;
  /** Glasses, sunglasses or goggles the job or the prompt puts on; none when absent. */
  eyewear?: Eyewear;
}

/**
 * A sprite from the open art library (`src/art/library`), chosen for a noun the player named
 * that the procedural art cannot draw as itself. `id` is `<iconSet>:<iconName>`
 * (e.g. 'fluent-emoji-flat:frying-pan'); `similarity` in 0..1 is how well its words match.
 */
export interface LibrarySpriteRef {
  id: string;
  label: string;
  similarity: number;
}

export interface CharacterConcept {
  /** Display name, singular, Title Case ("Pickle Knight"). */
  name: string;
  /** The phrase as the player wrote it, lower case ("angry rats"). */
  phrase: string;
  look: CharacterLook;
  /** Set when the rig cannot draw the named creature or thing: the art uses this sprite. */
  sprite?: LibrarySpriteRef | null;
  /**
   * True when the prompt does not name this character: a hero the reader picked to fit the
   * prompt ("slap a grumpy office boss…"; never named after the verb), or the place's usual
   * enemy when no enemy is named ("a cat fighter in a bamboo forest").
   */
  isImplied?: boolean;
}

export type ItemKind =
  | 'coin'
  | 'star'
  | 'gem'
  | 'heart'
  | 'apple'
  | 'cherry'
  | 'banana'
  | 'cheese'
  | 'cookie'
  | 'donut'
  | 'candy'
  | 'cupcake'
  | 'fish'
  | 'bone'
  | 'acorn'
  | 'mushroom'
  | 'flower'
  | 'key'
  | 'feather'
  | 'shell'
  | 'orb'
  | 'gear'
  | 'bolt'
  | 'note'
  | 'leaf'
  | 'carrot'
  | 'egg'
  | 'snowflake'
  | 'snowball'
  | 'lollipop';

export type GoalKind =
  | 'flag'
  | 'chest'
  | 'door'
  | 'portal'
  | 'trophy'
  | 'rocket'
  | 'cage'
  | 'house'
  | 'cake'
  | 'bigItem';

export interface ItemConcept {
  /** Display name, singular, Title Case ("Golden Acorn"). */
  name: string;
  /** How the prompt (or the theme) describes it ("shiny golden acorns"). */
  phrase: string;
  kind: ItemKind;
  /** Main colour of the sprite. */
  color: string;
  /** Set when no item shape draws the named thing: the art uses this library sprite. */
  sprite?: LibrarySpriteRef | null;
  /** Set when the prompt names no such thing and the place's usual one stands in. */
  isImplied?: true;
}

export interface GoalConcept {
  name: string;
  phrase: string;
  kind: GoalKind;
  /** For 'bigItem' goals: which item is drawn big. */
  itemKind: ItemKind;
  color: string;
  /** For 'cage' goals: who waits inside to be rescued. */
  friend: CharacterLook | null;
}

export interface SettingConcept {
  /** Theme id from the settings lexicon ("sewer"). */
  theme: string;
  /** Place name for titles ("Bamboo Forest"). */
  label: string;
  /** Colour the prompt gave the place, if any. */
  tint: string | null;
  /** Colour the prompt gave the sky, if any. */
  skyTint: string | null;
  /**
   * Every place the prompt names, main one first (`PLACE_IDS`): "snowy mountains on Mars" is
   * ['mountains', 'mars']. Empty until the reader fills it; the scene composer draws them all.
   */
  places?: PlaceId[];
  /** Landmarks and props the prompt names for the scene ("Eiffel Tower"), as library sprites. */
  landmarks?: LibrarySpriteRef[];
  /**
   * The landmarks as the player named them, lower case ("eiffel tower"): what `landmarks` looks
   * up in the art library.
   */
  landmarkNames?: string[];
  /** How stories name the place: "the busy kitchen", "the neon city", "Paris". */
  storyPlace?: string;
  /** The main place is inside (kitchen, office, throne room): rain and snow stay outdoors. */
  isIndoor?: boolean;
}

/** Features a player names as part of a place (craters, a trampoline): drawn in front of it. */
export const SCENE_FEATURE_IDS = [
  'craters',
  'picnic',
  'campfire',
  'tents',
  'boulders',
  'puddles',
  'playground',
] as const;

/**
 * Places the scene composer can draw. The reader maps the player's words to these; the
 * composer draws each from layers, materials, landmarks and props.
 */
export const PLACE_IDS = [
  // outdoor, natural
  'meadow',
  'forest',
  // woods named by their kind of tree
  'redwood-forest',
  'birch-forest',
  'willow-grove',
  'baobab-grove',
  'blossom-grove',
  'bamboo-grove',
  'jungle',
  'swamp',
  'beach',
  'island',
  'ocean',
  'underwater',
  'desert',
  'canyon',
  'mountains',
  'arctic',
  'volcano',
  'cave',
  'sky',
  'farm',
  'park',
  'garden',
  'pond',
  'deep-sea',
  'shipwreck',
  // shores that are not sand, and rivers
  'rocky-shore',
  'river',
  'savanna',
  'outback',
  'paddy',
  // fields named by their crop or flower
  'sunflower-field',
  'wheat-field',
  'cornfield',
  'tulip-field',
  'lavender-field',
  'vineyard',
  'orchard',
  'pumpkin-patch',
  'strawberry-field',
  // built, outdoor
  'city',
  // a flat city roof: a rooftop garden, a roof terrace, a balcony over the city
  'rooftop',
  'paris',
  'london',
  'new-york',
  'tokyo',
  'egypt',
  'village',
  'castle',
  'graveyard',
  'racetrack',
  'stadium',
  'harbor',
  'construction-site',
  'junkyard',
  'boardwalk',
  'fairground',
  'airport',
  'gas-station',
  'zoo',
  'mine',
  // world cities, each with its landmark
  'rome',
  'venice',
  'moscow',
  'san-francisco',
  'rio',
  'bangkok',
  'beijing',
  'agra',
  'dubai',
  'sydney',
  // indoor
  'kitchen',
  'office',
  'classroom',
  'museum',
  'mall',
  'restaurant',
  'library',
  'castle-hall',
  'bedroom',
  'living-room',
  'bathroom',
  'supermarket',
  'gym',
  'hospital',
  'lab',
  'factory',
  'sewer',
  'dungeon',
  'haunted-house',
  'spaceship',
  'arena',
  'circus',
  'stage',
  'disco',
  'dojo',
  'laundromat',
  'toy-workshop',
  'woodshop',
  // public halls
  'hotel-lobby',
  'assembly-hall',
  // other worlds
  'space',
  'moon',
  'mars',
  'candy',
  'toyland',
  // city styles that many named cities share, each a skyline of its own
  'canal-city',
  'old-town',
  'white-town',
  'domed-city',
  'pagoda-town',
  'castle-town',
  // growing places under glass
  'greenhouse',
  // features a player names as part of a place: drawn in front of it
  ...SCENE_FEATURE_IDS,
] as const;
export type PlaceId = (typeof PLACE_IDS)[number];

export type TimeOfDay = 'day' | 'sunrise' | 'sunset' | 'night';
export type Weather = 'clear' | 'rain' | 'storm' | 'snow' | 'fog';
export type Mood = 'plain' | 'neon' | 'spooky' | 'cute';

/** Time, weather and mood the prompt asks for: drawn and animated, not only tinted. */
export interface Atmosphere {
  timeOfDay: TimeOfDay;
  weather: Weather;
  mood: Mood;
  /** The season when the prompt names one (winter is snow weather): trees and grass take it. */
  season?: Season;
  /** A sky phenomenon the prompt names (the aurora, a rainbow, hail, a sandstorm). */
  sky?: SkyEvent;
  /** What has become of the place ("a burning village", "a ruined city"): drawn on it. */
  state?: PlaceState;
  /**
   * The prompt's own words for the time and weather ("at dawn", "after the rain", "under a full
   * moon"): stories say them as the player did (`analyze/storyWhen.ts`).
   */
  phrases?: string[];
}

/**
 * What can have become of a place, drawn in its backdrop and on its playfield: flames and smoke,
 * broken walls and rubble, mud puddles, clutter on the floor, floodwater, weeds and boarded
 * windows, ice, litter.
 */
export const PLACE_STATES = [
  'burning',
  'ruined',
  'muddy',
  'messy',
  'flooded',
  'abandoned',
  'frozen',
  'polluted',
] as const;
export type PlaceState = (typeof PLACE_STATES)[number];

export type SkyEvent = (typeof SKY_EVENTS)[number];

/** Seasons that change a place's colours (winter is snow weather). */
export const SEASONS = ['autumn', 'spring', 'summer'] as const;
export type Season = (typeof SEASONS)[number];

export const CLEAR_DAY: Atmosphere = { timeOfDay: 'day', weather: 'clear', mood: 'plain' };

export interface PromptAnalysis {
  hero: CharacterConcept;
  enemy: CharacterConcept;
  setting: SettingConcept;
  collectible: ItemConcept;
  goal: GoalConcept;
  /** Colour words found anywhere in the prompt, as hex, in prompt order. */
  colors: string[];
  /** -1 easier, 0 neutral, +1 harder, from words like "cozy" or "brutal". */
  difficultyBias: -1 | 0 | 1;
  palette: Palette;
  background: { theme: string; layers: BackgroundLayer[] };
  /** Time of day, weather and mood (CLEAR_DAY until the reader fills it). */
  atmosphere?: Atmosphere;
  /**
   * What the hero wields when the prompt arms it ("a grandma with a frying pan", "slap … with a
   * giant fish"); absent when none is named. `kind` is the nearest item drawing.
   */
  weapon?: ItemConcept;
  /** The vehicle the prompt names ("shopping carts", "a paper airplane"); absent when none. */
  vehicle?: NamedThing;
  /**
   * Other things the prompt names that no role took ("dodges knives and pots", "between
   * barrels"), with their library sprites: the playfield stands them as obstacles and props.
   */
  props?: NamedThing[];
  /** What the hero hops across ("lily pads", "rooftops"): the platforms are drawn as it. */
  course?: PlatformCourse;
}

/** A thing the prompt names that has no drawing of its own yet: the art library draws it. */
export interface NamedThing {
  /** Display name, singular, Title Case ("Shopping Cart"). */
  name: string;
  /** As the prompt says it, lower case ("shopping carts"). */
  phrase: string;
  sprite?: LibrarySpriteRef | null;
}

/**
 * What the player's confirmed edits do to a reading of their prompt (picked look-alikes,
 * edited collectible, difficulty). Builders that read the prompt again (vehicle genres) apply
 * it to their own reading so the edits are not lost.
 */
export type AnalysisRecast = (analysis: PromptAnalysis) => PromptAnalysis;
