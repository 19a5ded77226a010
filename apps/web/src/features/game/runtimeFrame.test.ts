import { describe, expect, it } from 'vitest';
import { RUNTIME_BOOT_STATUSES, RuntimeFrame } from './runtimeFrame.js';

function bootedFrame(): RuntimeFrame {
  const frame = new RuntimeFrame();
  frame.boot();
  for (const status of RUNTIME_BOOT_STATUSES) frame.runtimeStatus(status);
  return frame;
}

describe('the runtime frame lifecycle', () => {
  it('goes idle → booting → ready → playing → resetting → ready', () => {
    const frame = new RuntimeFrame();
    const seen: string[] = [];
    frame.onChange(() => {
      if (seen.at(-1) !== frame.state) seen.push(frame.state);
    });
    expect(frame.state).toBe('idle');
    expect(frame.boot()).toBe(true);
    for (const status of RUNTIME_BOOT_STATUSES) frame.runtimeStatus(status);
    expect(frame.claim()).toBe(true);
    frame.reset();
    expect(frame.bootStatus).toBe('PRELOADED_GAME_ASSETS');
    frame.runtimeStatus('GAME_LOADED');
    expect(seen).toEqual(['booting', 'ready', 'playing', 'resetting', 'ready']);
    expect(frame.bootStatus).toBe('GAME_LOADED');
  });

  it('asks for init once, when a booting runtime announces itself', () => {
    const frame = new RuntimeFrame();
    expect(frame.runtimeStatus('RUNTIME_READY_TO_START')).toBe(false);
    frame.boot();
    expect(frame.runtimeStatus('RUNTIME_READY_TO_START')).toBe(true);
    expect(frame.bootStatus).toBe('RUNTIME_READY_TO_START');
    for (const status of RUNTIME_BOOT_STATUSES) frame.runtimeStatus(status);
    expect(frame.runtimeStatus('RUNTIME_READY_TO_START')).toBe(false);
  });

  it('records how far the boot got, never backwards', () => {
    const frame = new RuntimeFrame();
    frame.boot();
    expect(frame.bootStatus).toBeNull();
    frame.pageLoaded();
    frame.runtimeStatus('RUNTIME_STARTING');
    frame.pageLoaded();
    expect(frame.bootStatus).toBe('RUNTIME_STARTING');
    expect(frame.isReady).toBe(false);
  });

  it('boots one frame at a time and lets one play claim it', () => {
    const frame = bootedFrame();
    expect(frame.boot()).toBe(false);
    expect(frame.claim()).toBe(true);
    expect(frame.claim()).toBe(false);
  });

  it('cannot be claimed while it boots or resets', () => {
    const frame = new RuntimeFrame();
    frame.boot();
    expect(frame.claim()).toBe(false);
    const reused = bootedFrame();
    reused.claim();
    reused.reset();
    expect(reused.claim()).toBe(false);
  });

  it('a GAME_LOADED left over from an earlier quit does not free a frame in play', () => {
    const frame = bootedFrame();
    frame.claim();
    frame.runtimeStatus('GAME_LOADED');
    expect(frame.state).toBe('playing');
  });

  it('discarded, it is idle and can boot again', () => {
    const frame = bootedFrame();
    frame.discard();
    expect(frame.state).toBe('idle');
    expect(frame.bootStatus).toBeNull();
    expect(frame.boot()).toBe(true);
  });
});
