import { describe, expect, it } from 'vitest';
import { creatureRacerOf, riderRideOf, verbRideOf } from './creatureRacer.js';

describe('creatureRacerOf', () => {
  it('makes a creature that races with no vehicle the racer, against the creature it races', () => {
    const race = creatureRacerOf('a snail races a turtle across the garden', 'run');
    expect(race?.racer.head).toBe('snail');
    expect(race?.rival?.head).toBe('turtle');
    expect(
      creatureRacerOf('A cheetah sprints against a zebra on the savanna', 'run')?.rival?.head,
    ).toBe('zebra');
    expect(creatureRacerOf('Two grannies sprint through the mall', 'run')?.racer.head).toBe(
      'granny',
    );
  });

  it('races the creatures an order names as themselves', () => {
    const race = creatureRacerOf('Race ostriches across the African savanna', 'run');
    expect(race?.racer.head).toBe('ostrich');
    expect(race?.ordered).toBe(true);
    expect(creatureRacerOf('Fly ostriches over the savanna', 'fly')).toBeNull();
  });

  it('leaves named vehicles, ridden creatures and orders to the vehicle', () => {
    expect(creatureRacerOf('A frog drives a green jeep through the forest', 'run')).toBeNull();
    expect(creatureRacerOf('A knight rides a horse across the hills', 'run')).toBeNull();
    expect(creatureRacerOf('race go-karts around a volcano', 'run')).toBeNull();
    expect(creatureRacerOf('A cat in a neon city', 'run')).toBeNull();
  });

  it('flies a creature that flies with no aircraft as itself', () => {
    expect(creatureRacerOf('An owl flies over a misty swamp at night', 'fly')?.racer.head).toBe(
      'owl',
    );
    expect(creatureRacerOf('A falcon dives between the towers', 'fly')?.racer.head).toBe('falcon');
    expect(creatureRacerOf('A pigeon flies a tiny helicopter over the city', 'fly')).toBeNull();
  });
});

describe('an animal racing a vehicle', () => {
  it.each([
    ['Ostriches race a bus across the African savanna', 'ostrich', 'bus'],
    ['Horses gallop against a train across the prairie', 'horse', 'train'],
    ['A cheetah outruns a jeep on the savanna', 'cheetah', 'jeep'],
  ])('%s: the %s runs against the %s', (prompt, animal, ride) => {
    const race = creatureRacerOf(prompt, 'run');
    expect(race?.racer.head).toBe(animal);
    expect(race?.rivalVehicle?.head).toBe(ride);
  });

  it('leaves a person racing a vehicle to drive, and flying to the aircraft', () => {
    expect(creatureRacerOf('A taxi driver races a bus through New York', 'run')).toBeNull();
    expect(creatureRacerOf('Ostriches race a bus across the savanna', 'fly')).toBeNull();
  });
});

describe('riderRideOf', () => {
  it('reads the ride a hero’s name says it rides', () => {
    expect(riderRideOf('A mountain biker rides down a volcano at sunset')).toBe('bicycle');
    expect(riderRideOf('A cyclist pedals over the foggy hills')).toBe('bicycle');
    expect(riderRideOf('A skateboarder races through the city')).toBe('skateboard');
    expect(riderRideOf('A unicyclist wobbles over the hills')).toBe('unicycle');
    expect(riderRideOf('A frog hops across the pond')).toBeNull();
  });
});

describe('verbRideOf', () => {
  it('reads the ride a verb names', () => {
    expect(verbRideOf('A squirrel skateboards down the hills')).toBe('skateboard');
    expect(verbRideOf('A penguin skis down a snowy mountain')).toBe('skis');
    expect(verbRideOf('A fox paraglides over the canyon')).toBe('paraglider');
    expect(verbRideOf('A frog hops across the pond')).toBeNull();
  });
});
