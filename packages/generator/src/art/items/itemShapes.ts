import type { ItemKind } from '../../analyze/types.js';
import { darken, lighten, outlineOf } from '../../color/colorMath.js';
import { circle, d, el, ellipse, limb, path, rect } from '../svg.js';

/** Colours of one item drawing. */
export interface ItemTones {
  main: string;
  light: string;
  dark: string;
  outline: string;
  /** Gradient id for the main fill. */
  fill: string;
}

export function itemTones(color: string, gradientId: string): ItemTones {
  return {
    main: color,
    light: lighten(color, 0.45),
    dark: darken(color, 0.22),
    outline: outlineOf(color),
    fill: `url(#${gradientId})`,
  };
}

const W = 2.6;
const shine = (x: number, y: number, rx: number, ry: number, rotate = -30): string =>
  el('ellipse', {
    cx: x,
    cy: y,
    rx,
    ry,
    fill: '#ffffff',
    opacity: 0.75,
    transform: `rotate(${rotate} ${x} ${y})`,
  });

function starPath(cx: number, cy: number, outer: number, inner: number, points = 5): string {
  const parts: (string | number)[] = [];
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI / points) * i - Math.PI / 2;
    parts.push(i === 0 ? 'M' : 'L', cx + Math.cos(angle) * radius, cy + Math.sin(angle) * radius);
  }
  return d([...parts, 'Z']);
}

type ItemDrawer = (t: ItemTones) => string;

