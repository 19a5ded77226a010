import type { ItemConcept, ItemKind } from '../../analyze/types.js';
import { ITEM_COLORS } from '../../analyze/lexicon/itemWords.js';
import type { SeededRandom } from '../../random/seededRandom.js';

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

/**
 * Three slap weapons: the prompt's own item first, then two silly ones picked by seed, each
 * heavier and harder to time than the one before.
 */
export function slapWeaponsFor(promptItem: ItemConcept, random: SeededRandom): WeaponConcept[] {
  const pool = SILLY_WEAPONS.filter((weapon) => weapon.kind !== promptItem.kind);
  const picks: ItemConcept[] = [promptItem];
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

/** The slapWeaponsDescription genre field. */
export function describeWeapons(weapons: readonly WeaponConcept[]): string {
  return weapons
    .map((weapon) => weapon.item.name.toLowerCase())
    .join(', ')
    .slice(0, 300);
}
