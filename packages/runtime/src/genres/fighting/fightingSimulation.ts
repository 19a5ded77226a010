import type { FightingWorld } from '@promptplay/contracts';
import { clamp } from '../../kit/math.js';
import { createRng } from '../../levels/rng.js';
import {
  advancePunch,
  createFighterBody,
  isReady,
  resetFighterBody,
  startPunch,
  type FighterBody,
} from './fighterBody.js';
import {
  ARENA_EDGE,
  ARENA_WIDTH,
  BLOCK_CHIP,
  BOUT_START,
  COMBO_WINDOW_SECONDS,
  FIGHT_EVENTS,
  HEAL_BETWEEN_BOUTS,
  HURT_SECONDS,
  INTRO_SECONDS,
  KNOCKBACK_PX,
  KO_SECONDS,
  MIN_GAP,
  OPENING_HOLD_SECONDS,
  PLAYER_SPEED,
  PUNCH_REACH,
  SCORE,
  WARMUP_START,
} from './fightingRules.js';
import { OpponentBrain, type OpponentProfile } from './opponentBrain.js';

/** Controls the fight reads: stick / arrows, A punches, B blocks (held). */
export interface FightingInput {
  moveX: number;
  jump: boolean;
  action: boolean;
}

export type FightingPhase = 'warmup' | 'intro' | 'fight' | 'ko' | 'won' | 'lost';

export interface FightingSettings {
  seed: number;
  opponents: readonly OpponentProfile[];
  /**
   * Whether the fight opens on the punching dummy. Without it the first bout starts at once
   * against the rival the prompt named, and that opponent holds its punches for a moment.
   */
  hasWarmup: boolean;
  dummyHits: number;
  warmupSeconds: number;
  playerHealth: number;
  playerPower: number;
  boutSeconds: number;
}

/** The fight's rules from the world file. */
export function fightingSettingsOf(world: FightingWorld): FightingSettings {
  const fighting = world.fighting;
  return {
    seed: world.seed,
    opponents: fighting.opponents,
    hasWarmup: fighting.warmup !== 'none',
    dummyHits: fighting.dummyHits,
    warmupSeconds: fighting.warmupSeconds,
    playerHealth: fighting.playerHealth,
    playerPower: fighting.playerPower,
    boutSeconds: fighting.boutSeconds,
  };
}

/** The punching dummy: counts hits and sways when struck. */
export interface DummyState {
  x: number;
  hits: number;
  /** Sway angle in radians and its speed, a damped spring. */
  sway: number;
  swayVelocity: number;
}

/**
 * The fighting game as plain data: warm up on the dummy (unless the world opens on its named
 * rival), then beat each opponent in turn, one bout each. No Phaser, no allocation per step; the scene draws it and tests drive it.
 *
 * @example
 * const sim = new FightingSimulation(settings);
 * sim.step({ moveX: 1, jump: false, action: false }, FIGHTING_STEP_SECONDS);
 */
export class FightingSimulation {
  readonly player: FighterBody;
  readonly opponent: FighterBody;
  readonly dummy: DummyState = { x: WARMUP_START.dummy, hits: 0, sway: 0, swayVelocity: 0 };
  phase: FightingPhase = 'warmup';
  opponentIndex = 0;
  score = 0;
  combo = 0;
  /** Seconds left in the warm-up or the current bout. */
  timeLeft: number;
  /** Seconds spent in the current phase. */
  phaseTime = 0;
  elapsed = 0;
  /** FIGHT_EVENTS raised by the last step. */
  events = 0;
  /** How the last bout was decided, for the result line. */
  wasDecision = false;
  /** A punch of the player's has landed on an opponent: the punch hint can go. */
  hasLandedPunch = false;
  private comboTimer = 0;
  private wasPunchHeld = false;
  private readonly brain: OpponentBrain;

  constructor(readonly settings: FightingSettings) {
    this.player = createFighterBody(WARMUP_START.player, 1, settings.playerHealth);
    const first = this.profile;
    this.opponent = createFighterBody(BOUT_START.opponent, -1, first.maxHealth);
    this.brain = new OpponentBrain(createRng(settings.seed));
    this.timeLeft = settings.warmupSeconds;
    if (!settings.hasWarmup) this.startBout();
  }

  /** The opening bout of a fight without warm-up: the hint to punch shows until one lands. */
  get isPunchHintShown(): boolean {
    return (
      !this.settings.hasWarmup &&
      this.opponentIndex === 0 &&
      this.phase === 'fight' &&
      !this.hasLandedPunch
    );
  }

  get profile(): OpponentProfile {
    const list = this.settings.opponents;
    const profile = list[Math.min(this.opponentIndex, list.length - 1)];
    if (!profile) throw new Error('A fight needs at least one opponent');
    return profile;
  }

