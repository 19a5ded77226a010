import { createRng } from '../../levels/rng.js';
import { FpsFlowField } from './fpsFlowField.js';
import { generateFpsMaze, isBlocked, isWall, type FpsMaze } from './fpsMaze.js';
import { castRay, createRayHit, hasLineOfSight } from './fpsRaycast.js';
import {
  AIM_ASSIST_RADIANS,
  AIM_MAGNET_CONE,
  AIM_MAGNET_RANGE,
  AIM_MAGNET_SPEED,
  AMMO_DROP_CHANCE,
  BOSS_THROW_RANGE,
  BOSS_THROW_SECONDS,
  DYING_SECONDS,
  ENEMY_ATTACK_SECONDS,
  ENEMY_DAMAGE,
  ENEMY_HEALTH,
  ENEMY_KIND,
  ENEMY_RADIUS,
  ENEMY_SPEED,
  FIRE_INTERVAL_SECONDS,
  FPS_EVENTS,
  HEALTH_PER_PICKUP,
  HIT_FLASH_SECONDS,
  MAX_ALIVE_ENEMIES,
  MAX_AMMO,
  MAX_ENEMIES,
  MAX_PICKUPS,
  MAX_PROJECTILES,
  PICKUP_RADIUS,
  PLAYER_RADIUS,
  PROJECTILE_DAMAGE,
  PROJECTILE_RADIUS,
  PROJECTILE_SPEED,
  RUN_SPEED,
  SCORE_HEALTH_BONUS,
  SCORE_HIT,
  SCORE_KILL,
  SCORE_WAVE,
  SPAWN_MIN_STEPS,
  TURN_SPEED,
  WALK_SPEED,
  WAVE_BREAK_SECONDS,
  FIRST_WAVE_BREAK_SECONDS,
  FIRST_ENEMY_MIN_DISTANCE,
  FIRST_ENEMY_MAX_DISTANCE,
  FIRST_ENEMY_MAX_ANGLE,
  OPENING_ENEMIES,
  OPENING_SPAWN_SECONDS,
  type EnemyKind,
} from './fpsRules.js';
import { planFpsWaves, type FpsWave } from './fpsWaves.js';

/** What the FPS reads from the controls each step. */
export interface FpsInput {
  /** -1..1: turn left / right. */
  moveX: number;
  /** -1..1: forward (negative, stick up) / back. */
  moveY: number;
  /** A: fire while held. */
  jump: boolean;
  /** B: run while held. */
  action: boolean;
}

export interface FpsSimulationOptions {
  mazeCells: number;
  waves: number;
  enemiesPerWave: number;
  fastEnemyShare: number;
  primaryEnemyHealth: number;
  playerHealth: number;
  startAmmo: number;
  ammoPerPickup: number;
  difficulty: number;
  seed: number;
}

export type FpsPhase = 'playing' | 'won' | 'lost';

export const ENEMY_STATE = { none: 0, alive: 1, dying: 2 } as const;
export const PICKUP_KIND = { ammo: 0, health: 1 } as const;

const STICK_DEAD_ZONE = 0.12;

/**
 * The first-person shooter as plain data and one `step`: the player walks and turns through a
 * maze from the seed and fires hitscan shots; waves of basic and fast enemies hunt the player
 * along the maze's paths, the boss of the last wave throws projectiles. Win when the boss falls,
 * lose at zero health. Everything lives in preallocated typed arrays (no allocation per step).
 *
 * @example
 * const sim = new FpsSimulation({ mazeCells: 6, waves: 3, enemiesPerWave: 3, fastEnemyShare: 0.3,
 *   primaryEnemyHealth: 10, playerHealth: 100, startAmmo: 30, ammoPerPickup: 10, difficulty: 2,
 *   seed: 7 });
 * sim.step({ moveX: 0, moveY: -1, jump: true, action: false }, 1 / 60);
 */
