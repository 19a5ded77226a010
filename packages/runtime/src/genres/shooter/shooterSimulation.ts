import { clamp, distanceSquared } from '../../kit/math.js';
import {
  ARENA_HEIGHT,
  ARENA_WIDTH,
  BURST_SHOTS,
  BURST_SPREAD_SPEED,
  ENEMY_KIND,
  ENEMY_RADIUS,
  ENEMY_SCORE,
  ENEMY_SHOT_RADIUS,
  ENEMY_SHOT_SPEED,
  FIRE_INTERVAL_SECONDS,
  HERO_MAX_Y,
  HERO_MIN_Y,
  HERO_RADIUS,
  HERO_SPEED,
  HERO_START_Y,
  INVULNERABLE_SECONDS,
  MAX_ENEMIES,
  MAX_ENEMY_SHOTS,
  MAX_SHOTS,
  PRIMARY_FIRE_SECONDS,
  PRIMARY_HOVER_Y,
  RELOAD_DELAY_SECONDS,
  RELOAD_PER_SECOND,
  SHOOTER_EVENTS,
  SHOT_RADIUS,
  SHOT_SPEED,
  WAVE_BONUS,
  WAVE_BREAK_SECONDS,
  FIRST_WAVE_BREAK_SECONDS,
  ENEMY_SPAWN_Y,
} from './shooterRules.js';
import { planShooterWaves, type ShooterWave } from './shooterWaves.js';

/** What the shooter reads from the controls each step. */
export interface ShooterInput {
  moveX: number;
  moveY: number;
  /** A: fire while held. */
  jump: boolean;
  /** B: a three-shot burst on press. */
  action: boolean;
}

export interface ShooterSimulationOptions {
  waves: number;
  enemiesPerWave: number;
  fastEnemyShare: number;
  magazineSize: number;
  primaryEnemyHealth: number;
  lives: number;
  difficulty: number;
  seed: number;
}

export type ShooterPhase = 'playing' | 'won' | 'lost';

/** A pool of moving circles stored in typed arrays (no allocation while playing). */
class BodyPool {
  readonly x: Float32Array;
  readonly y: Float32Array;
  readonly vx: Float32Array;
  readonly vy: Float32Array;
  readonly alive: Uint8Array;
  constructor(readonly size: number) {
    this.x = new Float32Array(size);
    this.y = new Float32Array(size);
    this.vx = new Float32Array(size);
    this.vy = new Float32Array(size);
    this.alive = new Uint8Array(size);
  }
  /** Index of a free slot, or -1 when the pool is full. */
  claim(x: number, y: number, vx: number, vy: number): number {
    for (let i = 0; i < this.size; i++) {
      if (this.alive[i] === 1) continue;
      this.alive[i] = 1;
      this.x[i] = x;
      this.y[i] = y;
      this.vx[i] = vx;
      this.vy[i] = vy;
      return i;
    }
    return -1;
  }
  clear(): void {
    this.alive.fill(0);
  }
}

/**
 * The shooter as plain data and one `step`: the hero moves and fires its ammo up the arena at
 * waves of basic, fast and primary enemies; clear every wave to win, lose every life to lose.
 *
 * @example
 * const sim = new ShooterSimulation({ waves: 5, enemiesPerWave: 6, fastEnemyShare: 0.3,
 *   magazineSize: 12, primaryEnemyHealth: 4, lives: 3, difficulty: 2, seed: 7 });
 * sim.step({ moveX: 0, moveY: 0, jump: true, action: false }, 1 / 60);
 */
export class ShooterSimulation {
  readonly hero = { x: ARENA_WIDTH / 2, y: HERO_START_Y, invulnerable: 0 };
  readonly shots = new BodyPool(MAX_SHOTS);
  readonly enemies = new BodyPool(MAX_ENEMIES);
  readonly enemyKind = new Uint8Array(MAX_ENEMIES);
  readonly enemyHealth = new Uint8Array(MAX_ENEMIES);
  /** Seconds each enemy has lived (drives zigzags and hovering). */
  readonly enemyAge = new Float32Array(MAX_ENEMIES);
  readonly enemyFireTimer = new Float32Array(MAX_ENEMIES);
  readonly enemyShots = new BodyPool(MAX_ENEMY_SHOTS);
  readonly waves: readonly ShooterWave[];
  score = 0;
  lives: number;
  /** Shots left in the magazine (fractional while reloading). */
  ammo: number;
  waveIndex = 0;
  elapsed = 0;
  phase: ShooterPhase = 'playing';
  events = 0;
  kills = 0;
  private spawnedInWave = 0;
  private spawnTimer = 0;
  private breakTimer = FIRST_WAVE_BREAK_SECONDS;
  private fireCooldown = 0;
  private restTimer = 0;
  private wasActionHeld = false;

  constructor(readonly options: ShooterSimulationOptions) {
    this.lives = options.lives;
    this.ammo = options.magazineSize;
    this.waves = planShooterWaves(options, options.seed, ARENA_WIDTH);
  }

  get isOver(): boolean {
    return this.phase !== 'playing';
  }

