import { darken, lighten, outlineOf } from '../../color/colorMath.js';
import { circle, d, ellipse, path, rect } from '../svg.js';
import { drawArm, drawLeg, type ArmStyle, type LegStyle } from './limbs.js';
import type { BodyDrawer, Point } from './rig.js';

const fillOf = (id: string): string => `url(#${id}-body)`;

/** Chibi person: big head, small outfit torso, skin hands, coloured shoes. */
export const drawHumanoid: BodyDrawer = (look, pose, t) => {
  // prettier-ignore
  const legs: LegStyle = { width: 7, color: darken(t.body, 0.3), outline: outlineOf(darken(t.body, 0.3)), footColor: t.shoe, footOutline: outlineOf(t.shoe), footRx: 6, footRy: 4 };
  // prettier-ignore
  const arms: ArmStyle = { length: 13, width: 7, color: t.body, outline: t.outline, handColor: t.skin, handOutline: t.skinOutline, handRadius: 4.5 };
  const back = drawArm([42, 53], pose.backArm, arms);
  const front = drawArm([57, 53], pose.frontArm, arms);
  const torso = rect(37, 46, 24, 26, 9, { fill: fillOf(t.id), outline: t.outline });
  const belt = rect(38.5, 64, 21, 4, 1.5, darken(t.body, 0.35));
  return {
    backLimbs: back.svg + drawLeg([44, 69], pose.backLeg, legs, pose.bob),
    torso:
      torso +
      belt +
      rect(46, 63.5, 6, 5, 1.5, { fill: t.accent, outline: t.accentOutline, width: 1.5 }),
    torsoShape: rect(37, 46, 24, 26, 9, '#000'),
    frontLeg: drawLeg([53, 69], pose.frontLeg, legs, pose.bob),
    headShape: circle(49, 30, 18, { fill: `url(#${t.id}-skin)`, outline: t.skinOutline }),
    head: { x: 49, y: 30, r: 18, top: 12 },
    frontArm: front.svg,
    frontHand: front.hand,
    backHand: back.hand,
    frontArmAngle: pose.frontArm,
    tailAnchor: [38, 66],
    wingAnchor: [40, 52],
    backAnchor: [40, 50],
  };
};

/** Standing animal: round body with a belly patch, big round head, stubby limbs. */
export const drawAnimal: BodyDrawer = (look, pose, t) => {
  // prettier-ignore
  const legs: LegStyle = { width: 9, color: t.body, outline: t.outline, footColor: t.bodyLight, footOutline: t.outline, footRx: 6.5, footRy: 4.5 };
  // prettier-ignore
  const arms: ArmStyle = { length: 11, width: 7.5, color: t.body, outline: t.outline, handColor: t.bodyLight, handOutline: t.outline, handRadius: 4.5 };
  const back = drawArm([41, 60], pose.backArm, arms);
  const front = drawArm([56, 60], pose.frontArm, arms);
  const hasBelly = look.bellyColor !== null;
  return {
    backLimbs: back.svg + drawLeg([40, 76], pose.backLeg, legs, pose.bob),
    torso:
      ellipse(47, 67, 18, 16, { fill: fillOf(t.id), outline: t.outline }) +
      (hasBelly ? ellipse(51, 70, 10.5, 10.5, t.belly) : ''),
    torsoShape: ellipse(47, 67, 18, 16, '#000'),
    frontLeg: drawLeg([53, 77], pose.frontLeg, legs, pose.bob),
    headShape: circle(52, 38, 19, { fill: fillOf(t.id), outline: t.outline }),
    head: { x: 52, y: 38, r: 19, top: 19 },
    frontArm: front.svg,
    frontHand: front.hand,
    backHand: back.hand,
    frontArmAngle: pose.frontArm,
    tailAnchor: [32, 70],
    wingAnchor: [38, 56],
    backAnchor: [38, 56],
  };
};

