import { describe, expect, it } from 'vitest';
import { particleKindOf } from './atmosphereParticles.js';

const day = { timeOfDay: 'day', weather: 'clear', mood: 'plain' } as const;

describe('weather particles', () => {
  it('pelts hail in a hailstorm and blows sand in a sandstorm, not rain or plain fog', () => {
    expect(particleKindOf({ ...day, weather: 'storm', sky: 'hail' }, false)).toBe('hail');
    expect(particleKindOf({ ...day, weather: 'fog', sky: 'sandstorm' }, false)).toBe('sand');
    expect(particleKindOf({ ...day, weather: 'storm' }, false)).toBe('rain');
    expect(particleKindOf({ ...day, weather: 'snow' }, false)).toBe('snow');
    expect(particleKindOf({ ...day, weather: 'fog' }, false)).toBeNull();
  });

  it('keeps the weather outside and holds still for reduced motion', () => {
    expect(
      particleKindOf({ ...day, weather: 'storm', sky: 'hail', isIndoor: true }, false),
    ).toBeNull();
    expect(particleKindOf({ ...day, weather: 'fog', sky: 'sandstorm' }, true)).toBeNull();
  });
});
