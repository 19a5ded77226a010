import { describe, expect, it } from 'vitest';
import { analyzePrompt } from '../../analyze/analyzePrompt.js';
import { aerialVehicleSvg } from './vehicleArt.js';

const look = analyzePrompt('A pilot flies a plane over the sea', 3).hero.look;
/** The scale the pilot's 96-pixel frame is drawn at, read from the seat's transform. */
const pilotScale = (kind: 'plane' | 'dragon' | 'saucer' | 'carpet' | 'broom' | 'balloon') => {
  const svg = aerialVehicleSvg({ kind }, '#e5484d', '#f2c230', look);
  const scales = [...svg.matchAll(/\) scale\(([\d.]+)\)"/g)].map((match) => Number(match[1]));
  return Math.max(...scales);
};

describe('a pilot shows over the cockpit, not a dot in it', () => {
  it.each(['plane', 'dragon', 'saucer', 'carpet', 'broom'] as const)(
    'draws the %s pilot at least 60 %% of a hero frame',
    (kind) => {
      expect(pilotScale(kind)).toBeGreaterThanOrEqual(0.6);
    },
  );

  it('keeps a balloon pilot inside the basket', () => {
    expect(pilotScale('balloon')).toBeGreaterThanOrEqual(0.5);
    expect(pilotScale('balloon')).toBeLessThan(0.6);
  });
});
