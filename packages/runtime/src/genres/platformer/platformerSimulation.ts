import {
  PLATFORMER_ENEMY_SPEED,
  PLATFORMER_GRAVITY,
  PLATFORMER_JUMP_VELOCITY,
  PLATFORMER_RUN_SPEED,
  PLATFORMER_STOMP_BOUNCE,
  type PlatformerLevel,
} from '../../levels/index.js';
import {
  AIR_ACCELERATION,
  COIN_RADIUS,
  COIN_SCORE,
  COYOTE_SECONDS,
  ENEMY_BODY_HEIGHT,
  ENEMY_BODY_WIDTH,
  GROUND_ACCELERATION,
  HERO_BODY_HEIGHT,
  HERO_BODY_WIDTH,
  HURT_SECONDS,
  INVULNERABLE_SECONDS,
  JUMP_BUFFER_SECONDS,
  JUMP_CUT_FRACTION,
  KNOCKBACK_SPEED_X,
  KNOCKBACK_SPEED_Y,
  MAX_FALL_SPEED,
  SIM_EVENTS,
  STOMP_SCORE,
  STOMP_TOLERANCE,
  timeBonusFor,
} from './platformerRules.js';
import { isFullySupported, moveBodyX, moveBodyY, type MovingBody } from './tileCollision.js';

/** Buttons held during a step; `jump` is the held state, presses are detected inside. */
export interface PlatformerInput {
  left: boolean;
  right: boolean;
  jump: boolean;
}

export type PlatformerPhase = 'playing' | 'won' | 'lost';

export interface PlatformerSimulationOptions {
  lives: number;
  timeLimitSeconds: number;
  /** World difficulty 1..5: enemies walk faster. */
  difficulty: number;
}

export interface HeroState extends MovingBody {
  facing: 1 | -1;
  coyote: number;
  jumpBuffer: number;
  invulnerable: number;
  hurt: number;
}

/**
 * The whole platformer game as plain data and one `step` function: no Phaser, no clock, no
 * allocation per step. The scene feeds it input at a fixed step and draws its state, and tests
 * drive it the same way.
 *
 * @example
 * const sim = new PlatformerSimulation(level, { lives: 3, timeLimitSeconds: 120, difficulty: 2 });
 * sim.step({ left: false, right: true, jump: false }, 1 / 60);
 */
export class PlatformerSimulation {
  readonly hero: HeroState;
  readonly enemyX: Float32Array;
  readonly enemyY: Float32Array;
  readonly enemyDirection: Int8Array;
  readonly enemyAlive: Uint8Array;
  readonly coinTaken: Uint8Array;
  score = 0;
  lives: number;
  timeLeft: number;
  elapsed = 0;
  phase: PlatformerPhase = 'playing';
  /** SIM_EVENTS flags raised by the last step. */
  events = 0;
  timeBonus = 0;
  private readonly enemySpeed: Float32Array;
  private readonly enemyMinX: Float32Array;
  private readonly enemyMaxX: Float32Array;
  private readonly checkpoint = { x: 0, y: 0 };
  private wasJumpHeld = false;