  get isOver(): boolean {
    return this.phase === 'won' || this.phase === 'lost';
  }

  step(input: FightingInput, dt: number): void {
    this.events = 0;
    if (this.isOver) return;
    this.elapsed += dt;
    this.phaseTime += dt;
    this.stepDummySway(dt);
    const isPunchPressed = input.jump && !this.wasPunchHeld;
    this.wasPunchHeld = input.jump;
    switch (this.phase) {
      case 'warmup':
        this.stepWarmup(input, isPunchPressed, dt);
        break;
      case 'intro':
        this.settle(dt);
        if (this.phaseTime >= INTRO_SECONDS) this.enter('fight');
        break;
      case 'fight':
        this.stepFight(input, isPunchPressed, dt);
        break;
      case 'ko':
        this.settle(dt);
        if (this.phaseTime >= KO_SECONDS) this.nextBout();
        break;
      case 'won':
      case 'lost':
        break;
    }
  }

  private enter(phase: FightingPhase): void {
    this.phase = phase;
    this.phaseTime = 0;
    if (phase === 'fight') this.timeLeft = this.settings.boutSeconds;
  }

  private stepWarmup(input: FightingInput, isPunchPressed: boolean, dt: number): void {
    this.timeLeft = Math.max(0, this.timeLeft - dt);
    const player = this.player;
    this.movePlayer(input, isPunchPressed, dt, this.dummy.x);
    if (advancePunch(player, dt)) {
      this.events |= FIGHT_EVENTS.punch;
      if (Math.abs(this.dummy.x - player.x) <= PUNCH_REACH) {
        this.dummy.hits += 1;
        this.dummy.swayVelocity += 7 * player.facing;
        this.score += SCORE.dummyHit;
        this.events |= FIGHT_EVENTS.dummyHit;
      }
    }
    if (this.dummy.hits >= this.settings.dummyHits || this.timeLeft <= 0) this.startBout();
  }

  private startBout(): void {
    resetFighterBody(this.player, BOUT_START.player, this.player.health);
    resetFighterBody(this.opponent, BOUT_START.opponent, this.profile.maxHealth);
    this.opponent.maxHealth = this.profile.maxHealth;
    // With no warm-up to learn the buttons on, the first opponent lets the player strike first.
    const isOpening = !this.settings.hasWarmup && this.opponentIndex === 0;
    this.brain.reset(isOpening ? OPENING_HOLD_SECONDS : 0);
    this.combo = 0;
    this.timeLeft = this.settings.boutSeconds;
    this.enter('intro');
    this.events |= FIGHT_EVENTS.boutStart;
  }

  private nextBout(): void {
    if (this.opponentIndex + 1 >= this.settings.opponents.length) {
      this.phase = 'won';
      this.events |= FIGHT_EVENTS.won;
      return;
    }
    this.opponentIndex += 1;
    const player = this.player;
    player.health = Math.min(
      player.maxHealth,
      player.health + Math.round(player.maxHealth * HEAL_BETWEEN_BOUTS),
    );
    this.startBout();
  }

  private stepFight(input: FightingInput, isPunchPressed: boolean, dt: number): void {
    this.timeLeft = Math.max(0, this.timeLeft - dt);
    const player = this.player;
    const opponent = this.opponent;
    const profile = this.profile;
    this.comboTimer = Math.max(0, this.comboTimer - dt);
    if (this.comboTimer <= 0) this.combo = 0;
    this.movePlayer(input, isPunchPressed, dt, opponent.x);

    const intent = this.brain.think(profile, opponent, player, dt);
    opponent.hurtTime = Math.max(0, opponent.hurtTime - dt);
    opponent.velocity = 0;
    if (isReady(opponent)) {
      opponent.isBlocking = intent.wantsBlock;
      if (intent.wantsPunch) {
        startPunch(opponent);
        this.brain.punched(profile);
      } else if (!intent.wantsBlock && intent.move !== 0) {
        opponent.velocity = intent.move * profile.speed;
      }
    } else if (opponent.hurtTime > 0) {
      opponent.isBlocking = false;
    }
    opponent.x += opponent.velocity * dt;
    this.separate();

    if (advancePunch(player, dt)) {
      this.events |= FIGHT_EVENTS.punch;
      if (Math.abs(opponent.x - player.x) <= PUNCH_REACH) this.playerLands();
    }
    if (advancePunch(opponent, dt)) {
      this.events |= FIGHT_EVENTS.opponentPunch;
      if (Math.abs(opponent.x - player.x) <= PUNCH_REACH) this.opponentLands(profile.power);
    }
    this.faceEachOther();
    if (this.phase !== 'fight') return;
    if (this.timeLeft <= 0) this.decideOnTime();
  }