export class FpsSimulation {
  readonly maze: FpsMaze;
  /** Steps from the player's tile to every tile. */
  readonly flow: FpsFlowField;
  readonly waves: readonly FpsWave[];
  readonly player: {
    x: number;
    y: number;
    angle: number;
    health: number;
    ammo: number;
    /** Seconds since the last hurt counting down from 0.5 (screen flash). */
    hurtTimer: number;
    /** Where the last damage came from (world point). */
    hurtFromX: number;
    hurtFromY: number;
    /** Distance walked (weapon bob). */
    walked: number;
  };
  readonly enemyX = new Float32Array(MAX_ENEMIES);
  readonly enemyY = new Float32Array(MAX_ENEMIES);
  readonly enemyKind = new Uint8Array(MAX_ENEMIES);
  readonly enemyState = new Uint8Array(MAX_ENEMIES);
  readonly enemyHealth = new Int16Array(MAX_ENEMIES);
  /** Attack cooldown while alive, fall time left while dying. */
  readonly enemyTimer = new Float32Array(MAX_ENEMIES);
  readonly enemyThrowTimer = new Float32Array(MAX_ENEMIES);
  readonly enemyFlash = new Float32Array(MAX_ENEMIES);
  /** Distance walked (walk cycle) and heading (radians) of each enemy. */
  readonly enemyWalked = new Float32Array(MAX_ENEMIES);
  readonly enemyHeading = new Float32Array(MAX_ENEMIES);
  readonly pickupX = new Float32Array(MAX_PICKUPS);
  readonly pickupY = new Float32Array(MAX_PICKUPS);
  readonly pickupKind = new Uint8Array(MAX_PICKUPS);
  readonly pickupAlive = new Uint8Array(MAX_PICKUPS);
  readonly projectileX = new Float32Array(MAX_PROJECTILES);
  readonly projectileY = new Float32Array(MAX_PROJECTILES);
  readonly projectileVX = new Float32Array(MAX_PROJECTILES);
  readonly projectileVY = new Float32Array(MAX_PROJECTILES);
  readonly projectileAlive = new Uint8Array(MAX_PROJECTILES);
  readonly maxHealth: number;
  score = 0;
  kills = 0;
  waveIndex = 0;
  elapsed = 0;
  phase: FpsPhase = 'playing';
  /** FPS_EVENTS flags of the last step. */
  events = 0;
  /** Slot of the boss once it has spawned, else -1. */
  bossSlot = -1;
  /** Where the last shot landed (on an enemy or a wall) and whether it hit an enemy. */
  shotX = 0;
  shotY = 0;
  shotDistance = 0;
  /** The enemy in the crosshair after the last step, or -1. */
  aimedEnemy = -1;
  private spawnedInWave = 0;
  private spawnTimer = 0;
  private breakTimer = FIRST_WAVE_BREAK_SECONDS;
  private fireCooldown = 0;
  private targetDistance = 0;
  private pendingTurn = 0;
  private readonly rng: () => number;
  private readonly ray = createRayHit();

  constructor(readonly options: FpsSimulationOptions) {
    this.maze = generateFpsMaze(options.mazeCells, options.seed);
    this.flow = new FpsFlowField(this.maze);
    this.waves = planFpsWaves(options);
    this.rng = createRng(options.seed ^ 0x5eed);
    this.maxHealth = options.playerHealth;
    this.player = {
      x: this.maze.startX,
      y: this.maze.startY,
      angle: this.maze.startAngle,
      health: options.playerHealth,
      ammo: Math.min(MAX_AMMO, options.startAmmo),
      hurtTimer: 0,
      hurtFromX: 0,
      hurtFromY: 0,
      walked: 0,
    };
    this.flow.update(Math.floor(this.player.x), Math.floor(this.player.y));
    this.placePickup(PICKUP_KIND.ammo, 3);
    this.placePickup(PICKUP_KIND.ammo, 6);
    this.placePickup(PICKUP_KIND.health, 6);
  }

  get isOver(): boolean {
    return this.phase !== 'playing';
  }

  /** True before each wave (its banner shows). */
  get isBetweenWaves(): boolean {
    return this.breakTimer > 0;
  }

  /** Enemies still standing (not dying). */
  get aliveEnemies(): number {
    let count = 0;
    for (let i = 0; i < MAX_ENEMIES; i++) if (this.enemyState[i] === ENEMY_STATE.alive) count++;
    return count;
  }

  /** Turns the view by `radians` on the next step (a drag across the screen). */
  addTurn(radians: number): void {
    this.pendingTurn += radians;
  }