/** Living object (pickle, egg, alien): one tall capsule, thin dark limbs, white gloves. */
export const drawBean: BodyDrawer = (look, pose, t) => {
  // prettier-ignore
  const legs: LegStyle = { width: 4, color: t.limb, outline: t.limb, footColor: t.shoe, footOutline: outlineOf(t.shoe), footRx: 6, footRy: 3.8 };
  // prettier-ignore
  const arms: ArmStyle = { length: 14, width: 4, color: t.limb, outline: t.limb, handColor: t.glove, handOutline: '#5a5470', handRadius: 4.8 };
  const back = drawArm([33, 57], pose.backArm, arms);
  const front = drawArm([63, 57], pose.frontArm, arms);
  // Slightly pear-shaped: wider at the bottom, leaning like a cartoon pickle.
  // prettier-ignore
  const capsule = d(['M', 48, 18, 'C', 60, 18, 66, 28, 66, 44, 'L', 67, 66, 'C', 67, 78, 59, 83, 48, 83, 'C', 37, 83, 29, 78, 29, 66, 'L', 31, 44, 'C', 31, 28, 36, 18, 48, 18, 'Z']);
  const hasBelly = look.bellyColor !== null && look.pattern === 'belly';
  return {
    backLimbs: back.svg + drawLeg([43, 80], pose.backLeg, legs, pose.bob),
    torso:
      path(capsule, { fill: fillOf(t.id), outline: t.outline }) +
      (hasBelly
        ? ellipse(50, 64, 11, 13, { fill: t.belly, outline: darken(t.belly, 0.25), width: 1.5 })
        : ''),
    torsoShape: path(capsule, '#000'),
    frontLeg: drawLeg([53, 80], pose.frontLeg, legs, pose.bob),
    headShape: '',
    head: { x: 50, y: 40, r: 17, top: 19 },
    frontArm: front.svg,
    frontHand: front.hand,
    backHand: back.hand,
    frontArmAngle: pose.frontArm,
    tailAnchor: [31, 70],
    wingAnchor: [34, 46],
    backAnchor: [34, 48],
  };
};

/** Boxy robot: square head with a visor, panel chest, segmented limbs. */
export const drawRobot: BodyDrawer = (look, pose, t) => {
  const metal = darken(t.body, 0.25);
  // prettier-ignore
  const legs: LegStyle = { width: 7, color: metal, outline: t.outline, footColor: darken(t.body, 0.4), footOutline: t.outline, footRx: 7, footRy: 4 };
  // prettier-ignore
  const arms: ArmStyle = { length: 13, width: 6, color: metal, outline: t.outline, handColor: t.bodyLight, handOutline: t.outline, handRadius: 4.5 };
  const back = drawArm([36, 52], pose.backArm, arms);
  const front = drawArm([60, 52], pose.frontArm, arms);
  const chest =
    rect(34, 47, 28, 26, 5, { fill: fillOf(t.id), outline: t.outline }) +
    rect(40, 53, 16, 11, 3, { fill: lighten(t.body, 0.55), outline: t.outline, width: 1.5 }) +
    circle(48, 58.5, 2.6, { fill: t.accent, outline: t.accentOutline, width: 1.2 }) +
    rect(38, 67, 20, 2.5, 1, darken(t.body, 0.3));
  return {
    backLimbs: back.svg + drawLeg([43, 71], pose.backLeg, legs, pose.bob),
    torso: rect(44, 42, 10, 7, 2, { fill: metal, outline: t.outline }) + chest,
    torsoShape: rect(34, 47, 28, 26, 5, '#000'),
    frontLeg: drawLeg([54, 71], pose.frontLeg, legs, pose.bob),
    headShape: rect(29, 15, 38, 29, 8, { fill: fillOf(t.id), outline: t.outline }),
    head: { x: 49, y: 30, r: 15, top: 15 },
    frontArm: front.svg,
    frontHand: front.hand,
    backHand: back.hand,
    frontArmAngle: pose.frontArm,
    tailAnchor: [35, 68],
    wingAnchor: [36, 52],
    backAnchor: [35, 52],
  };
};

