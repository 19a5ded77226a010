import { describe, expect, it } from 'vitest';
import { HillRacerCamera } from './hillRacerCamera.js';

describe('HillRacerCamera', () => {
  it('keeps the vehicle above the touch controls in portrait and landscape', () => {
    for (const [width, height, reserved] of [
      [390, 844, 200],
      [844, 390, 150],
    ] as const) {
      const camera = new HillRacerCamera();
      camera.layout(width, height, reserved);
      camera.snap(10, 3);
      expect(camera.screenY(3)).toBeLessThan(height - reserved);
      expect(camera.screenX(10)).toBeGreaterThan(0);
      // A portrait phone still sees several metres of road ahead.
      expect(camera.right - 10).toBeGreaterThan(7);
    }
  });

  it('looks ahead of a fast vehicle and never loses it', () => {
    const camera = new HillRacerCamera();
    camera.layout(390, 844, 200);
    camera.snap(0, 0);
    let x = 0;
    for (let frame = 0; frame < 240; frame++) {
      x += 20 / 60;
      camera.follow(x, 0, 20, 20, 1 / 60);
      const screenX = camera.screenX(x);
      expect(screenX).toBeGreaterThan(0);
      expect(screenX).toBeLessThan(camera.width);
    }
    // Ahead of the vehicle, and zoomed out a little at speed.
    expect(camera.x).toBeGreaterThan(x);
    expect(camera.ppm).toBeLessThan(camera.basePpm);
  });
});