  step(input: FpsInput, dt: number): void {
    this.events = 0;
    if (this.phase !== 'playing') return;
    this.elapsed += dt;
    this.movePlayer(input, dt);
    this.fire(input, dt);
    this.collectPickups();
    this.runWaves(dt);
    this.moveEnemies(dt);
    this.separateEnemies();
    this.moveProjectiles(dt);
    this.aimedEnemy = this.phase === 'playing' ? this.findTarget() : -1;
  }

  private movePlayer(input: FpsInput, dt: number): void {
    const p = this.player;
    p.hurtTimer = Math.max(0, p.hurtTimer - dt);
    const turn = Math.abs(input.moveX) > STICK_DEAD_ZONE ? input.moveX : 0;
    if (turn === 0 && this.pendingTurn === 0) this.magnetize(dt);
    p.angle += turn * TURN_SPEED * dt + this.pendingTurn;
    this.pendingTurn = 0;
    if (p.angle > Math.PI) p.angle -= Math.PI * 2;
    if (p.angle < -Math.PI) p.angle += Math.PI * 2;
    const forward = Math.abs(input.moveY) > STICK_DEAD_ZONE ? -input.moveY : 0;
    if (forward === 0) return;
    const speed = (input.action ? RUN_SPEED : WALK_SPEED) * forward * dt;
    const moved = this.slide(
      p,
      Math.cos(p.angle) * speed,
      Math.sin(p.angle) * speed,
      PLAYER_RADIUS,
    );
    p.walked += moved;
    this.flow.update(Math.floor(p.x), Math.floor(p.y));
  }

  /**
   * Gentle aim magnetism: turns the view a little towards the nearest standing enemy in sight
   * within AIM_MAGNET_CONE of the crosshair, so a thumb that only walks and fires still aims.
   */
  private magnetize(dt: number): void {
    const p = this.player;
    let nearest = AIM_MAGNET_RANGE;
    let offset = 0;
    for (let i = 0; i < MAX_ENEMIES; i++) {
      if (this.enemyState[i] !== ENEMY_STATE.alive) continue;
      const dx = (this.enemyX[i] ?? 0) - p.x;
      const dy = (this.enemyY[i] ?? 0) - p.y;
      const distance = Math.hypot(dx, dy);
      if (distance >= nearest || distance < 0.05) continue;
      const off = wrapAngle(Math.atan2(dy, dx) - p.angle);
      if (Math.abs(off) > AIM_MAGNET_CONE) continue;
      if (!hasLineOfSight(this.maze, p.x, p.y, this.enemyX[i] ?? 0, this.enemyY[i] ?? 0)) continue;
      nearest = distance;
      offset = off;
    }
    const most = AIM_MAGNET_SPEED * dt;
    p.angle += Math.max(-most, Math.min(most, offset));
  }

  /** Moves a body by (dx, dy), sliding along walls; returns the distance actually moved. */
  private slide(body: { x: number; y: number }, dx: number, dy: number, radius: number): number {
    const startX = body.x;
    const startY = body.y;
    if (!isBlocked(this.maze, body.x + dx, body.y, radius)) body.x += dx;
    if (!isBlocked(this.maze, body.x, body.y + dy, radius)) body.y += dy;
    return Math.hypot(body.x - startX, body.y - startY);
  }

  private fire(input: FpsInput, dt: number): void {
    this.fireCooldown = Math.max(0, this.fireCooldown - dt);
    if (!input.jump || this.fireCooldown > 0) return;
    this.fireCooldown = FIRE_INTERVAL_SECONDS;
    const p = this.player;
    if (p.ammo <= 0) {
      this.events |= FPS_EVENTS.empty;
      return;
    }
    p.ammo -= 1;
    this.events |= FPS_EVENTS.fire;
    const target = this.findTarget();
    this.shotDistance = this.targetDistance;
    this.shotX = p.x + Math.cos(p.angle) * this.shotDistance;
    this.shotY = p.y + Math.sin(p.angle) * this.shotDistance;
    if (target >= 0) this.hitEnemy(target);
  }

