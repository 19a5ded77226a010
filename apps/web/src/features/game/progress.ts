import { CONSTANTS, RUNTIME_STATUSES, type RuntimeStatus } from '@promptplay/contracts';
import { browserTimers, type TimerHandle, type Timers } from '../../lib/timing/timers.js';

/** Runtime start-up steps in order (spec §4, up to GAME_LOADED); they fill the first half of the loading bar. */
const START_UP_STEPS: readonly RuntimeStatus[] = RUNTIME_STATUSES.slice(
  0,
  RUNTIME_STATUSES.indexOf('GAME_LOADED') + 1,
);
const START_UP_SHARE = 0.5;

/**
 * How far loading has come, 0..1: start-up steps fill the first half, the runtime's
 * asset progress (0..1) the second.
 */
export function loadingFraction(status: RuntimeStatus, assetProgress: number): number {
  const step = START_UP_STEPS.indexOf(status);
  if (step >= 0) return (step / (START_UP_STEPS.length - 1)) * START_UP_SHARE;
  if (status === 'LOADING_GAME' || status === 'EXECUTING_PROMPT') {
    return START_UP_SHARE + (1 - START_UP_SHARE) * Math.min(Math.max(assetProgress, 0), 1);
  }
  if (status === 'RUNTIME_STARTED' || status === 'PROMPT_EXECUTED' || status === 'GAME_READY') {
    return 1;
  }
  return 0;
}

/** Share of a created game's bar that the build fills; loading fills the rest. */
const CREATION_SHARE = 0.5;

/**
 * How far a game made from a prompt has come, 0..1: the build (0..1) fills the first half,
 * then the usual loading fraction the second, so the bar keeps moving from one to the other.
 */
export function createdGameFraction(
  status: RuntimeStatus,
  assetProgress: number,
  creationProgress: number,
): number {
  if (status === 'EXECUTING_PROMPT') {
    return CREATION_SHARE * Math.min(Math.max(creationProgress, 0), 1);
  }
  return CREATION_SHARE + (1 - CREATION_SHARE) * loadingFraction(status, assetProgress);
}

export const PROGRESS_TICK_MS = 100;
/** Time constant of the ease towards the loading target. */
const EASE_MS = 400;
const SNAP_DISTANCE = 0.5;

export interface ProgressState {
  /** Exact value 0..100; show `Math.floor`. */
  value: number;
  /** Time spent at or above the loading cap, for the 1%-per-second creep. */
  creepMs: number;
}

export const INITIAL_PROGRESS: ProgressState = { value: 0, creepMs: 0 };

/**
 * One step of the progress display (spec §4): ease towards 90% × loading fraction, then
 * creep 1% per second up to 99; 100 once ready. Never moves backwards.
 */
export function advanceProgress(
  state: ProgressState,
  fraction: number,
  isReady: boolean,
  elapsedMs: number,
): ProgressState {
  if (isReady) return { value: 100, creepMs: state.creepMs };
  const cap = CONSTANTS.PROGRESS_LOADING_CAP;
  if (state.value >= cap) {
    const creepMs = state.creepMs + elapsedMs;
    const creep = Math.floor(creepMs / CONSTANTS.PROGRESS_CREEP_STEP_MS);
    return { value: Math.min(cap + creep, CONSTANTS.PROGRESS_CREEP_CAP), creepMs };
  }
  const target = cap * Math.min(Math.max(fraction, 0), 1);
  if (target <= state.value) return state;
  const eased = state.value + (target - state.value) * (1 - Math.exp(-elapsedMs / EASE_MS));
  return { value: target - eased < SNAP_DISTANCE ? target : eased, creepMs: 0 };
}

/** Drives `advanceProgress` on a timer and reports whole percents when they change. */
export class ProgressMeter {
  private state: ProgressState = INITIAL_PROGRESS;
  private fraction = 0;
  private isReady = false;
  private lastPercent = 0;
  private timer: TimerHandle | null = null;

  constructor(
    private readonly onChange: (percent: number) => void,
    private readonly timers: Timers = browserTimers,
  ) {}

  get percent(): number {
    return Math.floor(this.state.value);
  }

  setLoadingFraction(fraction: number): void {
    this.fraction = fraction;
    this.ensureTicking();
  }

  markReady(): void {
    this.isReady = true;
    this.tick(0);
  }

  reset(): void {
    this.dispose();
    this.state = INITIAL_PROGRESS;
    this.fraction = 0;
    this.isReady = false;
    this.lastPercent = 0;
    this.onChange(0);
  }

  dispose(): void {
    if (this.timer !== null) this.timers.clearInterval(this.timer);
    this.timer = null;
  }

  private ensureTicking(): void {
    if (this.timer !== null || this.isReady) return;
    this.timer = this.timers.setInterval(() => this.tick(PROGRESS_TICK_MS), PROGRESS_TICK_MS);
  }

  private tick(elapsedMs: number): void {
    this.state = advanceProgress(this.state, this.fraction, this.isReady, elapsedMs);
    if (this.isReady || this.percent >= CONSTANTS.PROGRESS_CREEP_CAP) this.dispose();
    if (this.percent !== this.lastPercent) {
      this.lastPercent = this.percent;
      this.onChange(this.percent);
    }
  }
}
