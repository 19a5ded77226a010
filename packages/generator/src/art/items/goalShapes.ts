import type { GoalKind } from '../../analyze/types.js';
import { darken, lighten, outlineOf } from '../../color/colorMath.js';
import { circle, d, el, ellipse, limb, path, rect } from '../svg.js';
import type { GoalConcept } from '../../analyze/types.js';
import { ITEM_SHAPES, itemTones } from './itemShapes.js';

/** What a goal drawer gets: the goal, its colour ramp, and optional art for a caged friend. */
export interface GoalArt {
  goal: GoalConcept;
  main: string;
  light: string;
  dark: string;
  outline: string;
  /** SVG of a friend to draw inside a cage, in 96×96 frame coordinates; '' for none. */
  friend: string;
  /** Gradient id prefix. */
  id: string;
}

const W = 3;
const WOOD = '#a8683a';
const WOOD_DARK = '#6a3e20';
const GOLD = '#f5c431';
const GOLD_OUT = '#8a5a10';
const STONE = '#a9a4b8';

type GoalDrawer = (g: GoalArt) => string;

/** Every goal drawn in a 96×96 box standing on y = 92. */
// prettier-ignore
export const GOAL_SHAPES: Readonly<Record<GoalKind, GoalDrawer>> = {
  flag: (g) => rect(20, 82, 22, 10, 3, { fill: STONE, outline: outlineOf(STONE), width: W }) + limb([[31, 84], [31, 12]], 4, '#d6dbe6', '#4a5064', 2) + circle(31, 10, 5, { fill: GOLD, outline: GOLD_OUT, width: 2.2 }) + path(d(['M', 33, 16, 'C', 46, 10, 56, 24, 78, 16, 'L', 78, 42, 'C', 58, 50, 46, 36, 33, 42, 'Z']), { fill: `url(#${g.id}-main)`, outline: g.outline, width: W }) + path(d(['M', 48, 22, 'L', 50.5, 27.5, 'L', 56.5, 28, 'L', 52, 32, 'L', 53.5, 38, 'L', 48, 34.8, 'L', 42.5, 38, 'L', 44, 32, 'L', 39.5, 28, 'L', 45.5, 27.5, 'Z']), '#ffffff'),
  chest: () => rect(14, 50, 68, 40, 6, { fill: WOOD, outline: WOOD_DARK, width: W }) + path(d(['M', 14, 52, 'C', 14, 30, 82, 30, 82, 52, 'Z']), { fill: lighten(WOOD, 0.12), outline: WOOD_DARK, width: W }) + rect(14, 50, 68, 7, 2, { fill: GOLD, outline: GOLD_OUT, width: 2.2 }) + rect(22, 36, 7, 54, 2, { fill: GOLD, outline: GOLD_OUT, width: 2 }) + rect(67, 36, 7, 54, 2, { fill: GOLD, outline: GOLD_OUT, width: 2 }) + rect(41, 52, 14, 16, 3, { fill: GOLD, outline: GOLD_OUT, width: 2.2 }) + circle(48, 58, 2.5, GOLD_OUT) + rect(47, 59, 2, 5, 1, GOLD_OUT),
  door: (g) => path(d(['M', 14, 92, 'L', 14, 40, 'C', 14, 10, 82, 10, 82, 40, 'L', 82, 92, 'Z']), { fill: STONE, outline: outlineOf(STONE), width: W }) + path(d(['M', 24, 92, 'L', 24, 44, 'C', 24, 22, 72, 22, 72, 44, 'L', 72, 92, 'Z']), { fill: `url(#${g.id}-main)`, outline: g.outline, width: W }) + path(d(['M', 40, 30, 'L', 40, 92, 'M', 56, 30, 'L', 56, 92]), { fill: 'none', outline: g.dark, width: 2 }) + circle(63, 64, 3.5, { fill: GOLD, outline: GOLD_OUT, width: 1.8 }) + circle(48, 42, 6, { fill: '#fff4b0', outline: g.outline, width: 2 }),
  portal: (g) => ellipse(48, 52, 32, 40, { fill: g.dark, outline: g.outline, width: W }) + [30, 22, 14, 7].map((r, i) => el('ellipse', { cx: 48, cy: 52, rx: r * 0.85, ry: r, fill: 'none', stroke: i % 2 === 0 ? g.light : '#ffffff', 'stroke-width': 4, 'stroke-dasharray': `${r * 1.5} ${r * 0.6}`, transform: `rotate(${i * 40} 48 52)`, opacity: 0.9 })).join('') + circle(48, 52, 5, '#ffffff') + ellipse(22, 88, 9, 5, { fill: STONE, outline: outlineOf(STONE), width: 2.2 }) + ellipse(74, 88, 9, 5, { fill: STONE, outline: outlineOf(STONE), width: 2.2 }),
  trophy: (g) => rect(30, 80, 36, 12, 3, { fill: WOOD, outline: WOOD_DARK, width: W }) + rect(42, 62, 12, 20, 2, { fill: GOLD, outline: GOLD_OUT, width: W }) + path(d(['M', 26, 20, 'C', 8, 20, 10, 44, 30, 44, 'M', 70, 20, 'C', 88, 20, 86, 44, 66, 44]), { fill: 'none', outline: GOLD_OUT, width: 9 }) + path(d(['M', 26, 20, 'C', 8, 20, 10, 44, 30, 44, 'M', 70, 20, 'C', 88, 20, 86, 44, 66, 44]), { fill: 'none', outline: GOLD, width: 4 }) + path(d(['M', 24, 14, 'L', 72, 14, 'C', 72, 50, 58, 64, 48, 64, 'C', 38, 64, 24, 50, 24, 14, 'Z']), { fill: `url(#${g.id}-gold)`, outline: GOLD_OUT, width: W }) + path(d(['M', 48, 24, 'L', 51, 32, 'L', 59, 32.5, 'L', 53, 37.5, 'L', 55, 45, 'L', 48, 41, 'L', 41, 45, 'L', 43, 37.5, 'L', 37, 32.5, 'L', 45, 32, 'Z']), '#fff4b0') + el('ellipse', { cx: 34, cy: 28, rx: 3, ry: 9, fill: '#ffffff', opacity: 0.7 }),
  rocket: (g) => path(d(['M', 30, 66, 'L', 18, 84, 'L', 34, 80, 'Z', 'M', 66, 66, 'L', 78, 84, 'L', 62, 80, 'Z']), { fill: `url(#${g.id}-main)`, outline: g.outline, width: W }) + path(d(['M', 48, 6, 'C', 66, 20, 68, 54, 62, 82, 'L', 34, 82, 'C', 28, 54, 30, 20, 48, 6, 'Z']), { fill: '#f4f4f8', outline: '#4a5064', width: W }) + path(d(['M', 48, 6, 'C', 56, 12, 60, 18, 62, 26, 'L', 34, 26, 'C', 36, 18, 40, 12, 48, 6, 'Z']), { fill: `url(#${g.id}-main)`, outline: g.outline, width: W }) + circle(48, 44, 9, { fill: '#7fd0f5', outline: '#4a5064', width: W }) + el('ellipse', { cx: 45, cy: 41, rx: 3, ry: 4, fill: '#ffffff', opacity: 0.8 }) + path(d(['M', 40, 84, 'Q', 48, 98, 56, 84, 'Z']), { fill: '#ffb030', outline: '#e5484d', width: 2 }),
  cage: (g) => g.friend + path(d(['M', 14, 86, 'L', 14, 40, 'C', 14, 10, 82, 10, 82, 40, 'L', 82, 86]), { fill: 'none', outline: '#4a5064', width: 3 }) + [26, 38, 50, 62, 72].map((x) => limb([[x, 20 + Math.abs(x - 48) * 0.4], [x, 86]], 2.5, '#c9d2de', '#4a5064', 1.4)).join('') + rect(10, 84, 76, 8, 3, { fill: '#8a93a8', outline: '#3a4052', width: W }) + circle(48, 12, 5, { fill: GOLD, outline: GOLD_OUT, width: 2 }) + rect(42, 54, 12, 11, 2, { fill: GOLD, outline: GOLD_OUT, width: 2 }) + path(d(['M', 44, 54, 'C', 44, 47, 52, 47, 52, 54]), { fill: 'none', outline: GOLD_OUT, width: 2.2 }),
  house: (g) => rect(20, 48, 56, 44, 3, { fill: lighten(g.main, 0.55), outline: outlineOf(lighten(g.main, 0.55)), width: W }) + rect(62, 22, 9, 18, 1.5, { fill: '#b5503a', outline: '#5a2010', width: 2.4 }) + path(d(['M', 12, 52, 'L', 48, 16, 'L', 84, 52, 'Z']), { fill: `url(#${g.id}-main)`, outline: g.outline, width: W }) + rect(40, 64, 16, 28, 7, { fill: WOOD, outline: WOOD_DARK, width: 2.6 }) + circle(52, 79, 1.8, GOLD) + rect(25, 58, 11, 11, 2, { fill: '#fff4b0', outline: '#6a5a3a', width: 2.2 }) + rect(60, 58, 11, 11, 2, { fill: '#fff4b0', outline: '#6a5a3a', width: 2.2 }),
  cake: (g) => ellipse(48, 88, 40, 5, { fill: '#f4f4f8', outline: '#6a6a80', width: 2.4 }) + rect(14, 60, 68, 28, 6, { fill: '#f5d7a8', outline: '#7a5a30', width: W }) + rect(24, 38, 48, 24, 6, { fill: '#f5d7a8', outline: '#7a5a30', width: W }) + path(d(['M', 14, 64, 'Q', 14, 58, 22, 58, 'L', 74, 58, 'Q', 82, 58, 82, 64, 'Q', 76, 74, 70, 66, 'Q', 62, 76, 56, 66, 'Q', 48, 76, 40, 66, 'Q', 32, 76, 26, 66, 'Q', 20, 74, 14, 64, 'Z']), { fill: `url(#${g.id}-main)`, outline: g.outline, width: 2.4 }) + path(d(['M', 24, 42, 'Q', 24, 36, 30, 36, 'L', 66, 36, 'Q', 72, 36, 72, 42, 'Q', 66, 50, 60, 44, 'Q', 54, 52, 48, 44, 'Q', 42, 52, 36, 44, 'Q', 30, 50, 24, 42, 'Z']), { fill: `url(#${g.id}-main)`, outline: g.outline, width: 2.4 }) + rect(45, 20, 6, 16, 2, { fill: '#7fd0f5', outline: '#3a5a80', width: 2 }) + path(d(['M', 48, 8, 'Q', 54, 16, 48, 20, 'Q', 42, 16, 48, 8, 'Z']), { fill: '#ffb030', outline: '#e5484d', width: 1.8 }) + [[30, 74], [48, 78], [66, 74]].map(([x, y]) => circle(x as number, y as number, 3.5, '#e5484d')).join(''),
  bigItem: (g) => el('path', { d: Array.from({ length: 12 }, (_, i) => { const a = (i * Math.PI) / 6; const b = a + Math.PI / 14; return `M48 50L${48 + Math.cos(a) * 46} ${50 + Math.sin(a) * 46}L${48 + Math.cos(b) * 46} ${50 + Math.sin(b) * 46}Z`; }).join(''), fill: '#fff4b0', opacity: 0.55 }) + rect(26, 80, 44, 12, 4, { fill: STONE, outline: outlineOf(STONE), width: W }) + el('g', { transform: 'translate(14 10) scale(1.06)' }, ITEM_SHAPES[g.goal.itemKind](itemTones(g.goal.color, `${g.id}-item`))),
};

export function goalArtOf(goal: GoalConcept, friend: string, id: string): GoalArt {
  const main = goal.color;
  return {
    goal,
    main,
    light: lighten(main, 0.45),
    dark: darken(main, 0.25),
    outline: outlineOf(main),
    friend,
    id,
  };
}