  /**
   * The standing enemy nearest along the line of fire, in front of the first wall, within the
   * aim assist's slack; -1 for none. Leaves the distance to it (or the wall) in `targetDistance`.
   */
  private findTarget(): number {
    const p = this.player;
    const c = Math.cos(p.angle);
    const s = Math.sin(p.angle);
    castRay(this.maze, p.x, p.y, c, s, this.ray);
    let target = -1;
    let nearest = this.ray.distance;
    for (let i = 0; i < MAX_ENEMIES; i++) {
      if (this.enemyState[i] !== ENEMY_STATE.alive) continue;
      const dx = (this.enemyX[i] ?? 0) - p.x;
      const dy = (this.enemyY[i] ?? 0) - p.y;
      const ahead = dx * c + dy * s;
      if (ahead <= 0.05 || ahead >= nearest) continue;
      const across = Math.abs(-dx * s + dy * c);
      const reach = (ENEMY_RADIUS[this.enemyKind[i] ?? 0] ?? 0.25) + ahead * AIM_ASSIST_RADIANS;
      if (across > reach) continue;
      target = i;
      nearest = ahead;
    }
    this.targetDistance = nearest;
    return target;
  }

  private hitEnemy(i: number): void {
    const health = (this.enemyHealth[i] ?? 1) - 1;
    this.enemyHealth[i] = health;
    this.enemyFlash[i] = HIT_FLASH_SECONDS;
    this.score += SCORE_HIT;
    this.events |= FPS_EVENTS.hit;
    if (health > 0) return;
    const kind = this.enemyKind[i] ?? 0;
    this.enemyState[i] = ENEMY_STATE.dying;
    this.enemyTimer[i] = DYING_SECONDS;
    this.kills += 1;
    this.score += SCORE_KILL[kind] ?? 50;
    this.events |= FPS_EVENTS.kill;
    if (kind === ENEMY_KIND.boss) {
      this.score += Math.max(0, Math.round(this.player.health)) * SCORE_HEALTH_BONUS;
      this.phase = 'won';
      this.events |= FPS_EVENTS.won;
      return;
    }
    if (this.rng() < AMMO_DROP_CHANCE)
      this.addPickup(PICKUP_KIND.ammo, this.enemyX[i] ?? 0, this.enemyY[i] ?? 0);
  }

  private hurt(damage: number, fromX: number, fromY: number): void {
    const p = this.player;
    p.health = Math.max(0, p.health - damage);
    p.hurtTimer = 0.5;
    p.hurtFromX = fromX;
    p.hurtFromY = fromY;
    this.events |= FPS_EVENTS.hurt;
    if (p.health > 0) return;
    this.phase = 'lost';
    this.events |= FPS_EVENTS.lost;
  }

  private collectPickups(): void {
    const p = this.player;
    const reach = PICKUP_RADIUS * PICKUP_RADIUS;
    for (let i = 0; i < MAX_PICKUPS; i++) {
      if (this.pickupAlive[i] !== 1) continue;
      const dx = (this.pickupX[i] ?? 0) - p.x;
      const dy = (this.pickupY[i] ?? 0) - p.y;
      if (dx * dx + dy * dy > reach) continue;
      if (this.pickupKind[i] === PICKUP_KIND.ammo) {
        if (p.ammo >= MAX_AMMO) continue;
        p.ammo = Math.min(MAX_AMMO, p.ammo + this.options.ammoPerPickup);
        this.events |= FPS_EVENTS.ammoPickup;
      } else {
        if (p.health >= this.maxHealth) continue;
        p.health = Math.min(this.maxHealth, p.health + HEALTH_PER_PICKUP);
        this.events |= FPS_EVENTS.healthPickup;
      }
      this.pickupAlive[i] = 0;
    }
  }

  private addPickup(kind: number, x: number, y: number): void {
    for (let i = 0; i < MAX_PICKUPS; i++) {
      if (this.pickupAlive[i] === 1) continue;
      this.pickupAlive[i] = 1;
      this.pickupKind[i] = kind;
      this.pickupX[i] = x;
      this.pickupY[i] = y;
      return;
    }
  }

