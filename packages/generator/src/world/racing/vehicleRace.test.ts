import { describe, expect, it } from 'vitest';
import { buildGame } from '../../buildGame.js';
import { analyzePrompt } from '../../analyze/analyzePrompt.js';
import { analyzeRacingPrompt } from './findVehicle.js';

const racing = (prompt: string) => analyzeRacingPrompt(prompt, analyzePrompt(prompt, 5), 5);

describe('animals racing a vehicle run as themselves, the vehicle their rival', () => {
  it.each([
    ['Ostriches race a bus across the African savanna', 'ostrich', 'bus', 'truck'],
    ['Horses race a train across the prairie', 'horse', 'train', 'car'],
    ['A cheetah outruns a jeep on the savanna', 'cheetah', 'jeep', 'car'],
    ['Two greyhounds race against a taxi through New York', 'greyhound', 'taxi', 'car'],
  ])('%s: the %s runs, the %s is on the road', (prompt, animal, ride, kind) => {
    const { vehicle, analysis } = racing(prompt);
    expect(vehicle.isCreature).toBe(true);
    expect(analysis.hero.name.toLowerCase()).toContain(animal);
    expect(vehicle.rival?.phrase).toBe(ride);
    expect(vehicle.rival?.kind).toBe(kind);
    // Someone who fits the vehicle drives it, never the animal again.
    expect(analysis.enemy.name.toLowerCase()).not.toContain(animal);
  });

  it('still lets people and riders drive what they race', () => {
    expect(racing('A taxi driver races a bus through New York').vehicle.isCreature).toBeUndefined();
    expect(racing('A frog drives a jeep through the forest').vehicle.phrase).toBe('jeep');
    expect(racing('A knight rides a horse across the hills').vehicle.isCreature).toBeUndefined();
  });

  it('names the rivals’ vehicle in the world and the story, drawn apart from the runner', async () => {
    const game = await buildGame({
      gameId: 'ostriches',
      prompt: 'Ostriches race a bus across the African savanna',
      genre: 'RACING',
      author: 'Tester',
      seed: 7,
      createdAt: '2026-12-02T00:00:00.000Z',
      mediaBaseUrl: '/media/games/ostriches/',
    });
    if (game.world.gameGenre !== 'RACING') throw new Error('wrong genre');
    expect(game.world.items.vehicle.name).toBe('Ostrich');
    expect(game.world.items.rivalVehicle.name).toBe('Bus');
    expect(game.world.worldProfileData.backgroundStoryText).toMatch(/\bbus(es)?\b/);
    expect(game.world.worldProfileData.backgroundStoryText).not.toMatch(/ostrich has a bus/);
    const image = (path: string) => game.files.find((file) => file.path === path)?.body;
    expect(Buffer.from(image('rival-vehicle.png') ?? [])).not.toEqual(
      Buffer.from(image('vehicle.png') ?? []),
    );
  });
});
