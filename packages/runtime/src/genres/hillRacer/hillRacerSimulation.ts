import type { ControlsState } from '../../kit/controls.js';
import { clamp } from '../../kit/math.js';
import {
  AIR_DRAG,
  AIR_TILT,
  AIR_TILT_MAX_SPIN,
  BIG_AIR_POINTS,
  BIG_AIR_SECONDS,
  BODY_DAMPING,
  BODY_FRICTION,
  BODY_STIFFNESS,
  BRAKE_FORCE,
  BUMP_STOP_DAMPING,
  BUMP_STOP_STIFFNESS,
  CHECKPOINT_POINTS,
  COIN_POINTS,
  CRASH_SECONDS,
  ENGINE_FORCE,
  FINISH_POINTS,
  FLIP_POINTS,
  GRAVITY,
  HILL_EVENTS,
  IDLE_FUEL_SHARE,
  OUT_OF_FUEL_SECONDS,
  PICKUP_REACH,
  ROLLING_DRAG,
  SPIN_DAMPING,
  STALLED_SPEED,
  STUCK_SECONDS,
  SUBSTEPS,
  SUSPENSION_DAMPING,
  SUSPENSION_STIFFNESS,
  SUSPENSION_TRAVEL,
  TOP_SPEED,
  TYRE_GRIP,
} from './hillRacerRules.js';
import { heightAt, slopeAt, type HillTrack } from './hillRacerTrack.js';
import type { VehicleShape } from './hillRacerVehicle.js';

/** The controls the hill racer reads. */
export type HillRacerInput = Pick<
  ControlsState,
  'left' | 'right' | 'up' | 'down' | 'jump' | 'action'
>;

export interface HillRacerOptions {
  /** Seconds a full tank lasts with the gas held. */
  fuelSeconds: number;
}

export type HillPhase = 'driving' | 'won' | 'lost';
export type HillLoss = 'crashed' | 'fuel' | null;

/** Air time shorter than this is a bump, not a jump. */
const JUMP_SECONDS = 0.3;
/** Rotation short of a full turn that still counts as a flip. */
const FLIP_SLACK = 0.6;
/** Coins and cans further than this from the body along x are not checked. */
const PICKUP_WINDOW = 4;

/**
 * The hill climb, Phaser-free, at a fixed step: a rigid body (centre of mass x, y in metres,
 * y up; angle counter-clockwise) on two sprung wheels and a few stiff body points against the
 * seeded heightfield; gas and brake push the wheels along the ground within their grip, tilt
 * turns the body in the air. Fuel, coins, cans, checkpoints, flips and the finish line.
 * Allocates nothing per step.
 */
export class HillRacerSimulation {
  x = 0;
  y = 0;
  angle = 0;
  vx = 0;
  vy = 0;
  spin = 0;
  /** 0..1 of a full tank. */
  fuel = 1;
  coins = 0;
  bonusPoints = 0;
  /** Furthest x reached, metres from the start line. */
  distance = 0;
  checkpointsPassed = 0;
  flips = 0;
  elapsed = 0;
  airTime = 0;
  phase: HillPhase = 'driving';
  loss: HillLoss = null;
  /** True from the moment the driver's head hits the ground. */
  isCrashed = false;
  /** HILL_EVENTS flags of the last step. */
  events = 0;
  /** Whether the gas was pressed in the last step (for the exhaust puffs). */
  isGas = false;
  /** Per wheel (rear, front): rotation for drawing, compression, ground contact. */
  readonly wheelTurn = new Float64Array(2);
  readonly wheelCompression = new Float64Array(2);
  readonly wheelGrounded = new Uint8Array(2);
  readonly coinTaken: Uint8Array;
  readonly fuelTaken: Uint8Array;
  private readonly wheelSpin = new Float64Array(2);
  private airRotation = 0;
  private crashTimer = 0;
  private stalledTimer = 0;
  private stuckTimer = 0;
  private firstCoin = 0;
  private firstFuel = 0;

  constructor(
    readonly track: HillTrack,
    readonly shape: VehicleShape,
    readonly options: HillRacerOptions,
  ) {
    this.coinTaken = new Uint8Array(track.coinX.length);
    this.fuelTaken = new Uint8Array(track.fuelX.length);
    this.placeAtStart();
  }

