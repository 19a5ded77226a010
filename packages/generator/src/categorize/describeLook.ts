import type {
  BackItem,
  BodyShape,
  CharacterLook,
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
} from '../analyze/types.js';
import { colorNameOf } from './colorNames.js';
import { isPairNoun } from '../analyze/naming.js';
import { singularOf } from '../analyze/parsePhrases.js';

const BODY_TEXT: Readonly<Record<BodyShape, string>> = {
  humanoid: 'a cartoon figure on two legs',
  animal: 'a chubby cartoon-animal body',
  bean: 'a round bean-shaped body with little arms and legs',
  robot: 'a boxy metal robot body',
  blob: 'a squishy, bouncy blob body',
  ghost: 'a floaty ghost body',
  bird: 'a round bird body',
  bug: 'a small round bug body',
  crab: 'a wide crab body on short legs',
  snake: 'a long wiggly snake body',
};

const EARS_TEXT: Readonly<Record<EarStyle, string>> = {
  none: '',
  cat: 'pointy cat ears',
  round: 'round ears',
  bunny: 'long bunny ears',
  dog: 'floppy dog ears',
  fox: 'big fox ears',
  mouse: 'round mouse ears',
  pointy: 'pointy ears',
};

const SNOUT_TEXT: Readonly<Record<SnoutStyle, string>> = {
  none: '',
  cat: 'a little pink nose',
  muzzle: 'a rounded muzzle',
  rat: 'a pointed whiskery snout',
  pig: 'a pig snout',
  beak: 'a beak',
};

const TAIL_TEXT: Readonly<Record<TailStyle, string>> = {
  none: '',
  cat: 'a curvy tail',
  rat: 'a long thin tail',
  fox: 'a bushy tail',
  dragon: 'a spiky tail',
  puff: 'a fluffy puff of a tail',
  stinger: 'a stinger',
  curl: 'a curly tail',
};

const WINGS_TEXT: Readonly<Record<WingStyle, string>> = {
  none: '',
  bat: 'bat wings',
  feather: 'feathered wings',
  bug: 'see-through bug wings',
  dragon: 'leathery dragon wings',
};

const HEADGEAR_TEXT: Readonly<Record<Headgear, string>> = {
  none: '',
  helmet: 'a shiny helmet',
  crown: 'a golden crown',
  wizardHat: 'a pointy wizard hat',
  ninjaBand: 'a ninja headband',
  chefHat: 'a tall chef hat',
  spaceDome: 'a glass space helmet',
  pirateHat: 'a pirate hat',
  cap: 'a cap',
  tophat: 'a top hat',
  vikingHelmet: 'a horned viking helmet',
  antenna: 'antennae',
  horns: 'little horns',
  stem: 'a leafy stem on top',
  mushroomCap: 'a spotted mushroom cap',
  unicornHorn: 'a unicorn horn',
  hair: 'tousled hair',
  cowboyHat: 'a cowboy hat',
  beret: 'a beret',
  peakedCap: 'a peaked uniform cap',
  beeVeil: "a beekeeper's veiled hat",
  hairBun: 'hair in a neat bun',
  mortarboard: 'a graduation cap',
  headphones: 'big headphones',
  hardHat: 'a hard hat',
  strawHat: 'a straw hat',
  safariHat: 'a safari hat',
  beanie: 'a woolly beanie',
  nurseCap: "a nurse's cap",
  fireHelmet: "a firefighter's helmet",
  sailorHat: 'a sailor hat',
  fedora: 'a fedora',
  kabuto: "a samurai's horned helmet",
  topknot: 'a topknot',
};

const OUTFIT_TEXT: Readonly<Record<OutfitDetail, string>> = {
  none: '',
  badge: 'a gold star badge',
  stripes: 'a striped shirt',
  tutu: 'a tutu',
  apron: 'an apron',
  tie: 'a tie',
  bowTie: 'a bow tie',
  labCoat: 'a white coat',
  hiVis: 'reflective stripes',
  redCross: 'a red cross',
  satchel: 'a shoulder bag',
  overalls: 'overalls',
  robe: 'a long robe',
  plaid: 'a plaid shirt',
  lamellar: 'laced armour plates',
  breastplate: 'a shining breastplate',
  mawashi: 'a sumo belt',
  obi: 'a kimono with a wide sash',
};

