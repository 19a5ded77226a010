import { describe, expect, it } from 'vitest';
import {
  CONTROL_SCHEMES,
  createControlsState,
  deriveMoveFromDirections,
  releaseControls,
} from './controls.js';
import { keyBindingsFor } from './keyBindings.js';
import { approach, clamp, distanceSquared, lerp } from './math.js';
import { PointerTracker } from './pointerTracker.js';
import { layoutTouchControls, type TouchButtonRole } from './touchLayout.js';
import {
  STICK_DEAD_ZONE,
  TouchResolver,
  createTouchControlsState,
  readStick,
  type TouchPoint,
} from './touchResolver.js';

describe('key mapping', () => {
  it.each(CONTROL_SCHEMES)('%s: A is Space/Z/J and B is X/K/Shift', (scheme) => {
    const keys = keyBindingsFor(scheme);
    expect(keys.jump).toEqual(expect.arrayContaining(['SPACE', 'Z', 'J']));
    expect([...keys.action].sort()).toEqual(['K', 'SHIFT', 'X']);
    expect(keys.left).toEqual(['LEFT', 'A']);
    expect(keys.right).toEqual(['RIGHT', 'D']);
    expect(keys.up).toEqual(['UP', 'W']);
    expect(keys.down).toEqual(['DOWN', 'S']);
  });

  it('jumps with W and ArrowUp only in the platformer scheme', () => {
    expect(keyBindingsFor('platformer').jump).toEqual(expect.arrayContaining(['W', 'UP']));
    for (const scheme of CONTROL_SCHEMES.filter((name) => name !== 'platformer'))
      expect([...keyBindingsFor(scheme).jump].sort()).toEqual(['J', 'SPACE', 'Z']);
  });
});

describe('move from keys', () => {
  it('gives ±1 on one axis and a normalised diagonal', () => {
    const controls = createControlsState();
    controls.right = true;
    deriveMoveFromDirections(controls);
    expect([controls.moveX, controls.moveY]).toEqual([1, 0]);
    releaseControls(controls);
    controls.left = true;
    controls.up = true;
    deriveMoveFromDirections(controls);
    expect(controls.moveX).toBeCloseTo(-Math.SQRT1_2);
    expect(controls.moveY).toBeCloseTo(-Math.SQRT1_2);
    expect(Math.hypot(controls.moveX, controls.moveY)).toBeCloseTo(1);
  });

  it('keeps a stick value rather than the keys', () => {
    const controls = createControlsState();
    controls.moveX = 0.3;
    controls.left = true;
    deriveMoveFromDirections(controls);
    expect(controls.moveX).toBe(0.3);
  });
});

describe('virtual stick', () => {
  const radius = 64;
  const state = createTouchControlsState();

  it('reads nothing inside the dead zone', () => {
    readStick(radius * STICK_DEAD_ZONE * 0.9, 0, radius, state);
    expect([state.moveX, state.moveY, state.left, state.right]).toEqual([0, 0, false, false]);
  });

  it('reaches length 1 at the rim and stays there when dragged past it', () => {
    readStick(radius, 0, radius, state);
    expect(state.moveX).toBeCloseTo(1);
    expect(state.right).toBe(true);
    readStick(-3 * radius, -3 * radius, radius, state);
    expect(Math.hypot(state.moveX, state.moveY)).toBeCloseTo(1);
    expect([state.left, state.up, state.right, state.down]).toEqual([true, true, false, false]);
    expect(Math.hypot(state.knobX, state.knobY)).toBeCloseTo(radius);
  });

  it('grows with the push between the dead zone and the rim', () => {
    readStick(0, radius * 0.4, radius, state);
    const small = state.moveY;
    readStick(0, radius * 0.8, radius, state);
    expect(small).toBeGreaterThan(0);
    expect(state.moveY).toBeGreaterThan(small);
    expect(state.moveY).toBeLessThan(1);
  });

  it('keeps steering with the finger that grabbed it, and lets a second finger press A', () => {
    const layout = layoutTouchControls('stick-action', 390, 844);
    const stick = layout.stick;
    const a = layout.buttons.find((button) => button.role === 'jump');
    if (!stick || !a) throw new Error('stick-action layout lacks a stick or A');
    const resolver = new TouchResolver(layout);
    const out = createTouchControlsState();
    const points: TouchPoint[] = [
      { id: 1, x: stick.x, y: stick.y, isDown: true },
      { id: 2, x: a.x, y: a.y, isDown: true },
    ];
    resolver.resolve(points, out);
    expect([out.moveX, out.jump]).toEqual([0, true]);
    points[0] = { id: 1, x: stick.x + 300, y: stick.y - 500, isDown: true };
    resolver.resolve(points, out);
    expect(out.moveX).toBeGreaterThan(0.4);
    expect(out.up).toBe(true);
    points[0] = { id: 1, x: stick.x + 300, y: stick.y - 500, isDown: false };
    resolver.resolve(points, out);
    expect([out.moveX, out.moveY, out.up]).toEqual([0, 0, false]);
  });
});

