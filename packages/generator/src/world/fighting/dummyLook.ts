import type { CharacterLook } from '../../analyze/types.js';
import type { SeededRandom } from '../../random/seededRandom.js';

const DUMMIES = [
  { name: 'Straw Dummy', text: 'a wobbly straw training dummy', body: '#d8b45a', belly: '#f1dca0' },
  { name: 'Sandbag Buddy', text: 'a patched-up sandbag buddy', body: '#b98a5e', belly: '#e3c9a8' },
  {
    name: 'Training Dummy',
    text: 'a bouncy padded training dummy',
    body: '#e06c5a',
    belly: '#f7d2c4',
  },
] as const;

export interface DummyConcept {
  name: string;
  description: string;
  look: CharacterLook;
}

/** The warm-up punching dummy: a friendly striped bean on a post, picked by seed. */
export function dummyFor(random: SeededRandom): DummyConcept {
  const dummy = random.pick(DUMMIES);
  return {
    name: dummy.name,
    description: dummy.text,
    look: {
      body: 'bean',
      ears: 'none',
      snout: 'none',
      tail: 'none',
      headgear: 'none',
      held: 'none',
      pattern: 'stripes',
      wings: 'none',
      eyes: 'round',
      back: 'none',
      bodyColor: dummy.body,
      bellyColor: dummy.belly,
      accentColor: '#7a4b22',
      skinColor: dummy.body,
      isHostile: false,
    },
  };
}
