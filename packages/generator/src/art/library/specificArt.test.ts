import { describe, expect, it } from 'vitest';
import { analyzePrompt } from '../../analyze/analyzePrompt.js';
import { AERIAL_VEHICLE_SHAPE_NAMES } from '../items/itemShapeNames.js';
import { vehicleSpriteOf, weaponSpriteOf } from './itemSprite.js';
import { specificArtOf } from './specificArt.js';

describe('named things drawn as themselves', () => {
  it('draws a wielded thing with no sprite of its own as its kind, never a star', () => {
    const kinds: Record<string, string> = {
      scimitar: 'fluent-emoji-flat:dagger',
      truncheon: 'game-icons:wood-club',
      bazooka: 'fluent-emoji-flat:water-pistol',
      longbow: 'fluent-emoji-flat:bow-and-arrow',
      encyclopedia: 'fluent-emoji-flat:closed-book',
      kunai: 'fluent-emoji-flat:boomerang',
    };
    for (const [word, id] of Object.entries(kinds))
      expect(weaponSpriteOf({ phrase: word })?.id, word).toBe(id);
    expect(weaponSpriteOf({ phrase: 'blorptang' })).not.toBeNull();
    const slap = analyzePrompt('A butler slaps a rude duck with a thesaurus in a mansion', 2);
    expect(slap.weapon?.sprite?.id).toBe('fluent-emoji-flat:closed-book');
    expect(slap.hero.look).toMatchObject({ heldSprite: { id: 'fluent-emoji-flat:closed-book' } });
  });

  it('draws an airship as an airship, not a balloon', () => {
    for (const word of ['zeppelin', 'airship', 'blimp', 'dirigible'])
      expect(vehicleSpriteOf(word, AERIAL_VEHICLE_SHAPE_NAMES)?.id, word).toBe(
        'game-icons:zeppelin',
      );
    expect(vehicleSpriteOf('balloon', AERIAL_VEHICLE_SHAPE_NAMES)).toBeNull();
  });

  it('draws an animal the library lacks as its nearest relative, never a bean', () => {
    const hero = analyzePrompt('A manatee drifts through a kelp forest', 4).hero;
    expect(hero.sprite?.id).toBe('fluent-emoji-flat:seal');
    expect(analyzePrompt('An ibex climbs a cliff', 4).hero.sprite?.id).toBe(
      'fluent-emoji-flat:goat',
    );
  });

  it('tells how a named noun is drawn, or that it is not', () => {
    expect(specificArtOf('seahorse')).toBe('sprite');
    expect(specificArtOf('beekeeper')).toBe('job outfit');
    expect(specificArtOf('scimitar')).toBe('kind sprite');
    expect(specificArtOf('wombat')).toBe('kin sprite');
    expect(specificArtOf('blorptang')).toBeNull();
    expect(specificArtOf('constructor')).toBeNull();
  });
});