  /** Rests the vehicle on the ground at the start line. */
  private placeAtStart(): void {
    const shape = this.shape;
    const lowest = Math.min(shape.axleY[0] ?? 0, shape.axleY[1] ?? 0) - shape.wheelRadius;
    this.x = 0;
    this.y = heightAt(this.track, 0) - lowest - 0.05;
  }

  get isOver(): boolean {
    return this.phase !== 'driving';
  }

  get score(): number {
    return Math.floor(this.distance) + this.coins * COIN_POINTS + this.bonusPoints;
  }

  /** 0..1 share of the track driven. */
  get progress(): number {
    return clamp(this.distance / this.track.length, 0, 1);
  }

  get speed(): number {
    return Math.hypot(this.vx, this.vy);
  }

  get isAirborne(): boolean {
    return this.wheelGrounded[0] === 0 && this.wheelGrounded[1] === 0;
  }

  /** World x of a point given in the body's frame. */
  worldX(localX: number, localY: number): number {
    return this.x + Math.cos(this.angle) * localX - Math.sin(this.angle) * localY;
  }

  /** World y of a point given in the body's frame. */
  worldY(localX: number, localY: number): number {
    return this.y + Math.sin(this.angle) * localX + Math.cos(this.angle) * localY;
  }

  step(input: HillRacerInput, dt: number): void {
    this.events = 0;
    if (this.isOver) return;
    this.elapsed += dt;
    const isDriving = !this.isCrashed && this.fuel > 0;
    const isGas = isDriving && (input.jump || input.up || input.right);
    const isBrake = !this.isCrashed && (input.action || input.down || input.left) && !isGas;
    this.isGas = isGas;
    // Left / right tilt; without them gas leans back and brake leans forward.
    let tilt = (input.left ? 1 : 0) - (input.right ? 1 : 0);
    if (tilt === 0) tilt = (input.jump || input.up ? 1 : 0) - (input.action || input.down ? 1 : 0);
    if (this.isCrashed) tilt = 0;
    const wasAirborne = this.isAirborne;
    const h = dt / SUBSTEPS;
    for (let s = 0; s < SUBSTEPS; s++) this.substep(h, isGas, isBrake, tilt);
    this.burnFuel(dt, isGas);
    this.trackAir(dt, wasAirborne);
    this.collect();
    this.checkEnd(dt);
  }

