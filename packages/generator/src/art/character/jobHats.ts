import type { JobHat } from '../../analyze/types.js';
import { darken, lighten, outlineOf } from '../../color/colorMath.js';
import { circle, d, el, ellipse, path, rect } from '../svg.js';
import {
  brim,
  cowboyHat,
  crown,
  fedora,
  mortarboard,
  safariHat,
  sailorHat,
  strawHat,
} from './brimmedHats.js';
import { dome } from './helmets.js';
import type { HeadPlacement } from './rig.js';
import type { Tones } from './tones.js';

function beret(h: HeadPlacement, color: string): string {
  const { x, r, top } = h;
  return (
    ellipse(x - r * 0.15, top + r * 0.2, r * 1.1, r * 0.42, {
      fill: color,
      outline: outlineOf(color),
    }) + circle(x - r * 0.1, top - r * 0.2, r * 0.1, darken(color, 0.3))
  );
}

function peakedCap(h: HeadPlacement, color: string, t: Tones): string {
  const { x, r, top } = h;
  const bandY = top + r * 0.42;
  return (
    ellipse(x - r * 0.05, top + r * 0.05, r * 1.12, r * 0.42, {
      fill: color,
      outline: outlineOf(color),
    }) +
    rect(x - r * 0.92, bandY - r * 0.34, r * 1.84, r * 0.36, 2, {
      fill: darken(color, 0.25),
      outline: outlineOf(color),
      width: 1.5,
    }) +
    path(
      d([
        'M',
        x + r * 0.3,
        bandY,
        'Q',
        x + r * 1.2,
        bandY - r * 0.05,
        x + r * 1.25,
        bandY + r * 0.2,
        'L',
        x + r * 0.3,
        bandY + r * 0.14,
        'Z',
      ]),
      {
        fill: '#2b2b38',
        outline: '#0f0f18',
        width: 1.5,
      },
    ) +
    circle(x + r * 0.05, bandY - r * 0.45, r * 0.14, {
      fill: `url(#${t.id}-gold)`,
      outline: '#8a5a10',
      width: 1.2,
    })
  );
}

function beeVeil(h: HeadPlacement): string {
  const { x, y, r, top } = h;
  const veil = el('path', {
    d: d([
      'M',
      x - r * 1.05,
      top + r * 0.35,
      'L',
      x - r * 1.2,
      y + r * 1.05,
      'Q',
      x,
      y + r * 1.25,
      x + r * 1.2,
      y + r * 1.05,
      'L',
      x + r * 1.05,
      top + r * 0.35,
      'Z',
    ]),
    fill: '#f4f1e0',
    'fill-opacity': 0.45,
    stroke: '#5a5a48',
    'stroke-width': 1.5,
  });
  const mesh = [-0.6, -0.2, 0.2, 0.6]
    .map((dx) =>
      el('path', {
        d: d(['M', x + r * dx, top + r * 0.5, 'L', x + r * dx * 1.1, y + r * 1.1]),
        stroke: '#5a5a48',
        'stroke-width': 0.8,
        opacity: 0.6,
      }),
    )
    .join('');
  return (
    veil +
    mesh +
    crown(h, top + r * 0.35, 0.75, 0.7, '#f4f1e0') +
    brim(h, top + r * 0.35, 1.35, '#efe9cf')
  );
}

function hairBun(h: HeadPlacement, color: string): string {
  const { x, r, top } = h;
  return (
    dome(h, color, outlineOf(color), 1.04, 0.55) +
    circle(x - r * 0.2, top - r * 0.2, r * 0.42, { fill: color, outline: outlineOf(color) }) +
    ellipse(x - r * 0.2, top + r * 0.15, r * 0.4, r * 0.1, '#f27bb4')
  );
}

/**
 * A samurai's kabuto: a lacquered dome, the neck guard flaring out in tiers either side and
 * golden crescent horns rising from the brow.
 */
function kabuto(h: HeadPlacement, color: string): string {
  const { x, y, r } = h;
  const gold = '#f5c431';
  const guard = [0, 1, 2]
    .map((tier) =>
      path(
        d([
          'M',
          x - r * (1.05 + tier * 0.14),
          y - r * (0.35 - tier * 0.2),
          'L',
          x + r * (1.05 + tier * 0.14),
          y - r * (0.35 - tier * 0.2),
          'L',
          x + r * (1.15 + tier * 0.14),
          y - r * (0.15 - tier * 0.2),
          'L',
          x - r * (1.15 + tier * 0.14),
          y - r * (0.15 - tier * 0.2),
          'Z',
        ]),
        {
          fill: tier % 2 === 0 ? color : darken(color, 0.2),
          outline: outlineOf(color),
          width: 1.2,
        },
      ),
    )
    .reverse()
    .join('');
  const horns = path(
    d([
      'M',
      x - r * 0.1,
      y - r * 0.75,
      'Q',
      x - r * 0.9,
      y - r * 1.1,
      x - r * 0.85,
      y - r * 1.9,
      'Q',
      x - r * 0.55,
      y - r * 1.25,
      x,
      y - r * 0.95,
      'Q',
      x + r * 0.55,
      y - r * 1.25,
      x + r * 0.85,
      y - r * 1.9,
      'Q',
      x + r * 0.9,
      y - r * 1.1,
      x + r * 0.1,
      y - r * 0.75,
      'Z',
    ]),
    { fill: gold, outline: '#8a5a10', width: 1.2 },
  );
  return (
    guard +
    dome(h, color, outlineOf(color), 1.1, 0.4) +
    rect(x - r * 0.18, y - r * 0.85, r * 0.36, r * 0.3, 2, {
      fill: gold,
      outline: '#8a5a10',
      width: 1,
    }) +
    horns
  );
}

