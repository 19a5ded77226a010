import { describe, expect, it } from 'vitest';
import { analyzePrompt } from '../../analyze/analyzePrompt.js';
import { seedFromString } from '../../random/seededRandom.js';
import { buildFightingWorld } from '../buildFightingWorld.js';
import { buildSlapperWorld } from '../buildSlapperWorld.js';

const inputOf = (prompt: string) => ({
  analysis: analyzePrompt(prompt, seedFromString(prompt)),
  author: 'a',
  seed: seedFromString(prompt),
  createdAt: '2025-03-01T12:00:00.000Z',
  mediaBaseUrl: '/m/',
  targetAudience: 'family' as const,
});

describe('fighters of one kind fight each other', () => {
  it.each([
    ['Two ninjas duel on a rooftop', /Ninja/, /another ninja|Ninja/],
    ['Samurai fight each other in a temple', /Samurai/, /Samurai/],
    ['Two wizards battle in a tower', /Wizard/, /Wizard/],
    ['Knights fight one another in a castle', /Knight/, /Knight/],
    ['Boxing kangaroos spar in the outback', /Kangaroo/, /Kangaroo/],
  ])('%s: the opponents are the hero’s kind, fought from the first bout', (prompt, kind, text) => {
    const { world } = buildFightingWorld(inputOf(prompt));
    const first = world.fighting.opponents[0];
    expect(world.characters.fighter.name).toMatch(kind);
    expect(first?.character.name).toMatch(kind);
    expect(world.fighting.warmup).toBe('none');
    const story = world.worldProfileData.backgroundStoryText;
    expect(story).toMatch(text);
    expect(story).not.toMatch(/warm up|tough rivals/i);
  });

  it('draws the rival of the hero’s kind in other colours', () => {
    const { analysis } = inputOf('Two ninjas duel on a rooftop');
    expect(analysis.enemy.name).toBe(analysis.hero.name);
    expect(analysis.enemy.look.bodyColor).not.toBe(analysis.hero.look.bodyColor);
  });

  it('calls the first rival "another ninja", never the hero’s own name', () => {
    const { world } = buildFightingWorld(inputOf('Two ninjas duel'));
    expect(world.worldProfileData.backgroundStoryText).toMatch(/First up: another ninja/);
  });

  it('keeps the place’s foes when one fighter fights alone, and a named foe when named', () => {
    expect(inputOf('A ninja trains on a rooftop').analysis.enemy.isImplied).toBe(true);
    expect(inputOf('Two ninjas fight a dragon on a rooftop').analysis.enemy.name).toMatch(/Dragon/);
  });

  it('slaps another of the hero’s kind in a slapper', () => {
    const { world } = buildSlapperWorld(inputOf('Two grannies slap each other in a kitchen'));
    expect(world.characters.target.name).toBe(world.characters.slapper.name);
    expect(world.worldProfileData.backgroundStoryText).toMatch(/another granny/i);
  });
});
