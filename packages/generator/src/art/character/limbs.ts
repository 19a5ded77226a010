import { circle, ellipse, limb } from '../svg.js';
import type { Pose } from './pose.js';
import { GROUND_Y, limbEnd, type Point } from './rig.js';

export interface LegStyle {
  width: number;
  color: string;
  outline: string;
  footColor: string;
  footOutline: string;
  footRx: number;
  footRy: number;
}

/** A leg from the hip to a foot resting on the ground (or lifted by the pose). */
export function drawLeg(hip: Point, step: Pose['frontLeg'], style: LegStyle, bob: number): string {
  const footY = GROUND_Y - style.footRy - step.lift - bob;
  const foot: Point = [hip[0] + step.dx, footY];
  return (
    limb([hip, foot], style.width, style.color, style.outline) +
    ellipse(
      foot[0] + style.footRx * 0.35,
      foot[1] + style.footRy * 0.2,
      style.footRx,
      style.footRy,
      {
        fill: style.footColor,
        outline: style.footOutline,
      },
    )
  );
}

export interface ArmStyle {
  length: number;
  width: number;
  color: string;
  outline: string;
  handColor: string;
  handOutline: string;
  handRadius: number;
}

export function drawArm(
  shoulder: Point,
  angle: number,
  style: ArmStyle,
): { svg: string; hand: Point } {
  const hand = limbEnd(shoulder, angle, style.length);
  return {
    svg:
      limb([shoulder, hand], style.width, style.color, style.outline) +
      circle(hand[0], hand[1], style.handRadius, {
        fill: style.handColor,
        outline: style.handOutline,
        width: 2,
      }),
    hand,
  };
}
