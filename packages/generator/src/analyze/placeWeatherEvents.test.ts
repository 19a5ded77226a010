import { describe, expect, it } from 'vitest';
import { analyzePrompt } from './analyzePrompt.js';

const read = (prompt: string) => {
  const analysis = analyzePrompt(prompt, 7);
  return {
    places: analysis.setting.places ?? [],
    scene: analysis.background.theme,
    atmosphere: analysis.atmosphere,
  };
};

describe('places under weather, water events and the calendar', () => {
  it('keeps a named city under its weather: snow falls on Tokyo, it does not become the Arctic', () => {
    const tokyo = read('A taxi driver races through Tokyo in the snow');
    expect(tokyo.places).toEqual(['tokyo']);
    expect(tokyo.atmosphere?.weather).toBe('snow');
    expect(tokyo.scene).toBe('tokyo/snow');
    expect(read('In the snow a courier cycles across London').places).toEqual(['london']);
    // With no other place, the snow is still where it happens.
    expect(read('A penguin slides in the snow').places).toEqual(['arctic']);
  });

  it('reads a water event as the sea with the event standing in it', () => {
    const wave = read('A dancing cactus surfs a tidal wave');
    expect(wave.places).toEqual(['ocean']);
    expect(wave.scene).toBe('ocean/@fluent-emoji-flat:water-wave');
    expect(read('A pirate ship sails into a giant whirlpool').scene).toBe(
      'ocean/@fluent-emoji-flat:cyclone',
    );
    expect(read('A bear fishes under a waterfall').places).toEqual(['ocean']);
    expect(read('A kayak bounces down roaring rapids').places).toEqual(['river']);
    // A tsunami in a named place adds the sea to it.
    expect(read('A surfer escapes a tsunami in Sydney').places).toEqual(['sydney', 'ocean']);
    // "Waves of zombies" are no sea.
    expect(read('A wizard fights waves of zombies in a castle').places).toEqual(['castle']);
  });

  it('reads months and holidays as seasons, winter ones as snow', () => {
    expect(read('A grandpa grows pumpkins in a garden in October').atmosphere?.season).toBe(
      'autumn',
    );
    expect(read('A goat grows carrots on a farm in April').atmosphere?.season).toBe('spring');
    expect(read('A girl picks flowers in May').atmosphere?.season).toBe('spring');
    expect(read('A frog sits by a pond in July').scene).toBe('pond/summer');
    expect(read('A fox hunts in a forest in December').scene).toBe('forest/snow');
    expect(read('An elf wraps presents on Christmas eve').atmosphere?.weather).toBe('snow');
    expect(read('A witch flies over a village on Halloween').atmosphere).toMatchObject({
      mood: 'spooky',
      season: 'autumn',
    });
    // A month is when, never where; "may" and "march" as verbs are no months.
    expect(read('A fox hunts in a forest in December').places).toEqual(['forest']);
    expect(read('Soldiers march through a forest').atmosphere?.season).toBeUndefined();
    expect(read('A cat may jump over a fence').atmosphere?.season).toBeUndefined();
  });
});
