import type { CharacterLook } from '../../analyze/types.js';
import { circle, d, ellipse, path } from '../svg.js';
import type { HeadPlacement } from './rig.js';
import type { Tones } from './tones.js';

const INNER_EAR = '#ffa8c0';

function triangleEar(
  baseA: readonly [number, number],
  tip: readonly [number, number],
  baseB: readonly [number, number],
  t: Tones,
): string {
  const outer = d([
    'M',
    baseA[0],
    baseA[1],
    'Q',
    tip[0] - 1,
    tip[1] + 2,
    tip[0],
    tip[1],
    'Q',
    tip[0] + 1,
    tip[1] + 2,
    baseB[0],
    baseB[1],
    'Z',
  ]);
  const cx = (baseA[0] + baseB[0] + tip[0]) / 3;
  const cy = (baseA[1] + baseB[1] + tip[1]) / 3;
  const shrink = (p: readonly [number, number]): [number, number] => [
    cx + (p[0] - cx) * 0.55,
    cy + (p[1] - cy) * 0.55 + 1.5,
  ];
  const [a, b, c] = [shrink(baseA), shrink(tip), shrink(baseB)];
  return (
    path(outer, { fill: `url(#${t.id}-body)`, outline: t.outline }) +
    path(d(['M', a[0], a[1], 'L', b[0], b[1], 'L', c[0], c[1], 'Z']), INNER_EAR)
  );
}

/** Ears drawn behind the head (most of them) — `flap` swings long ears a little. */
export function drawEarsBehind(
  look: CharacterLook,
  h: HeadPlacement,
  t: Tones,
  flap: number,
): string {
  const { x, y, r } = h;
  const swing = Math.sin(flap * Math.PI * 2) * 4;
  switch (look.ears) {
    case 'cat':
      return (
        triangleEar(
          [x - r * 0.9, y - r * 0.35],
          [x - r * 0.62, y - r * 1.28],
          [x - r * 0.05, y - r * 0.9],
          t,
        ) +
        triangleEar(
          [x + r * 0.1, y - r * 0.95],
          [x + r * 0.68, y - r * 1.2],
          [x + r * 0.88, y - r * 0.38],
          t,
        )
      );
    case 'fox':
      return (
        triangleEar(
          [x - r * 0.95, y - r * 0.3],
          [x - r * 0.75, y - r * 1.55],
          [x - r * 0.05, y - r * 0.9],
          t,
        ) +
        triangleEar(
          [x + r * 0.05, y - r * 0.95],
          [x + r * 0.75, y - r * 1.45],
          [x + r * 0.92, y - r * 0.3],
          t,
        )
      );
    case 'round':
      return [x - r * 0.68, x + r * 0.62]
        .map(
          (ex) =>
            circle(ex, y - r * 0.78, r * 0.34, { fill: `url(#${t.id}-body)`, outline: t.outline }) +
            circle(ex, y - r * 0.74, r * 0.18, INNER_EAR),
        )
        .join('');
    case 'mouse':
      return [x - r * 0.78, x + r * 0.55]
        .map(
          (ex) =>
            circle(ex, y - r * 0.72, r * 0.5, { fill: `url(#${t.id}-body)`, outline: t.outline }) +
            circle(ex + 1, y - r * 0.68, r * 0.3, INNER_EAR),
        )
        .join('');
    case 'bunny':
      return [
        [x - r * 0.35, -14 - swing],
        [x + r * 0.28, 8 - swing * 0.5],
      ]
        .map(
          ([ex, angle]) =>
            ellipse(
              ex as number,
              y - r * 1.35,
              r * 0.25,
              r * 0.72,
              { fill: `url(#${t.id}-body)`, outline: t.outline },
              angle as number,
            ) + ellipse(ex as number, y - r * 1.3, r * 0.12, r * 0.5, INNER_EAR, angle as number),
        )
        .join('');
    case 'pointy':
      return path(
        d([
          'M',
          x - r * 0.8,
          y - r * 0.35,
          'L',
          x - r * 1.55,
          y - r * 0.75 - swing * 0.3,
          'L',
          x - r * 0.75,
          y + r * 0.2,
          'Z',
        ]),
        { fill: `url(#${t.id}-body)`, outline: t.outline },
      );
    case 'dog':
    case 'none':
      return '';
  }
}

/** Ears that hang over the head (floppy dog ears, pointy elf ears on the near side). */
export function drawEarsFront(
  look: CharacterLook,
  h: HeadPlacement,
  t: Tones,
  flap: number,
): string {
  const { x, y, r } = h;
  const swing = Math.sin(flap * Math.PI * 2) * 6;
  if (look.ears === 'dog') {
    return ellipse(
      x - r * 0.72,
      y - r * 0.05,
      r * 0.3,
      r * 0.62,
      { fill: t.bodyDark, outline: t.outline },
      18 + swing,
    );
  }
  if (look.ears === 'pointy') {
    return path(
      d([
        'M',
        x + r * 0.7,
        y - r * 0.3,
        'L',
        x + r * 1.25,
        y - r * 0.7,
        'L',
        x + r * 0.82,
        y + r * 0.1,
        'Z',
      ]),
      { fill: `url(#${t.id}-body)`, outline: t.outline },
    );
  }
  return '';
}