  get currentWave(): ShooterWave | null {
    return this.waves[this.waveIndex] ?? null;
  }

  /** True between waves (the "Wave n" banner shows). */
  get isBetweenWaves(): boolean {
    return this.breakTimer > 0;
  }

  step(input: ShooterInput, dt: number): void {
    this.events = 0;
    if (this.phase !== 'playing') return;
    this.elapsed += dt;
    this.moveHero(input, dt);
    this.fire(input, dt);
    this.spawn(dt);
    this.moveEnemies(dt);
    this.moveShots(dt);
    this.checkWaveCleared();
  }

  private moveHero(input: ShooterInput, dt: number): void {
    const hero = this.hero;
    hero.invulnerable = Math.max(0, hero.invulnerable - dt);
    hero.x = clamp(hero.x + input.moveX * HERO_SPEED * dt, HERO_RADIUS, ARENA_WIDTH - HERO_RADIUS);
    hero.y = clamp(hero.y + input.moveY * HERO_SPEED * dt, HERO_MIN_Y, HERO_MAX_Y);
  }

  private fire(input: ShooterInput, dt: number): void {
    const isBurst = input.action && !this.wasActionHeld;
    this.wasActionHeld = input.action;
    this.fireCooldown = Math.max(0, this.fireCooldown - dt);
    const isTriggerHeld = input.jump || input.action;
    if (!isTriggerHeld) {
      this.restTimer += dt;
      if (this.restTimer >= RELOAD_DELAY_SECONDS)
        this.ammo = Math.min(this.options.magazineSize, this.ammo + RELOAD_PER_SECOND * dt);
      return;
    }
    this.restTimer = 0;
    const hero = this.hero;
    if (isBurst && this.ammo >= BURST_SHOTS) {
      for (let i = 0; i < BURST_SHOTS; i++)
        this.shots.claim(hero.x, hero.y - 18, (i - 1) * BURST_SPREAD_SPEED, -SHOT_SPEED);
      this.ammo -= BURST_SHOTS;
      this.fireCooldown = FIRE_INTERVAL_SECONDS * 1.5;
      this.events |= SHOOTER_EVENTS.fire;
      return;
    }
    if (!input.jump || this.fireCooldown > 0) return;
    if (this.ammo < 1) {
      this.events |= SHOOTER_EVENTS.empty;
      return;
    }
    this.shots.claim(hero.x, hero.y - 18, 0, -SHOT_SPEED);
    this.ammo -= 1;
    this.fireCooldown = FIRE_INTERVAL_SECONDS;
    this.events |= SHOOTER_EVENTS.fire;
  }

  private spawn(dt: number): void {
    const wave = this.currentWave;
    if (!wave) return;
    if (this.breakTimer > 0) {
      this.breakTimer -= dt;
      if (this.breakTimer <= 0) this.events |= SHOOTER_EVENTS.waveStart;
      return;
    }
    if (this.spawnedInWave >= wave.kinds.length) return;
    this.spawnTimer -= dt;
    if (this.spawnTimer > 0) return;
    this.spawnTimer = wave.spawnIntervalSeconds;
    const kind = wave.kinds[this.spawnedInWave] ?? ENEMY_KIND.basic;
    const x = wave.spawnX[this.spawnedInWave] ?? ARENA_WIDTH / 2;
    const speed = wave.speedScale;
    const vy =
      kind === ENEMY_KIND.fast ? 170 * speed : kind === ENEMY_KIND.primary ? 70 : 80 * speed;
    const slot = this.enemies.claim(x, ENEMY_SPAWN_Y, 0, vy);
    if (slot < 0) return;
    this.spawnedInWave += 1;
    this.enemyKind[slot] = kind;
    this.enemyHealth[slot] = kind === ENEMY_KIND.primary ? this.options.primaryEnemyHealth : 1;
    this.enemyAge[slot] = 0;
    this.enemyFireTimer[slot] = PRIMARY_FIRE_SECONDS * 0.6;
  }

  private moveEnemies(dt: number): void {
    const e = this.enemies;
    const hero = this.hero;
    const speed = this.currentWave?.speedScale ?? 1;
    for (let i = 0; i < e.size; i++) {
      if (e.alive[i] !== 1) continue;
      const age = (this.enemyAge[i] ?? 0) + dt;
      this.enemyAge[i] = age;
      const kind = this.enemyKind[i];
      let x = e.x[i] ?? 0;
      let y = e.y[i] ?? 0;
      if (kind === ENEMY_KIND.fast) {
        x += Math.cos(age * 5 + i) * 150 * dt;
      } else if (kind === ENEMY_KIND.primary) {
        if (y < PRIMARY_HOVER_Y) y += (e.vy[i] ?? 0) * dt;
        x += Math.sin(age * 0.9 + i) * 70 * speed * dt;
        this.primaryFire(i, dt);
      } else {
        x += Math.sin(age * 2 + i) * 30 * dt;
      }
      if (kind !== ENEMY_KIND.primary) y += (e.vy[i] ?? 0) * dt;
      const radius = ENEMY_RADIUS[kind ?? 0] ?? 18;
      e.x[i] = clamp(x, radius, ARENA_WIDTH - radius);
      e.y[i] = y;
      if (y > ARENA_HEIGHT + 40) {
        e.alive[i] = 0;
        continue;
      }
      const reach = radius + HERO_RADIUS;
      if (hero.invulnerable <= 0 && distanceSquared(x, y, hero.x, hero.y) < reach * reach) {
        this.hurtHero();
        if (kind !== ENEMY_KIND.primary) e.alive[i] = 0;
      }
    }
  }

