import type {
  BackItem,
  BodyShape,
  EarStyle,
  Eyewear,
  EyeStyle,
  Headgear,
  HeldItem,
  OutfitDetail,
  Pattern,
  SnoutStyle,
  TailStyle,
  WingStyle,
} from '../types.js';
import { JOB_WORDS } from './jobWords.js';
import { wordTable } from './wordTable.js';

/**
 * How one word shapes a character. `species` and `material` words set the body;
 * `role` words dress it (headgear, held item, outfit colour).
 */
export interface CharacterTrait {
  kind: 'species' | 'material' | 'role';
  body?: BodyShape;
  ears?: EarStyle;
  snout?: SnoutStyle;
  tail?: TailStyle;
  wings?: WingStyle;
  eyes?: EyeStyle;
  pattern?: Pattern;
  /** Headgear that is part of the body (antenna, horns, stem); a role's headgear covers it. */
  naturalHead?: Headgear;
  headgear?: Headgear;
  held?: HeldItem;
  back?: BackItem;
  color?: string;
  belly?: string;
  accent?: string;
  /** Clothes colour, used as body colour when the body is humanoid. */
  outfit?: string;
  /** What a job's clothes show (a badge, stripes, a tutu). */
  detail?: OutfitDetail;
  eyewear?: Eyewear;
  /** A thing the job holds, named as the art library knows it ("honey pot", "envelope"). */
  prop?: string;
  /** Face colour of a job that paints it (a mime's white face). */
  skin?: string;
  /** Theme this character is at home in, used when the prompt names no place. */
  home?: string;
  /** What a job works against when the prompt names no enemy ("roaring flames" for a firefighter). */
  foe?: string;
}

// prettier-ignore
const base = {
  cat: { kind: 'species', body: 'animal', ears: 'cat', snout: 'cat', tail: 'cat', color: '#f2a541', belly: '#fff1dc' },
  crow: { kind: 'species', body: 'bird', snout: 'beak', color: '#3a3a52', belly: '#6a6a88', home: 'sky' },
  dog: { kind: 'species', body: 'animal', ears: 'dog', snout: 'muzzle', tail: 'cat', color: '#c98b55', belly: '#f7e3c8' },
  rat: { kind: 'species', body: 'animal', ears: 'mouse', snout: 'rat', tail: 'rat', color: '#8f8ea3', belly: '#d9d3e3', home: 'sewer' },
  hamster: { kind: 'species', body: 'animal', ears: 'round', snout: 'cat', tail: 'none', color: '#e9b25f', belly: '#fff3dc' },
  bear: { kind: 'species', body: 'animal', ears: 'round', snout: 'muzzle', tail: 'none', color: '#a86b3c', belly: '#e8c39a', home: 'forest' },
  bunny: { kind: 'species', body: 'animal', ears: 'bunny', snout: 'cat', tail: 'puff', color: '#f3eaf2', belly: '#ffffff', home: 'meadow' },
  frog: { kind: 'species', body: 'animal', ears: 'none', snout: 'none', tail: 'none', eyes: 'bulging', color: '#5fbf4a', belly: '#d8f0a0', home: 'jungle' },
  fox: { kind: 'species', body: 'animal', ears: 'fox', snout: 'muzzle', tail: 'fox', color: '#f07b2f', belly: '#fff4e6', home: 'forest' },
  pig: { kind: 'species', body: 'animal', ears: 'cat', snout: 'pig', tail: 'curl', color: '#f5a3b8', belly: '#ffd6e0', home: 'meadow' },
  bird: { kind: 'species', body: 'bird', snout: 'beak', color: '#f2c94c', belly: '#fff6cf', home: 'sky' },
  penguin: { kind: 'species', body: 'bird', snout: 'beak', color: '#2f3a5c', belly: '#ffffff', home: 'snow' },
  dragon: { kind: 'species', body: 'animal', ears: 'none', snout: 'muzzle', tail: 'dragon', wings: 'dragon', naturalHead: 'horns', pattern: 'belly', color: '#4fb86a', belly: '#f3e08a', home: 'castle' },
  robot: { kind: 'species', body: 'robot', naturalHead: 'antenna', eyes: 'visor', color: '#9fb3c8', accent: '#f2c230', home: 'city' },
  slime: { kind: 'species', body: 'blob', color: '#6fd36a', home: 'cave' },
  ghost: { kind: 'species', body: 'ghost', color: '#eef0ff', home: 'haunted' },
  bee: { kind: 'species', body: 'bug', wings: 'bug', tail: 'stinger', pattern: 'stripes', naturalHead: 'antenna', color: '#f6c431', home: 'meadow' },
  beetle: { kind: 'species', body: 'bug', naturalHead: 'antenna', pattern: 'spots', color: '#3f8f6a', home: 'forest' },
  spider: { kind: 'species', body: 'bug', color: '#4a3b66', home: 'cave' },
  crab: { kind: 'species', body: 'crab', held: 'claws', eyes: 'bulging', color: '#e5573f', belly: '#f7b39a', home: 'beach' },
  snake: { kind: 'species', body: 'snake', pattern: 'stripes', color: '#79b94a', belly: '#e8e49a', home: 'jungle' },
  alien: { kind: 'species', body: 'bean', naturalHead: 'antenna', eyes: 'bulging', color: '#8de05a', home: 'space' },
  humanoid: { kind: 'species', body: 'humanoid' },
  monster: { kind: 'species', body: 'animal', ears: 'none', snout: 'none', naturalHead: 'horns', color: '#9b5de5', belly: '#d8c4f5' },
} satisfies Record<string, CharacterTrait>;