describe('touch buttons', () => {
  const held = (scheme: 'platformer' | 'steer' | 'buttons', touched: TouchButtonRole[]) => {
    const layout = layoutTouchControls(scheme, 390, 844);
    const resolver = new TouchResolver(layout);
    const out = createTouchControlsState();
    const points = touched.map((role, id) => {
      const button = layout.buttons.find((item) => item.role === role);
      return { id, x: (button?.x ?? 0) + 6, y: (button?.y ?? 0) - 6, isDown: true };
    });
    resolver.resolve(points, out);
    return out;
  };

  it('reads two thumbs at once: run right and jump', () => {
    expect(held('platformer', ['right', 'jump'])).toMatchObject({
      left: false,
      right: true,
      jump: true,
      action: false,
    });
  });

  it('steers left while braking', () => {
    expect(held('steer', ['left', 'action'])).toMatchObject({
      left: true,
      right: false,
      jump: false,
      action: true,
    });
  });

  it('presses A and B together in the buttons scheme', () => {
    expect(held('buttons', ['jump', 'action'])).toMatchObject({ jump: true, action: true });
  });

  it('ignores lifted touches and touches away from the buttons', () => {
    const layout = layoutTouchControls('platformer', 390, 844);
    const out = createTouchControlsState();
    new TouchResolver(layout).resolve(
      [
        { id: 0, x: layout.buttons[0]?.x ?? 0, y: layout.buttons[0]?.y ?? 0, isDown: false },
        { id: 1, x: 195, y: 300, isDown: true },
      ],
      out,
    );
    expect([out.left, out.right, out.jump]).toEqual([false, false, false]);
  });
});

describe('pointer', () => {
  it('reports a press and a release for exactly one frame each', () => {
    const tracker = new PointerTracker();
    const pointer = createControlsState().pointer;
    tracker.press(1, 100, 200);
    tracker.readInto(pointer);
    expect(pointer).toEqual({
      isDown: true,
      x: 100,
      y: 200,
      justPressed: true,
      justReleased: false,
    });
    tracker.move(1, 140, 180);
    tracker.readInto(pointer);
    expect(pointer).toEqual({
      isDown: true,
      x: 140,
      y: 180,
      justPressed: false,
      justReleased: false,
    });
    tracker.release(1, 150, 170);
    tracker.readInto(pointer);
    expect(pointer).toEqual({
      isDown: false,
      x: 150,
      y: 170,
      justPressed: false,
      justReleased: true,
    });
    tracker.readInto(pointer);
    expect(pointer.justReleased).toBe(false);
  });

  it('still sees a tap shorter than a frame', () => {
    const tracker = new PointerTracker();
    const pointer = createControlsState().pointer;
    tracker.press(1, 10, 10);
    tracker.release(1, 10, 10);
    tracker.readInto(pointer);
    expect([pointer.isDown, pointer.justPressed, pointer.justReleased]).toEqual([
      false,
      true,
      true,
    ]);
  });

  it('follows the first finger and ignores a second one', () => {
    const tracker = new PointerTracker();
    const pointer = createControlsState().pointer;
    tracker.press(1, 10, 10);
    tracker.press(2, 300, 300);
    tracker.move(2, 310, 310);
    tracker.release(2, 310, 310);
    tracker.readInto(pointer);
    expect([pointer.isDown, pointer.x, pointer.justReleased]).toEqual([true, 10, false]);
  });

  it('forgets a press on reset (replay, pause)', () => {
    const tracker = new PointerTracker();
    const pointer = createControlsState().pointer;
    tracker.press(1, 10, 10);
    tracker.reset();
    tracker.readInto(pointer);
    expect([pointer.isDown, pointer.justPressed]).toEqual([false, false]);
  });
});

describe('math helpers', () => {
  it('clamps, interpolates, approaches and measures', () => {
    expect([clamp(-2, 0, 1), clamp(0.5, 0, 1), clamp(3, 0, 1)]).toEqual([0, 0.5, 1]);
    expect(lerp(10, 20, 0.25)).toBe(12.5);
    expect([approach(0, 10, 3), approach(9, 10, 3), approach(5, -5, 2)]).toEqual([3, 10, 3]);
    expect(distanceSquared(1, 2, 4, 6)).toBe(25);
  });
});
