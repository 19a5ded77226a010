import type { ItemConcept, ItemKind } from '../../analyze/types.js';
import { ITEM_COLORS } from '../../analyze/lexicon/itemWords.js';
import type { SeededRandom } from '../../random/seededRandom.js';
import { nameInText } from '../../analyze/naming.js';
import { lookupSprite } from '../../art/library/index.js';

/** Silly slap weapons, by the item drawing they use. */
const SILLY_WEAPONS: readonly { kind: ItemKind; name: string }[] = [
  { kind: 'fish', name: 'Floppy Fish' },
  { kind: 'banana', name: 'Big Banana' },
  { kind: 'feather', name: 'Tickly Feather' },
  { kind: 'bone', name: 'Bonk Bone' },
  { kind: 'carrot', name: 'Crunchy Carrot' },
  { kind: 'leaf', name: 'Leafy Swatter' },
  { kind: 'lollipop', name: 'Giant Lollipop' },
];

/** A slap weapon of a place or a job: its name, the item drawing it falls back on, its colour. */
interface KitWeapon {
  name: string;
  kind: ItemKind;
  color: string;
}
const K = (name: string, kind: ItemKind, color: string): KitWeapon => ({ name, kind, color });

// prettier-ignore
const KIT = {
  pan: K('Frying Pan', 'gear', '#3a3a46'), spoon: K('Wooden Spoon', 'leaf', '#c98b55'),
  baguette: K('Baguette', 'cookie', '#d9a55b'), whisk: K('Whisk', 'gear', '#b8c2cc'),
  ladle: K('Ladle', 'gear', '#b8c2cc'), book: K('Big Book', 'note', '#8a4b2d'),
  pencil: K('Pencil', 'leaf', '#f2c230'), clipboard: K('Clipboard', 'note', '#c98b55'),
  newspaper: K('Rolled Newspaper', 'note', '#e8e4da'), stapler: K('Stapler', 'gear', '#e5484d'),
  keyboard: K('Keyboard', 'gear', '#3a3a46'), anchor: K('Anchor', 'gear', '#5a6b8f'),
  spyglass: K('Spyglass', 'gear', '#c9a36b'), fish: K('Floppy Fish', 'fish', ITEM_COLORS.fish),
  flipFlop: K('Flip Flop', 'leaf', '#2ec4ff'), towel: K('Beach Towel', 'leaf', '#ff8a1f'),
  coconut: K('Coconut', 'acorn', '#8a5a3c'), pitchfork: K('Pitchfork', 'gear', '#8a5a3c'),
  rake: K('Rake', 'gear', '#8a5a3c'), horseshoe: K('Horseshoe', 'gear', '#8f8ea3'),
  carrot: K('Crunchy Carrot', 'carrot', ITEM_COLORS.carrot), wrench: K('Wrench', 'gear', '#8f8ea3'),
  hammer: K('Hammer', 'gear', '#8a5a3c'), shield: K('Shield', 'gear', '#8f8ea3'),
  broom: K('Broom', 'leaf', '#c9a36b'), pillow: K('Pillow', 'heart', '#f4f1e0'),
  slipper: K('Slipper', 'leaf', '#f06aa0'), teddy: K('Teddy Bear', 'heart', '#a86b3c'),
  glove: K('Boxing Glove', 'heart', '#e5484d'), handbag: K('Handbag', 'heart', '#b45cff'),
  umbrella: K('Umbrella', 'leaf', '#2b2d6e'), bamboo: K('Bamboo', 'leaf', '#6fae3a'),
  banana: K('Big Banana', 'banana', ITEM_COLORS.banana), leaf: K('Leafy Swatter', 'leaf', ITEM_COLORS.leaf),
  bat: K('Baseball Bat', 'bone', '#c98b55'), comb: K('Comb', 'gear', '#3a3a46'),
  shovel: K('Shovel', 'gear', '#8f8ea3'), candle: K('Candle', 'star', '#fff4d6'),
} satisfies Record<string, KitWeapon>;

