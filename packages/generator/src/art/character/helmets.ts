import type { CharacterLook, Headgear } from '../../analyze/types.js';
import { darken, outlineOf } from '../../color/colorMath.js';
import { circle, d, el, limb, path, rect } from '../svg.js';
import type { HeadPlacement } from './rig.js';
import type { Tones } from './tones.js';

const METAL = '#c9d2de';

export /** Dome over the top of the head down to the brow, shared by helmets and caps. */
function dome(h: HeadPlacement, fill: string, outline: string, spread = 1.08, brow = 0.3): string {
  const { x, y, r } = h;
  const w = r * spread;
  return path(
    d([
      'M',
      x - w,
      y - r * brow + 2,
      'C',
      x - w,
      y - r * 1.45,
      x + w,
      y - r * 1.45,
      x + w,
      y - r * brow + 2,
      'Q',
      x,
      y - r * (brow + 0.2),
      x - w,
      y - r * brow + 2,
      'Z',
    ]),
    { fill, outline },
  );
}

export type Helmet = Extract<Headgear, 'helmet' | 'vikingHelmet' | 'spaceDome'>;

/** Metal helmets and the astronaut's glass dome. */
export function drawHelmet(
  kind: Helmet,
  look: CharacterLook,
  h: HeadPlacement,
  t: Tones,
  flap: number,
): string {
  const { x, y, r, top } = h;
  const flutter = Math.sin(flap * Math.PI * 2) * 3;
  const accent = t.accent;
  switch (kind) {
    case 'helmet': {
      const metal = look.accentColor === '#c3cbd6' ? METAL : accent;
      const plume = look.isHostile ? '#5a3a8a' : '#e5484d';
      return (
        limb(
          [
            [x - r * 0.1, top - 2],
            [x - r * 0.55, top - 9 - flutter * 0.4],
            [x - r * 1.05, top - 5 + flutter],
          ],
          6,
          plume,
          outlineOf(plume),
        ) +
        dome(h, `url(#${t.id}-metal)`, outlineOf(metal), 1.12, 0.5) +
        rect(x - r * 1.12, y - r * 0.74, r * 2.24, r * 0.28, 2, {
          fill: darken(metal, 0.12),
          outline: outlineOf(metal),
          width: 2,
        }) +
        circle(x - r * 0.75, y - r * 0.6, 1.4, outlineOf(metal)) +
        circle(x + r * 0.75, y - r * 0.6, 1.4, outlineOf(metal))
      );
    }
    case 'vikingHelmet':
      return (
        path(
          d([
            'M',
            x - r * 0.85,
            y - r * 0.7,
            'Q',
            x - r * 1.55,
            y - r * 0.9,
            x - r * 1.45,
            y - r * 1.7,
            'Q',
            x - r * 1.2,
            y - r * 1.1,
            x - r * 0.6,
            y - r * 1.05,
            'Z',
          ]),
          { fill: '#f6ecd2', outline: '#6a5a3a' },
        ) +
        path(
          d([
            'M',
            x + r * 0.85,
            y - r * 0.7,
            'Q',
            x + r * 1.55,
            y - r * 0.9,
            x + r * 1.45,
            y - r * 1.7,
            'Q',
            x + r * 1.2,
            y - r * 1.1,
            x + r * 0.6,
            y - r * 1.05,
            'Z',
          ]),
          { fill: '#f6ecd2', outline: '#6a5a3a' },
        ) +
        dome(h, `url(#${t.id}-metal)`, outlineOf(METAL), 1.1, 0.35) +
        rect(x - r * 1.1, y - r * 0.55, r * 2.2, r * 0.28, 2, {
          fill: '#b5823a',
          outline: '#5a3a1a',
          width: 2,
        })
      );
    case 'spaceDome':
      return (
        el('circle', {
          cx: x,
          cy: y,
          r: r * 1.32,
          fill: '#bfe8ff',
          'fill-opacity': 0.28,
          stroke: '#5a6a8a',
          'stroke-width': 2.5,
        }) +
        el('path', {
          d: d([
            'M',
            x - r * 0.95,
            y - r * 0.55,
            'Q',
            x - r * 0.7,
            y - r * 1.05,
            x - r * 0.1,
            y - r * 1.15,
          ]),
          stroke: '#ffffff',
          'stroke-width': 3,
          fill: 'none',
          'stroke-linecap': 'round',
          opacity: 0.85,
        }) +
        rect(x - r * 1.0, y + r * 0.95, r * 2.0, r * 0.35, 3, {
          fill: '#e4e8f0',
          outline: '#5a6a8a',
        })
      );
  }
}
