import type { GameGenre } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { seedFromString } from '../random/seededRandom.js';
import { genreAnalysisFor } from '../world/genreAnalysis.js';
import { analyzePrompt } from './analyzePrompt.js';
import { parsePhrases } from './parsePhrases.js';

const inGenre = (genre: GameGenre, prompt: string) => {
  const seed = seedFromString(prompt);
  return genreAnalysisFor(prompt, genre, analyzePrompt(prompt, seed), seed);
};

describe('a thing named by two words with a plural head stays one thing', () => {
  it.each([
    ['RACING', 'Race vacuum cleaners around an office'],
    ['RACING', 'Vacuum cleaners race through a shopping mall'],
    ['HILL_RACER', 'Ride a vacuum cleaner down the stairs of a mansion'],
  ] as const)('%s: %s rides vacuum cleaners past no "cleaners"', (genre, prompt) => {
    const { analysis, vehiclePhrase } = inGenre(genre, prompt);
    expect(vehiclePhrase).toBe('vacuum cleaner');
    expect(analysis.enemy.phrase).not.toMatch(/cleaner/);
    expect(analysis.hero.name).not.toMatch(/Cleaner|Vacuum/);
    expect(analysis.hero.phrase).toBe('janitor');
  });

  it('keeps the kind word a vehicle ends on when the rest names no one thing', () => {
    expect(inGenre('RACING', 'Race lawn mowers around a garden').vehiclePhrase).toBe('lawn mower');
    expect(inGenre('RACING', 'A green kart races rats in a sewer').vehiclePhrase).toBe(
      'green kart',
    );
  });
});

describe('verbs of standing, keeping watch and owning are read as verbs', () => {
  it.each([
    ['A lonely robot stands guard over a junkyard', 'Lonely Robot', ['junkyard']],
    ['A knight stands guard at the castle gate', 'Knight', ['castle']],
    ['An owl keeps watch over a dark forest', 'Owl', ['forest']],
    ['A scarecrow stands tall in a cornfield', 'Scarecrow', ['farm', 'cornfield']],
  ])('%s: the hero is %s, never named after the verb', (prompt, hero, places) => {
    const analysis = analyzePrompt(prompt, 2);
    expect(analysis.hero.name).toBe(hero);
    expect(analysis.enemy.isImplied).toBe(true);
    expect(analysis.setting.places).toEqual(places);
  });

  it('reads a plural subject before its verb ("robot guards fight")', () => {
    for (const prompt of [
      'Robot guards fight ninjas in a secret base',
      'Robot guards fight a hero in a base',
    ]) {
      const analysis = analyzePrompt(prompt, 2);
      expect(analysis.hero.name, prompt).toBe('Robot Guard');
    }
    expect(parsePhrases('A knight guards castle gates')[1]?.cueVerb).toBe('guard');
  });

  it("reads what someone owns as the subject: a witch's broom flies, ridden by the witch", () => {
    const { analysis, vehiclePhrase } = inGenre(
      'AERIAL',
      "A witch's broom flies over a graveyard at night",
    );
    expect(vehiclePhrase).toBe('broom');
    expect(analysis.hero.phrase).toBe('witch');
  });
});
