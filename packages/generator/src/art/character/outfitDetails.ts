import type { CharacterLook, Eyewear, OutfitDetail } from '../../analyze/types.js';
import { darken, lighten, outlineOf } from '../../color/colorMath.js';
import { circle, d, el, ellipse, path, rect } from '../svg.js';
import type { HeadPlacement } from './rig.js';
import type { Tones } from './tones.js';

/**
 * What a job's clothes show on a person's torso (humanoid rig: torso 37..61 × 46..72, waist at
 * y = 66): `clipped` is drawn inside the torso outline, `over` on top of the legs.
 */
export interface OutfitDrawing {
  clipped: string;
  over: string;
}

const NONE: OutfitDrawing = { clipped: '', over: '' };
const WHITE = '#fbfbff';
const GOLD = '#f5c431';

function star(cx: number, cy: number, outer: number): string {
  const points: (string | number)[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? outer : outer * 0.45;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    points.push(i === 0 ? 'M' : 'L', cx + Math.cos(angle) * radius, cy + Math.sin(angle) * radius);
  }
  return path(d([...points, 'Z']), { fill: GOLD, outline: '#8a5a10', width: 1.2 });
}

function bands(ys: readonly number[], height: number, color: string): string {
  return ys.map((y) => rect(36, y, 26, height, 0, color)).join('');
}

/**
 * A lumberjack's flannel: big dark squares on the shirt's colour with dark bands between,
 * bold enough to read as a check on a 60-pixel hero.
 */
function buffaloCheck(accent: string): string {
  const dark = darken(accent, 0.62);
  const down = [38, 46, 54].map((x) => rect(x, 44, 4, 30, 0, dark)).join('');
  return el('g', { opacity: 0.55 }, bands([47, 55, 63, 71], 4, dark) + down);
}

/** Rows of lacquered armour plates laced together: a samurai's cuirass and its skirt of tassets. */
function lamellar(accent: string): OutfitDrawing {
  const lacing = '#e8a23a';
  const rows = [46, 51.5, 57, 62.5]
    .map(
      (y, row) =>
        rect(36, y, 26, 5, 0, row % 2 === 0 ? accent : darken(accent, 0.15)) +
        rect(36, y + 4.2, 26, 0.9, 0, darken(accent, 0.45)) +
        [39, 43, 47, 51, 55, 59].map((x) => rect(x, y + 0.8, 1, 3.4, 0, lacing)).join(''),
    )
    .join('');
  const tassets = [37.5, 45.5, 53.5]
    .map(
      (x) =>
        rect(x, 66, 7, 11, 1.5, { fill: accent, outline: outlineOf(accent), width: 1.2 }) +
        rect(x, 70, 7, 1, 0, darken(accent, 0.4)) +
        rect(x, 73.5, 7, 1, 0, darken(accent, 0.4)),
    )
    .join('');
  return { clipped: rows, over: tassets };
}

/** A knight's shining breastplate with its ridge, and the steel skirt below the waist. */
function breastplate(): OutfitDrawing {
  const steel = '#c9d2de';
  return {
    clipped:
      rect(36, 45, 26, 20, 4, { fill: steel, outline: '#6a7488', width: 1.4 }) +
      rect(48.4, 46, 1.2, 18, 0, '#ffffff') +
      rect(39, 47, 5, 10, 2, '#eef2f8') +
      rect(36, 63, 26, 3, 0, '#7a5a3a'),
    over:
      rect(37, 66, 24, 4.5, 1.5, { fill: steel, outline: '#6a7488', width: 1.2 }) +
      rect(38, 70, 22, 4, 1.5, { fill: darken(steel, 0.1), outline: '#6a7488', width: 1.2 }),
  };
}

/** A sumo wrestler's thick belt at the waist, its knot and front flap. */
function mawashi(accent: string): OutfitDrawing {
  return {
    clipped: rect(36, 61, 26, 11, 0, accent) + rect(36, 61, 26, 1.4, 0, lighten(accent, 0.25)),
    over:
      rect(45, 64, 8, 12, 1.5, {
        fill: darken(accent, 0.1),
        outline: outlineOf(accent),
        width: 1.2,
      }) + circle(49, 64, 2.6, darken(accent, 0.25)),
  };
}