  constructor(
    readonly level: PlatformerLevel,
    options: PlatformerSimulationOptions,
  ) {
    const size = level.tileSize;
    this.lives = options.lives;
    this.timeLeft = options.timeLimitSeconds;
    this.hero = {
      x: level.start.x * size + (size - HERO_BODY_WIDTH) / 2,
      y: (level.start.y + 1) * size - HERO_BODY_HEIGHT,
      vx: 0,
      vy: 0,
      width: HERO_BODY_WIDTH,
      height: HERO_BODY_HEIGHT,
      grounded: false,
      facing: 1,
      coyote: 0,
      jumpBuffer: 0,
      invulnerable: 0,
      hurt: 0,
    };
    this.checkpoint.x = this.hero.x;
    this.checkpoint.y = this.hero.y;
    const count = level.enemies.length;
    this.enemyX = new Float32Array(count);
    this.enemyY = new Float32Array(count);
    this.enemyDirection = new Int8Array(count);
    this.enemyAlive = new Uint8Array(count).fill(1);
    this.enemySpeed = new Float32Array(count);
    this.enemyMinX = new Float32Array(count);
    this.enemyMaxX = new Float32Array(count);
    const levelWidth = level.widthTiles * size;
    level.enemies.forEach((enemy, i) => {
      this.enemyX[i] = enemy.x * size + (size - ENEMY_BODY_WIDTH) / 2;
      this.enemyY[i] = (enemy.y + 1) * size - ENEMY_BODY_HEIGHT;
      this.enemyMinX[i] = enemy.patrolMin * size;
      this.enemyMaxX[i] = (enemy.patrolMax + 1) * size - ENEMY_BODY_WIDTH;
      this.enemyDirection[i] = i % 2 === 0 ? -1 : 1;
      const progress = (enemy.x * size) / levelWidth;
      this.enemySpeed[i] =
        PLATFORMER_ENEMY_SPEED * (1 + 0.08 * (options.difficulty - 1) + 0.35 * progress);
    });
    this.coinTaken = new Uint8Array(level.coins.length);
  }

  get isOver(): boolean {
    return this.phase !== 'playing';
  }

  step(input: PlatformerInput, dt: number): void {
    this.events = 0;
    if (this.phase !== 'playing') return;
    this.elapsed += dt;
    this.timeLeft = Math.max(0, this.timeLeft - dt);
    this.stepHero(input, dt);
    this.stepEnemies(dt);
    this.collectCoins();
    this.checkGoal();
    this.checkFall();
    if (this.phase === 'playing' && this.timeLeft <= 0) this.lose();
  }

  private stepHero(input: PlatformerInput, dt: number): void {
    const hero = this.hero;
    const isJumpPressed = input.jump && !this.wasJumpHeld;
    this.wasJumpHeld = input.jump;
    hero.invulnerable = Math.max(0, hero.invulnerable - dt);
    hero.hurt = Math.max(0, hero.hurt - dt);
    if (hero.hurt <= 0) {
      const direction = (input.right ? 1 : 0) - (input.left ? 1 : 0);
      if (direction !== 0) hero.facing = direction > 0 ? 1 : -1;
      const target = direction * PLATFORMER_RUN_SPEED;
      const change = (hero.grounded ? GROUND_ACCELERATION : AIR_ACCELERATION) * dt;
      hero.vx =
        hero.vx < target ? Math.min(target, hero.vx + change) : Math.max(target, hero.vx - change);
    }
    hero.coyote = hero.grounded ? COYOTE_SECONDS : Math.max(0, hero.coyote - dt);
    hero.jumpBuffer = isJumpPressed ? JUMP_BUFFER_SECONDS : Math.max(0, hero.jumpBuffer - dt);
    if (hero.jumpBuffer > 0 && hero.coyote > 0 && hero.hurt <= 0) {
      hero.vy = -PLATFORMER_JUMP_VELOCITY;
      hero.jumpBuffer = 0;
      hero.coyote = 0;
      this.events |= SIM_EVENTS.jump;
    }
    const cutSpeed = -PLATFORMER_JUMP_VELOCITY * JUMP_CUT_FRACTION;
    if (!input.jump && hero.vy < cutSpeed) hero.vy = cutSpeed;
    hero.vy = Math.min(MAX_FALL_SPEED, hero.vy + PLATFORMER_GRAVITY * dt);
    moveBodyX(this.level, hero, dt);
    moveBodyY(this.level, hero, dt);
    if (hero.grounded && hero.hurt <= 0 && isFullySupported(this.level, hero)) {
      this.checkpoint.x = hero.x;
      this.checkpoint.y = hero.y;
    }
  }