  /** A pickup on a random open tile at least `minSteps` from the player. */
  private placePickup(kind: number, minSteps: number): void {
    const tile = this.randomTile(minSteps);
    const size = this.maze.size;
    const x = tile % size;
    this.addPickup(kind, x + 0.5, (tile - x) / size + 0.5);
  }

  /** A random reachable open tile at least `minSteps` from the player (else the farthest). */
  private randomTile(minSteps: number): number {
    const steps = this.flow.steps;
    let count = 0;
    let farthest = 0;
    for (let i = 0; i < steps.length; i++) {
      const s = steps[i] ?? -1;
      if (s >= minSteps) count++;
      if (s > (steps[farthest] ?? -1)) farthest = i;
    }
    if (count === 0) return farthest;
    let pick = Math.floor(this.rng() * count);
    for (let i = 0; i < steps.length; i++) {
      if ((steps[i] ?? -1) < minSteps) continue;
      if (pick === 0) return i;
      pick--;
    }
    return farthest;
  }

  private runWaves(dt: number): void {
    const wave = this.waves[this.waveIndex];
    if (!wave) return;
    if (this.breakTimer > 0) {
      this.breakTimer -= dt;
      if (this.breakTimer > 0) return;
      this.events |= FPS_EVENTS.waveStart;
      this.spawnTimer = 0;
      this.placePickup(PICKUP_KIND.ammo, 3);
      if (this.waveIndex % 2 === 1) this.placePickup(PICKUP_KIND.health, 3);
      return;
    }
    if (this.spawnedInWave < wave.kinds.length) {
      this.spawnTimer -= dt;
      if (this.spawnTimer <= 0 && this.aliveEnemies < MAX_ALIVE_ENEMIES) {
        const kind = wave.kinds[this.spawnedInWave] ?? ENEMY_KIND.basic;
        if (this.spawn(kind)) this.spawnedInWave += 1;
        this.spawnTimer = this.isOpening() ? OPENING_SPAWN_SECONDS : wave.spawnIntervalSeconds;
      }
      return;
    }
    for (let i = 0; i < MAX_ENEMIES; i++) if (this.enemyState[i] === ENEMY_STATE.alive) return;
    if (this.waveIndex >= this.waves.length - 1) return;
    this.score += SCORE_WAVE * (this.waveIndex + 1);
    this.events |= FPS_EVENTS.waveCleared;
    this.waveIndex += 1;
    this.spawnedInWave = 0;
    this.breakTimer = WAVE_BREAK_SECONDS;
  }

  private spawn(kind: EnemyKind): boolean {
    let slot = -1;
    for (let i = 0; i < MAX_ENEMIES; i++) {
      if (this.enemyState[i] !== ENEMY_STATE.none) continue;
      slot = i;
      break;
    }
    if (slot < 0) return false;
    const tile = this.isOpening() ? this.tileAhead() : -1;
    return this.spawnAt(slot, kind, tile >= 0 ? tile : this.randomTile(SPAWN_MIN_STEPS));
  }

  /** The game's first enemies: they come in quick succession, in view. */
  private isOpening(): boolean {
    return this.waveIndex === 0 && this.spawnedInWave < OPENING_ENEMIES;
  }