  private primaryFire(i: number, dt: number): void {
    const timer = (this.enemyFireTimer[i] ?? 0) - dt;
    if (timer > 0) {
      this.enemyFireTimer[i] = timer;
      return;
    }
    this.enemyFireTimer[i] = PRIMARY_FIRE_SECONDS / (1 + (this.options.difficulty - 1) * 0.12);
    const x = this.enemies.x[i] ?? 0;
    const y = (this.enemies.y[i] ?? 0) + 20;
    const dx = this.hero.x - x;
    const dy = this.hero.y - y;
    const length = Math.max(1, Math.hypot(dx, dy));
    this.enemyShots.claim(x, y, (dx / length) * ENEMY_SHOT_SPEED, (dy / length) * ENEMY_SHOT_SPEED);
  }

  private moveShots(dt: number): void {
    const shots = this.shots;
    const enemies = this.enemies;
    for (let s = 0; s < shots.size; s++) {
      if (shots.alive[s] !== 1) continue;
      const x = (shots.x[s] ?? 0) + (shots.vx[s] ?? 0) * dt;
      const y = (shots.y[s] ?? 0) + (shots.vy[s] ?? 0) * dt;
      shots.x[s] = x;
      shots.y[s] = y;
      if (y < -30 || x < -20 || x > ARENA_WIDTH + 20) {
        shots.alive[s] = 0;
        continue;
      }
      for (let i = 0; i < enemies.size; i++) {
        if (enemies.alive[i] !== 1) continue;
        const reach = (ENEMY_RADIUS[this.enemyKind[i] ?? 0] ?? 18) + SHOT_RADIUS;
        if (distanceSquared(x, y, enemies.x[i] ?? 0, enemies.y[i] ?? 0) >= reach * reach) continue;
        shots.alive[s] = 0;
        this.hitEnemy(i);
        break;
      }
    }
    const hostile = this.enemyShots;
    const hero = this.hero;
    const reach = ENEMY_SHOT_RADIUS + HERO_RADIUS - 3;
    for (let s = 0; s < hostile.size; s++) {
      if (hostile.alive[s] !== 1) continue;
      const x = (hostile.x[s] ?? 0) + (hostile.vx[s] ?? 0) * dt;
      const y = (hostile.y[s] ?? 0) + (hostile.vy[s] ?? 0) * dt;
      hostile.x[s] = x;
      hostile.y[s] = y;
      if (y > ARENA_HEIGHT + 20 || y < -20 || x < -20 || x > ARENA_WIDTH + 20) {
        hostile.alive[s] = 0;
      } else if (hero.invulnerable <= 0 && distanceSquared(x, y, hero.x, hero.y) < reach * reach) {
        hostile.alive[s] = 0;
        this.hurtHero();
      }
    }
  }

  private hitEnemy(i: number): void {
    const health = (this.enemyHealth[i] ?? 1) - 1;
    this.enemyHealth[i] = Math.max(0, health);
    this.events |= SHOOTER_EVENTS.hit;
    if (health > 0) return;
    this.enemies.alive[i] = 0;
    this.score += ENEMY_SCORE[this.enemyKind[i] ?? 0] ?? 10;
    this.kills += 1;
    this.events |= SHOOTER_EVENTS.kill;
  }

  private hurtHero(): void {
    if (this.phase !== 'playing') return;
    this.lives -= 1;
    this.hero.invulnerable = INVULNERABLE_SECONDS;
    this.events |= SHOOTER_EVENTS.hurt;
    if (this.lives > 0) return;
    this.lives = 0;
    this.phase = 'lost';
    this.events |= SHOOTER_EVENTS.lost;
  }

  private checkWaveCleared(): void {
    const wave = this.currentWave;
    if (this.phase !== 'playing' || !wave || this.breakTimer > 0) return;
    if (this.spawnedInWave < wave.kinds.length) return;
    for (let i = 0; i < this.enemies.size; i++) if (this.enemies.alive[i] === 1) return;
    this.score += WAVE_BONUS * (this.waveIndex + 1);
    this.events |= SHOOTER_EVENTS.waveCleared;
    this.waveIndex += 1;
    this.spawnedInWave = 0;
    this.spawnTimer = 0;
    this.enemyShots.clear();
    if (this.waveIndex >= this.waves.length) {
      this.phase = 'won';
      this.events |= SHOOTER_EVENTS.won;
      return;
    }
    this.breakTimer = WAVE_BREAK_SECONDS;
  }
}
