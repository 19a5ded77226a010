import type { CharacterLook } from '../../analyze/types.js';
import type { Pose } from './pose.js';
import type { Tones } from './tones.js';

export type Point = readonly [number, number];

/** Where the face sits: centre and radius of the head (or the face area of a one-piece body). */
export interface HeadPlacement {
  x: number;
  y: number;
  r: number;
  /** Top of the head, where hats sit (differs from y - r for boxy heads). */
  top: number;
}

/** What a body drawer produces; the composer layers it with face, ears and accessories. */
export interface BodyDrawing {
  /** Back arm and back leg, behind everything else of the body. */
  backLimbs: string;
  /** The body with its belly and shading. */
  torso: string;
  /** The torso outline as a bare shape, used to clip patterns. */
  torsoShape: string;
  frontLeg: string;
  /** A separate head, or '' when the face is drawn on the torso. */
  headShape: string;
  head: HeadPlacement;
  /** Front arm, drawn over the held item. */
  frontArm: string;
  frontHand: Point;
  backHand: Point;
  /** Arm angle at the front hand, to orient held items. */
  frontArmAngle: number;
  tailAnchor: Point;
  wingAnchor: Point;
  /** Where capes and jetpacks hang. */
  backAnchor: Point;
}

export interface BodyDrawer {
  (look: CharacterLook, pose: Pose, tones: Tones): BodyDrawing;
}

/** End point of a limb of `length` from `origin` at `angle` (0 down, 90 forward, 180 up). */
export function limbEnd(origin: Point, angle: number, length: number): Point {
  const radians = (angle * Math.PI) / 180;
  return [origin[0] + Math.sin(radians) * length, origin[1] + Math.cos(radians) * length];
}

/** The ground line of every frame: feet rest on it. */
export const GROUND_Y = 92;
