import type { CharacterLook, Headgear } from '../../analyze/types.js';
import { lighten, outlineOf } from '../../color/colorMath.js';
import { circle, d, ellipse, limb, path } from '../svg.js';
import type { HeadPlacement } from './rig.js';
import type { Tones } from './tones.js';

/** Head parts that belong to the body rather than being worn. */
export type HeadPart = Extract<
  Headgear,
  'antenna' | 'horns' | 'stem' | 'mushroomCap' | 'unicornHorn' | 'hair'
>;

/** Antennae, horns, stems, mushroom caps, unicorn horns and hair. */
export function drawHeadPart(
  part: HeadPart,
  look: CharacterLook,
  h: HeadPlacement,
  t: Tones,
): string {
  const { x, y, r, top } = h;
  const accent = t.accent;
  switch (part) {
    case 'antenna':
      if (look.body !== 'robot') {
        return [-1, 1]
          .map(
            (side) =>
              limb(
                [
                  [x + side * r * 0.3, top + 3],
                  [x + side * r * 0.45 + 2, top - r * 0.4],
                  [x + side * r * 0.7 + 3, top - r * 0.6],
                ],
                2.2,
                t.outline,
                t.outline,
                0.5,
              ) +
              circle(x + side * r * 0.7 + 3, top - r * 0.62, r * 0.14, {
                fill: t.bodyDark,
                outline: t.outline,
                width: 1.5,
              }),
          )
          .join('');
      }
      return (
        limb(
          [
            [x, top + 1],
            [x + 2, top - r * 0.55],
          ],
          2.5,
          '#6a7080',
          '#2a2a38',
          1.5,
        ) +
        circle(x + 2, top - r * 0.62, r * 0.2, {
          fill: look.isHostile ? '#ff4d5e' : accent,
          outline: t.accentOutline,
          width: 1.8,
        })
      );
    case 'horns':
      return [x - r * 0.5, x + r * 0.35]
        .map((hx) =>
          path(
            d([
              'M',
              hx - r * 0.18,
              top + r * 0.22,
              'Q',
              hx - r * 0.1,
              top - r * 0.45,
              hx + r * 0.05,
              top - r * 0.5,
              'Q',
              hx + r * 0.05,
              top - r * 0.1,
              hx + r * 0.2,
              top + r * 0.25,
              'Z',
            ]),
            { fill: '#f6ecd2', outline: '#6a5a3a', width: 2 },
          ),
        )
        .join('');
    case 'stem':
      return (
        limb(
          [
            [x, top + 2],
            [x + 1, top - 5],
          ],
          3,
          '#5a8a2a',
          '#2a4a10',
          1.5,
        ) + ellipse(x + 7, top - 5, 6, 3, { fill: '#6cc24a', outline: '#2a5a1a', width: 1.8 }, -25)
      );
    case 'mushroomCap': {
      const capY = top + r * 0.75;
      return (
        path(
          d([
            'M',
            x - r * 1.55,
            capY,
            'C',
            x - r * 1.6,
            top - r * 1.1,
            x + r * 1.6,
            top - r * 1.1,
            x + r * 1.55,
            capY,
            'Q',
            x,
            capY + r * 0.25,
            x - r * 1.55,
            capY,
            'Z',
          ]),
          { fill: `url(#${t.id}-accent)`, outline: t.accentOutline },
        ) +
        circle(x - r * 0.7, top - r * 0.05, r * 0.24, '#ffffff') +
        circle(x + r * 0.45, top - r * 0.3, r * 0.3, '#ffffff') +
        circle(x + r * 1.1, top + r * 0.35, r * 0.16, '#ffffff')
      );
    }
    case 'unicornHorn':
      return path(
        d([
          'M',
          x + r * 0.05,
          top + r * 0.25,
          'L',
          x + r * 0.55,
          top - r * 0.9,
          'L',
          x + r * 0.5,
          top + r * 0.3,
          'Z',
        ]),
        { fill: `url(#${t.id}-gold)`, outline: '#8a5a10', width: 2 },
      );
    case 'hair': {
      const hair = accent;
      return (
        path(
          d([
            'M',
            x - r * 1.02,
            y + r * 0.05,
            'C',
            x - r * 1.2,
            y - r * 1.3,
            x + r * 0.4,
            y - r * 1.45,
            x + r * 1.0,
            y - r * 0.45,
            'Q',
            x + r * 0.55,
            y - r * 0.7,
            x + r * 0.35,
            y - r * 0.45,
            'Q',
            x + r * 0.05,
            y - r * 0.78,
            x - r * 0.25,
            y - r * 0.45,
            'Q',
            x - r * 0.6,
            y - r * 0.55,
            x - r * 0.7,
            y - r * 0.05,
            'Z',
          ]),
          { fill: hair, outline: outlineOf(hair) },
        ) + ellipse(x - r * 0.1, y - r * 0.95, r * 0.32, r * 0.1, lighten(hair, 0.35), -12)
      );
    }
  }
}
