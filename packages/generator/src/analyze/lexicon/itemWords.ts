import type { GoalKind, ItemKind } from '../types.js';
import { wordTable } from './wordTable.js';

/** Natural colour of each collectible kind, before the prompt's colour words. */
export const ITEM_COLORS: Readonly<Record<ItemKind, string>> = {
  coin: '#f5c431',
  star: '#ffd43b',
  gem: '#3fc6f0',
  heart: '#f0506e',
  apple: '#e5484d',
  cherry: '#d92f4a',
  banana: '#f7d448',
  cheese: '#f7c948',
  cookie: '#d39a58',
  donut: '#f08ab8',
  candy: '#f25f9a',
  cupcake: '#f7a0c8',
  fish: '#4fb0e8',
  bone: '#f4ede0',
  acorn: '#b7773a',
  mushroom: '#e5484d',
  flower: '#ffffff',
  key: '#f5c431',
  feather: '#f5c431',
  shell: '#f7c0b0',
  orb: '#f4f0ff',
  gear: '#f2c230',
  bolt: '#ffd43b',
  note: '#8e4fd6',
  leaf: '#6cc24a',
  carrot: '#f28c28',
  egg: '#fbf3e0',
  snowflake: '#dff2ff',
  snowball: '#f6faff',
  lollipop: '#f25f9a',
};

/** Natural colour of each goal kind, before the prompt's colour words. */
export const GOAL_COLORS: Readonly<Record<GoalKind, string>> = {
  flag: '#e5484d',
  chest: '#a8683a',
  door: '#a8683a',
  portal: '#8e4fd6',
  trophy: '#f5c431',
  rocket: '#e5484d',
  cage: '#c9d2de',
  house: '#d6553a',
  cake: '#f58ab8',
  bigItem: '#f5c431',
};

/** Words (singular) that name something to pick up. */
// prettier-ignore
export const ITEM_WORDS: Readonly<Record<string, ItemKind>> = wordTable({
  coin: 'coin', gold: 'coin', money: 'coin', token: 'coin', treasure: 'coin', doubloon: 'coin', ring: 'coin', cap: 'coin',
  star: 'star', stardust: 'star', shard: 'star', sparkle: 'star',
  gem: 'gem', jewel: 'gem', diamond: 'gem', crystal: 'gem', ruby: 'gem', emerald: 'gem', sapphire: 'gem',
  heart: 'heart', love: 'heart',
  apple: 'apple', fruit: 'apple', peach: 'apple', orange: 'apple', cherry: 'cherry', berry: 'cherry', strawberry: 'cherry', grape: 'cherry',
  banana: 'banana', cheese: 'cheese', cookie: 'cookie', biscuit: 'cookie', cracker: 'cookie', pizza: 'cookie',
  donut: 'donut', doughnut: 'donut', bagel: 'donut',
  candy: 'candy', sweet: 'candy', gumdrop: 'candy', jellybean: 'candy', bonbon: 'candy', corn: 'candy', chocolate: 'candy',
  cupcake: 'cupcake', muffin: 'cupcake', cake: 'cupcake', pie: 'cupcake', icecream: 'cupcake',
  fish: 'fish', sushi: 'fish', bone: 'bone', treat: 'bone', acorn: 'acorn', nut: 'acorn', seed: 'acorn', pinecone: 'acorn',
  mushroom: 'mushroom', flower: 'flower', daisy: 'flower', rose: 'flower', petal: 'flower', tulip: 'flower', sunflower: 'flower',
  key: 'key', feather: 'feather', shell: 'shell', seashell: 'shell', pearl: 'orb', orb: 'orb', bubble: 'orb', marble: 'orb', ball: 'orb',
  gear: 'gear', cog: 'gear', bolt: 'bolt', battery: 'bolt', energy: 'bolt', lightning: 'bolt', spark: 'bolt', screw: 'gear',
  note: 'note', music: 'note', melody: 'note', song: 'note',
  leaf: 'leaf', clover: 'leaf', herb: 'leaf', carrot: 'carrot', veggie: 'carrot', vegetable: 'carrot',
  egg: 'egg', snowflake: 'snowflake', snowball: 'snowball', lollipop: 'lollipop',
});

/** Words (singular) that name a place or thing to reach at the end of a level. */
// prettier-ignore
export const GOAL_WORDS: Readonly<Record<string, GoalKind>> = wordTable({
  flag: 'flag', finish: 'flag', summit: 'flag', top: 'flag', goal: 'flag', line: 'flag',
  chest: 'chest', treasure: 'chest', loot: 'chest', vault: 'chest',
  door: 'door', exit: 'door', gate: 'door', home: 'house', way: 'door', temple: 'door', pyramid: 'door', tomb: 'door',
  portal: 'portal', rainbow: 'portal', wormhole: 'portal',
  trophy: 'trophy', cup: 'trophy', prize: 'trophy', crown: 'trophy', medal: 'trophy', idol: 'trophy',
  rocket: 'rocket', spaceship: 'rocket', ship: 'rocket',
  cage: 'cage', friend: 'cage', family: 'cage', kitten: 'cage', baby: 'cage', puppy: 'cage', egg: 'cage', princess: 'cage', prince: 'cage',
  house: 'house', barn: 'house', cottage: 'house', nest: 'house', igloo: 'house', castle: 'house', treehouse: 'house', burrow: 'house', den: 'house', hive: 'house',
  cake: 'cake', party: 'cake', feast: 'cake', picnic: 'cake',
});
