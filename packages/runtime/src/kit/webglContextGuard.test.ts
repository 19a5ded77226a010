import { describe, expect, it } from 'vitest';
import { guardWebGlContext } from './webglContextGuard.js';

function setup() {
  let onLost: ((event: Event) => void) | null = null;
  let onRestored: (() => void) | null = null;
  const calls: string[] = [];
  const guard = guardWebGlContext({
    canvas: {
      addEventListener: (_type, listener) => {
        onLost = listener;
      },
    },
    onRendererRestored: (listener) => {
      onRestored = listener;
    },
    pauseLoop: () => calls.push('pause'),
    resumeLoop: () => calls.push('resume'),
    onChange: (isLost) => calls.push(isLost ? 'lost' : 'restored'),
  });
  /** Fires `webglcontextlost`; returns whether the guard called preventDefault. */
  const loseContext = () => {
    let isPrevented = false;
    onLost?.({ preventDefault: () => (isPrevented = true) } as unknown as Event);
    return isPrevented;
  };
  const restoreRenderer = () => onRestored?.();
  return { guard, calls, loseContext, restoreRenderer };
}

describe('guardWebGlContext', () => {
  it('keeps the lost context restorable and stops the loop until the renderer is back', () => {
    const { guard, calls, loseContext, restoreRenderer } = setup();
    expect(loseContext()).toBe(true);
    expect(guard.isLost).toBe(true);
    expect(calls).toEqual(['pause', 'lost']);
    restoreRenderer();
    expect(guard.isLost).toBe(false);
    expect(calls).toEqual(['pause', 'lost', 'resume', 'restored']);
  });

  it('pauses once for repeated loss events and resumes once', () => {
    const { calls, loseContext, restoreRenderer } = setup();
    loseContext();
    expect(loseContext()).toBe(true);
    restoreRenderer();
    restoreRenderer();
    expect(calls).toEqual(['pause', 'lost', 'resume', 'restored']);
  });

  it('never resumes a loop it did not pause', () => {
    const { guard, calls, restoreRenderer } = setup();
    restoreRenderer();
    expect(guard.isLost).toBe(false);
    expect(calls).toEqual([]);
  });

  it('survives one loss after another (the phone goes to the background again)', () => {
    const { guard, calls, loseContext, restoreRenderer } = setup();
    for (let i = 0; i < 3; i++) {
      loseContext();
      restoreRenderer();
    }
    expect(guard.isLost).toBe(false);
    expect(calls.filter((call) => call === 'pause')).toHaveLength(3);
    expect(calls.filter((call) => call === 'resume')).toHaveLength(3);
  });
});
