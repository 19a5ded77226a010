import { createRng } from '../../levels/rng.js';
import {
  BONUS_CHANCE,
  BONUS_SCORE,
  BONUS_SECONDS,
  COMBO_CAP,
  COMBO_STEP_SCORE,
  COMBO_WINDOW_SECONDS,
  CRITTER_KIND,
  CROWD_GROWTH_SECONDS,
  FIELD_HEIGHT,
  FIELD_MARGIN,
  FIELD_TOP,
  FIELD_WIDTH,
  HIT_RADIUS,
  MAX_CRITTERS,
  MAX_SPLATS,
  RESPAWN_SECONDS,
  SPLATTER_EVENTS,
  SQUASH_SECONDS,
  TARGET_SCORE,
} from './splatterRules.js';

/** A tap this step, in field units. */
export interface SplatterInput {
  isTap: boolean;
  x: number;
  y: number;
}

export interface SplatterSimulationOptions {
  timeLimitSeconds: number;
  startTargets: number;
  maxTargets: number;
  /** Field heights per second at the start. */
  targetSpeed: number;
  missPenaltySeconds: number;
  friendShare: number;
  lives: number;
  seed: number;
}

export type SplatterPhase = 'playing' | 'timeUp' | 'lost';

/**
 * The splatter as plain data and one `step`: critters wander the field, taps splat them.
 * Quick splats chain a combo, misses cost seconds, splatting a friend costs a life. Best score
 * when the clock runs out; no allocation per step.
 */
export class SplatterSimulation {
  readonly x = new Float32Array(MAX_CRITTERS);
  readonly y = new Float32Array(MAX_CRITTERS);
  readonly vx = new Float32Array(MAX_CRITTERS);
  readonly vy = new Float32Array(MAX_CRITTERS);
  readonly kind = new Uint8Array(MAX_CRITTERS);
  /** 0 free, 1 walking, 2 squashing (splatted, about to vanish). */
  readonly state = new Uint8Array(MAX_CRITTERS);
  readonly timer = new Float32Array(MAX_CRITTERS);
  /** Splat decals left on the field (a ring buffer). */
  readonly splatX = new Float32Array(MAX_SPLATS);
  readonly splatY = new Float32Array(MAX_SPLATS);
  readonly splatKind = new Uint8Array(MAX_SPLATS);
  splatCount = 0;
  score = 0;
  lives: number;
  timeLeft: number;
  elapsed = 0;
  combo = 0;
  bestCombo = 0;
  phase: SplatterPhase = 'playing';
  events = 0;
  /** Where the last tap landed and what it earned (for the view's popups). */
  lastTapX = 0;
  lastTapY = 0;
  lastPoints = 0;
  private sinceSplat = Infinity;
  private readonly rng: () => number;
  private respawnTimer = 0;

  constructor(readonly options: SplatterSimulationOptions) {
    this.lives = options.lives;
    this.timeLeft = options.timeLimitSeconds;
    this.rng = createRng(options.seed ^ 0x59a7);
    for (let i = 0; i < options.startTargets; i++) this.spawn(CRITTER_KIND.target);
  }

  get isOver(): boolean {
    return this.phase !== 'playing';
  }

  /** How many critters should be walking now: grows with time up to maxTargets. */
  get crowdSize(): number {
    const grown = this.options.startTargets + Math.floor(this.elapsed / CROWD_GROWTH_SECONDS);
    return Math.min(this.options.maxTargets, grown);
  }

  get speedScale(): number {
    return 1 + 0.9 * Math.min(1, this.elapsed / this.options.timeLimitSeconds);
  }

  step(input: SplatterInput, dt: number): void {
    this.events = 0;
    if (this.phase !== 'playing') return;
    this.elapsed += dt;
    this.sinceSplat += dt;
    if (this.sinceSplat > COMBO_WINDOW_SECONDS) this.combo = 0;
    this.moveCritters(dt);
    if (input.isTap) this.tap(input.x, input.y);
    this.keepCrowd(dt);
    this.timeLeft = Math.max(0, this.timeLeft - dt);
    if (this.phase === 'playing' && this.timeLeft <= 0) {
      this.phase = 'timeUp';
      this.events |= SPLATTER_EVENTS.timeUp;
    }
  }

  private walking(): number {
    let count = 0;
    for (let i = 0; i < MAX_CRITTERS; i++) if (this.state[i] === 1) count += 1;
    return count;
  }

  private keepCrowd(dt: number): void {
    this.respawnTimer = Math.max(0, this.respawnTimer - dt);
    if (this.respawnTimer > 0 || this.walking() >= this.crowdSize) return;
    const roll = this.rng();
    const kind =
      roll < BONUS_CHANCE
        ? CRITTER_KIND.bonus
        : roll < BONUS_CHANCE + this.options.friendShare * 0.4
          ? CRITTER_KIND.friend
          : CRITTER_KIND.target;
    this.spawn(kind);
    this.respawnTimer = RESPAWN_SECONDS;
  }

