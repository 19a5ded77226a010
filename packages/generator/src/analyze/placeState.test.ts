import { describe, expect, it } from 'vitest';
import { atmosphereOf } from './atmosphere.js';

const stateOf = (prompt: string) => atmosphereOf(prompt).state;

describe('what has become of a place', () => {
  it('reads the state said before the place, after it, and in the place name', () => {
    expect(stateOf('A knight defends a burning village')).toBe('burning');
    expect(stateOf('A samurai duels a bandit in a village on fire')).toBe('burning');
    expect(stateOf('The whole city is flooded')).toBe('flooded');
    expect(stateOf('A robot explores a ruined city')).toBe('ruined');
    expect(stateOf('A tiny hero explores the ancient ruins')).toBe('ruined');
    expect(stateOf('A pig rolls around a muddy farmyard')).toBe('muddy');
    expect(stateOf('A teddy bear hops across a messy bedroom')).toBe('messy');
    expect(stateOf('Ghost hunters search a derelict hospital')).toBe('abandoned');
    expect(stateOf('A cabin snowed in on a mountain')).toBe('frozen');
    expect(stateOf('Firefighters battle a wildfire')).toBe('burning');
  });

  it('never reads a state from a thing beside no place', () => {
    expect(stateOf('A knight with a flaming sword in a castle')).toBeUndefined();
    expect(stateOf('A broken robot in a factory')).toBeUndefined();
    expect(stateOf('A dragon with fiery breath over the sea')).toBeUndefined();
    expect(stateOf('A quiet village at dawn')).toBeUndefined();
    expect(stateOf('A camel crosses a blazing hot desert')).toBeUndefined();
    expect(stateOf('A penguin sells frozen yogurt in a shop')).toBeUndefined();
  });
});
