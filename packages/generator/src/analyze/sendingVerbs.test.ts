import { describe, expect, it } from 'vitest';
import { readSuitePrompt } from './promptSuite/readSuite.js';
import { analyzePrompt } from './analyzePrompt.js';
import { parsePhrases } from './parsePhrases.js';

const shooter = (prompt: string) =>
  readSuitePrompt({ prompt, genre: 'SHOOTER', places: [], hero: null, things: [] });

describe('a subject’s verb that is a plural noun too ("fires", "drops") is its verb', () => {
  it.each([
    ['A submarine fires torpedoes at sharks', 'Submarine', 'torpedo'],
    ['A tank fires shells at robots in a desert', 'Tank', 'shell'],
    ['A catapult hurls boulders at goblins', 'Catapult', 'boulder'],
    ['A truck drops crates on robbers', 'Truck', 'crate'],
    ['A dragon drops eggs on knights over a castle', 'Dragon', 'egg'],
    ['A snowplow blasts snowballs at yetis', 'Snowplow', 'snowball'],
  ])('%s', (prompt, hero, shot) => {
    const { analysis, fields } = shooter(prompt);
    // The hero is the subject alone, never "Submarine Torpedo" or "Catapult Hurl".
    expect(analysis.hero.name).toBe(hero);
    // What it sends is what the player shoots, not the place's own ammo.
    expect(analysis.weapon?.phrase ?? '').toContain(shot);
    expect('ammoDescription' in fields ? fields.ammoDescription : '').toContain(shot);
  });

  it.each([
    ['A banana wearing sunglasses dances on a beach', 'sunglasses', 'dance'],
    ['A frog riding a skateboard jumps over cars', 'skateboard', 'jump'],
    ['A dog holding balloons runs through the park', 'balloons', 'run'],
  ])('%s: the verb after a participle’s object is the subject’s', (prompt, object, verb) => {
    const phrases = parsePhrases(prompt);
    expect(phrases.map((phrase) => phrase.text)).toContain(object);
    expect(phrases.at(-1)?.cueVerb).toBe(verb);
  });

  it('keeps a place’s fires and a subject’s own verb where they were', () => {
    expect(parsePhrases('A dragon flies over forest fires').at(-1)?.text).toBe('forest fires');
    expect(analyzePrompt('Forest fires spread through the hills', 1).hero.name).not.toBe('Forest');
    expect(analyzePrompt('A husky runs across the snow', 1).hero.name).toBe('Husky');
  });
});
