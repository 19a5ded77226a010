import type { ControlsState } from '../../kit/controls.js';
import { clamp } from '../../kit/math.js';
import { createRng, mixSeed } from '../../levels/rng.js';
import {
  ACCELERATION_SECONDS,
  BOOST_FACTOR,
  BOOST_SECONDS,
  BRAKE_DECELERATION,
  CAR_HIT_WIDTH,
  CAR_LENGTH,
  CENTRIFUGAL_SPEED,
  COAST_DECELERATION,
  CRASH_SPEED_FACTOR,
  DISTANCE_SCORE,
  INVULNERABLE_SECONDS,
  LANE_WIDTH,
  OBSTACLE_HIT_WIDTH,
  OFF_ROAD_MARGIN,
  OFF_ROAD_SPEED,
  OVERTAKE_SCORE,
  PICKUP_REACH,
  PICKUP_SCORE,
  RACE_EVENTS,
  STEER_SPEED,
  timeBonusFor,
} from './racingRules.js';
import { curveAt, laneCenter, MAX_CURVE, type RacingTrack } from './racingTrack.js';

/** The controls the racer reads. */
export type RacingInput = Pick<
  ControlsState,
  'left' | 'right' | 'up' | 'down' | 'jump' | 'action' | 'moveX'
>;

export interface RacingOptions {
  lives: number;
  timeLimitSeconds: number;
  topSpeed: number;
  seed: number;
}

export type RacePhase = 'racing' | 'won' | 'lost';

/** Seconds a rival takes to move over one lane. */
const LANE_CHANGE_SPEED = 2.2;
/** A rival that sees an obstacle this close ahead in its lane moves over. */
const RIVAL_LOOKAHEAD = 45;

/**
 * The race, Phaser-free, at a fixed step: the player's car (distance `z` along the track,
 * sideways `x` from the road's centre), rivals, obstacles, pickups, lives and the clock.
 * Allocates nothing per step.
 */
export class RacingSimulation {
  z = 0;
  x = 0;
  speed = 0;
  /** -1..1 how hard the player steers (for drawing). */
  steer = 0;
  lives: number;
  timeLeft: number;
  elapsed = 0;
  bonusPoints = 0;
  timeBonus = 0;
  boost = 0;
  invulnerable = 0;
  overtakes = 0;
  pickups = 0;
  /** Sideways turn the road has taken so far (background parallax). */
  turn = 0;
  phase: RacePhase = 'racing';
  /** RACE_EVENTS flags of the last step. */
  events = 0;
  readonly rivalZ: Float64Array;
  readonly rivalX: Float64Array;
  readonly rivalTargetLane: Uint8Array;
  readonly obstacleHit: Uint8Array;
  readonly pickupTaken: Uint8Array;
  private readonly rivalAhead: Uint8Array;
  /** Whether passing this rival has paid already: each rival scores once per round. */
  private readonly rivalPaid: Uint8Array;
  private readonly rng: () => number;

  constructor(
    readonly track: RacingTrack,
    readonly options: RacingOptions,
  ) {
    this.lives = options.lives;
    this.timeLeft = options.timeLimitSeconds;
    const rivals = track.rivalStartZ.length;
    this.rivalZ = Float64Array.from(track.rivalStartZ);
    this.rivalTargetLane = Uint8Array.from(track.rivalLane);
    this.rivalX = new Float64Array(rivals);
    for (let i = 0; i < rivals; i++) this.rivalX[i] = laneCenter(track, track.rivalLane[i] ?? 0);
    this.rivalAhead = new Uint8Array(rivals).fill(1);
    this.rivalPaid = new Uint8Array(rivals);
    this.obstacleHit = new Uint8Array(track.obstacleZ.length);
    this.pickupTaken = new Uint8Array(track.pickupZ.length);
    this.x = laneCenter(track, Math.floor(track.laneCount / 2));
    this.rng = createRng(mixSeed(options.seed, 0x7a11));
  }

  get isOver(): boolean {
    return this.phase !== 'racing';
  }

  get score(): number {
    return Math.floor(Math.min(this.z, this.track.length) * DISTANCE_SCORE) + this.bonusPoints;
  }

  /** 0..1 share of the track driven. */
  get progress(): number {
    return clamp(this.z / this.track.length, 0, 1);
  }

  get isOffRoad(): boolean {
    return Math.abs(this.x) > this.track.roadHalfWidth;
  }

  step(input: RacingInput, dt: number): void {
    this.events = 0;
    if (this.isOver) return;
    this.elapsed += dt;
    this.timeLeft = Math.max(0, this.timeLeft - dt);
    this.boost = Math.max(0, this.boost - dt);
    this.invulnerable = Math.max(0, this.invulnerable - dt);
    this.drive(input, dt);
    this.moveRivals(dt);
    this.collide();
    if (this.z >= this.track.length) {
      this.phase = 'won';
      this.timeBonus = timeBonusFor(this.timeLeft);
      this.bonusPoints += this.timeBonus;
      this.events |= RACE_EVENTS.finished;
    } else if (this.timeLeft <= 0 || this.lives <= 0) {
      this.phase = 'lost';
      this.events |= RACE_EVENTS.lost;
    }
  }

