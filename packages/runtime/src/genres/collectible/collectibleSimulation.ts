import type { CollectibleWorld } from '@promptplay/contracts';
import type { ControlsState } from '../../kit/controls.js';
import { approach, clamp, distanceSquared } from '../../kit/math.js';
import { createRng } from '../../levels/index.js';
import {
  BONUS_EVERY_SECONDS,
  BONUS_EXTRA_SECONDS,
  BONUS_LIFETIME_SECONDS,
  BONUS_SCORE,
  COLLECTIBLE_EVENTS,
  COMBO_STEP_SCORE,
  COMBO_WINDOW_SECONDS,
  DASH_COOLDOWN_SECONDS,
  DASH_SECONDS,
  DASH_SPEED_FACTOR,
  HAZARD_RADIUS,
  HAZARD_SPEEDUP,
  HERO_ACCELERATION,
  HERO_RADIUS,
  INVULNERABLE_SECONDS,
  ITEM_RADIUS,
  ITEM_RESPAWN_SECONDS,
  ITEM_SCORE,
  ITEMS_PER_NEW_HAZARD,
  MAGNET_COOLDOWN_SECONDS,
  MAGNET_PULL_SPEED,
  MAGNET_RADIUS,
  MAGNET_SECONDS,
  MAX_COMBO,
  PICKUP_RADIUS,
  SPAWN_CLEARANCE,
  TIME_BONUS_PER_SECOND,
  WALL_MARGIN,
} from './collectibleRules.js';

export type CollectiblePhase = 'playing' | 'won' | 'lost';

/** What the simulation reads each step: the kit's controls plus, optionally, a move target. */
export type CollectibleInput = Pick<ControlsState, 'moveX' | 'moveY' | 'jump' | 'action'>;

export interface CollectibleHero {
  x: number;
  y: number;
  vx: number;
  vy: number;
  /** -1 facing left, 1 facing right. */
  facing: number;
  dashTime: number;
  dashCooldown: number;
  magnetTime: number;
  magnetCooldown: number;
  invulnerable: number;
}

/**
 * The collectible arena without Phaser: the hero steers, items wait to be picked up, hazards
 * roam and bounce off the walls (and lean towards the hero as the round heats up). Fixed step;
 * every random choice comes from the world's seed. Arrays are allocated once.
 */
export class CollectibleSimulation {
  readonly width: number;
  readonly height: number;
  readonly targetCount: number;
  readonly hero: CollectibleHero;
  readonly itemX: Float32Array;
  readonly itemY: Float32Array;
  /** Seconds until an empty slot refills; 0 while the item lies there. */
  readonly itemRespawn: Float32Array;
  readonly hazardX: Float32Array;
  readonly hazardY: Float32Array;
  readonly hazardVx: Float32Array;
  readonly hazardVy: Float32Array;
  hazardCount: number;
  /** The place's props standing in the arena: solid circles for the hero and the hazards. */
  readonly obstacleX: Float32Array;
  readonly obstacleY: Float32Array;
  readonly obstacleRadius: Float32Array;
  bonusX = 0;
  bonusY = 0;
  /** Seconds the bonus stays; 0 when none is out. */
  bonusTime = 0;
  score = 0;
  collected = 0;
  lives: number;
  timeLeft: number;
  elapsed = 0;
  combo = 0;
  timeBonus = 0;
  phase: CollectiblePhase = 'playing';
  /** COLLECTIBLE_EVENTS bits of the last step. */
  events = 0;
  /** Where the last pickup happened (for popups). */
  lastPickupX = 0;
  lastPickupY = 0;
  lastPickupPoints = 0;
  private readonly rng: () => number;
  private readonly settings: CollectibleWorld['collectible'];
  private readonly difficulty: number;
  private sinceLastPickup = 99;
  private nextBonusIn = BONUS_EVERY_SECONDS;
  private wasDashHeld = false;
  private wasMagnetHeld = false;

