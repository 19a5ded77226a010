import { clamp } from '../../kit/math.js';
import { createRng } from '../../levels/rng.js';

export const SLAPPER_STEP_SECONDS = 1 / 60;
/** Seconds a slap takes to swing and land; the meter waits meanwhile. */
export const SLAP_SECONDS = 0.5;
/** The "good" zone is this many times wider than the perfect zone. */
const GOOD_ZONE_FACTOR = 3;
const PERFECT_MULTIPLIER = 1.5;
/** How much faster the meter sweeps when the target is nearly down. */
const SPEED_RAMP = 1.2;
/** Perfect zone shrinks to this share of its width as the target weakens. */
const ZONE_SHRINK = 0.55;

export const SLAP_SCORE = { perDamage: 2, perfect: 50, koPerSecondLeft: 5 } as const;

export const SLAP_EVENTS = {
  slap: 1,
  perfect: 2,
  whiff: 4,
  ko: 8,
  lost: 16,
  swapped: 32,
} as const;

export interface SlapperInput {
  /** Slap (A, tap). */
  jump: boolean;
  /** Switch weapon (B). */
  action: boolean;
}

export interface SlapperWeaponStats {
  power: number;
  sweetSpot: number;
}

export interface SlapperSettings {
  seed: number;
  weapons: readonly SlapperWeaponStats[];
  targetHealth: number;
  meterSpeed: number;
  whiffs: number;
  timeLimitSeconds: number;
}

export type SlapperPhase = 'playing' | 'won' | 'lost';

/**
 * The slap contest: a needle sweeps the power meter; slap when it crosses the zone. A perfect
 * slap hits hardest, a slap outside the good zone whiffs and costs a heart. The meter speeds up
 * and the zone narrows as the target weakens. No Phaser, no allocation per step.
 *
 * @example
 * const sim = new SlapperSimulation(settings);
 * sim.step({ jump: true, action: false }, SLAPPER_STEP_SECONDS);
 */
export class SlapperSimulation {
  /** 0..1 position of the needle on the meter. */
  needle = 0;
  private needleDirection = 1;
  /** Centre of the perfect zone, 0..1. */
  zoneCenter = 0.5;
  health: number;
  hearts: number;
  timeLeft: number;
  score = 0;
  weaponIndex = 0;
  /** Seconds left of the current swing; 0 when ready. */
  swing = 0;
  /** Damage and quality (0..1) of the last slap, for the view. */
  lastDamage = 0;
  lastQuality = 0;
  perfectStreak = 0;
  phase: SlapperPhase = 'playing';
  events = 0;
  elapsed = 0;
  private wasSlapHeld = false;
  private wasSwapHeld = false;
  private readonly rng: () => number;

  constructor(readonly settings: SlapperSettings) {
    this.health = settings.targetHealth;
    this.hearts = settings.whiffs;
    this.timeLeft = settings.timeLimitSeconds;
    this.rng = createRng(settings.seed);
    this.zoneCenter = this.nextZoneCenter();
  }

  get isOver(): boolean {
    return this.phase !== 'playing';
  }

  get weapon(): SlapperWeaponStats {
    const weapon = this.settings.weapons[this.weaponIndex] ?? this.settings.weapons[0];
    if (!weapon) throw new Error('A slapper needs at least one weapon');
    return weapon;
  }

  /** 0 at full health, 1 when the target is nearly down. */
  get progress(): number {
    return 1 - this.health / this.settings.targetHealth;
  }

  /** Half width of the perfect zone right now. */
  get perfectHalfWidth(): number {
    return (this.weapon.sweetSpot / 2) * (1 - (1 - ZONE_SHRINK) * this.progress);
  }

  get goodHalfWidth(): number {
    return this.perfectHalfWidth * GOOD_ZONE_FACTOR;
  }

  step(input: SlapperInput, dt: number): void {
    this.events = 0;
    if (this.isOver) return;
    this.elapsed += dt;
    this.timeLeft = Math.max(0, this.timeLeft - dt);
    const isSlapPressed = input.jump && !this.wasSlapHeld;
    const isSwapPressed = input.action && !this.wasSwapHeld;
    this.wasSlapHeld = input.jump;
    this.wasSwapHeld = input.action;
    if (isSwapPressed && this.settings.weapons.length > 1) {
      this.weaponIndex = (this.weaponIndex + 1) % this.settings.weapons.length;
      this.events |= SLAP_EVENTS.swapped;
    }
    if (this.swing > 0) {
      this.swing = Math.max(0, this.swing - dt);
    } else {
      this.moveNeedle(dt);
      if (isSlapPressed) this.slap();
    }
    if (this.phase === 'playing' && this.timeLeft <= 0) this.lose();
  }

  private moveNeedle(dt: number): void {
    const speed = this.settings.meterSpeed * (1 + SPEED_RAMP * this.progress);
    let needle = this.needle + this.needleDirection * speed * 2 * dt;
    if (needle >= 1) {
      needle = 2 - needle;
      this.needleDirection = -1;
    } else if (needle <= 0) {
      needle = -needle;
      this.needleDirection = 1;
    }
    this.needle = clamp(needle, 0, 1);
  }

  private nextZoneCenter(): number {
    return 0.25 + this.rng() * 0.5;
  }

  private slap(): void {
    const distance = Math.abs(this.needle - this.zoneCenter);
    const isPerfect = distance <= this.perfectHalfWidth;
    const quality = isPerfect ? 1 : clamp(1 - distance / this.goodHalfWidth, 0, 1);
    this.swing = SLAP_SECONDS;
    this.events |= SLAP_EVENTS.slap;
    this.lastQuality = quality;
    if (quality <= 0) {
      this.lastDamage = 0;
      this.perfectStreak = 0;
      this.hearts -= 1;
      this.events |= SLAP_EVENTS.whiff;
      if (this.hearts <= 0) this.lose();
      return;
    }
    const damage = Math.max(
      1,
      Math.round(this.weapon.power * (isPerfect ? PERFECT_MULTIPLIER : 0.3 + 0.7 * quality)),
    );
    this.lastDamage = damage;
    this.health = Math.max(0, this.health - damage);
    this.score += damage * SLAP_SCORE.perDamage;
    if (isPerfect) {
      this.perfectStreak += 1;
      this.score += SLAP_SCORE.perfect * this.perfectStreak;
      this.events |= SLAP_EVENTS.perfect;
    } else {
      this.perfectStreak = 0;
    }
    this.zoneCenter = this.nextZoneCenter();
    if (this.health <= 0) {
      this.score += Math.round(this.timeLeft) * SLAP_SCORE.koPerSecondLeft;
      this.phase = 'won';
      this.events |= SLAP_EVENTS.ko;
    }
  }

  private lose(): void {
    this.phase = 'lost';
    this.events |= SLAP_EVENTS.lost;
  }
}
