import { lighten } from '../../color/colorMath.js';
import { d, el, ellipse, limb, path } from '../svg.js';
import { GROUND_Y, type BodyDrawer, type Point } from './rig.js';

/** A pincer opening upwards, turned outwards by `angle`; `snap` closes it a little. */
export function drawClaw(
  [x, y]: Point,
  angle: number,
  snap: number,
  fill: string,
  outline: string,
): string {
  const open = 4 - snap * 3;
  const upper = d([
    'M',
    -8,
    3,
    'C',
    -12,
    -8,
    -7,
    -18,
    1,
    -19,
    'L',
    -1,
    -10 + open * 0.2,
    'L',
    -3,
    -4,
    'C',
    -1,
    0,
    -4,
    3,
    -8,
    3,
    'Z',
  ]);
  const lower = d([
    'M',
    -8,
    3,
    'C',
    -4,
    6,
    6,
    4,
    8,
    -4,
    'C',
    9,
    -10,
    6,
    -13,
    3 + open,
    -14,
    'L',
    1,
    -6,
    'C',
    -2,
    -2,
    -5,
    0,
    -8,
    3,
    'Z',
  ]);
  return el(
    'g',
    { transform: `translate(${x} ${y}) rotate(${angle}) scale(1.15)` },
    path(upper, { fill, outline, width: 2.2 }) + path(lower, { fill, outline, width: 2.2 }),
  );
}

/** Crab or scorpion: wide shell, eyes on stalks, big claws held up, three legs a side. */
export const drawCrab: BodyDrawer = (look, pose, t) => {
  const legs = (side: -1 | 1, phase: number): string =>
    [0, 1, 2]
      .map((i) => {
        const hip: Point = [48 + side * (8 + i * 6), 76];
        const step = Math.sin(phase + i * 1.7) * 3;
        const knee: Point = [hip[0] + side * 11, hip[1] - 5];
        const foot: Point = [hip[0] + side * 15 + step, GROUND_Y - 1 - pose.bob];
        return limb([hip, knee, foot], 3, t.bodyDark, t.outline, 1.5);
      })
      .join('');
  const phase = (pose.frontLeg.dx / 9) * Math.PI;
  const lift =
    pose.expression === 'shout' || pose.expression === 'hurt'
      ? -6
      : Math.sin(pose.flap * Math.PI * 2) * 2;
  const backHand: Point = [17, 53 + lift];
  const frontHand: Point = [79, 53 - lift];
  const snap = (Math.sin(pose.flap * Math.PI * 2) + 1) / 2;
  const claw = lighten(t.body, 0.08);
  const shell = d([
    'M',
    22,
    72,
    'C',
    22,
    58,
    36,
    56,
    48,
    56,
    'C',
    60,
    56,
    74,
    58,
    74,
    72,
    'C',
    74,
    82,
    62,
    84,
    48,
    84,
    'C',
    34,
    84,
    22,
    82,
    22,
    72,
    'Z',
  ]);
  return {
    backLimbs:
      legs(-1, phase) +
      legs(1, phase + 1) +
      limb([[28, 68], [18, 64], backHand], 4.5, t.body, t.outline) +
      drawClaw(backHand, -25, snap, claw, t.outline) +
      limb(
        [
          [44, 60],
          [42, 50],
        ],
        2.5,
        t.bodyDark,
        t.outline,
        1.5,
      ) +
      limb(
        [
          [56, 60],
          [58, 50],
        ],
        2.5,
        t.bodyDark,
        t.outline,
        1.5,
      ),
    torso:
      path(shell, { fill: `url(#${t.id}-body)`, outline: t.outline }) +
      ellipse(48, 79, 16, 4, t.belly),
    torsoShape: path(shell, '#000'),
    frontLeg: '',
    headShape: '',
    head: { x: 50, y: 66, r: 14, top: 52 },
    frontArm:
      limb([[68, 68], [78, 64], frontHand], 4.5, t.body, t.outline) +
      drawClaw(frontHand, 25, 1 - snap, claw, t.outline),
    frontHand,
    backHand,
    frontArmAngle: pose.frontArm,
    tailAnchor: [24, 70],
    wingAnchor: [36, 58],
    backAnchor: [32, 60],
  };
};
