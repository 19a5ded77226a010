import type { CharacterLook } from '../../analyze/types.js';
import { circle, d, el, ellipse, path, rect } from '../svg.js';
import type { Expression } from './pose.js';
import type { HeadPlacement } from './rig.js';
import type { Tones } from './tones.js';

import { drawMouth, drawSnout, INK } from './mouthAndSnout.js';

function eye(
  x: number,
  y: number,
  rx: number,
  ry: number,
  expression: Expression,
  hostile: boolean,
): string {
  if (expression === 'hurt') {
    // Squeezed shut: > <
    const s = rx * 0.9;
    return el('path', {
      d: d(['M', x - s, y - s, 'L', x + s * 0.6, y, 'L', x - s, y + s]),
      fill: 'none',
      stroke: INK,
      'stroke-width': 2.4,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    });
  }
  const lid = expression === 'determined' || hostile ? ry * 0.35 : 0;
  const white = ellipse(x, y, rx, ry, { fill: '#ffffff', outline: INK, width: 1.6 });
  const pupil = ellipse(
    x + rx * 0.28,
    y + ry * 0.12,
    rx * 0.62,
    ry * 0.66,
    hostile ? '#5a1020' : INK,
  );
  const shine = circle(x + rx * 0.45, y - ry * 0.25, Math.max(1, rx * 0.28), '#ffffff');
  const lidShape =
    lid > 0
      ? path(
          d([
            'M',
            x - rx - 0.5,
            y - ry - 0.5,
            'L',
            x + rx + 0.5,
            y - ry - 0.5,
            'L',
            x + rx + 0.5,
            y - ry + lid * 2,
            'Q',
            x,
            y - ry + lid * 2.6,
            x - rx - 0.5,
            y - ry + lid,
            'Z',
          ]),
          INK,
        )
      : '';
  return white + pupil + shine + lidShape;
}

function brows(h: HeadPlacement, eyeY: number, nearX: number, farX: number, ry: number): string {
  const y = eyeY - ry - 2.5;
  const line = (x1: number, y1: number, x2: number, y2: number): string =>
    el('path', {
      d: d(['M', x1, y1, 'L', x2, y2]),
      stroke: INK,
      'stroke-width': 3,
      'stroke-linecap': 'round',
    });
  const w = h.r * 0.22;
  return line(nearX - w, y - 1, nearX + w, y - 4) + line(farX - w, y - 4, farX + w, y - 1);
}

/** Eyes, brows, snout, mouth and cheeks on a head, looking right. */
export function drawFace(
  look: CharacterLook,
  h: HeadPlacement,
  expression: Expression,
  t: Tones,
): string {
  const { x, y, r } = h;
  const hostile = look.isHostile;
  const nearX = x + r * 0.42;
  const farX = x - r * 0.1;
  const eyeY = y - r * 0.1;
  const rx = r * 0.2;
  const ry = r * 0.27;
  let eyes: string;
  if (look.eyes === 'visor') {
    const glow = hostile ? '#ff4d5e' : '#5cf2ff';
    eyes =
      rect(x - r * 0.95, y - r * 0.5, r * 1.95, r * 0.95, r * 0.3, {
        fill: '#1d2238',
        outline: INK,
        width: 1.8,
      }) +
      (expression === 'hurt'
        ? el('path', {
            d: d([
              'M',
              x - r * 0.35,
              y - r * 0.25,
              'l',
              r * 0.3,
              r * 0.22,
              'l',
              -r * 0.3,
              r * 0.22,
              'M',
              x + r * 0.65,
              y - r * 0.25,
              'l',
              -r * 0.3,
              r * 0.22,
              'l',
              r * 0.3,
              r * 0.22,
            ]),
            stroke: glow,
            'stroke-width': 2.2,
            fill: 'none',
            'stroke-linecap': 'round',
          })
        : rect(x - r * 0.35, y - r * 0.3, r * 0.3, r * 0.5, 2, glow) +
          rect(x + r * 0.3, y - r * 0.3, r * 0.3, r * 0.5, 2, glow));
    if (hostile) eyes += brows(h, y - r * 0.3, x + r * 0.45, x - r * 0.2, r * 0.2);
    const grille =
      expression === 'shout' || hostile
        ? rect(x - r * 0.1, y + r * 0.62, r * 0.7, r * 0.2, 1.5, INK)
        : el('path', {
            d: d([
              'M',
              x - r * 0.05,
              y + r * 0.62,
              'Q',
              x + r * 0.25,
              y + r * 0.85,
              x + r * 0.55,
              y + r * 0.62,
            ]),
            stroke: INK,
            'stroke-width': 2,
            fill: 'none',
            'stroke-linecap': 'round',
          });
    return eyes + grille;
  }
  if (look.eyes === 'bulging') {
    // Frog eyes sit on bumps above the head.
    const bumpY = y - r * 0.72;
    eyes = [farX - r * 0.1, nearX + r * 0.05]
      .map(
        (ex) =>
          circle(ex, bumpY, r * 0.36, { fill: `url(#${t.id}-body)`, outline: t.outline }) +
          eye(ex + 1, bumpY, rx * 1.05, ry * 0.95, expression, hostile),
      )
      .join('');
    if (hostile) eyes += brows(h, bumpY, nearX + r * 0.05, farX - r * 0.1, ry);
  } else {
    eyes =
      eye(farX, eyeY, rx * 0.9, ry * 0.95, expression, hostile) +
      eye(nearX, eyeY, rx, ry, expression, hostile);
    if (hostile) eyes += brows(h, eyeY, nearX, farX, ry);
  }
  const nose = drawSnout(look, h, t);
  const cheeks = hostile
    ? ''
    : ellipse(nearX + r * 0.25, y + r * 0.35, r * 0.15, r * 0.09, t.cheek) +
      ellipse(farX - r * 0.25, y + r * 0.35, r * 0.12, r * 0.08, t.cheek);
  return (
    el('g', { opacity: 0.55 }, cheeks) +
    eyes +
    nose.svg +
    drawMouth(nose.mouthAt[0], nose.mouthAt[1], r, expression, hostile)
  );
}