/** A kimono: the crossed white collar, a wide sash with its bow, the long skirt to the feet. */
function obi(accent: string, t: Tones): OutfitDrawing {
  return {
    clipped:
      path(d(['M', 41, 45, 'L', 50, 56, 'L', 52, 54, 'L', 45, 45, 'Z']), WHITE) +
      path(d(['M', 57, 45, 'L', 49, 55, 'L', 47, 53.5, 'L', 53, 45, 'Z']), WHITE) +
      rect(36, 56, 26, 8, 0, accent) +
      rect(36, 59.3, 26, 1.2, 0, lighten(accent, 0.35)),
    over:
      path(d(['M', 37, 64, 'L', 34, 88, 'Q', 49, 91, 64, 88, 'L', 61, 64, 'Z']), {
        fill: `url(#${t.id}-body)`,
        outline: t.outline,
      }) + ellipse(58, 60, 5, 4, { fill: accent, outline: outlineOf(accent) }),
  };
}

function detailOf(detail: OutfitDetail, t: Tones): OutfitDrawing {
  const accent = t.accent;
  switch (detail) {
    case 'badge':
      return { clipped: '', over: star(44.5, 53, 4.6) };
    case 'stripes':
      return { clipped: bands([48, 53.5, 59], 2.8, accent), over: '' };
    case 'tutu':
      return {
        clipped: '',
        over:
          ellipse(49, 67, 17, 5.5, { fill: lighten(accent, 0.2), outline: outlineOf(accent) }) +
          ellipse(49, 65.5, 14, 3.5, lighten(accent, 0.5)),
      };
    case 'apron':
      return {
        clipped:
          rect(41, 51, 16, 22, 3, { fill: accent, outline: outlineOf(accent), width: 1.5 }) +
          rect(44, 60, 10, 5, 1.5, darken(accent, 0.12)),
        over: '',
      };
    case 'tie':
      return {
        clipped: '',
        over: path(d(['M', 47, 47, 'L', 51, 47, 'L', 52, 59, 'L', 49, 62.5, 'L', 46, 59, 'Z']), {
          fill: accent,
          outline: outlineOf(accent),
          width: 1.3,
        }),
      };
    case 'bowTie':
      return {
        clipped: '',
        over:
          path(
            d([
              'M',
              49,
              48.5,
              'L',
              43.5,
              45.5,
              'L',
              43.5,
              51.5,
              'Z',
              'M',
              49,
              48.5,
              'L',
              54.5,
              45.5,
              'L',
              54.5,
              51.5,
              'Z',
            ]),
            {
              fill: accent,
              outline: outlineOf(accent),
              width: 1.3,
            },
          ) + circle(49, 48.5, 1.8, darken(accent, 0.25)),
      };
    case 'labCoat':
      return {
        clipped:
          rect(36, 45, 10.5, 29, 0, { fill: WHITE, outline: '#8a8aa0', width: 1.2 }) +
          rect(51.5, 45, 10.5, 29, 0, { fill: WHITE, outline: '#8a8aa0', width: 1.2 }) +
          rect(54, 55, 5, 4, 1, '#9fb3c8'),
        over: '',
      };
    case 'hiVis':
      return { clipped: bands([53, 60], 2.6, '#e8ff5a') + bands([55.6], 1.2, '#c9d2de'), over: '' };
    case 'redCross':
      return {
        clipped: '',
        over:
          circle(44.5, 54, 4.8, { fill: WHITE, outline: '#8a8aa0', width: 1 }) +
          rect(43.5, 50.8, 2, 6.4, 0, '#e5484d') +
          rect(41.3, 53, 6.4, 2, 0, '#e5484d'),
      };
    case 'satchel':
      return {
        clipped: '',
        over:
          el('path', { d: d(['M', 41, 46, 'L', 59, 64]), stroke: '#7a4a2a', 'stroke-width': 3 }) +
          rect(53, 61, 13, 10, 2.5, { fill: '#a8703c', outline: '#5a3a1a', width: 1.5 }) +
          rect(53, 61, 13, 4, 2, '#8a5a2a'),
      };
    case 'overalls':
      return {
        clipped:
          rect(41, 53, 16, 20, 2, { fill: accent, outline: outlineOf(accent), width: 1.4 }) +
          rect(40, 45, 3, 9, 0, accent) +
          rect(55, 45, 3, 9, 0, accent) +
          circle(43.5, 55, 1.3, GOLD) +
          circle(54.5, 55, 1.3, GOLD),
        over: '',
      };
    case 'robe':
      return {
        clipped: '',
        over:
          path(d(['M', 37.5, 60, 'L', 33, 88, 'Q', 49, 91, 65, 88, 'L', 60.5, 60, 'Z']), {
            fill: `url(#${t.id}-body)`,
            outline: t.outline,
          }) + rect(47.5, 60, 3, 28, 0, accent),
      };
    case 'plaid':
      return { clipped: buffaloCheck(accent), over: '' };
    case 'lamellar':
      return lamellar(accent);
    case 'breastplate':
      return breastplate();
    case 'mawashi':
      return mawashi(accent);
    case 'obi':
      return obi(accent, t);
    case 'none':
      return NONE;
  }
}