/** Slap weapons a place keeps at hand (a kitchen's frying pan), by place id, then theme. */
// prettier-ignore
const PLACE_KITS: Readonly<Record<string, readonly KitWeapon[]>> = {
  kitchen: [KIT.pan, KIT.spoon, KIT.baguette, KIT.whisk], restaurant: [KIT.pan, KIT.ladle, KIT.baguette],
  classroom: [KIT.book, KIT.pencil, KIT.clipboard], library: [KIT.book, KIT.newspaper, KIT.pencil],
  'assembly-hall': [KIT.book, KIT.clipboard], office: [KIT.stapler, KIT.keyboard, KIT.clipboard, KIT.newspaper],
  ocean: [KIT.fish, KIT.anchor, KIT.spyglass], harbor: [KIT.fish, KIT.anchor], shipwreck: [KIT.anchor, KIT.fish],
  beach: [KIT.flipFlop, KIT.towel, KIT.coconut, KIT.fish], island: [KIT.coconut, KIT.fish, KIT.flipFlop],
  farm: [KIT.pitchfork, KIT.carrot, KIT.horseshoe], garden: [KIT.rake, KIT.shovel, KIT.carrot],
  'construction-site': [KIT.wrench, KIT.hammer, KIT.shovel], factory: [KIT.wrench, KIT.hammer],
  woodshop: [KIT.hammer, KIT.wrench], junkyard: [KIT.wrench, KIT.hammer],
  castle: [KIT.shield, KIT.broom], 'castle-hall': [KIT.shield, KIT.broom, KIT.candle], dungeon: [KIT.shield, KIT.candle],
  bedroom: [KIT.pillow, KIT.slipper, KIT.teddy], 'living-room': [KIT.pillow, KIT.slipper, KIT.newspaper],
  gym: [KIT.glove, KIT.towel], arena: [KIT.glove, KIT.towel], stadium: [KIT.bat, KIT.glove],
  jungle: [KIT.banana, KIT.bamboo, KIT.leaf], 'bamboo-grove': [KIT.bamboo, KIT.leaf], forest: [KIT.leaf, KIT.bamboo],
  supermarket: [KIT.baguette, KIT.banana, KIT.carrot], mall: [KIT.handbag, KIT.umbrella],
  city: [KIT.umbrella, KIT.newspaper, KIT.handbag], 'haunted-house': [KIT.broom, KIT.candle],
};

/** Slap weapons a job or a kind of hero carries (a chef's frying pan), by the hero's words. */
// prettier-ignore
const HERO_KITS: Readonly<Record<string, readonly KitWeapon[]>> = {
  chef: [KIT.pan, KIT.spoon, KIT.whisk], cook: [KIT.pan, KIT.spoon, KIT.ladle], baker: [KIT.baguette, KIT.spoon, KIT.whisk],
  teacher: [KIT.book, KIT.pencil], student: [KIT.book, KIT.pencil], professor: [KIT.book, KIT.clipboard],
  librarian: [KIT.book, KIT.newspaper], pirate: [KIT.fish, KIT.anchor, KIT.spyglass], sailor: [KIT.anchor, KIT.fish],
  captain: [KIT.spyglass, KIT.anchor], fisherman: [KIT.fish, KIT.anchor], farmer: [KIT.pitchfork, KIT.rake, KIT.carrot],
  gardener: [KIT.rake, KIT.shovel], mechanic: [KIT.wrench, KIT.hammer], plumber: [KIT.wrench, KIT.hammer],
  builder: [KIT.hammer, KIT.shovel], knight: [KIT.shield, KIT.broom], boss: [KIT.stapler, KIT.keyboard, KIT.clipboard],
  worker: [KIT.stapler, KIT.clipboard], businessman: [KIT.newspaper, KIT.stapler], grandma: [KIT.handbag, KIT.slipper, KIT.umbrella],
  granny: [KIT.handbag, KIT.slipper], grandpa: [KIT.newspaper, KIT.slipper], boxer: [KIT.glove, KIT.towel],
  surfer: [KIT.flipFlop, KIT.towel], janitor: [KIT.broom, KIT.towel], witch: [KIT.broom, KIT.candle],
  barber: [KIT.comb, KIT.towel], hairdresser: [KIT.comb, KIT.towel], monkey: [KIT.banana, KIT.coconut],
  panda: [KIT.bamboo, KIT.leaf], kid: [KIT.pillow, KIT.teddy],
};

