import { describe, expect, it } from 'vitest';
import { buildGame } from '../buildGame.js';
import { analyzeAerialPrompt } from '../world/aerial/findAerialVehicle.js';
import { analyzePrompt } from './analyzePrompt.js';
import { flyingThingOf } from './flyingThing.js';

const aerial = (prompt: string) => analyzeAerialPrompt(prompt, analyzePrompt(prompt, 3), 3);

describe('a thing that floats or flies by itself is the flyer, drawn as itself', () => {
  it.each([
    ['A paper lantern drifts over a lake in Kyoto at night', 'paper lantern', 'red-paper-lantern'],
    ['A red balloon floats over the rooftops of Paris', 'red balloon', 'balloon'],
    ['An autumn leaf drifts through a forest in the wind', 'autumn leaf', 'fallen-leaf'],
    ['A kite floats above a windy beach', 'kite', 'kite'],
    ['A soap bubble floats through a bathroom', 'soap bubble', 'bubbles'],
    ['A paper airplane glides through a classroom', 'paper airplane', 'paper-plane'],
  ])('%s: no plane, the %s flies with its own sprite', (prompt, phrase, sprite) => {
    const { vehicle, analysis } = aerial(prompt);
    expect(vehicle.isCreature).toBe(true);
    expect(vehicle.phrase).toBe(phrase);
    expect(analysis.hero.sprite?.id).toContain(sprite);
    expect(analysis.vehicle).toBeUndefined();
  });

  it('keeps a floating thing steady and lets a gliding one tilt', () => {
    expect(aerial('A red balloon floats over the rooftops of Paris').vehicle.kind).toBe('saucer');
    expect(aerial('An autumn leaf drifts through a forest').vehicle.kind).toBe('carpet');
  });

  it('makes a lantern glow, with warm sparks behind it', async () => {
    const prompt = 'A paper lantern drifts over a lake in Kyoto at night';
    expect(flyingThingOf(prompt)?.glows).toBe(true);
    expect(flyingThingOf('A feather floats over a snowy village')?.glows).toBe(false);
    const game = await buildGame({
      gameId: 'lantern',
      prompt,
      genre: 'AERIAL',
      author: 'Tester',
      seed: 3,
      createdAt: '2026-12-02T00:00:00.000Z',
      mediaBaseUrl: '/media/games/lantern/',
    });
    if (game.world.gameGenre !== 'AERIAL') throw new Error('wrong genre');
    expect(game.world.items.vehicle.name).toBe('Paper Lantern');
    expect(game.world.aerial.trailColor).toBe('#ffd27a');
    expect(game.world.worldProfileData.backgroundStoryText).toMatch(/the paper lantern/i);
    expect(game.world.worldProfileData.backgroundStoryText).not.toMatch(/climbs into|biplane/);
  });

  it.each([
    ['A hot air balloon drifts over the pyramids', 'hot air balloon'],
    ['A girl flies a kite over a windy beach', 'kite'],
    ['fly a kite over the beach', 'kite'],
    ['A magic carpet flies over a desert city', 'magic carpet'],
  ])('%s: a ride someone sits in is still flown (%s)', (prompt, ride) => {
    const { vehicle } = aerial(prompt);
    expect(vehicle.isCreature).toBeUndefined();
    expect(vehicle.phrase).toBe(ride);
  });

  it('leaves creatures and people to fly as before', () => {
    expect(flyingThingOf('An owl flies over a misty swamp')).toBeNull();
    expect(flyingThingOf('A pilot flies over the city')).toBeNull();
  });
});