const EYEWEAR_TEXT: Readonly<Record<Eyewear, string>> = {
  none: '',
  glasses: 'glasses',
  sunglasses: 'sunglasses',
  goggles: 'goggles',
  mask: 'a black eye mask',
  eyepatch: 'an eyepatch',
};

const HELD_TEXT: Readonly<Record<HeldItem, string>> = {
  none: '',
  sword: 'a sword',
  wand: 'a magic wand',
  spatula: 'a spatula',
  hammer: 'a hammer',
  claws: 'big snapping claws',
};

const PATTERN_TEXT: Readonly<Record<Pattern, string>> = {
  none: '',
  bumps: 'bumpy skin',
  spots: 'spots',
  stripes: 'stripes',
  belly: 'a pale belly',
};

const EYES_TEXT: Readonly<Record<EyeStyle, string>> = {
  round: '',
  bulging: 'big bulging eyes',
  visor: 'a glowing visor for eyes',
};

const BACK_TEXT: Readonly<Record<BackItem, string>> = {
  none: '',
  cape: 'a flowing cape',
  shell: 'a shell on its back',
  jetpack: 'a jetpack',
  backpack: 'a backpack',
};

/** "a, b and c"; "" for none. */
export function listText(items: readonly string[]): string {
  const kept = items.filter((item) => item.length > 0);
  if (kept.length <= 1) return kept[0] ?? '';
  return `${kept.slice(0, -1).join(', ')} and ${kept[kept.length - 1] ?? ''}`;
}

/** Letters said with a vowel first ("an MRI", "an X-ray"): acronyms are said letter by letter. */
const VOWEL_SOUND_LETTERS = /^[AEFHILMNORSX]([A-Z]|-|$)/;
/** Words that start with a vowel letter but a "you" or "wuh" sound: "a unicorn", "a one-eyed". */
const CONSONANT_SOUND_START = /^(uni|use|usu|eu|ewe|one\b|once|ufo)/i;
/** Words that start with a silent h: "an hour", "an honest". */
const SILENT_H = /^(hour|honest|honou?r|heir)/i;

/**
 * "a"/"an" before a word, by how it sounds: "an apple", "a unicorn", "a UFO", "an hour"; a thing
 * of two parts is "a pair of skis", and other plurals take none ("shopping carts").
 */
export function withArticle(text: string): string {
  if (isPairNoun(text)) return `a pair of ${text}`;
  const last = text.split(' ').at(-1) ?? text;
  if (/^[a-z-]+s$/.test(last) && singularOf(last) !== last) return text;
  const vowelSound = /^[A-Z]{2}|^[A-Z]-/.test(text)
    ? VOWEL_SOUND_LETTERS.test(text)
    : SILENT_H.test(text) || (/^[aeiou]/i.test(text) && !CONSONANT_SOUND_START.test(text));
  return `${vowelSound ? 'an' : 'a'} ${text}`;
}

/**
 * How a character looks, in words an artist (or an image model) can draw from.
 *
 * @example describeLook(pickleKnightLook)
 * // => 'a round bean-shaped body with little arms and legs, bumpy skin, a shiny helmet and
 * //     a sword; mostly green with grey accents'
 */
export function describeLook(look: CharacterLook): string {
  const parts = [
    BODY_TEXT[look.body],
    PATTERN_TEXT[look.pattern],
    EARS_TEXT[look.ears],
    SNOUT_TEXT[look.snout],
    EYES_TEXT[look.eyes],
    WINGS_TEXT[look.wings],
    TAIL_TEXT[look.tail],
    HEADGEAR_TEXT[look.headgear],
    EYEWEAR_TEXT[look.eyewear ?? 'none'],
    OUTFIT_TEXT[look.outfitDetail ?? 'none'],
    BACK_TEXT[look.back],
    HELD_TEXT[look.held],
  ];
  const main = colorNameOf(look.bodyColor);
  const accent = colorNameOf(look.accentColor);
  const colors = accent === main ? `all ${main}` : `mostly ${main} with ${accent} accents`;
  return `${listText(parts)}; ${colors}`;
}
