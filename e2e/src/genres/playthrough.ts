import type { Frame, Page } from 'playwright-core';
import type { TestHost } from './testHostPage.js';

/** The parts of the runtime's `window.__promptplay` (kit/debugState.ts) a playthrough reads. */
export interface RuntimeDebug {
  frames: number;
  score: number;
  status: string;
  phase: 'idle' | 'playing' | 'won' | 'lost';
  paused: boolean;
  autoplay: boolean;
  result: { won: boolean; score: number } | null;
}

/** Autoplay runs one fixed 1/60 s step per rendered frame. */
export const STEPS_PER_GAME_SECOND = 60;

export interface PlaythroughLimits {
  /** Game time the bot gets to reach a result, in frames. */
  maxFrames: number;
  /** Wall-clock budget for the whole round. */
  maxWallMs: number;
  /** Wall-clock budget from loadGame to the first playable frame. */
  maxStartMs: number;
}

/** What a round played by the genre's autopilot showed. */
export interface Playthrough {
  /** Why the watch ended. */
  ending: 'result' | 'frame limit' | 'wall-clock limit';
  /** Gameplay frames when the result screen came up (to the frame), or null without one. */
  framesAtResult: number | null;
  /** Gameplay frames when the watch ended. */
  frames: number;
  result: RuntimeDebug['result'];
  phase: RuntimeDebug['phase'];
  autoplay: boolean;
  /** Every distinct score seen, the first one first. */
  scores: number[];
  /** Captures of the game's region early in the round and a few game seconds later. */
  early: Buffer;
  late: Buffer;
  wallMs: number;
}

/** Frame of the first capture (past the start), and game time between the two captures. */
const EARLY_FRAME = 60;
const CAPTURE_GAP_FRAMES = 4 * STEPS_PER_GAME_SECOND;
const POLL_MS = 200;

/**
 * Runs in the runtime frame: notes `__promptplay.frames` on the first animation frame that
 * shows a result, so the frame count at the result screen does not depend on polling.
 */
const WATCH_RESULT_SCRIPT = `(() => {
  const debug = window.__promptplay;
  window.__e2eFramesAtResult = null;
  const watch = () => {
    if (debug.result) window.__e2eFramesAtResult = debug.frames;
    else requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
})()`;

export function readDebug(runtime: Frame): Promise<RuntimeDebug> {
  return runtime.evaluate(() => (window as unknown as { __promptplay: RuntimeDebug }).__promptplay);
}

/** Waits for the runtime's `ready` (first playable frame); fails with the runtime's error. */
async function waitUntilPlayable(host: TestHost, maxStartMs: number, label: string) {
  const deadline = Date.now() + maxStartMs;
  for (;;) {
    const state = await host.state();
    if (state.errors.length > 0) {
      throw new Error(`${label}: the runtime refused the game: ${state.errors.join(' | ')}`);
    }
    if (state.readyAt !== null) return;
    if (Date.now() > deadline) {
      throw new Error(
        `${label}: no playable frame ${maxStartMs} ms after start (heard: ${JSON.stringify(state.messages)})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Watches a round the genre's autopilot plays (the host asked for autoplay) until the result
 * screen is up and two captures of the game's region are taken, or a limit is reached.
 * Captures are page screenshots clipped to the runtime frame, not element screenshots (those
 * re-emulate the viewport and break touch hit-testing of the frame).
 */
export async function watchAutoplayedRound(
  page: Page,
  host: TestHost,
  limits: PlaythroughLimits,
  label: string,
): Promise<Playthrough> {
  const started = Date.now();
  await waitUntilPlayable(host, limits.maxStartMs, label);
  await host.runtime.evaluate(WATCH_RESULT_SCRIPT);
  const box = await page.locator('#runtime').boundingBox();
  if (!box) throw new Error(`${label}: the runtime frame is not on screen`);
  const capture = () => page.screenshot({ clip: box });

  let early: Buffer | null = null;
  let late: Buffer | null = null;
  let earlyFrame = 0;
  const scores: number[] = [];
  let debug: RuntimeDebug;
  let ending: Playthrough['ending'] | null = null;
  do {
    debug = await readDebug(host.runtime);
    if (!scores.includes(debug.score)) scores.push(debug.score);
    if (!early && (debug.frames >= EARLY_FRAME || debug.result)) {
      early = await capture();
      earlyFrame = debug.frames;
    } else if (
      early &&
      !late &&
      (debug.frames >= earlyFrame + CAPTURE_GAP_FRAMES || debug.result)
    ) {
      late = await capture();
    }
    if (debug.result && late) ending = 'result';
    else if (debug.frames > limits.maxFrames) ending = 'frame limit';
    else if (Date.now() - started > limits.maxWallMs) ending = 'wall-clock limit';
    else await page.waitForTimeout(POLL_MS);
  } while (ending === null);
  if (debug.result && !scores.includes(debug.result.score)) scores.push(debug.result.score);
  const framesAtResult = await host.runtime.evaluate(
    () => (window as unknown as { __e2eFramesAtResult: number | null }).__e2eFramesAtResult,
  );
  return {
    ending,
    framesAtResult,
    frames: debug.frames,
    result: debug.result,
    phase: debug.phase,
    autoplay: debug.autoplay,
    scores,
    early: early ?? (await capture()),
    late: late ?? (await capture()),
    wallMs: Date.now() - started,
  };
}
