import { describe, expect, it } from 'vitest';
import { generatePlatformerLevel } from '../../levels/index.js';
import { buildSampleWorld } from '../../testing/sampleWorld.js';
import { frameCamera, followTarget } from './cameraFraming.js';

const level = generatePlatformerLevel(buildSampleWorld());
const lowestStandingFeetY = (level.heightTiles - 2) * level.tileSize;

describe.each([
  ['portrait phone', 390, 844, 130],
  ['landscape phone', 844, 390, 130],
  ['desktop', 1280, 720, 0],
])('camera on a %s', (_name, width, height, reserved) => {
  const frame = frameCamera(width, height, reserved, level);

  it('shows at least ten columns of level', () => {
    expect(frame.visibleWidth / level.tileSize).toBeGreaterThanOrEqual(10);
  });

  it('keeps a hero on the lowest ground above the touch buttons', () => {
    const scroll = { x: 0, y: 0 };
    followTarget(frame, 100, lowestStandingFeetY, scroll);
    const feetOnScreen = (lowestStandingFeetY - scroll.y) * frame.zoom;
    const headOnScreen = (lowestStandingFeetY - 48 - scroll.y) * frame.zoom;
    expect(feetOnScreen).toBeLessThanOrEqual(height - reserved);
    expect(headOnScreen).toBeGreaterThanOrEqual(0);
  });

  it('never scrolls past the end of the level', () => {
    const scroll = { x: 0, y: 0 };
    followTarget(frame, level.widthTiles * level.tileSize, lowestStandingFeetY, scroll);
    expect(scroll.x + frame.visibleWidth).toBeLessThanOrEqual(
      level.widthTiles * level.tileSize + 0.001,
    );
  });
});
