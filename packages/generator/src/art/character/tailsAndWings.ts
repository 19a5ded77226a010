import type { CharacterLook } from '../../analyze/types.js';
import { darken } from '../../color/colorMath.js';
import { circle, curvedLimb, d, el, ellipse, path } from '../svg.js';
import type { Point } from './rig.js';
import type { Tones } from './tones.js';

/** Tails hang from the back of the body; they wag with the pose's flap phase. */
export function drawTail(look: CharacterLook, at: Point, t: Tones, flap: number): string {
  const [x, y] = at;
  const wag = Math.sin(flap * Math.PI * 2) * 4;
  switch (look.tail) {
    case 'cat':
      return curvedLimb(
        [x + 2, y],
        [x - 16, y + 2],
        [x - 12 + wag, y - 20],
        5.5,
        t.body,
        t.outline,
      );
    case 'rat':
      return curvedLimb(
        [x + 2, y + 2],
        [x - 18, y + 14],
        [x - 26, y - 4 + wag],
        2.6,
        '#f2a0b4',
        '#8a4a5a',
        1.6,
      );
    case 'fox':
      return (
        path(
          d([
            'M',
            x + 3,
            y + 2,
            'Q',
            x - 14,
            y + 8,
            x - 22 + wag,
            y - 10,
            'Q',
            x - 14,
            y - 16,
            x - 6,
            y - 10,
            'Q',
            x - 2,
            y - 4,
            x + 3,
            y - 4,
            'Z',
          ]),
          { fill: `url(#${t.id}-body)`, outline: t.outline },
        ) +
        path(
          d([
            'M',
            x - 22 + wag,
            y - 10,
            'Q',
            x - 14,
            y - 16,
            x - 10,
            y - 11,
            'Q',
            x - 16,
            y - 6,
            x - 22 + wag,
            y - 10,
            'Z',
          ]),
          '#ffffff',
        )
      );
    case 'dragon':
      return (
        path(
          d([
            'M',
            x + 4,
            y - 6,
            'Q',
            x - 12,
            y - 2,
            x - 24,
            y - 8 + wag,
            'Q',
            x - 12,
            y + 8,
            x + 4,
            y + 6,
            'Z',
          ]),
          { fill: `url(#${t.id}-body)`, outline: t.outline },
        ) +
        path(d(['M', x - 24, y - 8 + wag, 'l', -5, -4, 'l', 2, 8, 'Z']), {
          fill: t.accent,
          outline: t.accentOutline,
          width: 1.5,
        })
      );
    case 'puff':
      return circle(x + 1, y, 5.5, { fill: '#ffffff', outline: t.outline, width: 2 });
    case 'stinger':
      return path(d(['M', x + 4, y - 5, 'L', x - 9, y + wag * 0.3, 'L', x + 4, y + 5, 'Z']), {
        fill: '#2b2b38',
        outline: '#0f0f18',
        width: 1.5,
      });
    case 'curl':
      return el('path', {
        d: d(['M', x + 2, y, 'c', -6, 0, -8, -6, -4, -8, 'c', 4, -2, 6, 4, 1, 5]),
        fill: 'none',
        stroke: t.outline,
        'stroke-width': 2.2,
        'stroke-linecap': 'round',
      });
    case 'none':
      return '';
  }
}

/** Wings fold and open with the flap phase (bats, dragons, bees, birds). */
export function drawWings(look: CharacterLook, at: Point, t: Tones, flap: number): string {
  const [x, y] = at;
  const open = 0.6 + 0.4 * Math.sin(flap * Math.PI * 2);
  switch (look.wings) {
    case 'bat':
    case 'dragon': {
      const membrane = look.wings === 'dragon' ? darken(t.body, 0.15) : t.bodyDark;
      const span = 26 * open;
      return path(
        d([
          'M',
          x + 4,
          y,
          'Q',
          x - span * 0.3,
          y - 20 * open - 6,
          x - span,
          y - 14 * open - 4,
          'Q',
          x - span * 0.8,
          y - 4,
          x - span * 0.65,
          y + 2,
          'Q',
          x - span * 0.45,
          y - 3,
          x - span * 0.35,
          y + 4,
          'Q',
          x - span * 0.2,
          y,
          x,
          y + 8,
          'Z',
        ]),
        { fill: membrane, outline: t.outline },
      );
    }
    case 'bug':
      return [-35, -10]
        .map((angle, i) =>
          el('ellipse', {
            cx: x - 4 + i * 8,
            cy: y - 10,
            rx: 7,
            ry: 13 * (0.7 + 0.3 * open),
            fill: '#e8f6ff',
            'fill-opacity': 0.75,
            stroke: '#5a7a9a',
            'stroke-width': 1.8,
            transform: `rotate(${angle + i * 8} ${x - 4 + i * 8} ${y - 4})`,
          }),
        )
        .join('');
    case 'feather':
      return ellipse(x - 6, y - 6, 9, 16 * open + 4, { fill: '#ffffff', outline: '#6a6a80' }, -40);
    case 'none':
      return '';
  }
}
