import type { CharacterLook } from '../../analyze/types.js';
import { darken, lighten } from '../../color/colorMath.js';
import { circle, el, ellipse } from '../svg.js';
import type { Tones } from './tones.js';

/** Surface details clipped to the torso: pickle bumps, spots, stripes. */
export function drawPattern(look: CharacterLook, t: Tones): string {
  switch (look.pattern) {
    case 'bumps':
      return [
        [38, 34],
        [58, 40],
        [42, 56],
        [60, 62],
        [36, 72],
        [52, 76],
        [46, 44],
        [56, 28],
      ]
        .map(
          ([bx, by]) =>
            ellipse(bx as number, by as number, 2.6, 1.8, lighten(t.body, 0.3)) +
            ellipse((bx as number) + 0.6, (by as number) + 1.4, 2.2, 1, darken(t.body, 0.2)),
        )
        .join('');
    case 'spots':
      return [
        [34, 60, 4],
        [52, 56, 3],
        [44, 74, 3.5],
        [60, 70, 2.6],
        [28, 72, 2.4],
      ]
        .map(([sx, sy, r]) =>
          circle(
            sx as number,
            sy as number,
            r as number,
            look.body === 'bug' ? '#2b2b38' : darken(t.body, 0.22),
          ),
        )
        .join('');
    case 'stripes':
      return [0, 1, 2, 3, 4]
        .map((i) =>
          el('rect', {
            x: 20 + i * 11,
            y: 30,
            width: 5,
            height: 70,
            fill: look.body === 'bug' ? '#2b2b38' : darken(t.body, 0.4),
            opacity: 0.85,
            transform: `rotate(12 ${28 + i * 11} 66)`,
          }),
        )
        .join('');
    case 'belly':
    case 'none':
      return '';
  }
}
