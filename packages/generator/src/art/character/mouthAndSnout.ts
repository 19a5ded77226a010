import type { CharacterLook } from '../../analyze/types.js';
import { darken } from '../../color/colorMath.js';
import { circle, d, el, ellipse, path } from '../svg.js';
import type { Expression } from './pose.js';
import type { HeadPlacement } from './rig.js';
import type { Tones } from './tones.js';

/** Ink colour of eyes, mouths and brows. */
export const INK = '#241a33';

export function drawMouth(
  x: number,
  y: number,
  r: number,
  expression: Expression,
  hostile: boolean,
): string {
  const w = r * 0.26;
  const stroke = {
    fill: 'none',
    stroke: INK,
    'stroke-width': 2.2,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  };
  if (expression === 'hurt') {
    return el('path', {
      ...stroke,
      d: d(['M', x - w, y + 1, 'Q', x - w / 2, y - 2, x, y + 1, 'Q', x + w / 2, y + 3, x + w, y]),
    });
  }
  if (hostile) {
    // A toothy scowl reads as "enemy" even at 30 pixels.
    const open = expression === 'shout' ? 3 : 0;
    return (
      path(
        d([
          'M',
          x - w * 1.1,
          y + 1,
          'Q',
          x,
          y - 3 - open,
          x + w * 1.1,
          y + 1,
          'Q',
          x,
          y + 4 + open,
          x - w * 1.1,
          y + 1,
          'Z',
        ]),
        { fill: '#5a1020', outline: INK, width: 1.8 },
      ) +
      path(
        d([
          'M',
          x - w * 0.6,
          y - 0.5,
          'L',
          x - w * 0.35,
          y + 2,
          'L',
          x - w * 0.1,
          y - 1.2,
          'Z',
          'M',
          x + w * 0.2,
          y - 1.2,
          'L',
          x + w * 0.45,
          y + 2,
          'L',
          x + w * 0.7,
          y - 0.4,
          'Z',
        ]),
        '#ffffff',
      )
    );
  }
  if (expression === 'shout') {
    return (
      path(
        d([
          'M',
          x - w,
          y - 1,
          'Q',
          x,
          y - 2,
          x + w,
          y - 1,
          'Q',
          x + w * 0.8,
          y + w * 1.4,
          x,
          y + w * 1.3,
          'Q',
          x - w * 0.8,
          y + w * 1.4,
          x - w,
          y - 1,
          'Z',
        ]),
        { fill: '#7a2035', outline: INK, width: 1.8 },
      ) + ellipse(x, y + w * 0.85, w * 0.5, w * 0.3, '#ff8fa3')
    );
  }
  const curve = expression === 'determined' ? w * 0.6 : w * 0.9;
  return el('path', {
    ...stroke,
    d: d(['M', x - w, y - 1, 'Q', x, y + curve * 1.3, x + w, y - 1]),
  });
}

export function drawSnout(
  look: CharacterLook,
  h: HeadPlacement,
  t: Tones,
): { svg: string; mouthAt: [number, number] } {
  const { x, y, r } = h;
  const nose = (nx: number, ny: number, size: number, color = INK): string =>
    ellipse(nx, ny, size, size * 0.75, color);
  const whiskers = (wx: number, wy: number): string =>
    [-3, 1]
      .map((dy) =>
        el('path', {
          d: d(['M', wx, wy + dy, 'L', wx + r * 0.5, wy + dy * 1.6]),
          stroke: darken(t.outline, 0.1),
          'stroke-width': 1.2,
          'stroke-linecap': 'round',
        }),
      )
      .join('');
  switch (look.snout) {
    case 'muzzle':
      return {
        svg:
          ellipse(x + r * 0.5, y + r * 0.38, r * 0.42, r * 0.3, {
            fill: t.belly,
            outline: t.outline,
            width: 1.8,
          }) + nose(x + r * 0.72, y + r * 0.22, r * 0.14),
        mouthAt: [x + r * 0.52, y + r * 0.55],
      };
    case 'cat':
      return {
        svg:
          path(
            d([
              'M',
              x + r * 0.42,
              y + r * 0.18,
              'L',
              x + r * 0.62,
              y + r * 0.18,
              'L',
              x + r * 0.52,
              y + r * 0.32,
              'Z',
            ]),
            { fill: '#ff8fa3', outline: INK, width: 1.2 },
          ) + whiskers(x + r * 0.75, y + r * 0.3),
        mouthAt: [x + r * 0.5, y + r * 0.48],
      };
    case 'rat':
      return {
        svg:
          path(
            d([
              'M',
              x + r * 0.45,
              y - r * 0.05,
              'Q',
              x + r * 1.2,
              y + r * 0.1,
              x + r * 1.3,
              y + r * 0.32,
              'Q',
              x + r * 1.0,
              y + r * 0.58,
              x + r * 0.4,
              y + r * 0.55,
              'Z',
            ]),
            { fill: `url(#${t.id}-body)`, outline: t.outline, width: 2 },
          ) +
          circle(x + r * 1.28, y + r * 0.3, r * 0.13, '#ff8fa3') +
          whiskers(x + r * 1.05, y + r * 0.4),
        mouthAt: [x + r * 0.72, y + r * 0.6],
      };
    case 'pig':
      return {
        svg:
          ellipse(x + r * 0.72, y + r * 0.3, r * 0.28, r * 0.22, {
            fill: '#ffb3c6',
            outline: t.outline,
            width: 1.8,
          }) +
          ellipse(x + r * 0.64, y + r * 0.3, 1.4, 2.2, INK) +
          ellipse(x + r * 0.8, y + r * 0.3, 1.4, 2.2, INK),
        mouthAt: [x + r * 0.45, y + r * 0.62],
      };
    case 'beak':
      return {
        svg: path(
          d([
            'M',
            x + r * 0.55,
            y + r * 0.02,
            'Q',
            x + r * 1.25,
            y + r * 0.15,
            x + r * 1.2,
            y + r * 0.3,
            'Q',
            x + r * 0.9,
            y + r * 0.5,
            x + r * 0.55,
            y + r * 0.42,
            'Z',
          ]),
          { fill: '#f7a531', outline: '#7a4410', width: 1.8 },
        ),
        mouthAt: [x + r * 0.3, y + r * 0.6],
      };
    case 'none':
      return { svg: '', mouthAt: [x + r * 0.28, y + r * 0.45] };
  }
}
