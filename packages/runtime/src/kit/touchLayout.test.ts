import { describe, expect, it } from 'vitest';
import { CONTROL_SCHEMES, type ControlScheme } from './controls.js';
import {
  isOnTouchControl,
  layoutTouchControls,
  reservedHeightOf,
  type ButtonCircle,
} from './touchLayout.js';

const VIEWPORTS = [
  { name: 'portrait phone', width: 390, height: 844 },
  { name: 'small portrait phone', width: 320, height: 568 },
  { name: 'landscape phone', width: 844, height: 390 },
];

function circlesOf(scheme: ControlScheme, width: number, height: number): ButtonCircle[] {
  const layout = layoutTouchControls(scheme, width, height);
  return layout.stick ? [layout.stick, ...layout.buttons] : [...layout.buttons];
}

describe.each(VIEWPORTS)('touch layouts on a $name', ({ width, height }) => {
  const touchSchemes = CONTROL_SCHEMES.filter((scheme) => scheme !== 'pointer');

  it.each(touchSchemes)('%s: every control is inside the viewport and ≥ 64 px across', (scheme) => {
    for (const circle of circlesOf(scheme, width, height)) {
      expect(circle.radius * 2).toBeGreaterThanOrEqual(64);
      expect(circle.x - circle.radius).toBeGreaterThanOrEqual(0);
      expect(circle.x + circle.radius).toBeLessThanOrEqual(width);
      expect(circle.y - circle.radius).toBeGreaterThanOrEqual(0);
      expect(circle.y + circle.radius).toBeLessThanOrEqual(height);
    }
  });

  it.each(touchSchemes)('%s: no two controls overlap', (scheme) => {
    const circles = circlesOf(scheme, width, height);
    for (let i = 0; i < circles.length; i++)
      for (let j = i + 1; j < circles.length; j++) {
        const a = circles[i];
        const b = circles[j];
        if (!a || !b) continue;
        expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThan(a.radius + b.radius);
      }
  });

  it.each(touchSchemes)('%s: a touch in the middle of the screen is on no control', (scheme) => {
    const layout = layoutTouchControls(scheme, width, height);
    expect(isOnTouchControl(layout, width / 2, height / 3)).toBe(false);
  });

  it('gives each scheme the controls it promises', () => {
    const roles = (scheme: ControlScheme) =>
      layoutTouchControls(scheme, width, height)
        .buttons.map((button) => button.role)
        .sort();
    expect(roles('platformer')).toEqual(['jump', 'left', 'right']);
    expect(roles('steer')).toEqual(['action', 'jump', 'left', 'right']);
    expect(roles('stick-action')).toEqual(['action', 'jump']);
    expect(layoutTouchControls('stick-action', width, height).stick).not.toBeNull();
    expect(roles('buttons')).toEqual(['action', 'jump']);
    expect(roles('pointer')).toEqual([]);
  });

  it('puts A (jump) bottom-right and B (action) on the left in the buttons scheme', () => {
    const { buttons } = layoutTouchControls('buttons', width, height);
    const a = buttons.find((button) => button.role === 'jump');
    const b = buttons.find((button) => button.role === 'action');
    expect(a && a.x > width / 2).toBe(true);
    expect(b && b.x < width / 2).toBe(true);
  });

  it('reserves the bottom strip the controls cover, and nothing for the pointer scheme', () => {
    const layout = layoutTouchControls('stick-action', width, height);
    const reserved = reservedHeightOf(layout, height);
    expect(reserved).toBeGreaterThanOrEqual(128);
    expect(reserved).toBeLessThan(height / 2);
    for (const circle of circlesOf('stick-action', width, height))
      expect(circle.y - circle.radius).toBeGreaterThanOrEqual(height - reserved);
    expect(reservedHeightOf(layoutTouchControls('pointer', width, height), height)).toBe(0);
  });
});
