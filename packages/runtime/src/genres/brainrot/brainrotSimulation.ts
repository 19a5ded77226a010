import { clamp } from '../../kit/math.js';
import { createRng } from '../../levels/rng.js';

export const BRAINROT_STEP_SECONDS = 1 / 60;
/** The arena the props fall through, in arena px; the catcher walks along CATCH_Y. */
export const ARENA = { width: 360, height: 640 } as const;
export const CATCH_Y = 585;
export const CATCHER_HALF_WIDTH = 38;
export const CATCHER_SPEED = 520;
export const DROP_RADIUS = 22;
export const MAX_DROPS = 24;
/** Chance a prop drop is golden (sets off brainrot mode). */
const GOLDEN_CHANCE = 0.06;
const CHAOS_SECONDS = 5;
const HURT_SECONDS = 1;

export const BRAINROT_SCORE = { prop: 10, golden: 50, maxCombo: 5 } as const;

/** What a drop is: a prop index, a golden prop, or a hazard. */
export const DROP_KIND = { hazard: -1, golden: -2 } as const;

export const BRAINROT_EVENTS = {
  caught: 1,
  hazard: 2,
  golden: 4,
  missed: 8,
  lost: 16,
  timeUp: 32,
} as const;

export interface BrainrotInput {
  /** -1..1 from keys or stick. */
  moveX: number;
  /** Arena x the finger drags to, or NaN when not dragging. */
  targetX: number;
}

export interface BrainrotSettings {
  seed: number;
  propCount: number;
  timeLimitSeconds: number;
  lives: number;
  spawnPerSecond: number;
  spawnRamp: number;
  fallSpeed: number;
  hazardShare: number;
}

export type BrainrotPhase = 'playing' | 'over' | 'lost';

/**
 * Catch the raining props, dodge the hazards: drops fall faster and thicker over time, a golden
 * prop sets off brainrot mode (everything doubles for a few seconds), a caught hazard costs a
 * life. Plain typed arrays, fixed pool, no allocation per step.
 *
 * @example
 * const sim = new BrainrotSimulation(settings);
 * sim.step({ moveX: 0, targetX: 200 }, BRAINROT_STEP_SECONDS);
 */
export class BrainrotSimulation {
  catcherX = ARENA.width / 2;
  catcherVelocity = 0;
  readonly dropX = new Float32Array(MAX_DROPS);
  readonly dropY = new Float32Array(MAX_DROPS);
  readonly dropSpeed = new Float32Array(MAX_DROPS);
  readonly dropSpin = new Float32Array(MAX_DROPS);
  readonly dropKind = new Int8Array(MAX_DROPS);
  readonly dropActive = new Uint8Array(MAX_DROPS);
  /** Slot of the last caught drop, for the view's popup. */
  lastCaught = -1;
  score = 0;
  combo = 0;
  lives: number;
  timeLeft: number;
  elapsed = 0;
  chaosTime = 0;
  hurtTime = 0;
  phase: BrainrotPhase = 'playing';
  events = 0;
  caughtCount = 0;
  private spawnClock = 0.4;
  private readonly rng: () => number;

  constructor(readonly settings: BrainrotSettings) {
    this.lives = settings.lives;
    this.timeLeft = settings.timeLimitSeconds;
    this.rng = createRng(settings.seed);
  }

  get isOver(): boolean {
    return this.phase !== 'playing';
  }

  get isChaos(): boolean {
    return this.chaosTime > 0;
  }

  step(input: BrainrotInput, dt: number): void {
    this.events = 0;
    if (this.isOver) return;
    this.elapsed += dt;
    this.timeLeft = Math.max(0, this.timeLeft - dt);
    this.chaosTime = Math.max(0, this.chaosTime - dt);
    this.hurtTime = Math.max(0, this.hurtTime - dt);
    this.moveCatcher(input, dt);
    this.spawn(dt);
    this.fall(dt);
    if (this.phase === 'playing' && this.timeLeft <= 0) {
      this.phase = 'over';
      this.events |= BRAINROT_EVENTS.timeUp;
    }
  }

