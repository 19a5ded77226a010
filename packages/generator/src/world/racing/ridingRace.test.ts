import { describe, expect, it } from 'vitest';
import { analyzePrompt } from '../../analyze/analyzePrompt.js';
import { racesOnRides } from '../../analyze/creatureRacer.js';
import { seedFromString } from '../../random/seededRandom.js';
import { buildRacingWorld } from '../buildRacingWorld.js';
import { analyzeRacingPrompt } from './findVehicle.js';

function raceOf(prompt: string) {
  const seed = seedFromString(prompt);
  const { vehicle, analysis } = analyzeRacingPrompt(prompt, analyzePrompt(prompt, seed), seed);
  const world = buildRacingWorld({
    analysis,
    vehicle,
    obstacle: 'cone',
    author: 'a',
    seed,
    createdAt: '2025-03-01T12:00:00.000Z',
    mediaBaseUrl: '/m/',
    targetAudience: 'family',
  });
  return { vehicle, world, story: world.worldProfileData.backgroundStoryText };
}

describe('animals racing the vehicles they ride', () => {
  it.each([
    ['Penguins race sleds down an icy mountain', 'Penguin', 'Sled', /other penguins/],
    ['Cats race go-karts through a city', 'Cat', 'Go-kart', /other cats/],
    ['Dogs race on scooters in a park', 'Dog', 'Scooter', /other dogs/],
    ['Frogs race in bathtubs down a river', 'Frog', 'Bathtub', /other frogs/],
    ['A bear races on a motorcycle through the forest', 'Bear', 'Motorcycle', /other bears/],
    ['A penguin races a sled down a snowy hill', 'Penguin', 'Sled', /other penguins/],
    ['Grannies race shopping carts through a supermarket', 'Granny', 'Shopping Cart', /grannies/],
  ])('%s: the hero rides it against its own kind on the same ride', (prompt, kind, ride, text) => {
    const { vehicle, world, story } = raceOf(prompt);
    expect(vehicle.isCreature).toBeUndefined();
    expect(world.characters.driver.name).toBe(kind);
    expect(world.characters.rival.name).toBe(kind);
    expect(world.items.vehicle.name).toBe(ride);
    expect(world.items.rivalVehicle.name).toBe(ride);
    expect(story).toMatch(text);
    expect(story).not.toMatch(/lines up against the (?:sled|go-kart|scooter|bathtub|motorcycle)/);
    expect(story).not.toMatch(/faster on foot/);
  });

  it('keeps one big vehicle raced on foot: ostriches run against a bus', () => {
    const { vehicle, world } = raceOf('Ostriches race a bus across the desert');
    expect(vehicle.isCreature).toBe(true);
    expect(world.items.rivalVehicle.name).toBe('Bus');
    expect(racesOnRides('Ostriches race a bus across the desert')).toBe(false);
    expect(racesOnRides('Zebras race trains across the savanna')).toBe(false);
    expect(racesOnRides('A cheetah outruns jeeps on the savanna')).toBe(false);
    expect(racesOnRides('A cheetah races a jeep on the savanna')).toBe(false);
  });

  it('names plural rides in the story whole ("go-karts", not "go karts")', () => {
    for (const prompt of ['Cats race go-karts through a city', 'Two cats race go-karts']) {
      const { story } = raceOf(prompt);
      expect(story).toMatch(/go-kart/);
      expect(story).not.toMatch(/go karts?\b/);
    }
  });
});