  private substep(h: number, isGas: boolean, isBrake: boolean, tilt: number): void {
    const shape = this.shape;
    const track = this.track;
    const cos = Math.cos(this.angle);
    const sin = Math.sin(this.angle);
    let fx = -AIR_DRAG * this.vx;
    let fy = -GRAVITY - AIR_DRAG * this.vy;
    let torque = -SPIN_DAMPING * this.spin * shape.inertia;
    const r = shape.wheelRadius;
    const drive = (ENGINE_FORCE * shape.enginePower) / 2;
    for (let w = 0; w < 2; w++) {
      const lx = shape.axleX[w] ?? 0;
      const ly = shape.axleY[w] ?? 0;
      const ax = this.x + cos * lx - sin * ly;
      const ay = this.y + sin * lx + cos * ly;
      const slope = slopeAt(track, ax);
      const norm = 1 / Math.sqrt(1 + slope * slope);
      const nx = -slope * norm;
      const ny = norm;
      const distance = (ay - heightAt(track, ax)) * ny;
      const pen = r - distance;
      if (pen <= 0) {
        this.wheelGrounded[w] = 0;
        this.wheelCompression[w] = 0;
        const target = isGas ? 28 : isBrake ? 0 : (this.wheelSpin[w] ?? 0) * 0.995;
        this.wheelSpin[w] = (this.wheelSpin[w] ?? 0) + (target - (this.wheelSpin[w] ?? 0)) * 0.05;
        this.wheelTurn[w] = (this.wheelTurn[w] ?? 0) + (this.wheelSpin[w] ?? 0) * h;
        continue;
      }
      this.wheelGrounded[w] = 1;
      this.wheelCompression[w] = pen;
      // Contact point on the ground, relative to the centre of mass.
      const rx = ax - nx * distance - this.x;
      const ry = ay - ny * distance - this.y;
      const cvx = this.vx - this.spin * ry;
      const cvy = this.vy + this.spin * rx;
      const vn = cvx * nx + cvy * ny;
      let normal = SUSPENSION_STIFFNESS * pen - SUSPENSION_DAMPING * vn;
      if (pen > SUSPENSION_TRAVEL)
        normal += BUMP_STOP_STIFFNESS * (pen - SUSPENSION_TRAVEL) - BUMP_STOP_DAMPING * vn;
      if (normal <= 0) continue;
      const tx = ny;
      const ty = -nx;
      const vt = cvx * tx + cvy * ty;
      let along: number;
      if (isGas) along = drive * Math.max(0, 1 - vt / TOP_SPEED) - ROLLING_DRAG * vt;
      else if (isBrake) along = -(BRAKE_FORCE / 2) * clamp(vt * 3, -1, 1);
      else along = -ROLLING_DRAG * vt;
      const grip = TYRE_GRIP * normal;
      along = clamp(along, -grip, grip);
      const forceX = nx * normal + tx * along;
      const forceY = ny * normal + ty * along;
      fx += forceX;
      fy += forceY;
      torque += rx * forceY - ry * forceX;
      this.wheelSpin[w] = vt / r;
      this.wheelTurn[w] = (this.wheelTurn[w] ?? 0) + (vt / r) * h;
    }
    for (let p = 0; p <= shape.hullX.length; p++) {
      // The hull points, then the driver's head (a ball).
      const isHead = p === shape.hullX.length;
      const lx = isHead ? shape.headX : (shape.hullX[p] ?? 0);
      const ly = isHead ? shape.headY : (shape.hullY[p] ?? 0);
      const px = this.x + cos * lx - sin * ly;
      const py = this.y + sin * lx + cos * ly;
      const slope = slopeAt(track, px);
      const norm = 1 / Math.sqrt(1 + slope * slope);
      const nx = -slope * norm;
      const ny = norm;
      const distance = (py - heightAt(track, px)) * ny;
      const reach = isHead ? shape.headRadius : 0;
      if (distance >= reach) continue;
      if (isHead && !this.isCrashed) this.crash();
      const pen = reach - distance;
      const rx = px - nx * distance - this.x;
      const ry = py - ny * distance - this.y;
      const cvx = this.vx - this.spin * ry;
      const cvy = this.vy + this.spin * rx;
      const vn = cvx * nx + cvy * ny;
      const normal = BODY_STIFFNESS * pen - BODY_DAMPING * vn;
      if (normal <= 0) continue;
      const tx = ny;
      const ty = -nx;
      const vt = cvx * tx + cvy * ty;
      const friction = BODY_FRICTION * normal;
      const along = clamp(-vt * 30, -friction, friction);
      const forceX = nx * normal + tx * along;
      const forceY = ny * normal + ty * along;
      fx += forceX;
      fy += forceY;
      torque += rx * forceY - ry * forceX;
    }
    if (this.isAirborne && tilt !== 0) {
      const room = AIR_TILT_MAX_SPIN - tilt * this.spin;
      if (room > 0) torque += tilt * AIR_TILT * Math.min(1, room) * shape.inertia;
    }
    this.vx += fx * h;
    this.vy += fy * h;
    this.spin += (torque / shape.inertia) * h;
    this.x += this.vx * h;
    this.y += this.vy * h;
    this.angle += this.spin * h;
    if (this.isAirborne) this.airRotation += this.spin * h;
  }

  private crash(): void {
    this.isCrashed = true;
    this.events |= HILL_EVENTS.crashed;
  }

  private burnFuel(dt: number, isGas: boolean): void {
    if (this.isCrashed) return;
    const rate = (isGas ? 1 : IDLE_FUEL_SHARE) / this.options.fuelSeconds;
    this.fuel = Math.max(0, this.fuel - rate * dt);
  }

