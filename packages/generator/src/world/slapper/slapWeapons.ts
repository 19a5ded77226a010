import type { ItemConcept, ItemKind } from '../../analyze/types.js';
import { ITEM_COLORS } from '../../analyze/lexicon/itemWords.js';
import type { SeededRandom } from '../../random/seededRandom.js';
import { nameInText } from '../../analyze/naming.js';

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
 * prompt's item leads and two silly ones picked by seed follow.
 */
export function slapWeaponsFor(
  promptItem: ItemConcept,
  random: SeededRandom,
  isNamed = false,
): WeaponConcept[] {
  const pool = isNamed ? [] : SILLY_WEAPONS.filter((weapon) => weapon.kind !== promptItem.kind);
  const picks: ItemConcept[] = [promptItem];
  if (isNamed)
    for (const size of BIGGER)
      picks.push({ ...promptItem, name: biggerName(size, promptItem.name) });
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