/** A sumo wrestler's topknot: hair oiled flat and a small folded knot on the crown. */
function topknot(h: HeadPlacement, color: string): string {
  const { x, r, top } = h;
  return (
    dome(h, color, outlineOf(color), 1.02, 0.6) +
    ellipse(x - r * 0.05, top - r * 0.12, r * 0.42, r * 0.2, {
      fill: color,
      outline: outlineOf(color),
    }) +
    rect(x - r * 0.1, top - r * 0.05, r * 0.2, r * 0.12, 1, '#f4f4f8')
  );
}

function headphones(h: HeadPlacement, color: string): string {
  const { x, y, r } = h;
  return (
    el('path', {
      d: d([
        'M',
        x - r * 0.95,
        y,
        'Q',
        x - r,
        y - r * 1.35,
        x,
        y - r * 1.3,
        'Q',
        x + r,
        y - r * 1.35,
        x + r * 0.95,
        y,
      ]),
      stroke: '#2b2b38',
      'stroke-width': 3.5,
      fill: 'none',
    }) +
    rect(x - r * 1.15, y - r * 0.3, r * 0.42, r * 0.7, 3, {
      fill: color,
      outline: outlineOf(color),
    }) +
    rect(x + r * 0.73, y - r * 0.3, r * 0.42, r * 0.7, 3, {
      fill: color,
      outline: outlineOf(color),
    })
  );
}

function hardHat(h: HeadPlacement, color: string): string {
  const { x, r, top } = h;
  return (
    dome(h, color, outlineOf(color), 1.05, 0.45) +
    rect(x - r * 0.12, top - r * 0.05, r * 0.24, r * 0.55, 2, darken(color, 0.15)) +
    brim(h, top + r * 0.78, 1.3, darken(color, 0.08), 0.14)
  );
}

function beanie(h: HeadPlacement, color: string): string {
  const { x, r, top } = h;
  return (
    dome(h, color, outlineOf(color), 1.04, 0.5) +
    rect(x - r * 1.04, top + r * 0.62, r * 2.08, r * 0.32, 3, {
      fill: darken(color, 0.15),
      outline: outlineOf(color),
      width: 1.5,
    }) +
    circle(x, top - r * 0.18, r * 0.22, {
      fill: lighten(color, 0.4),
      outline: outlineOf(color),
      width: 1.2,
    })
  );
}

function nurseCap(h: HeadPlacement, cross: string): string {
  const { x, r, top } = h;
  const y = top + r * 0.15;
  return (
    path(
      d([
        'M',
        x - r * 0.75,
        y + r * 0.3,
        'L',
        x - r * 0.6,
        y - r * 0.35,
        'L',
        x + r * 0.6,
        y - r * 0.35,
        'L',
        x + r * 0.75,
        y + r * 0.3,
        'Z',
      ]),
      {
        fill: '#ffffff',
        outline: '#6a6a80',
      },
    ) +
    rect(x - r * 0.07, y - r * 0.28, r * 0.14, r * 0.44, 0, cross) +
    rect(x - r * 0.22, y - r * 0.13, r * 0.44, r * 0.14, 0, cross)
  );
}

function fireHelmet(h: HeadPlacement, color: string): string {
  const { x, r, top } = h;
  const backBrim = path(
    d([
      'M',
      x - r * 1.5,
      top + r * 0.85,
      'Q',
      x - r * 1.2,
      top + r * 0.4,
      x - r * 0.6,
      top + r * 0.6,
      'L',
      x - r * 0.6,
      top + r * 0.8,
      'Z',
    ]),
    {
      fill: darken(color, 0.1),
      outline: outlineOf(color),
    },
  );
  return (
    backBrim +
    dome(h, color, outlineOf(color), 1.08, 0.5) +
    rect(x - r * 0.3, top - r * 0.05, r * 0.6, r * 0.55, 2, {
      fill: '#f5c431',
      outline: '#8a5a10',
      width: 1.2,
    }) +
    brim(h, top + r * 0.8, 1.2, darken(color, 0.1), 0.13)
  );
}

/** Small hats leave the hair showing; it is drawn under them in this colour. */
const HAIR_UNDER_SMALL_HATS = '#5a3a22';

/** Tones for the hair under a small hat (beret, nurse cap…): the accent colour is the hat's. */
export function hairTonesUnder(t: Tones): Tones {
  return { ...t, accent: HAIR_UNDER_SMALL_HATS, accentOutline: outlineOf(HAIR_UNDER_SMALL_HATS) };
}

/** A job hat on a head, in the look's accent colour where the hat takes one. */
export function drawJobHat(hat: JobHat, h: HeadPlacement, t: Tones): string {
  const accent = t.accent;
  switch (hat) {
    case 'cowboyHat':
      return cowboyHat(h, accent);
    case 'beret':
      return beret(h, accent);
    case 'peakedCap':
      return peakedCap(h, accent, t);
    case 'beeVeil':
      return beeVeil(h);
    case 'hairBun':
      return hairBun(h, accent);
    case 'mortarboard':
      return mortarboard(h, accent);
    case 'headphones':
      return headphones(h, '#e5484d');
    case 'hardHat':
      return hardHat(h, accent);
    case 'strawHat':
      return strawHat(h, accent);
    case 'safariHat':
      return safariHat(h, accent);
    case 'beanie':
      return beanie(h, accent);
    case 'nurseCap':
      return nurseCap(h, accent);
    case 'fireHelmet':
      return fireHelmet(h, accent);
    case 'sailorHat':
      return sailorHat(h, accent);
    case 'fedora':
      return fedora(h, accent);
    case 'kabuto':
      return kabuto(h, accent);
    case 'topknot':
      return topknot(h, accent);
  }
}
