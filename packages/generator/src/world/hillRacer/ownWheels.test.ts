import { describe, expect, it } from 'vitest';
import { analyzePrompt } from '../../analyze/analyzePrompt.js';
import { buildGame } from '../../buildGame.js';
import { libraryBodyOf } from './hillLibraryBody.js';
import { hasOwnWheels, hillVehicleFor } from './hillVehicle.js';
import { hillVehicleSvg, wheelSvg } from './hillVehicleArt.js';
import { drawsOwnWheels } from './ownWheels.js';

const hill = (prompt: string) => hillVehicleFor(prompt, analyzePrompt(prompt, 4), 4);

describe('a bike named or implied is ridden as a bicycle', () => {
  it.each([
    ['A mountain biker rides down a volcano at sunset', 'bicycle'],
    ['A cyclist races over the foggy hills of Scotland', 'bicycle'],
    ['A kid rides a BMX through a skate park', 'bmx'],
    ['A postman rides his bike over the hills', 'bike'],
    ['A clown rides a unicycle down a hill', 'unicycle'],
  ])('%s: the %s, drawn as itself', (prompt, phrase) => {
    const { vehicle } = hill(prompt);
    expect(vehicle.phrase).toBe(phrase);
    const layout = libraryBodyOf(vehicle.phrase, vehicle.kind);
    expect(layout?.ref.id).toMatch(/cycle/);
  });

  it('keeps a motorbike for a dirt bike or a biker', () => {
    expect(libraryBodyOf('dirt bike', 'bike')?.ref.id ?? 'motorbike body').not.toMatch(/bicycle/);
    expect(hill('A biker rides over the desert hills').vehicle.phrase).toBe('motorbike');
  });
});

describe('a ride drawn on its own wheels gets no second set', () => {
  it.each([
    'A chef pushes a hot dog cart down the hills of San Francisco',
    'A granny pushes a shopping cart over the hills',
    'A kid rides a BMX through a skate park',
    'A goat drives a tuk-tuk up the hill',
  ])('%s: the runtime turns no wheels under it', (prompt) => {
    const { vehicle } = hill(prompt);
    expect(hasOwnWheels(vehicle)).toBe(true);
    const layout = libraryBodyOf(vehicle.phrase, vehicle.kind);
    if (!layout) throw new Error(`expected a library body for ${vehicle.phrase}`);
    // The sprite stands on the ground under the axles: its bottom is where the wheels touch.
    const ground = (layout.rig.rearAxle.y * 128 + (layout.rig.wheelRadiusMeters * 256) / 4.8) / 128;
    expect(layout.feetY / 128).toBeCloseTo(ground, 2);
    expect(wheelSvg('#c0c0c0', true)).not.toMatch(/<circle|<rect/);
  });

  it('keeps turning wheels under rides that have none (a bathtub, a sled)', () => {
    for (const prompt of [
      'A pig rides a bathtub down a muddy farm hill',
      'A fox rides a toboggan down the hills',
    ]) {
      const { vehicle } = hill(prompt);
      expect(hasOwnWheels(vehicle), prompt).toBe(false);
    }
    expect(drawsOwnWheels('fluent-emoji-flat:bathtub')).toBe(false);
    expect(drawsOwnWheels('fluent-emoji-flat:magic-carpet')).toBe(false);
  });

  it('draws the hot dog cart once: an empty wheel image, no frame under the cart', async () => {
    const game = await buildGame({
      gameId: 'cart',
      prompt: 'A chef pushes a hot dog cart down the hills of San Francisco',
      genre: 'HILL_RACER',
      author: 'Tester',
      seed: 3,
      createdAt: '2026-12-02T00:00:00.000Z',
      mediaBaseUrl: '/media/games/cart/',
    });
    const wheel = game.files.find((file) => file.path === 'wheel.png');
    const withWheels = await buildGame({
      gameId: 'jeep',
      prompt: 'A frog drives a green jeep over the hills',
      genre: 'HILL_RACER',
      author: 'Tester',
      seed: 3,
      createdAt: '2026-12-02T00:00:00.000Z',
      mediaBaseUrl: '/media/games/jeep/',
    });
    const tyre = withWheels.files.find((file) => file.path === 'wheel.png');
    expect(wheel?.body.byteLength).toBeLessThan((tyre?.body.byteLength ?? 0) / 3);
    const { vehicle } = hill('A chef pushes a hot dog cart down the hills of San Francisco');
    expect(hillVehicleSvg(vehicle, vehicle.color)).not.toContain('#3a3c44');
  });
});