  private trackAir(dt: number, wasAirborne: boolean): void {
    if (this.isAirborne) {
      this.airTime += dt;
      return;
    }
    if (wasAirborne && this.airTime > JUMP_SECONDS && !this.isCrashed) {
      this.events |= HILL_EVENTS.landed;
      const turns = Math.floor((Math.abs(this.airRotation) + FLIP_SLACK) / (Math.PI * 2));
      if (turns > 0) {
        this.flips += turns;
        this.bonusPoints += turns * FLIP_POINTS;
        this.events |= HILL_EVENTS.flip;
      } else if (this.airTime >= BIG_AIR_SECONDS) {
        this.bonusPoints += BIG_AIR_POINTS;
        this.events |= HILL_EVENTS.bigAir;
      }
    }
    this.airTime = 0;
    this.airRotation = 0;
  }

  /** Is world point (px, py) within reach of the body's centre or the driver's head? */
  private reaches(px: number, py: number): boolean {
    const shape = this.shape;
    const reach2 = PICKUP_REACH * PICKUP_REACH;
    const dx = px - this.x;
    const dy = py - this.y;
    if (dx * dx + dy * dy < reach2 * 1.3) return true;
    const hx = px - this.worldX(shape.headX, shape.headY);
    const hy = py - this.worldY(shape.headX, shape.headY);
    if (hx * hx + hy * hy < reach2) return true;
    // Front and rear ends of the body, so a long vehicle sweeps its whole length.
    for (let w = 0; w < 2; w++) {
      const ex = px - this.worldX(shape.axleX[w] ?? 0, 0);
      const ey = py - this.worldY(shape.axleX[w] ?? 0, 0);
      if (ex * ex + ey * ey < reach2) return true;
    }
    return false;
  }

  private collect(): void {
    if (this.isCrashed) return;
    const track = this.track;
    this.distance = clamp(Math.max(this.distance, this.x), 0, track.length);
    while (
      this.firstCoin < track.coinX.length &&
      (track.coinX[this.firstCoin] ?? 0) < this.x - PICKUP_WINDOW
    )
      this.firstCoin += 1;
    for (let i = this.firstCoin; i < track.coinX.length; i++) {
      const cx = track.coinX[i] ?? 0;
      if (cx > this.x + PICKUP_WINDOW) break;
      if (this.coinTaken[i] === 1 || !this.reaches(cx, track.coinY[i] ?? 0)) continue;
      this.coinTaken[i] = 1;
      this.coins += 1;
      this.events |= HILL_EVENTS.coin;
    }
    while (
      this.firstFuel < track.fuelX.length &&
      (track.fuelX[this.firstFuel] ?? 0) < this.x - PICKUP_WINDOW
    )
      this.firstFuel += 1;
    for (let i = this.firstFuel; i < track.fuelX.length; i++) {
      const fx = track.fuelX[i] ?? 0;
      if (fx > this.x + PICKUP_WINDOW) break;
      if (this.fuelTaken[i] === 1 || !this.reaches(fx, track.fuelY[i] ?? 0)) continue;
      this.fuelTaken[i] = 1;
      this.fuel = 1;
      this.events |= HILL_EVENTS.fuel;
    }
    const next = track.checkpointX[this.checkpointsPassed];
    if (next !== undefined && this.x >= next) {
      this.checkpointsPassed += 1;
      this.fuel = 1;
      this.bonusPoints += CHECKPOINT_POINTS;
      this.events |= HILL_EVENTS.checkpoint;
    }
  }

  private checkEnd(dt: number): void {
    if (this.isCrashed) {
      this.crashTimer += dt;
      if (this.crashTimer >= CRASH_SECONDS) this.lose('crashed');
      return;
    }
    if (this.x >= this.track.length) {
      this.phase = 'won';
      this.bonusPoints += FINISH_POINTS;
      this.events |= HILL_EVENTS.finished;
      return;
    }
    const isStill = this.speed < STALLED_SPEED;
    this.stalledTimer = this.fuel <= 0 && isStill ? this.stalledTimer + dt : 0;
    if (this.stalledTimer >= OUT_OF_FUEL_SECONDS) {
      this.lose('fuel');
      return;
    }
    this.stuckTimer = this.isAirborne && isStill ? this.stuckTimer + dt : 0;
    if (this.stuckTimer >= STUCK_SECONDS) {
      this.crash();
      this.lose('crashed');
    }
  }

  private lose(reason: HillLoss): void {
    this.phase = 'lost';
    this.loss = reason;
    this.events |= HILL_EVENTS.lost;
  }
}
