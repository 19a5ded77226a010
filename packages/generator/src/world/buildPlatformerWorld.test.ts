import { platformerWorldSchema } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { analyzePrompt } from '../analyze/analyzePrompt.js';
import { buildPlatformerWorld } from './buildPlatformerWorld.js';
import { pluralPhrase } from './story.js';

function worldFor(prompt: string, seed = 4, targetAudience: 'family' | 'children' = 'family') {
  return buildPlatformerWorld({
    analysis: analyzePrompt(prompt, seed),
    author: 'Tester',
    seed,
    createdAt: '2025-01-01T00:00:00.000Z',
    mediaBaseUrl: '/media/games/test/',
    targetAudience,
  });
}

describe('buildPlatformerWorld', () => {
  it('builds a schema-valid platformer world with media URLs under the base URL', () => {
    const world = worldFor('A pickle knight fights rats in the sewer');
    expect(platformerWorldSchema.safeParse(world).success).toBe(true);
    expect(world.characters.hero.sheetUrl).toBe('/media/games/test/hero.png');
    expect(world.characters.enemy.sheetUrl).toBe('/media/games/test/enemy.png');
    expect(world.genreSpecificFields).toEqual({
      collectibleDescription: 'lost coins',
      basicEnemyDescription: 'rats',
    });
  });

  it('tells a one-to-three sentence story that names the hero and the enemies', () => {
    const world = worldFor('A purple ninja frog dodges angry bees in the haunted forest');
    const story = world.worldProfileData.backgroundStoryText;
    const sentences = story.split(/(?<=[.!?])\s+/);
    expect(sentences.length).toBeGreaterThanOrEqual(1);
    expect(sentences.length).toBeLessThanOrEqual(3);
    // The hero as the player typed it: "the purple ninja frog".
    expect(story.toLowerCase()).toContain('the purple ninja frog');
    expect(story).toContain('angry bees');
  });

  it('makes harder prompts longer or denser than cozy ones', () => {
    const cozy = worldFor('A cozy easy stroll for a cat in the meadow', 8);
    const brutal = worldFor('A brutal hard run for a cat in the meadow', 8);
    expect(brutal.difficulty).toBeGreaterThan(cozy.difficulty);
    expect(brutal.platformer.enemyDensity).toBeGreaterThan(cozy.platformer.enemyDensity);
  });

  it('gives children more lives', () => {
    expect(worldFor('A cat runs', 2, 'children').platformer.lives).toBe(5);
  });

  it('keeps long prompts inside the schema limits', () => {
    const long = `A ${'very '.repeat(40)}super mega giant purple sparkly rainbow unicorn pickle ninja knight wizard robot frog runs`;
    const world = worldFor(long);
    expect(platformerWorldSchema.safeParse(world).success).toBe(true);
    expect(world.worldProfileData.locationName.length).toBeLessThanOrEqual(80);
  });
});

describe('pluralPhrase', () => {
  it('pluralises singular phrases and keeps plural ones', () => {
    expect(pluralPhrase('lava blob')).toBe('lava blobs');
    expect(pluralPhrase('angry bees')).toBe('angry bees');
  });
});