  private stepEnemies(dt: number): void {
    const hero = this.hero;
    const heroBottom = hero.y + hero.height;
    const previousHeroBottom = heroBottom - hero.vy * dt;
    for (let i = 0; i < this.enemyAlive.length; i++) {
      if (this.enemyAlive[i] !== 1) continue;
      let x =
        (this.enemyX[i] ?? 0) + (this.enemyDirection[i] ?? 1) * (this.enemySpeed[i] ?? 0) * dt;
      const minX = this.enemyMinX[i] ?? 0;
      const maxX = this.enemyMaxX[i] ?? 0;
      if (x <= minX) {
        x = minX;
        this.enemyDirection[i] = 1;
      } else if (x >= maxX) {
        x = maxX;
        this.enemyDirection[i] = -1;
      }
      this.enemyX[i] = x;
      const y = this.enemyY[i] ?? 0;
      const overlaps =
        hero.x < x + ENEMY_BODY_WIDTH &&
        hero.x + hero.width > x &&
        hero.y < y + ENEMY_BODY_HEIGHT &&
        heroBottom > y;
      if (!overlaps) continue;
      if (hero.vy > 0 && previousHeroBottom <= y + STOMP_TOLERANCE) {
        this.enemyAlive[i] = 0;
        this.score += STOMP_SCORE;
        hero.vy = -PLATFORMER_STOMP_BOUNCE;
        this.events |= SIM_EVENTS.stomp;
      } else if (hero.invulnerable <= 0) {
        const away = hero.x + hero.width / 2 < x + ENEMY_BODY_WIDTH / 2 ? -1 : 1;
        this.hurtHero(away);
        // The enemy turns back too, so a hero pushing on does not run straight into it again.
        this.enemyDirection[i] = -away;
      }
    }
  }

  private hurtHero(awayDirection: number): void {
    const hero = this.hero;
    this.lives -= 1;
    this.events |= SIM_EVENTS.hurt;
    hero.invulnerable = INVULNERABLE_SECONDS;
    hero.hurt = HURT_SECONDS;
    hero.vx = awayDirection * KNOCKBACK_SPEED_X;
    hero.vy = -KNOCKBACK_SPEED_Y;
    if (this.lives <= 0) this.lose();
  }

  private collectCoins(): void {
    const hero = this.hero;
    const size = this.level.tileSize;
    const coins = this.level.coins;
    for (let i = 0; i < coins.length; i++) {
      if (this.coinTaken[i] === 1) continue;
      const coin = coins[i];
      if (!coin) continue;
      const cx = (coin.x + 0.5) * size;
      const cy = (coin.y + 0.5) * size;
      if (
        cx + COIN_RADIUS > hero.x &&
        cx - COIN_RADIUS < hero.x + hero.width &&
        cy + COIN_RADIUS > hero.y &&
        cy - COIN_RADIUS < hero.y + hero.height
      ) {
        this.coinTaken[i] = 1;
        this.score += COIN_SCORE;
        this.events |= SIM_EVENTS.coin;
      }
    }
  }

  private checkGoal(): void {
    if (this.phase !== 'playing') return;
    const hero = this.hero;
    const size = this.level.tileSize;
    const goalLeft = this.level.goal.x * size;
    const goalTop = (this.level.goal.y - 1) * size;
    const isAtGoal =
      hero.x + hero.width > goalLeft + 6 &&
      hero.x < goalLeft + size - 6 &&
      hero.y < goalTop + 2 * size &&
      hero.y + hero.height > goalTop;
    if (!isAtGoal) return;
    this.timeBonus = timeBonusFor(this.timeLeft);
    this.score += this.timeBonus;
    this.phase = 'won';
    this.events |= SIM_EVENTS.won;
  }

  private checkFall(): void {
    if (this.phase !== 'playing') return;
    const hero = this.hero;
    if (hero.y < (this.level.heightTiles + 1) * this.level.tileSize) return;
    this.lives -= 1;
    this.events |= SIM_EVENTS.fell;
    if (this.lives <= 0) {
      this.lose();
      return;
    }
    hero.x = this.checkpoint.x;
    hero.y = this.checkpoint.y;
    hero.vx = 0;
    hero.vy = 0;
    hero.hurt = 0;
    hero.invulnerable = INVULNERABLE_SECONDS;
    this.events |= SIM_EVENTS.respawn;
  }

  private lose(): void {
    this.lives = Math.max(0, this.lives);
    this.phase = 'lost';
    this.events |= SIM_EVENTS.lost;
  }
}