  private moveCatcher(input: BrainrotInput, dt: number): void {
    let velocity = clamp(input.moveX, -1, 1) * CATCHER_SPEED;
    if (!Number.isNaN(input.targetX)) {
      const gap = input.targetX - this.catcherX;
      velocity = clamp(gap * 12, -CATCHER_SPEED * 1.6, CATCHER_SPEED * 1.6);
    }
    this.catcherVelocity = velocity;
    this.catcherX = clamp(
      this.catcherX + velocity * dt,
      CATCHER_HALF_WIDTH,
      ARENA.width - CATCHER_HALF_WIDTH,
    );
  }

  private spawn(dt: number): void {
    const { spawnPerSecond, spawnRamp, hazardShare, propCount } = this.settings;
    const rate = (spawnPerSecond + spawnRamp * this.elapsed) * (this.isChaos ? 1.8 : 1);
    this.spawnClock -= dt * rate;
    if (this.spawnClock > 0) return;
    this.spawnClock += 1;
    const slot = this.dropActive.indexOf(0);
    if (slot < 0) return;
    const rng = this.rng;
    const roll = rng();
    this.dropKind[slot] =
      roll < hazardShare
        ? DROP_KIND.hazard
        : roll < hazardShare + GOLDEN_CHANCE
          ? DROP_KIND.golden
          : Math.floor(rng() * propCount);
    this.dropX[slot] = DROP_RADIUS + rng() * (ARENA.width - 2 * DROP_RADIUS);
    this.dropY[slot] = -DROP_RADIUS;
    const ramp = 1 + this.elapsed / 60;
    this.dropSpeed[slot] = this.settings.fallSpeed * ramp * (0.8 + rng() * 0.5);
    this.dropSpin[slot] = (rng() - 0.5) * 10;
    this.dropActive[slot] = 1;
  }

  private fall(dt: number): void {
    const boost = this.isChaos ? 1.35 : 1;
    for (let i = 0; i < MAX_DROPS; i++) {
      if (this.dropActive[i] !== 1) continue;
      const y = (this.dropY[i] ?? 0) + (this.dropSpeed[i] ?? 0) * boost * dt;
      this.dropY[i] = y;
      const x = this.dropX[i] ?? 0;
      const isAtCatcher =
        y >= CATCH_Y - 60 &&
        y <= CATCH_Y + 4 &&
        Math.abs(x - this.catcherX) <= CATCHER_HALF_WIDTH + DROP_RADIUS * 0.6;
      if (isAtCatcher) this.catch(i);
      else if (y > ARENA.height + DROP_RADIUS) this.miss(i);
    }
  }

  private catch(slot: number): void {
    this.dropActive[slot] = 0;
    this.lastCaught = slot;
    const kind = this.dropKind[slot] ?? 0;
    if (kind === DROP_KIND.hazard) {
      this.combo = 0;
      if (this.hurtTime > 0) return;
      this.lives -= 1;
      this.hurtTime = HURT_SECONDS;
      this.events |= BRAINROT_EVENTS.hazard;
      if (this.lives <= 0) {
        this.phase = 'lost';
        this.events |= BRAINROT_EVENTS.lost;
      }
      return;
    }
    this.combo = Math.min(BRAINROT_SCORE.maxCombo, this.combo + 1);
    this.caughtCount += 1;
    const multiplier = this.combo * (this.isChaos ? 2 : 1);
    if (kind === DROP_KIND.golden) {
      this.chaosTime = CHAOS_SECONDS;
      this.score += BRAINROT_SCORE.golden * multiplier;
      this.events |= BRAINROT_EVENTS.golden;
    } else {
      this.score += BRAINROT_SCORE.prop * multiplier;
    }
    this.events |= BRAINROT_EVENTS.caught;
  }

  private miss(slot: number): void {
    this.dropActive[slot] = 0;
    if ((this.dropKind[slot] ?? 0) !== DROP_KIND.hazard) {
      this.combo = 0;
      this.events |= BRAINROT_EVENTS.missed;
    }
  }

  /** Points the last catch scored (for the popup), from the state after the catch. */
  get lastCatchPoints(): number {
    const kind = this.dropKind[this.lastCaught] ?? 0;
    const base = kind === DROP_KIND.golden ? BRAINROT_SCORE.golden : BRAINROT_SCORE.prop;
    return base * this.combo * (this.isChaos ? 2 : 1);
  }
}
