import type { DrawnGarment } from '../../analyze/lexicon/wornWords.js';
import { darken, lighten, outlineOf } from '../../color/colorMath.js';
import { circle, d, el, path } from '../svg.js';

/*
 * Clothes no icon draws on a body: a business suit on a goldfish, a dress on a banana, armour
 * on a penguin. An emoji of the garment alone (👔, 👗) beside a body reads as a thing lying
 * about; drawn over the body's middle with a dark outline, it reads as worn, at phone size.
 */

/** Where a garment goes: the middle of the body, in the frame's pixels. */
export interface GarmentBox {
  /** Centre across. */
  cx: number;
  /** Shoulders (or the top of the chest). */
  top: number;
  width: number;
  /** Shoulders to hem. */
  height: number;
}

/** Each garment's own colour when the player names none. */
export const GARMENT_COLORS: Readonly<Record<DrawnGarment, string>> = {
  suit: '#34405a',
  tuxedo: '#1e1e28',
  dress: '#e0407f',
  tutu: '#ff9ccb',
  armour: '#c3ccd8',
};

const SHIRT = '#fbfbff';
const TIE = '#d13b3b';
const INK = '#161a24';

/** A dark outline a garment's pieces share: about 2 px however big it is drawn. */
function lineOf(box: GarmentBox): number {
  return Math.max(1.3, Math.min(2.4, box.width * 0.045));
}

/** Jacket, white shirt, lapels and a tie (a bow tie on a tuxedo), buttons down the front. */
function suitSvg(box: GarmentBox, color: string, isTuxedo: boolean): string {
  const { cx, top, width: w, height: h } = box;
  const l = cx - w / 2;
  const r = cx + w / 2;
  const b = top + h;
  const line = lineOf(box);
  const ink = { outline: INK, width: line };
  // prettier-ignore
  const jacket = path(
    d([
      'M', l, top + h * 0.24, 'Q', l, top, l + w * 0.24, top, 'L', r - w * 0.24, top,
      'Q', r, top, r, top + h * 0.24, 'L', r - w * 0.05, b, 'Q', cx, b + h * 0.05, l + w * 0.05, b, 'Z',
    ]),
    { fill: color, ...ink },
  );
  const vBottom = top + h * 0.62;
  const shirt = path(d(['M', cx - w * 0.2, top, 'L', cx + w * 0.2, top, 'L', cx, vBottom, 'Z']), {
    fill: SHIRT,
    ...ink,
    width: line * 0.7,
  });
  // prettier-ignore
  const lapel = (side: 1 | -1) =>
    path(
      d([
        'M', cx + side * w * 0.2, top, 'L', cx + side * w * 0.31, top + h * 0.14,
        'L', cx + side * w * 0.19, top + h * 0.25, 'L', cx, vBottom, 'Z',
      ]),
      { fill: lighten(color, 0.18), ...ink, width: line * 0.7 },
    );
  // prettier-ignore
  const neckwear = isTuxedo
    ? path(
        d([
          'M', cx, top + h * 0.1, 'L', cx - w * 0.15, top + h * 0.02, 'L', cx - w * 0.15, top + h * 0.2, 'Z',
          'M', cx, top + h * 0.1, 'L', cx + w * 0.15, top + h * 0.02, 'L', cx + w * 0.15, top + h * 0.2, 'Z',
        ]),
        { fill: INK, outline: INK, width: line * 0.6 },
      )
    : path(
        d([
          'M', cx - w * 0.05, top + h * 0.01, 'L', cx + w * 0.05, top + h * 0.01, 'L', cx + w * 0.035, top + h * 0.11,
          'L', cx + w * 0.07, top + h * 0.46, 'L', cx, top + h * 0.56, 'L', cx - w * 0.07, top + h * 0.46,
          'L', cx - w * 0.035, top + h * 0.11, 'Z',
        ]),
        { fill: TIE, outline: outlineOf(TIE), width: line * 0.6 },
      );
  const button = (y: number) =>
    circle(cx, y, Math.max(1, w * 0.035), { fill: lighten(color, 0.45), outline: INK, width: 0.8 });
  return (
    jacket +
    shirt +
    lapel(-1) +
    lapel(1) +
    neckwear +
    button(top + h * 0.72) +
    button(top + h * 0.86)
  );
}

