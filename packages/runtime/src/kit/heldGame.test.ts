import { describe, expect, it } from 'vitest';
import { HeldGame, type HeldGameLoop } from './heldGame.js';

/** Phaser's loop as the held game drives it: asleep or running, and where game time restarts. */
function fakeLoop() {
  const calls: string[] = [];
  const loop: HeldGameLoop = {
    sleep: () => calls.push('sleep'),
    resetDelta: () => calls.push('resetDelta'),
    wake: () => calls.push('wake'),
  };
  return { calls, held: new HeldGame(() => loop) };
}

describe('a game prepared while its detail modal shows', () => {
  it('runs until its first frame is drawn, then holds with the loop asleep', () => {
    const { calls, held } = fakeLoop();
    held.hold('space-cats');
    expect(held.isHeld).toBe(true);
    expect(held.isHolding).toBe(false);
    expect(calls).toEqual([]);
    expect(held.firstFrameDrawn()).toBe('space-cats');
    expect(held.isHolding).toBe(true);
    expect(calls).toEqual(['sleep']);
    // Later frames (none should come while asleep) announce nothing again.
    expect(held.firstFrameDrawn()).toBeNull();
  });

  it('Play Game resumes its scene, then wakes the loop from now (no jump in game time)', () => {
    const { calls, held } = fakeLoop();
    held.hold('space-cats');
    held.firstFrameDrawn();
    const isStarted = held.release('space-cats', () => calls.push('resumeScene'));
    expect(isStarted).toBe(true);
    expect(calls).toEqual(['sleep', 'resumeScene', 'resetDelta', 'wake']);
    expect(held.isHeld).toBe(false);
  });

  it('Play Game before the first frame lets it run on without waking anything', () => {
    const { calls, held } = fakeLoop();
    held.hold('space-cats');
    expect(held.release('space-cats', () => calls.push('resumeScene'))).toBe(true);
    expect(calls).toEqual(['resumeScene']);
    expect(held.firstFrameDrawn()).toBeNull();
    expect(calls).toEqual(['resumeScene']);
  });

  it('refuses to start a game it does not hold, and keeps holding its own', () => {
    const { calls, held } = fakeLoop();
    expect(held.release('space-cats', () => calls.push('resumeScene'))).toBe(false);
    held.hold('space-cats');
    held.firstFrameDrawn();
    expect(held.release('moon-dogs', () => calls.push('resumeScene'))).toBe(false);
    expect(held.isHolding).toBe(true);
    expect(calls).toEqual(['sleep']);
  });

  it('dropped (quit, or another game prepared) wakes the loop for whatever comes next', () => {
    const { calls, held } = fakeLoop();
    held.hold('space-cats');
    held.firstFrameDrawn();
    held.hold('moon-dogs');
    expect(calls).toEqual(['sleep', 'resetDelta', 'wake']);
    expect(held.isHolding).toBe(false);
    held.drop();
    expect(held.isHeld).toBe(false);
    expect(calls).toHaveLength(3);
  });
});
