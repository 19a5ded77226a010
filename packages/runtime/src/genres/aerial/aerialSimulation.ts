import type { ControlsState } from '../../kit/controls.js';
import { clamp } from '../../kit/math.js';
import { speedAt, type AerialCourse } from './aerialCourse.js';
import {
  CLIMB_ACCELERATION,
  CLOUD_RADIUS_X,
  CLOUD_RADIUS_Y,
  COLUMN_HALF_WIDTH,
  DISTANCE_SCORE,
  FIELD_HEIGHT,
  finishBonusFor,
  FLIGHT_EVENTS,
  FLYER_DRIFT,
  FLYER_RADIUS,
  FLYER_WAKE_METERS,
  FLYER_WEAVE_SPEED,
  FUEL_MAX,
  GRAVITY,
  GROUND_BOUNCE_SPEED,
  INVULNERABLE_SECONDS,
  MAX_FALL_SPEED,
  MAX_RISE_SPEED,
  OBSTACLE_KINDS,
  PICKUP_FUEL,
  PICKUP_KINDS,
  PICKUP_REACH,
  PICKUP_SCORE,
  RING_FUEL,
  RING_REACH_X,
  RING_REACH_Y,
  RING_SCORE,
  START_ALTITUDE,
  VEHICLE_HALF_HEIGHT,
  VEHICLE_HALF_WIDTH,
} from './aerialRules.js';

/** The controls the flight reads: any of them held means climb. */
export type AerialInput = Pick<ControlsState, 'up' | 'jump' | 'action' | 'pointer'>;

export interface AerialOptions {
  lives: number;
  fuelSeconds: number;
}

/** ready: hovering until the first press; then flying until won or lost. */
export type FlightPhase = 'ready' | 'flying' | 'won' | 'lost';
export type LossReason = 'crash' | 'fuel' | null;

/** Things behind the vehicle are dropped from the checks after this many metres. */
const BEHIND = 30;
/** Flyers keep flying this far behind the vehicle (they are still on a wide screen). */
const FLYER_BEHIND = 90;
/** Flyers further ahead than this are not moved yet. */
const FLYER_AHEAD = FLYER_WAKE_METERS + 80;

/** True when any climb control is held. */
export function isClimbHeld(input: AerialInput): boolean {
  return input.pointer.isDown || input.jump || input.up || input.action;
}

/**
 * The flight, Phaser-free, at a fixed step: the vehicle (distance `x`, altitude `y`), fuel,
 * lives, the course's obstacles, flyers and pickups. Allocates nothing per step.
 */
export class AerialSimulation {
  x = 0;
  y = START_ALTITUDE;
  vy = 0;
  speed = 0;
  fuel = FUEL_MAX;
  lives: number;
  elapsed = 0;
  invulnerable = 0;
  isClimbing = false;
  bonusPoints = 0;
  finishBonus = 0;
  pickups = 0;
  rings = 0;
  crashes = 0;
  phase: FlightPhase = 'ready';
  lossReason: LossReason = null;
  /** FLIGHT_EVENTS flags of the last step. */
  events = 0;
  readonly flyerCurrentX: Float64Array;
  readonly flyerCurrentY: Float64Array;
  readonly flyerHit: Uint8Array;
  readonly pickupTaken: Uint8Array;
  /** First obstacle / flyer / pickup not yet left behind (all sorted by x). */
  obstacleCursor = 0;
  flyerCursor = 0;
  pickupCursor = 0;
  private readonly fuelDrain: number;

  constructor(
    readonly course: AerialCourse,
    readonly options: AerialOptions,
  ) {
    this.lives = options.lives;
    this.fuelDrain = FUEL_MAX / options.fuelSeconds;
    this.flyerCurrentX = Float64Array.from(course.flyerX);
    this.flyerCurrentY = new Float64Array(course.flyerX.length);
    for (let i = 0; i < this.flyerCurrentY.length; i++)
      this.flyerCurrentY[i] = course.flyerBaseY[i] ?? 0;
    this.flyerHit = new Uint8Array(course.flyerX.length);
    this.pickupTaken = new Uint8Array(course.pickupX.length);
  }

  get isOver(): boolean {
    return this.phase === 'won' || this.phase === 'lost';
  }

  get score(): number {
    return Math.floor(Math.min(this.x, this.course.length) * DISTANCE_SCORE) + this.bonusPoints;
  }

  /** 0..1 share of the way flown. */
  get progress(): number {
    return clamp(this.x / this.course.length, 0, 1);
  }

  step(input: AerialInput, dt: number): void {
    this.events = 0;
    if (this.isOver) return;
    const isHeld = isClimbHeld(input);
    if (this.phase === 'ready') {
      if (!isHeld) {
        this.elapsed += dt;
        return;
      }
      this.phase = 'flying';
      this.events |= FLIGHT_EVENTS.started;
    }
    this.elapsed += dt;
    this.invulnerable = Math.max(0, this.invulnerable - dt);
    this.fuel = Math.max(0, this.fuel - this.fuelDrain * dt);
    this.fly(isHeld, dt);
    this.moveFlyers();
    this.collide();
    if (this.x >= this.course.length && this.lives > 0) {
      this.phase = 'won';
      this.finishBonus = finishBonusFor(this.fuel, this.lives);
      this.bonusPoints += this.finishBonus;
      this.events |= FLIGHT_EVENTS.won;
    } else if (this.lives <= 0 || this.fuel <= 0) {
      this.phase = 'lost';
      this.lossReason = this.lives <= 0 ? 'crash' : 'fuel';
      this.events |= FLIGHT_EVENTS.lost;
    }
  }