/** A fitted bodice and a wide skirt with a scalloped hem, a sash at the waist. */
function dressSvg(box: GarmentBox, color: string): string {
  const { cx, top, width: w, height: h } = box;
  const waist = top + h * 0.38;
  const b = top + h;
  const line = lineOf(box);
  const ink = { outline: darken(color, 0.55), width: line };
  const hem: (string | number)[] = [];
  const scallops = 4;
  const hemLeft = cx - w * 0.55;
  const step = (w * 1.1) / scallops;
  for (let i = scallops - 1; i >= 0; i--) {
    const x0 = hemLeft + step * (i + 1);
    hem.push('Q', x0 - step / 2, b + h * 0.1, x0 - step, b);
  }
  const skirt = path(
    d(['M', cx - w * 0.2, waist, 'L', cx + w * 0.2, waist, 'L', hemLeft + w * 1.1, b, ...hem, 'Z']),
    { fill: color, ...ink },
  );
  // prettier-ignore
  const bodice = path(
    d([
      'M', cx - w * 0.24, top, 'Q', cx, top + h * 0.08, cx + w * 0.24, top,
      'L', cx + w * 0.2, waist, 'L', cx - w * 0.2, waist, 'Z',
    ]),
    { fill: lighten(color, 0.12), ...ink },
  );
  const sash = el('rect', {
    x: cx - w * 0.22,
    y: waist - h * 0.05,
    width: w * 0.44,
    height: h * 0.1,
    rx: h * 0.04,
    fill: lighten(color, 0.55),
    stroke: darken(color, 0.55),
    'stroke-width': line * 0.6,
  });
  return skirt + bodice + sash;
}

/** A ballet tutu: a ring of frills sticking out at the waist, two layers. */
function tutuSvg(box: GarmentBox, color: string): string {
  const { cx, top, width: w, height: h } = box;
  const y = top + h * 0.55;
  const frills = (rx: number, ry: number, fill: string) => {
    const points: (string | number)[] = [];
    const count = 18;
    for (let i = 0; i < count; i++) {
      const angle = (Math.PI * 2 * i) / count;
      const reach = i % 2 === 0 ? 1 : 0.72;
      points.push(
        i === 0 ? 'M' : 'L',
        cx + Math.cos(angle) * rx * reach,
        y + Math.sin(angle) * ry * reach,
      );
    }
    return path(d([...points, 'Z']), { fill, outline: darken(color, 0.5), width: lineOf(box) });
  };
  // Thick enough to read as layered net on a short, wide body (a taco) too.
  const ry = Math.max(h * 0.36, w * 0.2);
  return frills(w * 0.68, ry, color) + frills(w * 0.48, ry * 0.6, lighten(color, 0.35));
}

/** A knight's steel breastplate with a ridge, shoulder plates, rivets and a belt. */
function armourSvg(box: GarmentBox, color: string): string {
  const { cx, top, height: h } = box;
  // A breastplate keeps its shape on a wide, short body (a turtle): never a flat steel band.
  const w = Math.min(box.width, h * 1.2);
  const l = cx - w / 2;
  const r = cx + w / 2;
  const line = lineOf(box);
  const ink = { outline: '#2e3646', width: line };
  // prettier-ignore
  const plate = path(
    d([
      'M', l + w * 0.1, top + h * 0.08, 'Q', cx, top - h * 0.06, r - w * 0.1, top + h * 0.08,
      'L', r - w * 0.14, top + h * 0.78, 'Q', cx, top + h * 1.02, l + w * 0.14, top + h * 0.78, 'Z',
    ]),
    { fill: color, ...ink },
  );
  const shine = path(
    d([
      'M',
      l + w * 0.22,
      top + h * 0.16,
      'Q',
      l + w * 0.2,
      top + h * 0.5,
      l + w * 0.3,
      top + h * 0.72,
    ]),
    { fill: 'none', outline: lighten(color, 0.7), width: line * 1.2 },
  );
  const ridge = el('path', {
    d: d(['M', cx, top + h * 0.04, 'L', cx, top + h * 0.86]),
    stroke: darken(color, 0.35),
    'stroke-width': line * 0.8,
  });
  const shoulder = (x: number) =>
    el('ellipse', {
      cx: x,
      cy: top + h * 0.1,
      rx: w * 0.17,
      ry: h * 0.13,
      fill: darken(color, 0.12),
      stroke: ink.outline,
      'stroke-width': line,
    });
  const belt = el('rect', {
    x: l + w * 0.16,
    y: top + h * 0.7,
    width: w * 0.68,
    height: h * 0.12,
    rx: h * 0.04,
    fill: '#7a4a2a',
    stroke: '#3a2010',
    'stroke-width': line * 0.7,
  });
  const rivets = [0.3, 0.5]
    .map(
      (f) =>
        circle(l + w * 0.2, top + h * f, w * 0.03, '#5a6478') +
        circle(r - w * 0.2, top + h * f, w * 0.03, '#5a6478'),
    )
    .join('');
  return plate + shine + ridge + rivets + belt + shoulder(l + w * 0.08) + shoulder(r - w * 0.08);
}

/**
 * A garment drawn over the middle of a body in `box`, in `color` (its own when omitted).
 *
 * @example garmentSvg('suit', { cx: 48, top: 50, width: 40, height: 30 }) // => '<path …/>…'
 */
export function garmentSvg(garment: DrawnGarment, box: GarmentBox, color?: string): string {
  const paint = color ?? GARMENT_COLORS[garment];
  switch (garment) {
    case 'suit':
      return suitSvg(box, paint, false);
    case 'tuxedo':
      return suitSvg(box, paint, true);
    case 'dress':
      return dressSvg(box, paint);
    case 'tutu':
      return tutuSvg(box, paint);
    case 'armour':
      return armourSvg(box, paint);
  }
}