/** Round bird (penguin, duck): egg body, face on top, flippers, little orange feet. */
export const drawBird: BodyDrawer = (look, pose, t) => {
  const beakOrange = '#f5a030';
  // prettier-ignore
  const legs: LegStyle = { width: 3.5, color: beakOrange, outline: outlineOf(beakOrange), footColor: beakOrange, footOutline: outlineOf(beakOrange), footRx: 6.5, footRy: 3.5 };
  const flipper = (at: Point, angle: number): { svg: string; hand: Point } => {
    const tipAngle = Math.max(-70, Math.min(95, angle)) * 0.8;
    const radians = (tipAngle * Math.PI) / 180;
    const hand: Point = [at[0] + Math.sin(radians) * 13, at[1] + Math.cos(radians) * 13];
    const mid: Point = [(at[0] + hand[0]) / 2, (at[1] + hand[1]) / 2];
    return {
      svg: ellipse(mid[0], mid[1], 5.5, 10, { fill: t.bodyDark, outline: t.outline }, -tipAngle),
      hand,
    };
  };
  const back = flipper([31, 56], pose.backArm);
  const front = flipper([62, 58], pose.frontArm);
  const hasBelly = look.bellyColor !== null;
  return {
    backLimbs: back.svg + drawLeg([42, 83], pose.backLeg, legs, pose.bob),
    torso:
      ellipse(47, 58, 22, 27, { fill: fillOf(t.id), outline: t.outline }) +
      (hasBelly ? ellipse(52, 65, 14, 18, t.belly) : ''),
    torsoShape: ellipse(47, 58, 22, 27, '#000'),
    frontLeg: drawLeg([54, 83], pose.frontLeg, legs, pose.bob),
    headShape: '',
    head: { x: 52, y: 45, r: 16, top: 31 },
    frontArm: front.svg,
    frontHand: front.hand,
    backHand: back.hand,
    frontArmAngle: pose.frontArm,
    tailAnchor: [27, 74],
    wingAnchor: [36, 52],
    backAnchor: [30, 56],
  };
};

/** Bug (bee, beetle, crab): oval abdomen, round head in front, thin legs. */
export const drawBug: BodyDrawer = (look, pose, t) => {
  const legColor = t.limb;
  // prettier-ignore
  const legs: LegStyle = { width: 3, color: legColor, outline: legColor, footColor: legColor, footOutline: legColor, footRx: 3, footRy: 2 };
  // prettier-ignore
  const arms: ArmStyle = { length: 10, width: 3, color: legColor, outline: legColor, handColor: legColor, handOutline: legColor, handRadius: 2 };
  const back = drawArm([58, 70], pose.backArm * 0.5 + 20, arms);
  const front = drawArm([64, 70], pose.frontArm * 0.5 + 30, arms);
  const step = (phase: number): { dx: number; lift: number } => ({
    dx: phase * 0.6,
    lift: Math.max(0, phase * 0.4),
  });
  return {
    backLimbs:
      drawLeg([30, 76], step(pose.backLeg.dx), legs, pose.bob) +
      drawLeg([46, 78], step(pose.frontLeg.dx), legs, pose.bob) +
      back.svg,
    torso: ellipse(41, 66, 22, 16, { fill: fillOf(t.id), outline: t.outline }),
    torsoShape: ellipse(41, 66, 22, 16, '#000'),
    frontLeg:
      drawLeg([38, 79], step(-pose.backLeg.dx), legs, pose.bob) +
      drawLeg([54, 78], step(-pose.frontLeg.dx), legs, pose.bob),
    headShape: circle(64, 56, 15, { fill: fillOf(t.id), outline: t.outline }),
    head: { x: 64, y: 56, r: 15, top: 41 },
    frontArm: front.svg,
    frontHand: front.hand,
    backHand: back.hand,
    frontArmAngle: pose.frontArm,
    tailAnchor: [20, 66],
    wingAnchor: [40, 50],
    backAnchor: [36, 52],
  };
};