  private movePlayer(
    input: FightingInput,
    isPunchPressed: boolean,
    dt: number,
    targetX: number,
  ): void {
    const player = this.player;
    player.hurtTime = Math.max(0, player.hurtTime - dt);
    player.velocity = 0;
    if (!isReady(player)) {
      if (player.hurtTime > 0) player.isBlocking = false;
      return;
    }
    player.isBlocking = input.action;
    if (isPunchPressed) {
      startPunch(player);
      return;
    }
    if (player.isBlocking) return;
    player.velocity = clamp(input.moveX, -1, 1) * PLAYER_SPEED;
    player.x += player.velocity * dt;
    const limit = targetX - MIN_GAP;
    player.x = clamp(player.x, ARENA_EDGE, Math.max(ARENA_EDGE, limit));
  }

  /** Keeps both fighters inside the ropes and out of each other. */
  private separate(): void {
    const player = this.player;
    const opponent = this.opponent;
    opponent.x = clamp(opponent.x, ARENA_EDGE, ARENA_WIDTH - ARENA_EDGE);
    if (opponent.x - player.x < MIN_GAP) {
      opponent.x = Math.min(ARENA_WIDTH - ARENA_EDGE, player.x + MIN_GAP);
      player.x = Math.max(ARENA_EDGE, opponent.x - MIN_GAP);
    }
  }

  private faceEachOther(): void {
    this.player.facing = this.opponent.x >= this.player.x ? 1 : -1;
    this.opponent.facing = this.player.facing === 1 ? -1 : 1;
  }

  private playerLands(): void {
    const opponent = this.opponent;
    const power = this.settings.playerPower;
    this.hasLandedPunch = true;
    if (opponent.isBlocking) {
      opponent.health = Math.max(0, opponent.health - Math.ceil(power * BLOCK_CHIP));
      this.score += SCORE.blockedHit;
      this.combo = 0;
      this.events |= FIGHT_EVENTS.blocked;
    } else {
      opponent.health = Math.max(0, opponent.health - power);
      opponent.hurtTime = HURT_SECONDS;
      opponent.punchTime = 0;
      opponent.x = Math.min(ARENA_WIDTH - ARENA_EDGE, opponent.x + KNOCKBACK_PX);
      this.score += SCORE.hit + SCORE.comboStep * Math.min(this.combo, SCORE.maxComboSteps);
      this.combo += 1;
      this.comboTimer = COMBO_WINDOW_SECONDS;
      this.events |= FIGHT_EVENTS.hit;
    }
    if (opponent.health <= 0) this.knockOut();
  }

  private opponentLands(power: number): void {
    const player = this.player;
    if (player.isBlocking) {
      player.health = Math.max(0, player.health - Math.ceil(power * BLOCK_CHIP));
      this.events |= FIGHT_EVENTS.blocked;
    } else {
      player.health = Math.max(0, player.health - power);
      player.hurtTime = HURT_SECONDS;
      player.punchTime = 0;
      player.x = Math.max(ARENA_EDGE, player.x - KNOCKBACK_PX);
      this.combo = 0;
      this.events |= FIGHT_EVENTS.playerHurt;
    }
    if (player.health <= 0) this.lose();
  }

  private knockOut(): void {
    const player = this.player;
    this.score +=
      SCORE.ko + Math.round((100 * player.health) / player.maxHealth) * SCORE.healthBonus;
    this.wasDecision = false;
    this.events |= FIGHT_EVENTS.ko;
    this.enter('ko');
  }

  private decideOnTime(): void {
    const playerShare = this.player.health / this.player.maxHealth;
    const opponentShare = this.opponent.health / this.opponent.maxHealth;
    if (playerShare >= opponentShare) {
      this.score += SCORE.decision;
      this.wasDecision = true;
      this.events |= FIGHT_EVENTS.ko;
      this.enter('ko');
    } else {
      this.lose();
    }
  }

  private lose(): void {
    this.phase = 'lost';
    this.events |= FIGHT_EVENTS.lost;
  }

  /** Between bouts the fighters ease back towards their corners. */
  private settle(dt: number): void {
    this.player.hurtTime = Math.max(0, this.player.hurtTime - dt);
    this.opponent.hurtTime = Math.max(0, this.opponent.hurtTime - dt);
    this.player.punchTime = 0;
    this.opponent.punchTime = 0;
    this.player.isBlocking = false;
    this.opponent.isBlocking = false;
    this.player.velocity = 0;
    this.opponent.velocity = 0;
  }

  private stepDummySway(dt: number): void {
    const dummy = this.dummy;
    dummy.swayVelocity += (-40 * dummy.sway - 4 * dummy.swayVelocity) * dt;
    dummy.sway = clamp(dummy.sway + dummy.swayVelocity * dt, -0.7, 0.7);
  }
}