/** The look's outfit detail; only a person's torso wears one. */
export function drawOutfitDetail(look: CharacterLook, t: Tones): OutfitDrawing {
  if (look.body !== 'humanoid' || !look.outfitDetail) return NONE;
  return detailOf(look.outfitDetail, t);
}

/** Glasses, sunglasses or goggles over the eyes of any face. */
export function drawEyewear(eyewear: Eyewear | undefined, h: HeadPlacement, t: Tones): string {
  if (!eyewear || eyewear === 'none') return '';
  const { x, y, r } = h;
  const eyeY = y - r * 0.1;
  const lenses = [x - r * 0.1, x + r * 0.42];
  const bridge = el('path', {
    d: d(['M', lenses[0] as number, eyeY, 'L', lenses[1] as number, eyeY]),
    stroke: '#2b2b38',
    'stroke-width': 1.8,
  });
  const arm = el('path', {
    d: d(['M', (lenses[0] as number) - r * 0.3, eyeY - 1, 'L', x - r * 0.9, eyeY - 3]),
    stroke: '#2b2b38',
    'stroke-width': 1.8,
  });
  switch (eyewear) {
    case 'glasses':
      return (
        arm +
        bridge +
        lenses
          .map((lx) =>
            el('circle', {
              cx: lx,
              cy: eyeY,
              r: r * 0.3,
              fill: '#dff4ff',
              'fill-opacity': 0.25,
              stroke: '#2b2b38',
              'stroke-width': 1.8,
            }),
          )
          .join('')
      );
    case 'sunglasses':
      return (
        arm +
        bridge +
        lenses
          .map(
            (lx) =>
              ellipse(lx, eyeY, r * 0.34, r * 0.26, {
                fill: '#1d2238',
                outline: '#0f0f18',
                width: 1.5,
              }) + ellipse(lx + r * 0.1, eyeY - r * 0.08, r * 0.1, r * 0.05, '#5a6a9a'),
          )
          .join('')
      );
    case 'mask':
      // A burglar's black band across the eyes, knotted at the back, eye holes showing.
      return (
        el('path', {
          d: d(['M', x - r * 0.95, eyeY - r * 0.05, 'L', x - r * 1.25, eyeY + r * 0.3]),
          stroke: '#15151f',
          'stroke-width': 3,
          'stroke-linecap': 'round',
        }) +
        el('rect', {
          x: x - r * 0.95,
          y: eyeY - r * 0.3,
          width: r * 1.9,
          height: r * 0.6,
          rx: r * 0.28,
          fill: '#15151f',
        }) +
        lenses.map((lx) => ellipse(lx, eyeY, r * 0.17, r * 0.13, '#f4f4f8')).join('') +
        lenses.map((lx) => circle(lx + r * 0.05, eyeY, r * 0.07, '#15151f')).join('')
      );
    case 'eyepatch':
      return (
        el('path', {
          d: d(['M', x - r * 0.9, eyeY - r * 0.55, 'L', x + r * 0.9, eyeY + r * 0.25]),
          stroke: '#15151f',
          'stroke-width': 1.6,
        }) + ellipse(lenses[1] as number, eyeY, r * 0.3, r * 0.26, '#15151f')
      );
    case 'goggles':
      return (
        el('path', {
          d: d(['M', x - r * 1.0, eyeY - 2, 'Q', x, eyeY - r * 0.2, x + r * 0.95, eyeY - 2]),
          stroke: t.accent,
          'stroke-width': 3.5,
          fill: 'none',
        }) +
        lenses
          .map((lx) =>
            circle(lx, eyeY, r * 0.33, { fill: '#bfe8ff', outline: '#4a5468', width: 2.2 }),
          )
          .join('')
      );
  }
}