  private fly(isHeld: boolean, dt: number): void {
    this.isClimbing = isHeld;
    this.vy += (isHeld ? CLIMB_ACCELERATION : -GRAVITY) * dt;
    this.vy = clamp(this.vy, -MAX_FALL_SPEED, MAX_RISE_SPEED);
    this.y += this.vy * dt;
    this.speed = speedAt(this.course, this.x);
    this.x += this.speed * dt;
    if (this.y + VEHICLE_HALF_HEIGHT > FIELD_HEIGHT) {
      this.y = FIELD_HEIGHT - VEHICLE_HALF_HEIGHT;
      if (this.vy > 0) this.vy = 0;
    }
    if (this.y - VEHICLE_HALF_HEIGHT < 0) {
      this.y = VEHICLE_HALF_HEIGHT;
      this.vy = GROUND_BOUNCE_SPEED;
      this.crash();
    }
  }

  private moveFlyers(): void {
    const course = this.course;
    while (
      this.flyerCursor < course.flyerX.length &&
      (this.flyerCurrentX[this.flyerCursor] ?? 0) < this.x - FLYER_BEHIND
    )
      this.flyerCursor += 1;
    for (let i = this.flyerCursor; i < course.flyerX.length; i++) {
      const homeX = course.flyerX[i] ?? 0;
      if (homeX > this.x + FLYER_AHEAD) break;
      const wakeX = homeX - FLYER_WAKE_METERS;
      this.flyerCurrentX[i] = homeX - FLYER_DRIFT * Math.max(0, this.x - wakeX);
      this.flyerCurrentY[i] =
        (course.flyerBaseY[i] ?? 0) +
        (course.flyerAmplitude[i] ?? 0) *
          Math.sin((course.flyerPhase[i] ?? 0) + this.elapsed * FLYER_WEAVE_SPEED);
    }
  }

  private crash(): void {
    if (this.invulnerable > 0) return;
    this.lives -= 1;
    this.crashes += 1;
    this.invulnerable = INVULNERABLE_SECONDS;
    this.events |= FLIGHT_EVENTS.crash;
  }

  private collide(): void {
    const course = this.course;
    const x = this.x;
    const y = this.y;
    while (
      this.obstacleCursor < course.obstacleX.length &&
      (course.obstacleX[this.obstacleCursor] ?? 0) < x - BEHIND
    )
      this.obstacleCursor += 1;
    for (let o = this.obstacleCursor; o < course.obstacleX.length; o++) {
      const dx = (course.obstacleX[o] ?? 0) - x;
      if (dx > BEHIND) break;
      if (this.invulnerable > 0) break;
      const low = course.obstacleLow[o] ?? 0;
      const high = course.obstacleHigh[o] ?? 0;
      if (course.obstacleKind[o] === OBSTACLE_KINDS.cloud) {
        const nx = dx / (CLOUD_RADIUS_X + VEHICLE_HALF_WIDTH);
        const ny = ((low + high) / 2 - y) / (CLOUD_RADIUS_Y + VEHICLE_HALF_HEIGHT);
        if (nx * nx + ny * ny < 1) this.crash();
      } else if (
        Math.abs(dx) < COLUMN_HALF_WIDTH + VEHICLE_HALF_WIDTH &&
        y + VEHICLE_HALF_HEIGHT > low &&
        y - VEHICLE_HALF_HEIGHT < high
      ) {
        this.crash();
      }
    }
    const reach = FLYER_RADIUS * 0.85;
    for (let i = this.flyerCursor; i < course.flyerX.length; i++) {
      const dx = (this.flyerCurrentX[i] ?? 0) - x;
      if (dx > BEHIND) break;
      if (this.flyerHit[i] === 1) continue;
      const dy = (this.flyerCurrentY[i] ?? 0) - y;
      if (
        Math.abs(dx) < VEHICLE_HALF_WIDTH + reach &&
        Math.abs(dy) < VEHICLE_HALF_HEIGHT + reach &&
        this.invulnerable <= 0
      ) {
        this.flyerHit[i] = 1;
        this.crash();
      }
    }
    while (
      this.pickupCursor < course.pickupX.length &&
      (course.pickupX[this.pickupCursor] ?? 0) < x - BEHIND
    )
      this.pickupCursor += 1;
    for (let p = this.pickupCursor; p < course.pickupX.length; p++) {
      const dx = (course.pickupX[p] ?? 0) - x;
      if (dx > BEHIND) break;
      if (this.pickupTaken[p] === 1) continue;
      const dy = (course.pickupY[p] ?? 0) - y;
      if (course.pickupKind[p] === PICKUP_KINDS.ring) {
        if (Math.abs(dx) < RING_REACH_X && Math.abs(dy) < RING_REACH_Y) {
          this.pickupTaken[p] = 1;
          this.rings += 1;
          this.bonusPoints += RING_SCORE;
          this.fuel = Math.min(FUEL_MAX, this.fuel + RING_FUEL);
          this.events |= FLIGHT_EVENTS.ring;
        }
      } else if (dx * dx + dy * dy < PICKUP_REACH * PICKUP_REACH) {
        this.pickupTaken[p] = 1;
        this.pickups += 1;
        this.bonusPoints += PICKUP_SCORE;
        this.fuel = Math.min(FUEL_MAX, this.fuel + PICKUP_FUEL);
        this.events |= FLIGHT_EVENTS.pickup;
      }
    }
  }
}