  /**
   * An open free tile the player sees at the start, a few tiles off near the middle of the view
   * (down the corridor it faces when it can), or -1 when none is in sight.
   */
  private tileAhead(): number {
    const p = this.player;
    const size = this.maze.size;
    let best = -1;
    let bestScore = Number.POSITIVE_INFINITY;
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        if (isWall(this.maze, x, y) || this.isEnemyOn(x, y)) continue;
        const dx = x + 0.5 - p.x;
        const dy = y + 0.5 - p.y;
        const distance = Math.hypot(dx, dy);
        if (distance < FIRST_ENEMY_MIN_DISTANCE || distance > FIRST_ENEMY_MAX_DISTANCE) continue;
        const off = Math.abs(
          Math.atan2(
            Math.sin(Math.atan2(dy, dx) - p.angle),
            Math.cos(Math.atan2(dy, dx) - p.angle),
          ),
        );
        if (off > FIRST_ENEMY_MAX_ANGLE) continue;
        if (!hasLineOfSight(this.maze, p.x, p.y, x + 0.5, y + 0.5)) continue;
        // Straight ahead first, then the farther (a whole body in view).
        const score = off * 4 - distance;
        if (score < bestScore) {
          bestScore = score;
          best = y * size + x;
        }
      }
    }
    return best;
  }

  private isEnemyOn(x: number, y: number): boolean {
    for (let i = 0; i < MAX_ENEMIES; i++) {
      if (this.enemyState[i] !== ENEMY_STATE.alive) continue;
      if (Math.floor(this.enemyX[i] ?? -1) === x && Math.floor(this.enemyY[i] ?? -1) === y)
        return true;
    }
    return false;
  }

  private spawnAt(slot: number, kind: EnemyKind, tile: number): boolean {
    const size = this.maze.size;
    const x = tile % size;
    this.enemyX[slot] = x + 0.5;
    this.enemyY[slot] = (tile - x) / size + 0.5;
    this.enemyKind[slot] = kind;
    this.enemyState[slot] = ENEMY_STATE.alive;
    this.enemyHealth[slot] =
      kind === ENEMY_KIND.boss ? this.options.primaryEnemyHealth : (ENEMY_HEALTH[kind] ?? 1);
    this.enemyTimer[slot] = 0;
    this.enemyThrowTimer[slot] = BOSS_THROW_SECONDS;
    this.enemyFlash[slot] = 0;
    this.enemyWalked[slot] = 0;
    if (kind === ENEMY_KIND.boss) {
      this.bossSlot = slot;
      this.events |= FPS_EVENTS.bossSpawned;
    }
    return true;
  }

  private readonly body = { x: 0, y: 0 };

  private moveEnemies(dt: number): void {
    const p = this.player;
    const speedScale = this.waves[this.waveIndex]?.speedScale ?? 1;
    const body = this.body;
    for (let i = 0; i < MAX_ENEMIES; i++) {
      const state = this.enemyState[i];
      if (state === ENEMY_STATE.dying) {
        const left = (this.enemyTimer[i] ?? 0) - dt;
        this.enemyTimer[i] = left;
        if (left <= 0) this.enemyState[i] = ENEMY_STATE.none;
        continue;
      }
      if (state !== ENEMY_STATE.alive) continue;
      const kind = this.enemyKind[i] ?? 0;
      this.enemyFlash[i] = Math.max(0, (this.enemyFlash[i] ?? 0) - dt);
      body.x = this.enemyX[i] ?? 0;
      body.y = this.enemyY[i] ?? 0;
      const dx = p.x - body.x;
      const dy = p.y - body.y;
      const distance = Math.hypot(dx, dy);
      const radius = ENEMY_RADIUS[kind] ?? 0.25;
      const reach = radius + PLAYER_RADIUS + 0.12;
      const isSeen = distance < 8 && hasLineOfSight(this.maze, body.x, body.y, p.x, p.y);
      if (distance > reach * 0.8) {
        let tx = p.x;
        let ty = p.y;
        if (!isSeen) {
          const next = this.flow.downhill(Math.floor(body.x), Math.floor(body.y));
          if (next >= 0) {
            const nx = next % this.maze.size;
            tx = nx + 0.5;
            ty = (next - nx) / this.maze.size + 0.5;
          }
        }
        const mx = tx - body.x;
        const my = ty - body.y;
        const length = Math.hypot(mx, my);
        if (length > 1e-4) {
          const step = Math.min(length, (ENEMY_SPEED[kind] ?? 1) * speedScale * dt);
          this.enemyWalked[i] =
            (this.enemyWalked[i] ?? 0) +
            this.slide(body, (mx / length) * step, (my / length) * step, radius);
          this.enemyHeading[i] = Math.atan2(my, mx);
        }
        this.enemyX[i] = body.x;
        this.enemyY[i] = body.y;
      }
      const cooldown = (this.enemyTimer[i] ?? 0) - dt;
      this.enemyTimer[i] = Math.max(0, cooldown);
      if (distance < reach && cooldown <= 0) {
        this.enemyTimer[i] = ENEMY_ATTACK_SECONDS[kind] ?? 1;
        this.hurt(ENEMY_DAMAGE[kind] ?? 5, body.x, body.y);
        if (this.phase !== 'playing') return;
      }
      if (kind === ENEMY_KIND.boss) this.bossThrow(i, dt, distance, isSeen);
    }
  }

  private bossThrow(i: number, dt: number, distance: number, isSeen: boolean): void {
    const timer = (this.enemyThrowTimer[i] ?? 0) - dt;
    this.enemyThrowTimer[i] = timer;
    if (timer > 0 || !isSeen || distance > BOSS_THROW_RANGE || distance < 1.2) return;
    this.enemyThrowTimer[i] = BOSS_THROW_SECONDS / (1 + (this.options.difficulty - 1) * 0.1);
    const x = this.enemyX[i] ?? 0;
    const y = this.enemyY[i] ?? 0;
    for (let s = 0; s < MAX_PROJECTILES; s++) {
      if (this.projectileAlive[s] === 1) continue;
      this.projectileAlive[s] = 1;
      this.projectileX[s] = x;
      this.projectileY[s] = y;
      this.projectileVX[s] = ((this.player.x - x) / distance) * PROJECTILE_SPEED;
      this.projectileVY[s] = ((this.player.y - y) / distance) * PROJECTILE_SPEED;
      return;
    }
  }

  /** Pushes overlapping enemies apart (never into walls). */
  private separateEnemies(): void {
    const body = this.body;
    for (let i = 0; i < MAX_ENEMIES; i++) {
      if (this.enemyState[i] !== ENEMY_STATE.alive) continue;
      const ri = ENEMY_RADIUS[this.enemyKind[i] ?? 0] ?? 0.25;
      for (let j = i + 1; j < MAX_ENEMIES; j++) {
        if (this.enemyState[j] !== ENEMY_STATE.alive) continue;
        const dx = (this.enemyX[j] ?? 0) - (this.enemyX[i] ?? 0);
        const dy = (this.enemyY[j] ?? 0) - (this.enemyY[i] ?? 0);
        const rj = ENEMY_RADIUS[this.enemyKind[j] ?? 0] ?? 0.25;
        const overlap = ri + rj - Math.hypot(dx, dy);
        if (overlap <= 0) continue;
        const length = Math.max(1e-4, Math.hypot(dx, dy));
        // Identical spots (two spawns on one tile) part along a fixed axis.
        const ux = length > 1e-3 ? dx / length : 1;
        const uy = length > 1e-3 ? dy / length : 0;
        const push = overlap * 0.5;
        body.x = this.enemyX[i] ?? 0;
        body.y = this.enemyY[i] ?? 0;
        this.slide(body, -ux * push, -uy * push, ri);
        this.enemyX[i] = body.x;
        this.enemyY[i] = body.y;
        body.x = this.enemyX[j] ?? 0;
        body.y = this.enemyY[j] ?? 0;
        this.slide(body, ux * push, uy * push, rj);
        this.enemyX[j] = body.x;
        this.enemyY[j] = body.y;
      }
    }
  }

  private moveProjectiles(dt: number): void {
    const p = this.player;
    const reach = (PROJECTILE_RADIUS + PLAYER_RADIUS) * (PROJECTILE_RADIUS + PLAYER_RADIUS);
    for (let s = 0; s < MAX_PROJECTILES; s++) {
      if (this.projectileAlive[s] !== 1) continue;
      const x = (this.projectileX[s] ?? 0) + (this.projectileVX[s] ?? 0) * dt;
      const y = (this.projectileY[s] ?? 0) + (this.projectileVY[s] ?? 0) * dt;
      this.projectileX[s] = x;
      this.projectileY[s] = y;
      if (isWall(this.maze, Math.floor(x), Math.floor(y))) {
        this.projectileAlive[s] = 0;
        continue;
      }
      const dx = x - p.x;
      const dy = y - p.y;
      if (dx * dx + dy * dy > reach) continue;
      this.projectileAlive[s] = 0;
      this.hurt(
        PROJECTILE_DAMAGE,
        x - (this.projectileVX[s] ?? 0),
        y - (this.projectileVY[s] ?? 0),
      );
      if (this.phase !== 'playing') return;
    }
  }
}

/** An angle folded into -π..π. */
function wrapAngle(angle: number): number {
  return Math.atan2(Math.sin(angle), Math.cos(angle));
}