  private drive(input: RacingInput, dt: number): void {
    const top = this.options.topSpeed;
    const isGas = input.jump || input.up;
    const isBrake = input.action || input.down;
    const limit = top * (this.boost > 0 ? BOOST_FACTOR : 1) * (this.isOffRoad ? OFF_ROAD_SPEED : 1);
    if (isBrake) this.speed -= BRAKE_DECELERATION * dt;
    else if (isGas || this.boost > 0) this.speed += (top / ACCELERATION_SECONDS) * dt;
    else this.speed -= COAST_DECELERATION * dt;
    if (this.speed > limit) this.speed = Math.max(limit, this.speed - 3 * BRAKE_DECELERATION * dt);
    this.speed = clamp(this.speed, 0, top * BOOST_FACTOR);

    const steer =
      input.moveX !== 0 ? clamp(input.moveX, -1, 1) : (input.right ? 1 : 0) - (input.left ? 1 : 0);
    this.steer += (steer - this.steer) * Math.min(1, dt * 12);
    const ratio = this.speed / top;
    const grip = clamp(ratio * 3, 0, 1);
    const bend = curveAt(this.track, this.z) / MAX_CURVE;
    this.x += (this.steer * STEER_SPEED * grip - bend * CENTRIFUGAL_SPEED * ratio * ratio) * dt;
    const edge = this.track.roadHalfWidth + OFF_ROAD_MARGIN;
    this.x = clamp(this.x, -edge, edge);
    this.z += this.speed * dt;
    this.turn += bend * this.speed * dt;
  }

  private moveRivals(dt: number): void {
    const track = this.track;
    for (let i = 0; i < this.rivalZ.length; i++) {
      const z = (this.rivalZ[i] ?? 0) + (track.rivalSpeed[i] ?? 0) * dt;
      this.rivalZ[i] = z;
      const lane = this.rivalTargetLane[i] ?? 0;
      const targetX = laneCenter(track, lane);
      const x = this.rivalX[i] ?? 0;
      const stepX = LANE_WIDTH * LANE_CHANGE_SPEED * dt;
      this.rivalX[i] =
        Math.abs(targetX - x) <= stepX ? targetX : x + Math.sign(targetX - x) * stepX;
      if (targetX === x && this.isObstacleAhead(z, targetX)) {
        const left = lane > 0 && !this.isObstacleAhead(z, laneCenter(track, lane - 1));
        const right =
          lane < track.laneCount - 1 && !this.isObstacleAhead(z, laneCenter(track, lane + 1));
        if (left && (!right || this.rng() < 0.5)) this.rivalTargetLane[i] = lane - 1;
        else if (right) this.rivalTargetLane[i] = lane + 1;
      }
    }
  }

  private isObstacleAhead(z: number, x: number): boolean {
    const track = this.track;
    for (let o = 0; o < track.obstacleZ.length; o++) {
      const dz = (track.obstacleZ[o] ?? 0) - z;
      if (
        dz > 0 &&
        dz < RIVAL_LOOKAHEAD &&
        Math.abs((track.obstacleX[o] ?? 0) - x) < LANE_WIDTH / 2
      )
        return true;
    }
    return false;
  }

  private crash(): void {
    this.events |= RACE_EVENTS.crash;
    this.lives -= 1;
    this.invulnerable = INVULNERABLE_SECONDS;
    this.boost = 0;
    this.speed *= CRASH_SPEED_FACTOR;
  }

  private collide(): void {
    const track = this.track;
    for (let i = 0; i < this.rivalZ.length; i++) {
      const dz = (this.rivalZ[i] ?? 0) - this.z;
      const wasAhead = this.rivalAhead[i] === 1;
      if (Math.abs(dz) < CAR_LENGTH && Math.abs((this.rivalX[i] ?? 0) - this.x) < CAR_HIT_WIDTH) {
        if (this.invulnerable <= 0) this.crash();
        // Nobody drives through anybody: the car behind drops back.
        if (dz > 0) this.z = (this.rivalZ[i] ?? 0) - CAR_LENGTH;
        else this.rivalZ[i] = this.z - CAR_LENGTH;
        this.speed = Math.min(this.speed, (track.rivalSpeed[i] ?? 0) * 0.8);
        continue;
      }
      if (wasAhead && dz < -CAR_LENGTH) {
        this.rivalAhead[i] = 0;
        this.overtakes += 1;
        if (this.rivalPaid[i] === 0) this.bonusPoints += OVERTAKE_SCORE;
        this.rivalPaid[i] = 1;
        this.events |= RACE_EVENTS.overtake;
      } else if (!wasAhead && dz > 0) {
        this.rivalAhead[i] = 1;
      }
    }
    for (let o = 0; o < track.obstacleZ.length; o++) {
      if (this.obstacleHit[o] === 1) continue;
      const dz = (track.obstacleZ[o] ?? 0) - this.z;
      if (
        dz > -1.5 &&
        dz < 1.5 &&
        Math.abs((track.obstacleX[o] ?? 0) - this.x) < OBSTACLE_HIT_WIDTH
      ) {
        this.obstacleHit[o] = 1;
        if (this.invulnerable <= 0) this.crash();
      }
    }
    for (let p = 0; p < track.pickupZ.length; p++) {
      if (this.pickupTaken[p] === 1) continue;
      const dz = (track.pickupZ[p] ?? 0) - this.z;
      if (dz > -2 && dz < 2 && Math.abs((track.pickupX[p] ?? 0) - this.x) < PICKUP_REACH) {
        this.pickupTaken[p] = 1;
        this.pickups += 1;
        this.bonusPoints += PICKUP_SCORE;
        this.boost = BOOST_SECONDS;
        this.events |= RACE_EVENTS.pickup;
      }
    }
  }
}
