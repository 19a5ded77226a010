import type { BackItem, Eyewear, Headgear, OutfitDetail } from '../types.js';
import { wordTable } from './wordTable.js';

/** Where a worn or played thing goes on (or beside) its owner. */
export type WornSlot =
  | 'head'
  | 'face'
  | 'lip'
  | 'neck'
  | 'body'
  | 'torso'
  | 'back'
  | 'pack'
  | 'feet'
  | 'under'
  | 'above'
  | 'hand'
  | 'beside';

/**
 * Clothes drawn over the middle of a body (`art/library/drawnGarments.ts`): no icon shows a
 * suit or a dress being worn.
 */
export type DrawnGarment = 'suit' | 'tuxedo' | 'dress' | 'tutu' | 'armour';

/**
 * A thing a character wears or plays: the rig's own part when it has one (a top hat, a cape,
 * sunglasses), and the art library's word for it (`sprite`, when the prompt's word is not the
 * library's: rollerblades are roller skates), which library-drawn characters wear instead.
 */
export interface WornThing {
  slot: WornSlot;
  headgear?: Headgear;
  eyewear?: Eyewear;
  back?: BackItem;
  detail?: OutfitDetail;
  sprite?: string;
  /** Drawn over the body instead of the sprite (which still names it for the library). */
  drawn?: DrawnGarment;
  /** A person's clothes colour under it (a suit's jacket sleeves). */
  clothes?: string;
  /** Its colour when the player names none (a white wedding dress). */
  color?: string;
}

const head = (headgear?: Headgear, sprite?: string): WornThing => ({
  slot: 'head',
  ...(headgear ? { headgear } : {}),
  ...(sprite ? { sprite } : {}),
});
const face = (eyewear: Eyewear, sprite: string): WornThing => ({ slot: 'face', eyewear, sprite });
const body = (detail: OutfitDetail, sprite?: string): WornThing => ({
  slot: 'body',
  detail,
  ...(sprite ? { sprite } : {}),
});
/** Whole clothes over the body's middle: drawn ones, else the icon as big as the body. */
const torso = (
  sprite: string,
  drawn?: DrawnGarment,
  extra: Partial<WornThing> = {},
): WornThing => ({
  slot: 'torso',
  sprite,
  ...(drawn ? { drawn } : {}),
  ...extra,
});
const suit = (): WornThing => torso('necktie', 'suit', { clothes: '#34405a' });
const tuxedo = torso('necktie', 'tuxedo', { clothes: '#1e1e28' });
const dress = (color?: string): WornThing => torso('dress', 'dress', color ? { color } : {});
const armour = torso('shield', 'armour', { clothes: '#8a94a8' });
const feet = (sprite: string): WornThing => ({ slot: 'feet', sprite });
const beside = (sprite: string): WornThing => ({ slot: 'beside', sprite });
const hand = (sprite: string): WornThing => ({ slot: 'hand', sprite });

