import type { GameGenre } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { analyzePrompt } from '../analyze/analyzePrompt.js';
import { singularOf } from '../analyze/parsePhrases.js';
import { buildGame } from '../buildGame.js';
import { seedFromString } from '../random/seededRandom.js';

/** The descriptions of one prompt under a few seeds, so every story template is read. */
async function descriptionsOf(genre: GameGenre, prompt: string): Promise<string[]> {
  const games = await Promise.all(
    ['a', 'b', 'c', 'd'].map((seed) =>
      buildGame({
        gameId: 'story-foes',
        prompt,
        genre,
        author: 'Reader',
        seed: seedFromString(`${prompt}-${seed}`),
        createdAt: '2026-01-01T00:00:00.000Z',
        mediaBaseUrl: '/media/games/story-foes/',
      }),
    ),
  );
  return games.map((game) => game.description);
}

/** The head noun of the foe the genre fills in when the prompt names none ("crab"). */
function defaultFoeOf(prompt: string): string {
  const { enemy } = analyzePrompt(prompt, 7);
  expect(enemy.isImplied).toBe(true);
  return singularOf(enemy.name.toLowerCase().split(' ').at(-1) ?? '');
}

/** Genres with a foe, each with a prompt naming none and the same prompt naming one. */
const FOE_PROMPTS: readonly [GameGenre, string, string, string][] = [
  [
    'COLLECTIBLE',
    'A chef gathers apples on a sunny beach',
    ' while dodging grumpy walruses',
    'walruses',
  ],
  ['RACING', 'A diver races a jeep across a sunny beach', ' dodging grumpy walruses', 'walruses'],
  ['AERIAL', 'A diver flies a seaplane over a sunny beach', ' dodging noisy pigeons', 'pigeons'],
  ['SHOOTER', 'A chef throws tomatoes in a spooky castle', ' at angry rats', 'rat'],
  ['FPS', 'A chef explores a spooky castle', ' and shoots slimes', 'slime'],
  ['FIGHTING', 'A chef fights in a kitchen', ' against a giant robot', 'Giant Robot'],
  ['SLAPPER', 'A chef slap-battles in the kitchen', ' against a grumpy walrus', 'walrus'],
  ['BRAINROT', 'A chef dances in a supermarket', ' and dodges a banana', 'banana'],
];

describe('story text names only the foes the prompt asked for', () => {
  for (const [genre, prompt, foePart, foeWord] of FOE_PROMPTS) {
    it(`${genre}: "${prompt}" names no default foe; with "${foePart.trim()}" it does`, async () => {
      const foe = defaultFoeOf(prompt);
      for (const description of await descriptionsOf(genre, prompt)) {
        expect(description).not.toMatch(new RegExp(`\\b${foe}`, 'i'));
      }
      for (const description of await descriptionsOf(genre, `${prompt}${foePart}`)) {
        expect(description).toContain(foeWord);
      }
    });
  }
});

describe('story text calls a bare named hero "the …"', () => {
  const HERO_PROMPTS: readonly [GameGenre, string, string][] = [
    ['FIGHTING', 'A chef fights a giant robot in a kitchen', 'chef'],
    ['COLLECTIBLE', 'A diver collects pearls on a coral reef', 'diver'],
    ['RACING', 'A baker races a jeep across the desert', 'baker'],
    ['FPS', 'A soldier shoots robots in a ruined city', 'soldier'],
    ['FARMING', 'A robot grows tomatoes in a greenhouse', 'robot'],
    ['HILL_RACER', 'A frog drives a jeep over the forest hills', 'frog'],
  ];
  for (const [genre, prompt, hero] of HERO_PROMPTS) {
    it(`${genre}: "${prompt}" reads "The ${hero} …", never a bare "${hero}"`, async () => {
      const descriptions = await descriptionsOf(genre, prompt);
      for (const description of descriptions) {
        expect(description).not.toMatch(new RegExp(`(?<!the )\\b${hero}\\b`, 'i'));
      }
      const sentenceStart = new RegExp(`(^|[.!?] )The ${hero}\\b`);
      expect(descriptions.some((description) => sentenceStart.test(description))).toBe(true);
    });
  }
});