  constructor(
    world: Pick<CollectibleWorld, 'collectible' | 'seed' | 'difficulty'> &
      Partial<Pick<CollectibleWorld, 'obstacles'>>,
  ) {
    const settings = world.collectible;
    this.settings = settings;
    this.difficulty = world.difficulty;
    this.rng = createRng(world.seed);
    this.width = settings.arenaWidth;
    this.height = settings.arenaHeight;
    this.targetCount = settings.targetCount;
    const placed = world.obstacles?.placed ?? [];
    this.obstacleX = Float32Array.from(placed, (o) => o.x);
    this.obstacleY = Float32Array.from(placed, (o) => o.y);
    this.obstacleRadius = Float32Array.from(placed, (o) => o.radius);
    this.lives = settings.lives;
    this.timeLeft = settings.timeLimitSeconds;
    this.hero = {
      x: this.width / 2,
      y: this.height / 2,
      vx: 0,
      vy: 0,
      facing: 1,
      dashTime: 0,
      dashCooldown: 0,
      magnetTime: 0,
      magnetCooldown: 0,
      invulnerable: 0,
    };
    this.itemX = new Float32Array(settings.itemsOnField);
    this.itemY = new Float32Array(settings.itemsOnField);
    this.itemRespawn = new Float32Array(settings.itemsOnField);
    for (let i = 0; i < settings.itemsOnField; i++) this.placeItem(i);
    const maxHazards = Math.max(settings.maxHazards, settings.startHazards);
    this.hazardX = new Float32Array(maxHazards);
    this.hazardY = new Float32Array(maxHazards);
    this.hazardVx = new Float32Array(maxHazards);
    this.hazardVy = new Float32Array(maxHazards);
    this.hazardCount = 0;
    for (let i = 0; i < settings.startHazards; i++) this.addHazard();
  }

  get isOver(): boolean {
    return this.phase !== 'playing';
  }

  /** 0 at the start, 1 when the target is reached. */
  get progress(): number {
    return Math.min(1, this.collected / this.targetCount);
  }

  get isDashReady(): boolean {
    return this.hero.dashCooldown <= 0;
  }

  get isMagnetReady(): boolean {
    return this.hero.magnetCooldown <= 0;
  }

  step(input: CollectibleInput, dt: number): void {
    this.events = 0;
    if (this.isOver) return;
    this.elapsed += dt;
    this.timeLeft = Math.max(0, this.timeLeft - dt);
    this.sinceLastPickup += dt;
    this.moveHero(input, dt);
    this.moveHazards(dt);
    this.updateItems(dt);
    this.updateBonus(dt);
    this.checkHazards();
    if (this.collected >= this.targetCount) {
      this.timeBonus = Math.ceil(this.timeLeft) * TIME_BONUS_PER_SECOND;
      this.score += this.timeBonus;
      this.phase = 'won';
    } else if (this.lives <= 0 || this.timeLeft <= 0) {
      this.phase = 'lost';
    }
  }

  private moveHero(input: CollectibleInput, dt: number): void {
    const hero = this.hero;
    hero.dashCooldown = Math.max(0, hero.dashCooldown - dt);
    hero.magnetCooldown = Math.max(0, hero.magnetCooldown - dt);
    hero.dashTime = Math.max(0, hero.dashTime - dt);
    hero.magnetTime = Math.max(0, hero.magnetTime - dt);
    hero.invulnerable = Math.max(0, hero.invulnerable - dt);
    if (input.jump && !this.wasDashHeld && hero.dashCooldown <= 0) {
      hero.dashTime = DASH_SECONDS;
      hero.dashCooldown = DASH_COOLDOWN_SECONDS;
      this.events |= COLLECTIBLE_EVENTS.dash;
    }
    if (input.action && !this.wasMagnetHeld && hero.magnetCooldown <= 0) {
      hero.magnetTime = MAGNET_SECONDS;
      hero.magnetCooldown = MAGNET_COOLDOWN_SECONDS;
      this.events |= COLLECTIBLE_EVENTS.magnet;
    }
    this.wasDashHeld = input.jump;
    this.wasMagnetHeld = input.action;
    let mx = input.moveX;
    let my = input.moveY;
    const length = Math.hypot(mx, my);
    if (length > 1) {
      mx /= length;
      my /= length;
    }
    const isDashing = hero.dashTime > 0;
    const speed = this.settings.heroSpeed * (isDashing ? DASH_SPEED_FACTOR : 1);
    if (isDashing && length < 0.1) {
      // A dash without a direction goes the way the hero faces.
      mx = hero.facing;
      my = 0;
    }
    const maxDelta = HERO_ACCELERATION * (isDashing ? 3 : 1) * dt;
    hero.vx = approach(hero.vx, mx * speed, maxDelta);
    hero.vy = approach(hero.vy, my * speed, maxDelta);
    hero.x = clamp(hero.x + hero.vx * dt, HERO_RADIUS, this.width - HERO_RADIUS);
    hero.y = clamp(hero.y + hero.vy * dt, HERO_RADIUS, this.height - HERO_RADIUS);
    const pushed = this.pushOutOfObstacles(hero.x, hero.y, HERO_RADIUS);
    if (pushed >= 0) {
      hero.x = this.outX;
      hero.y = this.outY;
    }
    if (hero.vx > 8) hero.facing = 1;
    else if (hero.vx < -8) hero.facing = -1;
  }

