import { describe, expect, it } from 'vitest';
import { analyzePrompt } from '../../analyze/analyzePrompt.js';
import { characterSheetFor } from '../castArt.js';
import { lookupSprite } from './rankSprites.js';
import { isLibrarySpriteId } from './spriteUrls.js';
import { spriteSvgBody } from './spriteSvg.js';

const enemyOf = (prompt: string) => analyzePrompt(prompt, 3).enemy;

describe('a creature made of a thing is that thing come alive', () => {
  it.each([
    ['A cowboy fights a cactus monster', 'cactus'],
    ['A cowgirl battles a trash monster in the city', 'trash'],
    ['A chef escapes a broccoli monster in a kitchen', 'broccoli'],
    ['A kid slaps a pizza monster in a diner', 'pizza'],
    ['A witch fights candy zombies', 'candy'],
    ['A wizard zaps sock monsters in a bedroom', 'sock'],
    ['A mouse battles a chocolate golem', 'chocolate'],
  ])('%s', (prompt, thing) => {
    const enemy = enemyOf(prompt);
    const thingId = lookupSprite(thing)?.id;
    // The thing's own picture, with a face and limbs: not the rig's generic monster.
    expect(enemy.sprite?.id).toBe(`${thingId}--alive`);
    const sheet = characterSheetFor(enemy, 'enemy');
    expect(sheet).toContain(spriteSvgBody(thingId as string)?.body.slice(0, 40));
    expect(sheet).toContain('#33243a');
  });

  it('stays a creature when its word is where it lives, its colour or its element', () => {
    for (const prompt of [
      'A diver fights a sea monster',
      'A knight fights a fire dragon',
      'A kid fights an orange monster',
      'A yeti fights a snow beast',
      'A knight fights a forest troll',
    ])
      expect(enemyOf(prompt).sprite?.id ?? '', prompt).not.toContain('--alive');
    // The library's own picture of the creature comes first.
    expect(enemyOf('A knight fights a rock golem').sprite?.id).toBe('game-icons:rock-golem');
  });

  it('is a library sprite the portraits and edits know', () => {
    expect(isLibrarySpriteId('fluent-emoji-flat:cactus--alive')).toBe(true);
    expect(isLibrarySpriteId('fluent-emoji-flat:no-such-thing--alive')).toBe(false);
    const living = spriteSvgBody('fluent-emoji-flat:cactus--alive');
    const plain = spriteSvgBody('fluent-emoji-flat:cactus');
    // Its arms and legs reach past the thing's own outline.
    expect(living!.content.maxY).toBeGreaterThan(plain!.content.maxY);
    expect(living!.content.maxX - living!.content.minX).toBeGreaterThan(
      plain!.content.maxX - plain!.content.minX,
    );
  });
});
