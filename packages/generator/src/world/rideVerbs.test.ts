import { describe, expect, it } from 'vitest';
import { isAnimalRide, readiesRide } from './rideVerbs.js';

describe('how a hero gets going on a ride', () => {
  it('revs up an engine, hops on or into what has none, straps on a pair', () => {
    expect(readiesRide('race car', 'revs up')).toBe('revs up the race car');
    expect(readiesRide('bicycle', 'revs up')).toBe('hops on the bicycle');
    expect(readiesRide('snowboard', 'fires up')).toBe('hops on the snowboard');
    expect(readiesRide('kayak', 'revs up')).toBe('hops into the kayak');
    expect(readiesRide('shopping cart', 'revs up')).toBe('hops into the shopping cart');
    expect(readiesRide('skis', 'fires up')).toBe('straps on the skis');
  });

  it('saddles an animal ride, never fires it up', () => {
    expect(readiesRide('horse', 'fires up')).toBe('saddles up the horse');
    expect(readiesRide('white camel', 'revs up')).toBe('saddles up the white camel');
    expect(readiesRide('dragon', 'fires up')).toBe('saddles up the dragon');
    expect(isAnimalRide('ostriches')).toBe(true);
    expect(isAnimalRide('monster truck')).toBe(false);
    expect(isAnimalRide('dragon boat')).toBe(false);
  });
});
