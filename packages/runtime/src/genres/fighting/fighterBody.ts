import { PUNCH_SECONDS, PUNCH_WINDUP_SECONDS } from './fightingRules.js';

/** One fighter in the arena (the player, an opponent or the dummy): plain numbers, reused. */
export interface FighterBody {
  x: number;
  /** 1 faces right, -1 faces left. */
  facing: 1 | -1;
  health: number;
  maxHealth: number;
  /** Seconds into the current punch; 0 when not punching. */
  punchTime: number;
  /** The current punch has already been resolved. */
  hasPunchLanded: boolean;
  isBlocking: boolean;
  hurtTime: number;
  /** Signed speed this step, for the walk animation. */
  velocity: number;
}

export function createFighterBody(x: number, facing: 1 | -1, maxHealth: number): FighterBody {
  return {
    x,
    facing,
    health: maxHealth,
    maxHealth,
    punchTime: 0,
    hasPunchLanded: false,
    isBlocking: false,
    hurtTime: 0,
    velocity: 0,
  };
}

export function resetFighterBody(body: FighterBody, x: number, health: number): void {
  body.x = x;
  body.health = health;
  body.punchTime = 0;
  body.hasPunchLanded = false;
  body.isBlocking = false;
  body.hurtTime = 0;
  body.velocity = 0;
}

export function isPunching(body: FighterBody): boolean {
  return body.punchTime > 0;
}

/** Free to start a punch, block or walk. */
export function isReady(body: FighterBody): boolean {
  return body.punchTime <= 0 && body.hurtTime <= 0;
}

export function startPunch(body: FighterBody): void {
  body.punchTime = 1e-6;
  body.hasPunchLanded = false;
  body.isBlocking = false;
}

/** Advances the punch; true on the step its fist reaches out. */
export function advancePunch(body: FighterBody, dt: number): boolean {
  if (body.punchTime <= 0) return false;
  body.punchTime += dt;
  const isLanding = !body.hasPunchLanded && body.punchTime >= PUNCH_WINDUP_SECONDS;
  if (isLanding) body.hasPunchLanded = true;
  if (body.punchTime >= PUNCH_SECONDS) body.punchTime = 0;
  return isLanding;
}

/** 0..1..0 how far the fist is out, for drawing. */
export function punchExtension(body: FighterBody): number {
  if (body.punchTime <= 0) return 0;
  const t = body.punchTime;
  if (t < PUNCH_WINDUP_SECONDS) return t / PUNCH_WINDUP_SECONDS;
  return Math.max(0, 1 - (t - PUNCH_WINDUP_SECONDS) / (PUNCH_SECONDS - PUNCH_WINDUP_SECONDS));
}
