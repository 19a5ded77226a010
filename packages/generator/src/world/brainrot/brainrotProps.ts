import { ITEM_COLORS } from '../../analyze/lexicon/itemWords.js';
import type { ItemConcept, ItemKind } from '../../analyze/types.js';
import type { SeededRandom } from '../../random/seededRandom.js';

/** Absurd props, by the item drawing they use. */
const ABSURD_PROPS: readonly { kind: ItemKind; name: string }[] = [
  { kind: 'donut', name: 'Screaming Donut' },
  { kind: 'banana', name: 'Banana Phone' },
  { kind: 'egg', name: 'Dancing Egg' },
  { kind: 'fish', name: 'Suspicious Fish' },
  { kind: 'cupcake', name: 'Wobbly Cupcake' },
  { kind: 'note', name: 'Singing Note' },
  { kind: 'cookie', name: 'Cosmic Cookie' },
  { kind: 'cheese', name: 'Turbo Cheese' },
  { kind: 'mushroom', name: 'Giggling Mushroom' },
];

/** Four props: the prompt's own item first, then three absurd ones picked by seed. */
export function brainrotPropsFor(promptItem: ItemConcept, random: SeededRandom): ItemConcept[] {
  const pool = ABSURD_PROPS.filter((prop) => prop.kind !== promptItem.kind);
  const props: ItemConcept[] = [promptItem];
  while (props.length < 4 && pool.length > 0) {
    const [prop] = pool.splice(random.int(0, pool.length - 1), 1);
    if (!prop) break;
    props.push({
      name: prop.name,
      phrase: prop.name.toLowerCase(),
      kind: prop.kind,
      color: ITEM_COLORS[prop.kind],
    });
  }
  return props;
}