  private spawn(kind: number): void {
    const slot = this.state.indexOf(0);
    if (slot < 0) return;
    const rng = this.rng;
    const fromLeft = rng() < 0.5;
    this.state[slot] = 1;
    this.kind[slot] = kind;
    this.timer[slot] = kind === CRITTER_KIND.target ? 99 : 4 + rng() * 2;
    this.x[slot] = fromLeft ? -20 : FIELD_WIDTH + 20;
    this.y[slot] = FIELD_TOP + 40 + rng() * (FIELD_HEIGHT - FIELD_TOP - 100);
    this.aim(slot, fromLeft ? 1 : -1);
    this.events |= SPLATTER_EVENTS.spawn;
  }

  /** A new heading: mostly sideways in `side` direction, with some up or down. */
  private aim(i: number, side: number): void {
    const speed = this.options.targetSpeed * FIELD_HEIGHT * (0.8 + this.rng() * 0.4);
    const angle = (this.rng() - 0.5) * 1.4;
    this.vx[i] = Math.cos(angle) * speed * side;
    this.vy[i] = Math.sin(angle) * speed;
  }

  private moveCritters(dt: number): void {
    const scale = this.speedScale;
    for (let i = 0; i < MAX_CRITTERS; i++) {
      const state = this.state[i];
      if (state === 0) continue;
      const timer = (this.timer[i] ?? 0) - dt;
      this.timer[i] = timer;
      if (state === 2) {
        if (timer <= 0) this.state[i] = 0;
        continue;
      }
      // Friends and bonuses wander off after a while; targets stay until splatted.
      if (timer <= 0 && this.kind[i] !== CRITTER_KIND.target) {
        this.state[i] = 0;
        continue;
      }
      let x = (this.x[i] ?? 0) + (this.vx[i] ?? 0) * scale * dt;
      let y = (this.y[i] ?? 0) + (this.vy[i] ?? 0) * scale * dt;
      const isInside = x > FIELD_MARGIN && x < FIELD_WIDTH - FIELD_MARGIN;
      if (isInside || this.kind[i] === CRITTER_KIND.target) {
        if (x < FIELD_MARGIN && (this.vx[i] ?? 0) < 0) this.aim(i, 1);
        else if (x > FIELD_WIDTH - FIELD_MARGIN && (this.vx[i] ?? 0) > 0) this.aim(i, -1);
      }
      if (y < FIELD_TOP + FIELD_MARGIN || y > FIELD_HEIGHT - FIELD_MARGIN) {
        this.vy[i] = -(this.vy[i] ?? 0);
        y = Math.min(FIELD_HEIGHT - FIELD_MARGIN, Math.max(FIELD_TOP + FIELD_MARGIN, y));
      }
      if (this.rng() < dt * 0.5) this.aim(i, (this.vx[i] ?? 1) >= 0 ? 1 : -1);
      if (x < -60 || x > FIELD_WIDTH + 60) {
        this.state[i] = 0;
        continue;
      }
      x = Math.min(FIELD_WIDTH + 40, Math.max(-40, x));
      this.x[i] = x;
      this.y[i] = y;
    }
  }

  private tap(x: number, y: number): void {
    this.lastTapX = x;
    this.lastTapY = y;
    this.lastPoints = 0;
    let best = -1;
    let bestDistance = HIT_RADIUS * HIT_RADIUS;
    for (let i = 0; i < MAX_CRITTERS; i++) {
      if (this.state[i] !== 1) continue;
      const dx = (this.x[i] ?? 0) - x;
      const dy = (this.y[i] ?? 0) - y;
      const distance = dx * dx + dy * dy;
      if (distance < bestDistance) {
        bestDistance = distance;
        best = i;
      }
    }
    if (best < 0) {
      this.combo = 0;
      this.timeLeft = Math.max(0, this.timeLeft - this.options.missPenaltySeconds);
      this.events |= SPLATTER_EVENTS.miss;
      return;
    }
    this.state[best] = 2;
    this.timer[best] = SQUASH_SECONDS;
    this.addSplat(best);
    const kind = this.kind[best];
    if (kind === CRITTER_KIND.friend) {
      this.combo = 0;
      this.lives -= 1;
      this.events |= SPLATTER_EVENTS.friendHit;
      if (this.lives <= 0) {
        this.lives = 0;
        this.phase = 'lost';
        this.events |= SPLATTER_EVENTS.lost;
      }
      return;
    }
    this.combo = this.sinceSplat <= COMBO_WINDOW_SECONDS ? this.combo + 1 : 1;
    this.bestCombo = Math.max(this.bestCombo, this.combo);
    this.sinceSplat = 0;
    const comboPoints = COMBO_STEP_SCORE * Math.min(COMBO_CAP, this.combo - 1);
    if (kind === CRITTER_KIND.bonus) {
      this.lastPoints = BONUS_SCORE + comboPoints;
      this.timeLeft += BONUS_SECONDS;
      this.events |= SPLATTER_EVENTS.bonus;
    } else {
      this.lastPoints = TARGET_SCORE + comboPoints;
      this.events |= SPLATTER_EVENTS.splat;
    }
    this.score += this.lastPoints;
  }

  private addSplat(i: number): void {
    const slot = this.splatCount % MAX_SPLATS;
    this.splatX[slot] = this.x[i] ?? 0;
    this.splatY[slot] = this.y[i] ?? 0;
    this.splatKind[slot] = this.kind[i] ?? 0;
    this.splatCount += 1;
  }
}
