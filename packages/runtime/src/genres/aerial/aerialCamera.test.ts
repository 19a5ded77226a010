import { describe, expect, it } from 'vitest';
import { AerialCamera } from './aerialCamera.js';
import { FIELD_HEIGHT } from './aerialRules.js';

describe('AerialCamera', () => {
  it('fits the whole flight field between the HUD and the ground on a phone held upright', () => {
    const camera = new AerialCamera();
    camera.layout(390, 844, 0);
    camera.follow(90, 1);
    expect(camera.bottom).toBe(0);
    expect(camera.screenY(FIELD_HEIGHT)).toBeGreaterThanOrEqual(90);
    expect(camera.screenY(0)).toBeLessThan(844);
    // Far enough ahead to react: more road in front of the vehicle than behind it.
    expect(camera.metersAhead).toBeGreaterThan(camera.metersBehind * 2);
  });

  it('follows the vehicle up and down on a wide screen, staying inside the field', () => {
    const camera = new AerialCamera();
    camera.layout(844, 390, 0);
    camera.follow(95, 1);
    expect(camera.bottom).toBeGreaterThan(0);
    expect(camera.screenY(95)).toBeGreaterThan(0);
    expect(camera.screenY(FIELD_HEIGHT)).toBeLessThanOrEqual(100);
    camera.follow(5, 1);
    expect(camera.bottom).toBe(0);
    expect(camera.screenY(5)).toBeLessThan(390);
  });

  it('puts distance ahead of the vehicle to its right', () => {
    const camera = new AerialCamera();
    camera.layout(390, 844, 0);
    expect(camera.screenX(110, 100)).toBeGreaterThan(camera.vehicleX);
    expect(camera.screenX(100, 100)).toBe(camera.vehicleX);
  });
});