  private moveHazards(dt: number): void {
    const base = this.settings.hazardSpeed * (1 + HAZARD_SPEEDUP * this.progress);
    // Harder worlds and later rounds lean the hazards towards the hero.
    const homing = (0.15 + this.difficulty * 0.08) * (0.4 + this.progress);
    const hero = this.hero;
    for (let i = 0; i < this.hazardCount; i++) {
      let vx = this.hazardVx[i] ?? 0;
      let vy = this.hazardVy[i] ?? 0;
      const x = this.hazardX[i] ?? 0;
      const y = this.hazardY[i] ?? 0;
      const toHeroX = hero.x - x;
      const toHeroY = hero.y - y;
      const distance = Math.hypot(toHeroX, toHeroY) || 1;
      const wobble = (this.rng() - 0.5) * 2.4 * dt;
      const cos = Math.cos(wobble);
      const sin = Math.sin(wobble);
      const turnedX = vx * cos - vy * sin;
      const turnedY = vx * sin + vy * cos;
      vx = turnedX + (toHeroX / distance) * base * homing * dt * 2;
      vy = turnedY + (toHeroY / distance) * base * homing * dt * 2;
      const speed = Math.hypot(vx, vy) || 1;
      vx = (vx / speed) * base;
      vy = (vy / speed) * base;
      let nx = x + vx * dt;
      let ny = y + vy * dt;
      if (nx < HAZARD_RADIUS || nx > this.width - HAZARD_RADIUS) {
        vx = -vx;
        nx = clamp(nx, HAZARD_RADIUS, this.width - HAZARD_RADIUS);
      }
      if (ny < HAZARD_RADIUS || ny > this.height - HAZARD_RADIUS) {
        vy = -vy;
        ny = clamp(ny, HAZARD_RADIUS, this.height - HAZARD_RADIUS);
      }
      const hit = this.pushOutOfObstacles(nx, ny, HAZARD_RADIUS);
      if (hit >= 0) {
        // Bounce off the obstacle: mirror the velocity in its surface.
        const normalX = (this.outX - (this.obstacleX[hit] ?? 0)) / (this.outDistance || 1);
        const normalY = (this.outY - (this.obstacleY[hit] ?? 0)) / (this.outDistance || 1);
        const along = vx * normalX + vy * normalY;
        if (along < 0) {
          vx -= 2 * along * normalX;
          vy -= 2 * along * normalY;
        }
        nx = this.outX;
        ny = this.outY;
      }
      this.hazardX[i] = nx;
      this.hazardY[i] = ny;
      this.hazardVx[i] = vx;
      this.hazardVy[i] = vy;
    }
  }

  private updateItems(dt: number): void {
    const hero = this.hero;
    const isMagnet = hero.magnetTime > 0;
    for (let i = 0; i < this.itemX.length; i++) {
      const respawn = this.itemRespawn[i] ?? 0;
      if (respawn > 0) {
        const left = respawn - dt;
        if (left <= 0) this.placeItem(i);
        else this.itemRespawn[i] = left;
        continue;
      }
      const x = this.itemX[i] ?? 0;
      const y = this.itemY[i] ?? 0;
      const distance2 = distanceSquared(x, y, hero.x, hero.y);
      if (isMagnet && distance2 < MAGNET_RADIUS * MAGNET_RADIUS) {
        const distance = Math.sqrt(distance2) || 1;
        const pull = Math.min(distance, MAGNET_PULL_SPEED * dt);
        this.itemX[i] = x + ((hero.x - x) / distance) * pull;
        this.itemY[i] = y + ((hero.y - y) / distance) * pull;
      }
      if (distance2 <= PICKUP_RADIUS * PICKUP_RADIUS) this.pickUp(i, x, y);
    }
  }

  private pickUp(index: number, x: number, y: number): void {
    this.combo =
      this.sinceLastPickup <= COMBO_WINDOW_SECONDS ? Math.min(MAX_COMBO, this.combo + 1) : 0;
    this.sinceLastPickup = 0;
    const points = ITEM_SCORE + this.combo * COMBO_STEP_SCORE;
    this.score += points;
    this.collected += 1;
    this.lastPickupX = x;
    this.lastPickupY = y;
    this.lastPickupPoints = points;
    this.itemRespawn[index] = ITEM_RESPAWN_SECONDS;
    this.events |= COLLECTIBLE_EVENTS.pickup;
    const wanted = Math.min(
      this.hazardX.length,
      this.settings.startHazards + Math.floor(this.collected / ITEMS_PER_NEW_HAZARD),
    );
    if (this.hazardCount < wanted) {
      this.addHazard();
      this.events |= COLLECTIBLE_EVENTS.hazardJoined;
    }
  }