/** Every collectible drawn in a 64×64 box around (32, 32). */
// prettier-ignore
export const ITEM_SHAPES: Readonly<Record<ItemKind, ItemDrawer>> = {
  coin: (t) => ellipse(32, 32, 22, 24, { fill: t.dark, outline: t.outline, width: W }) + ellipse(30, 32, 19, 21.5, { fill: t.fill, outline: t.outline, width: 1.6 }) + ellipse(30, 32, 12, 14, { fill: 'none', outline: t.dark, width: 2.5 }) + rect(27.5, 22, 5, 20, 2.5, t.dark) + shine(22, 22, 4, 7),
  star: (t) => path(starPath(32, 34, 26, 12), { fill: t.fill, outline: t.outline, width: W }) + circle(27, 32, 2.4, '#2b2238') + circle(37, 32, 2.4, '#2b2238') + shine(24, 22, 3.5, 6),
  gem: (t) => path(d(['M', 16, 22, 'L', 24, 12, 'L', 40, 12, 'L', 48, 22, 'L', 32, 54, 'Z']), { fill: t.fill, outline: t.outline, width: W }) + path(d(['M', 16, 22, 'L', 48, 22, 'M', 24, 12, 'L', 28, 22, 'L', 32, 54, 'L', 36, 22, 'L', 40, 12]), { fill: 'none', outline: t.dark, width: 1.6 }) + path(d(['M', 24, 13, 'L', 28, 21, 'L', 18, 21, 'Z']), t.light) + shine(26, 30, 2.5, 6, -20),
  heart: (t) => path(d(['M', 32, 54, 'C', 10, 40, 8, 26, 14, 18, 'C', 20, 10, 30, 12, 32, 20, 'C', 34, 12, 44, 10, 50, 18, 'C', 56, 26, 54, 40, 32, 54, 'Z']), { fill: t.fill, outline: t.outline, width: W }) + shine(20, 24, 4, 6),
  apple: (t) => limb([[32, 18], [35, 8]], 3, '#7a4a2a', '#3a2010', 1.5) + ellipse(41, 11, 7, 3.5, { fill: '#6cc24a', outline: '#2a5a1a', width: 1.8 }, -20) + path(d(['M', 32, 19, 'C', 44, 12, 56, 22, 52, 38, 'C', 49, 52, 38, 56, 32, 52, 'C', 26, 56, 15, 52, 12, 38, 'C', 8, 22, 20, 12, 32, 19, 'Z']), { fill: t.fill, outline: t.outline, width: W }) + shine(21, 27, 4, 7),
  cherry: (t) => path(d(['M', 22, 38, 'Q', 26, 18, 40, 8, 'M', 42, 38, 'Q', 40, 20, 40, 8]), { fill: 'none', outline: '#3f7a2a', width: 2.6 }) + ellipse(44, 10, 7, 3.5, { fill: '#6cc24a', outline: '#2a5a1a', width: 1.6 }, -15) + circle(22, 43, 11, { fill: t.fill, outline: t.outline, width: W }) + circle(43, 43, 11, { fill: t.fill, outline: t.outline, width: W }) + shine(18, 39, 2.5, 4) + shine(39, 39, 2.5, 4),
  banana: (t) => path(d(['M', 14, 18, 'C', 12, 40, 28, 54, 52, 46, 'C', 54, 44, 52, 40, 48, 41, 'C', 32, 44, 22, 34, 22, 18, 'C', 22, 14, 15, 14, 14, 18, 'Z']), { fill: t.fill, outline: t.outline, width: W }) + rect(14, 11, 7, 7, 2, '#6a5a2a') + shine(18, 30, 2.5, 7, -10),
  cheese: (t) => path(d(['M', 10, 44, 'L', 52, 44, 'L', 52, 24, 'L', 10, 36, 'Z']), { fill: t.dark, outline: t.outline, width: W }) + path(d(['M', 10, 36, 'L', 52, 24, 'L', 40, 16, 'Z']), { fill: t.fill, outline: t.outline, width: W }) + circle(22, 40, 3, darken(t.main, 0.35)) + circle(38, 37, 3.5, darken(t.main, 0.35)) + circle(46, 41, 2, darken(t.main, 0.35)),
  cookie: (t) => circle(32, 32, 22, { fill: t.fill, outline: t.outline, width: W }) + [[24, 24], [38, 22], [30, 36], [42, 38], [22, 40]].map(([x, y]) => ellipse(x as number, y as number, 3.2, 2.6, '#5a3320')).join(''),
  donut: (t) => ellipse(32, 34, 24, 20, { fill: '#d9a05a', outline: '#6a4420', width: W }) + path(d(['M', 10, 32, 'C', 10, 16, 54, 16, 54, 32, 'C', 54, 38, 50, 36, 46, 40, 'C', 42, 44, 38, 38, 32, 42, 'C', 26, 44, 22, 38, 18, 40, 'C', 12, 40, 10, 38, 10, 32, 'Z']), { fill: t.fill, outline: t.outline, width: 2 }) + ellipse(32, 31, 7, 5, { fill: '#ffffff', outline: '#6a4420', width: 2 }) + [[20, 26, '#5cc8f0'], [40, 24, '#ffe066'], [44, 32, '#7ad36a'], [24, 34, '#ffffff']].map(([x, y, c]) => rect(x as number, y as number, 5, 2, 1, c as string)).join(''),
  candy: (t) => path(d(['M', 14, 32, 'L', 4, 22, 'L', 6, 42, 'Z', 'M', 50, 32, 'L', 60, 22, 'L', 58, 42, 'Z']), { fill: t.light, outline: t.outline, width: 2 }) + ellipse(32, 32, 19, 15, { fill: t.fill, outline: t.outline, width: W }) + path(d(['M', 22, 20, 'Q', 30, 32, 24, 45, 'M', 34, 18, 'Q', 42, 32, 36, 46]), { fill: 'none', outline: '#ffffff', width: 3 }) + shine(24, 25, 2.5, 4),
  cupcake: (t) => path(d(['M', 14, 34, 'L', 50, 34, 'L', 45, 56, 'L', 19, 56, 'Z']), { fill: '#f2b0c8', outline: '#7a3a50', width: W }) + path(d(['M', 22, 35, 'L', 24, 55, 'M', 32, 35, 'L', 32, 55, 'M', 42, 35, 'L', 40, 55]), { fill: 'none', outline: '#c47a95', width: 1.8 }) + path(d(['M', 12, 34, 'C', 10, 24, 18, 20, 22, 20, 'C', 22, 12, 32, 8, 36, 14, 'C', 44, 12, 54, 20, 52, 34, 'Z']), { fill: t.fill, outline: t.outline, width: W }) + circle(33, 9, 4, { fill: '#e5484d', outline: '#6a1020', width: 1.8 }),
  fish: (t) => path(d(['M', 8, 32, 'C', 16, 16, 40, 14, 48, 32, 'C', 40, 50, 16, 48, 8, 32, 'Z']), { fill: t.fill, outline: t.outline, width: W }) + path(d(['M', 46, 32, 'L', 58, 20, 'L', 58, 44, 'Z']), { fill: t.dark, outline: t.outline, width: W }) + circle(20, 29, 3.2, '#2b2238') + circle(19, 28, 1.1, '#ffffff') + path(d(['M', 30, 22, 'Q', 34, 32, 30, 42]), { fill: 'none', outline: t.dark, width: 2 }),
  bone: (t) => [[14, 24], [14, 40], [50, 24], [50, 40]].map(([x, y]) => circle(x as number, y as number, 8, { fill: t.fill, outline: t.outline, width: W })).join('') + rect(14, 25, 36, 14, 6, t.main) + path(d(['M', 16, 25, 'L', 48, 25, 'M', 16, 39, 'L', 48, 39]), { fill: 'none', outline: t.outline, width: W }),
  acorn: (t) => ellipse(32, 38, 15, 17, { fill: t.fill, outline: t.outline, width: W }) + path(d(['M', 14, 28, 'C', 14, 14, 50, 14, 50, 28, 'Q', 32, 34, 14, 28, 'Z']), { fill: '#8a5a34', outline: '#3a2010', width: W }) + limb([[32, 16], [34, 9]], 3, '#6a4020', '#3a2010', 1.4) + shine(26, 38, 2.5, 6, -10),
  mushroom: (t) => rect(24, 32, 16, 22, 7, { fill: '#f6ecd8', outline: '#6a5a4a', width: W }) + path(d(['M', 8, 34, 'C', 6, 12, 58, 12, 56, 34, 'Q', 32, 40, 8, 34, 'Z']), { fill: t.fill, outline: t.outline, width: W }) + circle(22, 22, 4, '#ffffff') + circle(38, 18, 3, '#ffffff') + circle(46, 28, 3, '#ffffff'),
  flower: (t) => limb([[32, 40], [32, 60]], 3, '#4f9a3a', '#2a5a1a', 1.4) + [0, 72, 144, 216, 288].map((a) => ellipse(32 + Math.sin((a * Math.PI) / 180) * 13, 28 - Math.cos((a * Math.PI) / 180) * 13, 9, 11, { fill: t.fill, outline: t.outline, width: 2 }, a)).join('') + circle(32, 28, 8, { fill: '#ffd43b', outline: '#8a6a10', width: 2 }),
  key: (t) => circle(20, 32, 12, { fill: t.fill, outline: t.outline, width: W }) + circle(20, 32, 5, { fill: '#ffffff', outline: t.outline, width: 2 }) + rect(30, 28, 26, 8, 2, { fill: t.main, outline: t.outline, width: W }) + rect(44, 35, 5, 9, 1, { fill: t.main, outline: t.outline, width: 2 }) + rect(51, 35, 4, 6, 1, { fill: t.main, outline: t.outline, width: 2 }),
  feather: (t) => path(d(['M', 16, 54, 'C', 14, 30, 30, 10, 50, 8, 'C', 52, 28, 38, 48, 16, 54, 'Z']), { fill: t.fill, outline: t.outline, width: W }) + path(d(['M', 12, 58, 'Q', 28, 34, 48, 12]), { fill: 'none', outline: t.outline, width: 2.2 }) + path(d(['M', 24, 38, 'L', 18, 34, 'M', 32, 28, 'L', 28, 22, 'M', 30, 36, 'L', 38, 38]), { fill: 'none', outline: t.dark, width: 1.6 }),
  shell: (t) => path(d(['M', 32, 54, 'L', 10, 30, 'C', 10, 14, 54, 14, 54, 30, 'Z']), { fill: t.fill, outline: t.outline, width: W }) + path(d(['M', 32, 54, 'L', 20, 20, 'M', 32, 54, 'L', 32, 16, 'M', 32, 54, 'L', 44, 20]), { fill: 'none', outline: t.dark, width: 2 }) + rect(26, 50, 12, 7, 3, { fill: t.dark, outline: t.outline, width: 2 }),
  orb: (t) => circle(32, 32, 20, { fill: t.fill, outline: t.outline, width: W }) + el('circle', { cx: 32, cy: 32, r: 12, fill: t.light, opacity: 0.5 }) + shine(24, 23, 5, 8),
  gear: (t) => path(starPath(32, 32, 25, 19, 8), { fill: t.fill, outline: t.outline, width: W }) + circle(32, 32, 14, { fill: t.main, outline: t.outline, width: 2 }) + circle(32, 32, 6, { fill: '#ffffff', outline: t.outline, width: 2 }),
  bolt: (t) => path(d(['M', 36, 6, 'L', 14, 36, 'L', 30, 36, 'L', 24, 58, 'L', 50, 26, 'L', 34, 26, 'Z']), { fill: t.fill, outline: t.outline, width: W }) + shine(30, 20, 2, 6, 30),
  note: (t) => ellipse(20, 46, 9, 7, { fill: t.fill, outline: t.outline, width: W }, -20) + ellipse(44, 40, 9, 7, { fill: t.fill, outline: t.outline, width: W }, -20) + path(d(['M', 27, 44, 'L', 27, 14, 'L', 51, 8, 'L', 51, 38]), { fill: 'none', outline: t.outline, width: 4 }) + path(d(['M', 27, 14, 'L', 51, 8, 'L', 51, 15, 'L', 27, 21, 'Z']), t.outline),
  leaf: (t) => path(d(['M', 10, 54, 'C', 10, 24, 30, 10, 54, 10, 'C', 54, 36, 38, 54, 10, 54, 'Z']), { fill: t.fill, outline: t.outline, width: W }) + path(d(['M', 10, 54, 'Q', 30, 34, 48, 16, 'M', 24, 40, 'L', 22, 30, 'M', 32, 32, 'L', 40, 34]), { fill: 'none', outline: t.dark, width: 2 }),
  carrot: (t) => [[-20], [0], [20]].map(([a]) => ellipse(36 + (a as number) * 0.2, 14, 4, 10, { fill: '#6cc24a', outline: '#2a5a1a', width: 1.8 }, (a as number) + 30)).join('') + path(d(['M', 22, 22, 'C', 30, 14, 46, 20, 42, 28, 'L', 14, 58, 'Z']), { fill: t.fill, outline: t.outline, width: W }) + path(d(['M', 28, 30, 'L', 33, 33, 'M', 22, 40, 'L', 27, 42]), { fill: 'none', outline: t.dark, width: 2 }),
  egg: (t) => path(d(['M', 32, 8, 'C', 46, 8, 54, 32, 52, 42, 'C', 50, 54, 40, 58, 32, 58, 'C', 24, 58, 14, 54, 12, 42, 'C', 10, 32, 18, 8, 32, 8, 'Z']), { fill: t.fill, outline: t.outline, width: W }) + path(d(['M', 14, 36, 'L', 22, 30, 'L', 28, 36, 'L', 36, 30, 'L', 42, 36, 'L', 50, 30]), { fill: 'none', outline: '#f28c28', width: 3 }) + shine(22, 22, 3, 7),
  snowflake: (t) => [0, 60, 120].map((a) => el('g', { transform: `rotate(${a} 32 32)` }, limb([[32, 6], [32, 58]], 4, t.main, t.outline, 1.6) + limb([[26, 12], [32, 18], [38, 12]], 3, t.main, t.outline, 1.4) + limb([[26, 52], [32, 46], [38, 52]], 3, t.main, t.outline, 1.4))).join('') + circle(32, 32, 5, { fill: '#ffffff', outline: t.outline, width: 1.6 }),
  // Packed snow: a round white ball with lumps of snow on it and a blue shadow underneath.
  snowball: (t) => circle(32, 34, 22, { fill: t.fill, outline: '#7f9fc0', width: W }) + path(d(['M', 14, 40, 'C', 20, 54, 44, 56, 52, 42, 'C', 46, 50, 24, 52, 14, 40, 'Z']), '#b9d2ec') + circle(40, 26, 4, '#ffffff') + circle(24, 42, 3, '#dce9f7') + circle(42, 42, 2.4, '#dce9f7') + circle(30, 22, 2.2, '#e8f1fb') + shine(24, 24, 4, 6),
  lollipop: (t) => limb([[32, 34], [32, 60]], 4, '#f4f4f8', '#6a6a80', 1.5) + circle(32, 24, 18, { fill: t.fill, outline: t.outline, width: W }) + path(d(['M', 32, 24, 'm', 0, -12, 'a', 12, 12, 0, 1, 1, -12, 12, 'a', 8, 8, 0, 1, 1, 8, -8, 'a', 4, 4, 0, 1, 1, 4, 4]), { fill: 'none', outline: '#ffffff', width: 3 }),
};
