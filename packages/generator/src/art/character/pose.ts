import type { SpriteFrameName } from '@promptplay/contracts';

export type Expression = 'happy' | 'determined' | 'shout' | 'hurt';

/** One frame's posture. Angles in degrees; arm 0 hangs down, 90 points forward, 180 up. */
export interface Pose {
  /** Vertical body offset, negative is up. */
  bob: number;
  /** Vertical scale around the feet. */
  squash: number;
  /** Whole-body lean around the feet, positive leans forward. */
  tilt: number;
  frontLeg: { dx: number; lift: number };
  backLeg: { dx: number; lift: number };
  frontArm: number;
  backArm: number;
  expression: Expression;
  /** 0..1 phase for wings, capes, ears and tails. */
  flap: number;
  /** Legless bodies (blob, ghost, snake) move by this wave phase, 0..1. */
  wave: number;
}

const still = { dx: 0, lift: 0 };

/** Poses in SPRITE_SHEET_FRAMES order: idle breathes, run is a four-step cycle. */
// prettier-ignore
export const POSES: Readonly<Record<SpriteFrameName, Pose>> = {
  idle0: { bob: 0, squash: 1, tilt: 0, frontLeg: still, backLeg: still, frontArm: 14, backArm: -12, expression: 'happy', flap: 0, wave: 0 },
  idle1: { bob: 1.5, squash: 0.97, tilt: 0, frontLeg: still, backLeg: still, frontArm: 20, backArm: -6, expression: 'happy', flap: 0.5, wave: 0.5 },
  run0: { bob: -2, squash: 1.02, tilt: 7, frontLeg: { dx: 9, lift: 0 }, backLeg: { dx: -9, lift: 4 }, frontArm: -50, backArm: 55, expression: 'determined', flap: 0, wave: 0 },
  run1: { bob: 0, squash: 0.98, tilt: 7, frontLeg: { dx: 2, lift: 7 }, backLeg: { dx: -1, lift: 0 }, frontArm: 0, backArm: 5, expression: 'determined', flap: 0.25, wave: 0.25 },
  run2: { bob: -2, squash: 1.02, tilt: 7, frontLeg: { dx: -9, lift: 4 }, backLeg: { dx: 9, lift: 0 }, frontArm: 55, backArm: -50, expression: 'determined', flap: 0.5, wave: 0.5 },
  run3: { bob: 0, squash: 0.98, tilt: 7, frontLeg: { dx: -1, lift: 0 }, backLeg: { dx: 2, lift: 7 }, frontArm: 5, backArm: 0, expression: 'determined', flap: 0.75, wave: 0.75 },
  jump: { bob: -3, squash: 1.04, tilt: 4, frontLeg: { dx: 7, lift: 9 }, backLeg: { dx: -5, lift: 4 }, frontArm: 150, backArm: -140, expression: 'shout', flap: 0.9, wave: 0.3 },
  hurt: { bob: -3, squash: 0.96, tilt: -14, frontLeg: { dx: 7, lift: 5 }, backLeg: { dx: -6, lift: 0 }, frontArm: 125, backArm: -120, expression: 'hurt', flap: 0.6, wave: 0.6 },
};
