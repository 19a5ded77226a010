import { lighten } from '../../color/colorMath.js';
import { curvedLimb, d, ellipse, el, path } from '../svg.js';
import { GROUND_Y, limbEnd, type BodyDrawer, type Point } from './rig.js';

const fillOf = (id: string): string => `url(#${id}-body)`;

/** Jelly dome with a glossy highlight; it hops instead of walking. */
export const drawBlob: BodyDrawer = (look, pose, t) => {
  const wobble = Math.sin(pose.wave * Math.PI * 2) * 2;
  // prettier-ignore
  const dome = d(['M', 17, GROUND_Y, 'C', 15 - wobble, 66, 28, 40 + wobble, 49, 40 + wobble, 'C', 70, 40 + wobble, 82 + wobble, 64, 80, GROUND_Y, 'C', 66, GROUND_Y + 2, 30, GROUND_Y + 2, 17, GROUND_Y, 'Z']);
  const front = limbEnd([76, 74], pose.frontArm * 0.4 + 40, 6);
  const back = limbEnd([22, 74], pose.backArm * 0.4 - 40, 6);
  return {
    backLimbs: ellipse(back[0], back[1], 5, 4, { fill: t.bodyDark, outline: t.outline }),
    torso:
      path(dome, { fill: fillOf(t.id), outline: t.outline }) +
      ellipse(34, 54, 7, 4.5, lighten(t.body, 0.7), -35) +
      ellipse(28, 63, 2.5, 2.5, lighten(t.body, 0.7)),
    torsoShape: path(dome, '#000'),
    frontLeg: '',
    headShape: '',
    head: { x: 52, y: 64, r: 17, top: 42 + wobble },
    frontArm: ellipse(front[0], front[1], 5, 4, { fill: t.body, outline: t.outline }),
    frontHand: front,
    backHand: back,
    frontArmAngle: pose.frontArm,
    tailAnchor: [20, 80],
    wingAnchor: [34, 56],
    backAnchor: [30, 60],
  };
};

/** Floating sheet ghost with a scalloped hem and little nub arms. */
export const drawGhost: BodyDrawer = (look, pose, t) => {
  const sway = Math.sin(pose.wave * Math.PI * 2) * 3;
  const hem = 84;
  const scallops: (string | number)[] = [];
  for (let i = 0; i < 4; i++) {
    const x0 = 72 - i * 12;
    scallops.push('Q', x0 - 6 + sway * 0.3, hem + (i % 2 === 0 ? 6 : 3), x0 - 12, hem);
  }
  // prettier-ignore
  const sheet = d(['M', 24, hem, 'L', 26, 46, 'C', 26, 26, 38, 20, 49, 20, 'C', 62, 20, 72, 28, 72, 46, 'L', 72 + sway * 0.4, hem, ...scallops, 'Z']);
  const front = limbEnd([68, 54], pose.frontArm * 0.6 + 30, 9);
  const back = limbEnd([28, 54], pose.backArm * 0.6 - 30, 9);
  return {
    backLimbs: curvedLimb([30, 52], [back[0] - 2, back[1] - 4], back, 6, t.bodyDark, t.outline),
    torso: path(sheet, { fill: fillOf(t.id), outline: t.outline }),
    torsoShape: path(sheet, '#000'),
    frontLeg: '',
    headShape: '',
    head: { x: 52, y: 42, r: 17, top: 21 },
    frontArm: curvedLimb([66, 52], [front[0] + 2, front[1] - 4], front, 6, t.body, t.outline),
    frontHand: front,
    backHand: back,
    frontArmAngle: pose.frontArm,
    tailAnchor: [26, 78],
    wingAnchor: [30, 46],
    backAnchor: [28, 46],
  };
};

/** Snake: a thick slithering curve with the head raised at the front. */
export const drawSnake: BodyDrawer = (look, pose, t) => {
  const phase = pose.wave * Math.PI * 2;
  const bodyPoints: Point[] = [
    [12, GROUND_Y - 6 + Math.sin(phase) * 2],
    [26, GROUND_Y - 8 - Math.sin(phase + 1) * 5],
    [40, GROUND_Y - 8 + Math.sin(phase + 2) * 4],
    [54, GROUND_Y - 12],
    [60, 62],
  ];
  const [p0, p1, p2, p3, p4] = bodyPoints as [Point, Point, Point, Point, Point];
  // prettier-ignore
  const spine = d(['M', p0[0], p0[1], 'Q', p1[0], p1[1] - 6, p2[0] - 6, p2[1], 'T', p3[0], p3[1], 'Q', 62, 76, p4[0], p4[1]]);
  const stroke = (color: string, width: number): string =>
    el('path', {
      d: spine,
      fill: 'none',
      stroke: color,
      'stroke-width': width,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    });
  const body = stroke(t.outline, 19) + stroke(t.body, 14) + stroke(lighten(t.body, 0.3), 4);
  const front: Point = [74, 60];
  return {
    backLimbs: '',
    torso: body,
    torsoShape: el('path', { d: spine, fill: 'none', stroke: '#000', 'stroke-width': 16 }),
    frontLeg: '',
    headShape: ellipse(63, 47, 16, 14, { fill: fillOf(t.id), outline: t.outline }),
    head: { x: 63, y: 47, r: 14, top: 33 },
    frontArm: '',
    frontHand: front,
    backHand: [40, 70],
    frontArmAngle: pose.frontArm,
    tailAnchor: p0,
    wingAnchor: [40, 60],
    backAnchor: [40, 64],
  };
};