  private updateBonus(dt: number): void {
    if (this.bonusTime > 0) {
      this.bonusTime = Math.max(0, this.bonusTime - dt);
      const reach = PICKUP_RADIUS + 8;
      if (distanceSquared(this.bonusX, this.bonusY, this.hero.x, this.hero.y) <= reach * reach) {
        this.bonusTime = 0;
        this.score += BONUS_SCORE;
        this.timeLeft += BONUS_EXTRA_SECONDS;
        this.lastPickupX = this.bonusX;
        this.lastPickupY = this.bonusY;
        this.lastPickupPoints = BONUS_SCORE;
        this.events |= COLLECTIBLE_EVENTS.bonus;
      }
      return;
    }
    this.nextBonusIn -= dt;
    if (this.nextBonusIn > 0) return;
    this.nextBonusIn = BONUS_EVERY_SECONDS;
    this.bonusTime = BONUS_LIFETIME_SECONDS;
    this.pickSpot(SPAWN_CLEARANCE * 1.5);
    this.bonusX = this.spotX;
    this.bonusY = this.spotY;
  }

  private checkHazards(): void {
    const hero = this.hero;
    if (hero.invulnerable > 0) return;
    const reach = HERO_RADIUS + HAZARD_RADIUS - 6;
    for (let i = 0; i < this.hazardCount; i++) {
      const hx = this.hazardX[i] ?? 0;
      const hy = this.hazardY[i] ?? 0;
      if (distanceSquared(hx, hy, hero.x, hero.y) > reach * reach) continue;
      this.lives -= 1;
      hero.invulnerable = INVULNERABLE_SECONDS;
      this.combo = 0;
      this.events |= COLLECTIBLE_EVENTS.hurt;
      // Knock the hero away from the hazard.
      const distance = Math.hypot(hero.x - hx, hero.y - hy) || 1;
      hero.vx = ((hero.x - hx) / distance) * 420;
      hero.vy = ((hero.y - hy) / distance) * 420;
      return;
    }
  }

  private spotX = 0;
  private spotY = 0;
  private outX = 0;
  private outY = 0;
  private outDistance = 0;

  /**
   * Whether a circle of `radius` at (x, y) overlaps an obstacle: the first one's index, with the
   * nearest free position just outside it in outX / outY (and the centre distance in
   * outDistance); -1 when it is free.
   */
  private pushOutOfObstacles(x: number, y: number, radius: number): number {
    for (let i = 0; i < this.obstacleX.length; i++) {
      const ox = this.obstacleX[i] ?? 0;
      const oy = this.obstacleY[i] ?? 0;
      const reach = (this.obstacleRadius[i] ?? 0) + radius;
      const distance = Math.hypot(x - ox, y - oy);
      if (distance >= reach) continue;
      // Dead centre: step out to the right.
      const nx = distance > 0.001 ? (x - ox) / distance : 1;
      const ny = distance > 0.001 ? (y - oy) / distance : 0;
      this.outX = clamp(ox + nx * reach, radius, this.width - radius);
      this.outY = clamp(oy + ny * reach, radius, this.height - radius);
      this.outDistance = reach;
      return i;
    }
    return -1;
  }

  /**
   * A random free spot at least `clearance` from the hero and clear of every obstacle, written
   * to spotX / spotY.
   */
  private pickSpot(clearance: number): void {
    const hero = this.hero;
    for (let attempt = 0; attempt < 24; attempt++) {
      this.spotX = WALL_MARGIN + this.rng() * (this.width - 2 * WALL_MARGIN);
      this.spotY = WALL_MARGIN + this.rng() * (this.height - 2 * WALL_MARGIN);
      if (this.pushOutOfObstacles(this.spotX, this.spotY, ITEM_RADIUS + 10) >= 0) continue;
      if (distanceSquared(this.spotX, this.spotY, hero.x, hero.y) >= clearance * clearance) return;
    }
    // Never leave a pickup inside an obstacle, where nothing could reach it.
    if (this.pushOutOfObstacles(this.spotX, this.spotY, ITEM_RADIUS + 10) >= 0) {
      this.spotX = this.outX;
      this.spotY = this.outY;
    }
  }

  private placeItem(index: number): void {
    this.pickSpot(SPAWN_CLEARANCE);
    this.itemX[index] = this.spotX;
    this.itemY[index] = this.spotY;
    this.itemRespawn[index] = 0;
  }

  private addHazard(): void {
    const index = this.hazardCount;
    if (index >= this.hazardX.length) return;
    this.pickSpot(SPAWN_CLEARANCE * 2);
    const angle = this.rng() * Math.PI * 2;
    this.hazardX[index] = this.spotX;
    this.hazardY[index] = this.spotY;
    this.hazardVx[index] = Math.cos(angle) * this.settings.hazardSpeed;
    this.hazardVy[index] = Math.sin(angle) * this.settings.hazardSpeed;
    this.hazardCount += 1;
  }
}
