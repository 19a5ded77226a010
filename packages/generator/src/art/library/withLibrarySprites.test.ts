import { describe, expect, it } from 'vitest';
import { analyzePrompt } from '../../analyze/analyzePrompt.js';
import type { CharacterConcept, ItemConcept, PromptAnalysis } from '../../analyze/types.js';
import { spritesOfLook } from './spritedLook.js';
import { withLibrarySprites } from './withLibrarySprites.js';

const read0 = analyzePrompt('a knight in a castle', 5);
// The reading with nothing decided yet about the goal and landmarks.
const { sprite: _goalSprite, ...goal0 } = read0.goal as typeof read0.goal & { sprite?: unknown };
const { landmarks: _landmarks, ...setting0 } = read0.setting;
const base: PromptAnalysis = { ...read0, goal: goal0, setting: setting0 };

/** A character or item as the reader makes one, before any sprite is decided. */
function undecided<T extends CharacterConcept | ItemConcept>(thing: T, phrase: string): T {
  const { sprite: _sprite, ...rest } = thing;
  const look = 'look' in rest ? { look: { ...base.hero.look } } : {};
  return { ...rest, ...look, phrase } as T;
}

function read(changes: Partial<PromptAnalysis>): PromptAnalysis {
  return withLibrarySprites({ ...base, ...changes });
}

describe('withLibrarySprites', () => {
  it('gives the hero and enemy a sprite only when the rig cannot draw them as themselves', () => {
    const analysis = read({
      hero: undecided(base.hero, 'toilet'),
      enemy: undecided(base.enemy, 'angry sharks'),
    });
    expect(analysis.hero.sprite?.id).toBe('fluent-emoji-flat:toilet');
    expect(spritesOfLook(analysis.hero.look).sprite?.id).toBe('fluent-emoji-flat:toilet');
    expect(analysis.enemy.sprite?.id).toBe('fluent-emoji-flat:shark');
    for (const phrase of ['pickle knight', 'robot pilot', 'cat', 'blorp']) {
      const rig = read({ hero: undecided(base.hero, phrase) }).hero;
      expect(rig.sprite, phrase).toBeNull();
      expect(spritesOfLook(rig.look).sprite, phrase).toBeUndefined();
    }
    // Rig words it draws only as a near shape come from the library.
    expect(read({ hero: undecided(base.hero, 'jellyfish') }).hero.sprite?.id).toBe(
      'fluent-emoji-flat:jellyfish',
    );
  });

  it('draws named items with the library when no item shape draws them', () => {
    const pizza = read({ collectible: undecided(base.collectible, 'pizza slices') }).collectible;
    expect(pizza.sprite?.id).toBe('fluent-emoji-flat:pizza');
    const coins = read({ collectible: undecided(base.collectible, 'gold coins') }).collectible;
    expect(coins.sprite).toBeNull();
    const goal = read({ goal: { ...base.goal, phrase: 'statue of liberty', friend: null } }).goal;
    expect((goal as { sprite?: { id: string } | null }).sprite?.id).toBe(
      'fluent-emoji-flat:statue-of-liberty',
    );
  });

  it("puts the weapon's sprite in the hero's hand, unless the rig draws it", () => {
    const pan = read({ weapon: undecided(base.collectible, 'frying pan') });
    expect(pan.weapon?.sprite?.id).toBe('fluent-emoji-flat:cooking');
    expect(spritesOfLook(pan.hero.look).heldSprite?.id).toBe('fluent-emoji-flat:cooking');
    // A sword's own picture is the library's (never a star); in the hand the rig draws it.
    const sword = read({ weapon: undecided(base.collectible, 'sword') });
    expect(sword.weapon?.sprite).not.toBeNull();
    expect(spritesOfLook(sword.hero.look).heldSprite).toBeUndefined();
  });

  it('finds the vehicle and landmarks, and keeps what was decided before', () => {
    const analysis = read({
      vehicle: { name: 'Shopping Cart', phrase: 'shopping carts' },
      setting: { ...base.setting, landmarkNames: ['eiffel tower', 'statue of liberty', 'blorp'] },
      collectible: { ...base.collectible, phrase: 'pizzas', sprite: null },
    });
    expect(analysis.vehicle?.sprite?.id).toBe('fluent-emoji-flat:shopping-cart');
    // No sprite draws the Eiffel Tower: Paris draws its own rather than another tower.
    expect(analysis.setting.landmarks?.map((sprite) => sprite.id)).toEqual([
      'fluent-emoji-flat:statue-of-liberty',
    ]);
    expect(analysis.collectible.sprite).toBeNull();
    expect(withLibrarySprites(analysis)).toEqual(analysis);
  });
});
