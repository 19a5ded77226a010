import { describe, expect, it } from 'vitest';
import { readSuitePrompt } from './promptSuite/readSuite.js';
import type { GameGenre } from '@promptplay/contracts';

/** The hero's role: "Cleo the Customer" plays a customer. */
const heroOf = (genre: GameGenre, prompt: string) =>
  readSuitePrompt({ prompt, genre, places: [], hero: null, things: [] }).analysis.hero.name.replace(
    /^[A-Z][a-z]+ the /,
    '',
  );

describe('a hero the prompt implies fits what the player does', () => {
  it.each([
    ['Slap a rude waiter', 'Customer'],
    ['Slap a lazy doctor in a hospital', 'Patient'],
    ['Punch a grumpy teacher in a classroom', 'Student'],
    ['Slap a sneaky burglar', 'Police Officer'],
  ])('%s: the job acted on has its counterpart', (prompt, hero) => {
    expect(heroOf('SLAPPER', prompt)).toBe(hero);
  });

  it.each([
    ['Slap a goat with a frying pan on a farm', 'Farmer'],
    ['Slap a pirate with a broom on a ship', 'Sailor'],
    ['Bonk a robot with a wrench in a hospital', 'Doctor'],
    ['Slap a zombie with a shovel in a graveyard', 'Ghost Hunter'],
    // the tool's own job at home in the place, or a place of passers-by: the tool's job stays
    ['Slap a burglar with a frying pan in a kitchen', 'Chef'],
    ['Slap a pigeon with a frying pan in a park', 'Chef'],
    // a weapon that makes its wielder stays with it
    ['Slap a dragon with a sword in a barn', 'Knight'],
  ])('%s: an everyday tool is in the hands of the place’s own people (%s)', (prompt, hero) => {
    expect(heroOf('SLAPPER', prompt)).toBe(hero);
  });

  it('is never the very job the player acts on', () => {
    for (const prompt of ['Slap a chef in a restaurant', 'Slap a nurse in a hospital'])
      expect(heroOf('SLAPPER', prompt), prompt).not.toMatch(/Chef|Nurse/);
  });

  it.each([
    ['race huskies pulling sleds', 'Musher'],
    ['Race dogs pulling sleds across the snow', 'Musher'],
    ['Race reindeer pulling a sleigh through a snowy forest', 'Santa'],
  ])('%s: a team of animals is driven by its driver, not a kid', (prompt, hero) => {
    expect(heroOf('RACING', prompt)).toBe(hero);
  });

  it.each([
    ['Paintball battle in an office at night', 'paintball'],
    ['Water gun fight in a backyard on a sunny day', 'water gun'],
    ['A snowball fight in a park', 'snowball'],
    ['Pillow fight in a bedroom', 'pillow'],
  ])('%s: a fight named by what it is fought with names no hero', (prompt, thing) => {
    const { analysis } = readSuitePrompt({
      prompt,
      genre: 'FPS',
      places: [],
      hero: null,
      things: [],
    });
    expect(analysis.hero.isImplied).toBe(true);
    expect(analysis.hero.name.toLowerCase()).not.toContain(thing);
    expect(analysis.weapon?.phrase).toBe(thing);
  });

  it('keeps the creatures of a "cat fight" or a "robot battle" as the cast', () => {
    expect(heroOf('FIGHTING', 'A cat fight in an alley')).toBe('Cat');
    expect(heroOf('FIGHTING', 'A robot battle in an arena')).toBe('Robot');
  });

  it('keeps a plain sled for a kid when no animals pull it', () => {
    expect(heroOf('RACING', 'Race sleds past penguins')).toBe('Kid');
  });

  it.each([
    ['Defend the Colosseum from hungry lions', 'Gladiator'],
    ['Collect seashells along the boardwalk at sunset', 'Surfer'],
    ['Collect acorns in a redwood forest', 'Ranger'],
  ])('%s: a place with its own people gives the hero (%s)', (prompt, hero) => {
    expect(heroOf('COLLECTIBLE', prompt)).toBe(hero);
  });

  it('calls the hero by a first name with its role, never the bare role', () => {
    const { analysis } = readSuitePrompt({
      prompt: 'Race hot dog carts down a busy street',
      genre: 'RACING',
      places: [],
      hero: null,
      things: [],
    });
    expect(analysis.hero.name).toBe('Dot the Driver');
    expect(analysis.hero.phrase).toBe('driver');
  });
});