/** Worn and played things by their name (singular, lower case; plural names too). */
// prettier-ignore
export const WORN_WORDS: Readonly<Record<string, WornThing>> = wordTable({
  // On the head: the rig's hats, else the library's.
  'top hat': head('tophat', 'top hat'), tophat: head('tophat', 'top hat'), crown: head('crown', 'crown'),
  tiara: head('crown', 'crown'), 'cowboy hat': head('cowboyHat', 'cowboy hat'), stetson: head('cowboyHat', 'cowboy hat'),
  beret: head('beret'), 'chef hat': head('chefHat'), 'wizard hat': head('wizardHat'), 'witch hat': head('wizardHat'),
  'pirate hat': head('pirateHat'), helmet: head('helmet', 'helmet'), 'hard hat': head('hardHat', 'rescue worker helmet'),
  'space helmet': head('spaceDome'), 'viking helmet': head('vikingHelmet'), cap: head('cap', 'billed cap'),
  'baseball cap': head('cap', 'billed cap'), beanie: head('beanie'), 'straw hat': head('strawHat'),
  'sun hat': head('strawHat'), 'safari hat': head('safariHat'), fedora: head('fedora'),
  'graduation cap': head('mortarboard', 'graduation cap'), mortarboard: head('mortarboard', 'graduation cap'),
  headphone: head('headphones', 'headphone'), headphones: head('headphones', 'headphone'),
  headband: head('ninjaBand'), bandana: head('ninjaBand'), 'sailor hat': head('sailorHat'),
  'party hat': head(undefined, 'party hat'), sombrero: head(undefined, 'sombrero'), hat: head('tophat', 'top hat'),
  // On the face.
  sunglass: face('sunglasses', 'sunglasses'), sunglasses: face('sunglasses', 'sunglasses'),
  shades: face('sunglasses', 'sunglasses'), glasses: face('glasses', 'glasses'),
  spectacles: face('glasses', 'glasses'), goggle: face('goggles', 'goggles'), goggles: face('goggles', 'goggles'),
  monocle: face('glasses', 'face with monocle'), mask: face('mask', 'domino mask'),
  'eye mask': face('mask', 'domino mask'), 'domino mask': face('mask', 'domino mask'),
  'robber mask': face('mask', 'domino mask'), 'burglar mask': face('mask', 'domino mask'),
  eyepatch: face('eyepatch', 'eyepatch'), 'eye patch': face('eyepatch', 'eyepatch'),
  // Under the nose.
  mustache: { slot: 'lip', sprite: 'mustache' }, moustache: { slot: 'lip', sprite: 'mustache' },
  'handlebar mustache': { slot: 'lip', sprite: 'mustache' }, tache: { slot: 'lip', sprite: 'mustache' },
  // Round the neck and on the body.
  scarf: { slot: 'neck', sprite: 'scarf' }, necklace: { slot: 'neck', sprite: 'prayer beads' },
  medal: { slot: 'neck', sprite: 'sports medal' }, tie: body('tie', 'necktie'), necktie: body('tie', 'necktie'),
  'bow tie': body('bowTie', 'bow tie'), bowtie: body('bowTie', 'bow tie'),
  apron: body('apron'), overalls: body('overalls'), robe: body('robe'), 'lab coat': body('labCoat', 'lab coat'),
  // Whole clothes, drawn over the body (a suit on a goldfish) or the icon as big as the body.
  suit: suit(), 'business suit': suit(), 'office suit': suit(), blazer: suit(), 'pinstripe suit': suit(), tuxedo, tux: tuxedo,
  'dinner jacket': tuxedo, 'dinner suit': tuxedo, dress: dress(), gown: dress(), 'ball gown': dress(),
  'evening gown': dress(), 'party dress': dress(), sundress: dress(), 'prom dress': dress(),
  'wedding dress': dress('#fbfbff'), 'wedding gown': dress('#fbfbff'), tutu: torso('ballet shoes', 'tutu'),
  armor: armour, armour, 'suit of armor': armour, 'suit of armour': armour, chainmail: armour,
  'chain mail': armour, breastplate: armour,
  'space suit': head('spaceDome'), spacesuit: head('spaceDome'), 'diving suit': face('goggles', 'goggles'),
  wetsuit: face('goggles', 'goggles'), 'wet suit': face('goggles', 'goggles'),
  swimsuit: torso('one-piece swimsuit'), 'bathing suit': torso('one-piece swimsuit'),
  'swimming costume': torso('one-piece swimsuit'), bikini: torso('bikini'),
  shirt: torso('t-shirt'), 't-shirt': torso('t-shirt'), tshirt: torso('t-shirt'),
  'football jersey': torso('running shirt'), 'football shirt': torso('running shirt'), coat: torso('coat'),
  raincoat: torso('coat'), overcoat: torso('coat'), jacket: torso('coat'), 'leather jacket': torso('coat'),
  'winter coat': torso('coat'), 'puffer jacket': torso('coat'), parka: torso('coat'), hoodie: torso('coat'),
  sweater: torso('coat'), kimono: torso('kimono'), sari: torso('sari'), jeans: torso('jeans'),
  'safety vest': torso('safety vest'), 'hi-vis vest': torso('safety vest'), 'life jacket': torso('life jacket'),
  // On the back.
  cape: { slot: 'back', back: 'cape', sprite: 'cape' }, cloak: { slot: 'back', back: 'cape', sprite: 'cape' },
  jetpack: { slot: 'back', back: 'jetpack' }, backpack: { slot: 'pack', back: 'backpack', sprite: 'backpack' },
  rucksack: { slot: 'pack', back: 'backpack', sprite: 'backpack' }, schoolbag: { slot: 'pack', back: 'backpack', sprite: 'backpack' },
  'loot bag': { slot: 'pack', sprite: 'money bag' }, 'money bag': { slot: 'pack', sprite: 'money bag' },
  'swag bag': { slot: 'pack', sprite: 'money bag' }, sack: { slot: 'pack', sprite: 'money bag' },
  // On the feet.
  rollerblade: feet('roller skate'), 'roller blade': feet('roller skate'), 'roller skate': feet('roller skate'),
  rollerskate: feet('roller skate'), 'inline skate': feet('roller skate'), skate: feet('ice skate'),
  'ice skate': feet('ice skate'), boot: feet('hiking boot'), 'cowboy boot': feet('cowboy boot'),
  sneaker: feet('running shoe'), trainer: feet('running shoe'), 'running shoe': feet('running shoe'),
  shoe: feet('running shoe'), 'high heel': feet('high-heeled shoe'), heel: feet('high-heeled shoe'),
  flipper: feet('flipper'), sandal: feet('sandal'), 'ballet shoe': feet('ballet shoes'),
  // Stood on: one board under both feet.
  skateboard: { slot: 'under', sprite: 'skateboard' }, hoverboard: { slot: 'under', sprite: 'skateboard' },
  // Done, shown above the head: a singer's notes.
  'singing note': { slot: 'above', sprite: 'musical notes' },
  // Played or carried in the hand.
  guitar: hand('guitar'), 'electric guitar': hand('guitar'), violin: hand('violin'), fiddle: hand('violin'),
  trumpet: hand('trumpet'), saxophone: hand('saxophone'), sax: hand('saxophone'), flute: hand('flute'),
  ukulele: hand('ukulele'), uke: hand('ukulele'), mandolin: hand('banjo'), banjo: hand('banjo'), accordion: hand('accordion'), microphone: hand('microphone'),
  mic: hand('microphone'), tambourine: hand('tambourine'), maraca: hand('maracas'), umbrella: hand('umbrella'),
  // Played standing beside it.
  piano: beside('grand piano'), 'grand piano': beside('grand piano'), keyboard: beside('musical keyboard'),
  organ: beside('musical keyboard'), harp: beside('harp'), drum: beside('drum'), drums: beside('drum'),
  'drum kit': beside('drum'), cello: beside('violin'), 'double bass': beside('violin'), lyre: hand('lyre'), lute: hand('lyre'), xylophone: beside('xylophone'),
  turntable: beside('optical disk'), 'dj deck': beside('optical disk'), easel: beside('artist palette'),
});

/**
 * What a hero's verb puts on it ("a shark skateboards through…": a skateboard under it; "sings
 * opera": notes above its head), by the verb's infinitive: a key of `WORN_WORDS`.
 */
// prettier-ignore
export const VERB_WORN: Readonly<Record<string, string>> = {
  skateboard: 'skateboard', rollerblade: 'rollerblade', rollerskate: 'roller skate',
  'roller-skate': 'roller skate', hoverboard: 'hoverboard',
  sing: 'singing note', serenade: 'singing note', yodel: 'singing note', rap: 'singing note',
  croon: 'singing note', hum: 'singing note', whistle: 'singing note', beatbox: 'singing note',
};
