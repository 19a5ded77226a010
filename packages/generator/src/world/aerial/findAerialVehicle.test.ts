import { describe, expect, it } from 'vitest';
import { analyzePrompt } from '../../analyze/analyzePrompt.js';
import { analyzeAerialPrompt } from './findAerialVehicle.js';

const aerial = (prompt: string) => analyzeAerialPrompt(prompt, analyzePrompt(prompt, 6), 6);

describe('analyzeAerialPrompt', () => {
  it('makes a submarine the submarine, not a plane', () => {
    expect(aerial('a submarine in the deep ocean').vehicle.phrase).toBe('submarine');
    expect(aerial('a crab pilots a yellow submarine through the coral reef').vehicle.phrase).toBe(
      'yellow submarine',
    );
  });

  it('flies a kite, a bathtub and a paraglider as named', () => {
    expect(aerial('fly a kite over the beach').vehicle.phrase).toBe('kite');
    expect(aerial('a capybara flies a bathtub over the city').vehicle.phrase).toBe('bathtub');
    expect(aerial('A fox paraglides over the canyon').vehicle.phrase).toBe('paraglider');
  });

  it.each([
    ['A toaster flies a helicopter', 'Toaster', 'helicopter'],
    ['A teapot pilots a biplane over London', 'Teapot', 'biplane'],
    ['A sock flies a rocket over the moon', 'Sock', 'rocket'],
    ['A pig flies a jet over a farm', 'Pig', 'jet'],
  ])(
    '%s: the thing at the controls is the pilot, the aircraft the vehicle',
    (prompt, pilot, ride) => {
      const { vehicle, analysis } = aerial(prompt);
      expect(vehicle.phrase).toBe(ride);
      expect(vehicle.isCreature).toBeUndefined();
      expect(analysis.hero.name).toBe(pilot);
    },
  );

  it('lets a creature that flies with no aircraft fly as itself', () => {
    const { vehicle, analysis } = aerial('An owl flies over a misty swamp at night');
    expect(vehicle.isCreature).toBe(true);
    expect(vehicle.phrase).toBe('owl');
    expect(analysis.hero.name).toBe('Owl');
  });
});