/**
 * The weapons that fit the hero and the place, the hero's first ("a chef in a barn" swings a
 * frying pan before a pitchfork).
 */
function kitFor(heroWords: readonly string[], places: readonly string[]): KitWeapon[] {
  const kits = [
    ...heroWords.flatMap((word) => HERO_KITS[word] ?? []),
    ...places.flatMap((place) => PLACE_KITS[place] ?? []),
  ];
  return kits.filter((weapon, at) => kits.findIndex((other) => other.name === weapon.name) === at);
}

/** Power and perfect-zone width by slot: light and easy first, heavy and tricky last. */
const SLOTS = [
  { power: [10, 14], sweetSpot: 0.2 },
  { power: [18, 22], sweetSpot: 0.14 },
  { power: [28, 34], sweetSpot: 0.09 },
] as const;

export interface WeaponConcept {
  item: ItemConcept;
  power: number;
  sweetSpot: number;
}

/** Names of the heavier slots when the prompt names its weapon: the same weapon, bigger. */
const BIGGER = ['Big', 'Giant'] as const;

/**
 * Three slap weapons, each heavier and harder to time than the one before. A weapon the prompt
 * names ("slaps … with a baguette") is every one of them, growing (Baguette, Big Baguette,
 * Giant Baguette): whichever the player swings, it is the one they asked for. Else the
 * prompt's item leads, then what the hero and the place keep at hand (a chef's frying pan, a
 * classroom's big book), then silly ones picked by seed.
 */
export function slapWeaponsFor(
  promptItem: ItemConcept,
  random: SeededRandom,
  isNamed = false,
  fit: { heroWords?: readonly string[]; places?: readonly string[] } = {},
): WeaponConcept[] {
  const pool = isNamed ? [] : SILLY_WEAPONS.filter((weapon) => weapon.kind !== promptItem.kind);
  const picks: ItemConcept[] = [promptItem];
  if (isNamed)
    for (const size of BIGGER)
      picks.push({ ...promptItem, name: biggerName(size, promptItem.name) });
  // What the hero and the place keep at hand comes before any silly default.
  const promptWords = new Set(promptItem.phrase.toLowerCase().split(/\s+/));
  const fitting = isNamed
    ? []
    : kitFor(fit.heroWords ?? [], fit.places ?? []).filter(
        (weapon) =>
          !weapon.name
            .toLowerCase()
            .split(' ')
            .some((word) => promptWords.has(word)),
      );
  for (const weapon of fitting) {
    if (picks.length >= SLOTS.length) break;
    const sprite = lookupSprite(weapon.name.toLowerCase().replace(/^(?:big|rolled|beach) /, ''));
    picks.push({
      name: weapon.name,
      phrase: weapon.name.toLowerCase(),
      kind: weapon.kind,
      color: weapon.color,
      ...(sprite ? { sprite } : {}),
    });
  }
  while (picks.length < SLOTS.length && pool.length > 0) {
    const index = random.int(0, pool.length - 1);
    const [weapon] = pool.splice(index, 1);
    if (!weapon) break;
    picks.push({
      name: weapon.name,
      phrase: weapon.name.toLowerCase(),
      kind: weapon.kind,
      color: ITEM_COLORS[weapon.kind],
    });
  }
  return picks.map((item, index) => {
    const slot = SLOTS[index] ?? SLOTS[0];
    return { item, power: random.int(slot.power[0], slot.power[1]), sweetSpot: slot.sweetSpot };
  });
}

/** "Big Baguette"; a name that is already big ("Giant Fish") only grows once more. */
const biggerName = (size: string, name: string): string =>
  /^(?:big|giant|huge|mega)\b/i.test(name)
    ? `${size === 'Big' ? 'Huge' : 'Mega'} ${name.replace(/^\S+\s+/, '')}`
    : `${size} ${name}`;

/** The slapWeaponsDescription genre field. */
export function describeWeapons(weapons: readonly WeaponConcept[]): string {
  return weapons
    .map((weapon) => nameInText(weapon.item.name))
    .join(', ')
    .slice(0, 300);
}
