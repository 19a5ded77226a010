import { describe, expect, it } from 'vitest';
import { RACING_VEHICLE_SHAPE_NAMES } from '../items/itemShapeNames.js';
import { COMPOSED_SPRITES } from './composedSprites.js';
import { vehicleSpriteOf } from './itemSprite.js';
import { lookupSprite } from './rankSprites.js';
import { spriteSvgBody } from './spriteSvg.js';
import { isLibrarySpriteId } from './spriteUrls.js';

describe('composed sprites: the nearest common thing plus what makes it specific', () => {
  it('is what a player who names one gets, by every name players use for it', () => {
    for (const [id, { label, names }] of Object.entries(COMPOSED_SPRITES)) {
      expect(lookupSprite(label)?.id, label).toBe(id);
      for (const name of names.split(',')) expect(lookupSprite(name.trim())?.id, name).toBe(id);
    }
  });

  it('draws the base with its detail on it, never the bare base', () => {
    for (const [id, { base, detail, placement }] of Object.entries(COMPOSED_SPRITES)) {
      const composed = spriteSvgBody(id);
      const bare = spriteSvgBody(base);
      expect(composed, id).not.toBeNull();
      expect(composed!.body).toContain(bare!.body);
      expect(composed!.body).toContain(spriteSvgBody(detail)!.body);
      expect(composed!.body.length).toBeGreaterThan(bare!.body.length);
      // A detail on the roof (a cone, a pole) makes the sprite taller than its base.
      if (placement.bottom <= 0.15 || placement.behind === true)
        expect(composed!.content.minY, id).toBeLessThan(bare!.content.minY);
      expect(isLibrarySpriteId(id)).toBe(true);
    }
  });

  it('draws specific vehicles in the racing genres as themselves, not their nearest body', () => {
    const drawn = (phrase: string) => vehicleSpriteOf(phrase, RACING_VEHICLE_SHAPE_NAMES)?.id;
    expect(drawn('bumper car')).toBe('fluent-emoji-flat:bumper-car');
    expect(drawn('ice cream truck')).toBe('fluent-emoji-flat:ice-cream-truck');
    expect(drawn('mail truck')).toBe('fluent-emoji-flat:mail-truck');
    expect(drawn('garbage trucks')).toBe('fluent-emoji-flat:garbage-truck');
    expect(drawn('golf cart')).not.toBe('fluent-emoji-flat:shopping-cart');
    expect(drawn('cable car')).toBe('fluent-emoji-flat:aerial-tramway');
    // A plain car is still the racing body's own.
    expect(drawn('car')).toBeUndefined();
  });
});
