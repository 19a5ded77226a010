import { describe, expect, it } from 'vitest';
import { analyzePrompt } from '../../analyze/analyzePrompt.js';
import type { SpritedLook } from '../../art/library/spritedLook.js';
import { seedFromString } from '../../random/seededRandom.js';
import { buildBrainrotWorld } from '../buildBrainrotWorld.js';
import { heroOnRide } from './heroOutfit.js';

const storyOf = (prompt: string): string => {
  const seed = seedFromString(prompt);
  const { world } = buildBrainrotWorld({
    analysis: analyzePrompt(prompt, seed),
    prompt,
    author: 'a',
    seed,
    createdAt: '2025-03-01T12:00:00.000Z',
    mediaBaseUrl: '/m/',
    targetAudience: 'family',
  });
  return world.worldProfileData.backgroundStoryText;
};

const wornOf = (prompt: string) => {
  const analysis = analyzePrompt(prompt, 1);
  const hero = heroOnRide(analysis.hero, analysis.vehicle);
  return ((hero.look as SpritedLook).worn ?? []).map((thing) => `${thing.slot}:${thing.sprite.id}`);
};

describe('a brainrot hero’s outfit and ride', () => {
  it.each([
    ['A shark wearing sneakers', /the shark in sneakers/],
    ['A toilet with sunglasses', /the toilet in sunglasses/],
    ['A frog wearing a crown riding a skateboard', /the frog in a crown on a skateboard/],
    ['A cat wearing a top hat surfing on a surfboard', /the cat in a top hat on a surfboard/],
    ['A capybara skateboarding in a mall', /the capybara on a skateboard/],
    ['A pigeon on a scooter', /the pigeon on a scooter/],
    [
      'A shark wearing sneakers skateboards through a mall',
      /the shark in sneakers on a skateboard/,
    ],
  ])('%s: the story shows what the hero wears and rides', (prompt, text) => {
    expect(storyOf(prompt)).toMatch(text);
  });

  it('says nothing of an outfit the prompt never gave', () => {
    expect(storyOf('A banana in a jungle')).toMatch(/Drag the banana to catch/);
  });

  it('puts a board the hero rides under its feet, as "skateboarding" does', () => {
    expect(wornOf('A frog wearing a crown riding a skateboard')).toEqual(
      expect.arrayContaining([expect.stringMatching(/^under:.*skateboard/)]),
    );
    expect(wornOf('A capybara skateboarding in a mall')).toEqual([
      expect.stringMatching(/^under:.*skateboard/),
    ]);
    expect(wornOf('A shark wearing sneakers')).toEqual([expect.stringMatching(/^feet:/)]);
    // The verb after what is worn is the hero's: "wearing sneakers skateboards through…".
    expect(wornOf('A shark wearing sneakers skateboards through a mall')).toEqual([
      expect.stringMatching(/^feet:/),
      expect.stringMatching(/^under:.*skateboard/),
    ]);
  });
});