const veggie = (color: string, extra: Partial<CharacterTrait> = {}): CharacterTrait => ({
  kind: 'material',
  body: 'bean',
  naturalHead: 'stem',
  color,
  ...extra,
});
const role = (
  headgear: Headgear,
  held: HeldItem,
  accent: string,
  outfit: string,
  home?: string,
): CharacterTrait => ({ kind: 'role', headgear, held, accent, outfit, ...(home ? { home } : {}) });

/** Words the reader recognises in character phrases, singular form. */
// prettier-ignore
export const CHARACTER_WORDS: Readonly<Record<string, CharacterTrait>> = wordTable({
  ...base,
  kitten: base.cat, kitty: base.cat, tiger: { ...base.cat, pattern: 'stripes', color: '#f28c28', home: 'jungle' }, lion: { ...base.cat, color: '#e3a64a', home: 'desert' },
  puppy: base.dog, pup: base.dog, doggo: base.dog, wolf: { ...base.dog, ears: 'fox', color: '#8d93a6', home: 'forest' },
  mouse: { ...base.rat, color: '#b9b0c9', home: 'meadow' }, mice: { ...base.rat, color: '#b9b0c9', home: 'meadow' },
  gerbil: base.hamster, squirrel: { ...base.hamster, tail: 'fox', color: '#c0773a', home: 'forest' },
  teddy: base.bear, panda: { ...base.bear, color: '#f4f4f4', belly: '#ffffff' }, koala: { ...base.bear, color: '#a7a9b8' },
  rabbit: base.bunny, hare: base.bunny, toad: base.frog,
  raccoon: { ...base.fox, color: '#8a8a98', pattern: 'stripes' },
  monkey: { kind: 'species', body: 'animal', ears: 'round', snout: 'muzzle', tail: 'cat', color: '#9a6436', belly: '#f0d0a8', home: 'jungle' },
  piggy: base.pig,
  cow: { kind: 'species', body: 'animal', ears: 'dog', snout: 'muzzle', tail: 'rat', pattern: 'spots', color: '#f7f4ee', belly: '#ffd6e0', home: 'meadow' },
  chick: { ...base.bird, color: '#f7d038' }, duck: { ...base.bird, color: '#f7d038', home: 'beach' }, duckling: { ...base.bird, color: '#f7d038' },
  chicken: { ...base.bird, color: '#f7f2e8', home: 'meadow' }, owl: { ...base.bird, ears: 'cat', color: '#a07850', home: 'haunted' },
  parrot: { ...base.bird, color: '#e5484d', home: 'jungle' },
  bat: { kind: 'species', body: 'animal', ears: 'pointy', snout: 'none', wings: 'bat', color: '#6b4fa0', belly: '#a88fd0', home: 'cave' },
  dino: { ...base.dragon, wings: 'none', color: '#6cc24a', home: 'jungle' }, dinosaur: { ...base.dragon, wings: 'none', color: '#6cc24a', home: 'jungle' },
  lizard: { ...base.dragon, wings: 'none', naturalHead: 'none', color: '#6cc24a' },
  unicorn: { kind: 'species', body: 'animal', ears: 'cat', snout: 'muzzle', tail: 'fox', naturalHead: 'unicornHorn', color: '#fbf4ff', belly: '#ffffff', accent: '#f5c542', home: 'sky' },
  bot: base.robot, android: base.robot, droid: base.robot, cyborg: base.robot, mech: base.robot, toaster: { ...base.robot, color: '#d0d6de' },
  blob: base.slime, goo: base.slime, jelly: { ...base.slime, color: '#f06aa0' }, gummy: { ...base.slime, color: '#f0506e', home: 'candy' },
  jellyfish: { ...base.slime, color: '#c38df0', home: 'underwater' }, octopus: { ...base.slime, color: '#b05cc8', home: 'underwater' },
  spirit: base.ghost, phantom: base.ghost, spook: base.ghost,
  wasp: { ...base.bee, color: '#f0b030' }, hornet: { ...base.bee, color: '#f0a020' }, bumblebee: base.bee,
  bug: base.beetle, ladybug: { ...base.beetle, color: '#e5484d' }, ant: { ...base.beetle, pattern: 'none', color: '#8a3b2e' },
  lobster: { ...base.crab, color: '#d6452f' }, scorpion: { ...base.crab, tail: 'stinger', color: '#c9873a', home: 'desert' },
  serpent: base.snake, worm: { ...base.snake, pattern: 'none', color: '#f29cb0', home: 'meadow' }, caterpillar: { ...base.snake, pattern: 'spots', color: '#8bd04a' },
  martian: base.alien, creature: base.monster, beast: base.monster, critter: base.monster, gremlin: { ...base.monster, ears: 'pointy', color: '#6fbf5a' },
  zombie: { kind: 'species', body: 'humanoid', color: '#8fb87a', outfit: '#5a6b8f', home: 'haunted' },
  goblin: { kind: 'species', body: 'humanoid', ears: 'pointy', color: '#8fcf5a', outfit: '#8a5a3c', home: 'cave' },
  troll: { kind: 'species', body: 'humanoid', ears: 'pointy', color: '#8aa86a', outfit: '#6b5a4a', home: 'snow' },
  elf: { kind: 'species', body: 'humanoid', ears: 'pointy', outfit: '#3f9a5a', home: 'forest' },
  snowman: { kind: 'species', body: 'bean', naturalHead: 'tophat', color: '#f4f8ff', accent: '#2b2b38', home: 'snow' },
  mushroom: { kind: 'species', body: 'bean', naturalHead: 'mushroomCap', color: '#f3e6cf', accent: '#e5484d', home: 'forest' },
  pickle: veggie('#6fae3a', { pattern: 'bumps', naturalHead: 'none', home: 'sewer' }),
  cucumber: veggie('#5ea83a', { pattern: 'bumps', naturalHead: 'none' }),
  banana: veggie('#f5d742', { home: 'jungle' }), carrot: veggie('#f28c28', { home: 'meadow' }),
  potato: veggie('#c99a5b', { naturalHead: 'none', pattern: 'spots' }), tomato: veggie('#e5484d'),
  avocado: veggie('#6a9a3a', { naturalHead: 'none', pattern: 'belly', belly: '#d8e89a' }),
  broccoli: veggie('#4a9a3a', { naturalHead: 'hair' }),
  egg: { kind: 'material', body: 'bean', color: '#fbf6ea', home: 'meadow' },
  donut: { kind: 'material', body: 'blob', pattern: 'spots', color: '#f0a0c0', home: 'candy' },
  cupcake: { kind: 'material', body: 'bean', naturalHead: 'hair', color: '#f7b0cf', home: 'candy' },
  cookie: { kind: 'material', body: 'blob', pattern: 'spots', color: '#d39a58', home: 'candy' },
  gingerbread: { kind: 'material', body: 'humanoid', color: '#c47a3a', outfit: '#c47a3a', home: 'candy' },
  ice: { kind: 'material', color: '#9fd8f5', home: 'snow' }, fire: { kind: 'material', color: '#f2602f', home: 'volcano' },
  lava: { kind: 'material', color: '#f2602f', home: 'volcano' }, stone: { kind: 'material', color: '#9a9aa5', home: 'cave' },
  rock: { kind: 'material', color: '#9a9aa5', home: 'cave' },
  // A dust bunny is a bunny made of dust: dusty grey.
  dust: { kind: 'material', color: '#aaa197' },
  knight: role('helmet', 'sword', '#c3cbd6', '#8a9bb0', 'castle'),
  warrior: role('helmet', 'sword', '#c9a36b', '#b5453a'),
  samurai: role('helmet', 'sword', '#d13b3b', '#3a3a52'),
  ninja: role('ninjaBand', 'sword', '#e5484d', '#2d2f45', 'forest'),
  wizard: role('wizardHat', 'wand', '#5b4bc4', '#5b4bc4', 'castle'),
  witch: role('wizardHat', 'wand', '#4a3b66', '#4a3b66', 'haunted'),
  mage: role('wizardHat', 'wand', '#3f6fd6', '#3f6fd6'),
  sorcerer: role('wizardHat', 'wand', '#8e4fd6', '#8e4fd6'),
  princess: role('crown', 'wand', '#f2c230', '#f27bb4', 'castle'),
  prince: role('crown', 'sword', '#f2c230', '#3f7fe0', 'castle'),
  queen: role('crown', 'wand', '#f2c230', '#8e4fd6', 'castle'),
  king: { ...role('crown', 'none', '#f2c230', '#c8283c', 'castle'), back: 'cape' },
  pirate: role('pirateHat', 'sword', '#2b2b38', '#b5453a', 'beach'),
  astronaut: { ...role('spaceDome', 'none', '#f4f4f8', '#f0f0f5', 'space'), back: 'jetpack' },
  spaceman: { ...role('spaceDome', 'none', '#f4f4f8', '#f0f0f5', 'space'), back: 'jetpack' },
  cosmonaut: { ...role('spaceDome', 'none', '#f4f4f8', '#f0f0f5', 'space'), back: 'jetpack' },
  adventurer: role('cap', 'sword', '#c9a36b', '#3f7fe0'),
  viking: role('vikingHelmet', 'hammer', '#c3cbd6', '#8a5a3c', 'snow'),
  kid: role('hair', 'none', '#6e4228', '#3f7fe0'),
  girl: role('hair', 'none', '#6e4228', '#f27bb4'),
  boy: role('hair', 'none', '#6e4228', '#3f7fe0'),
  // People the prompt may name by what they do or who they are: hair or a hat and clothes.
  grandma: role('hair', 'none', '#dcdce4', '#b05a8a'), granny: role('hair', 'none', '#dcdce4', '#b05a8a'),
  grandmother: role('hair', 'none', '#dcdce4', '#b05a8a'), nana: role('hair', 'none', '#dcdce4', '#8e4fd6'),
  grandpa: role('hair', 'none', '#dcdce4', '#6b7f5a'), grandfather: role('hair', 'none', '#dcdce4', '#6b7f5a'),
  mom: role('hair', 'none', '#6e4228', '#e5484d'), mum: role('hair', 'none', '#6e4228', '#e5484d'),
  woman: role('hair', 'none', '#6e4228', '#e5484d'), lady: role('hair', 'none', '#b5502f', '#8e4fd6'),
  dad: role('hair', 'none', '#5a3a22', '#3f7fe0'), man: role('hair', 'none', '#5a3a22', '#3f7fe0'),
  guy: role('hair', 'none', '#2b2230', '#2fb374'), person: role('hair', 'none', '#5a3a22', '#1fa6a0'),
  child: role('hair', 'none', '#6e4228', '#f28c28'), toddler: role('hair', 'none', '#e0a84a', '#f27bb4'),
  diver: { ...role('spaceDome', 'none', '#3fc6f0', '#2f8ab0', 'underwater'), back: 'jetpack' },
  driver: role('helmet', 'none', '#e5484d', '#e5484d'), racer: role('helmet', 'none', '#f2c230', '#e5484d'),
  athlete: role('cap', 'none', '#e5484d', '#e5484d'),
  fighter: role('hair', 'none', '#2b2230', '#e5484d'), wrestler: role('hair', 'none', '#2b2230', '#8e4fd6'),
  gladiator: role('helmet', 'sword', '#c9a36b', '#b5453a', 'castle'),
  surfer: role('hair', 'none', '#e0a84a', '#3fc6f0', 'beach'),
  archer: role('hair', 'none', '#6b8f5a', '#3f9a5a', 'forest'), keeper: role('cap', 'none', '#c9a36b', '#6b8f5a'),
  tamer: role('cap', 'none', '#c9a36b', '#b5453a'),
  cyclist: role('helmet', 'none', '#3fc6f0', '#f2c230'),
  vampire: { ...role('hair', 'none', '#2b2230', '#2b2230', 'haunted'), back: 'cape' },
  scarecrow: role('cap', 'none', '#c9a36b', '#c9873a', 'meadow'), mermaid: role('hair', 'none', '#e5484d', '#2fb374', 'underwater'),
  mummy: { kind: 'species', body: 'humanoid', color: '#e8e0c8', outfit: '#e8e0c8', home: 'desert' },
  skeleton: { kind: 'species', body: 'humanoid', color: '#f4f4f4', outfit: '#f4f4f4', home: 'haunted' },
  fairy: { kind: 'species', body: 'humanoid', wings: 'bug', outfit: '#f27bb4', home: 'forest' },
  ...JOB_WORDS,
});
