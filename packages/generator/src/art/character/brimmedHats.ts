import { darken, lighten, outlineOf } from '../../color/colorMath.js';
import { circle, d, el, ellipse, path, rect } from '../svg.js';
import type { HeadPlacement } from './rig.js';

/** Hats with a brim or a crown of their own: a sheriff's, a farmer's, a graduate's… */
const STRAW = '#e8c56a';

/** A wide brim across the head at `y`, `spread` head radii to each side. */
export function brim(
  h: HeadPlacement,
  y: number,
  spread: number,
  fill: string,
  tilt = 0.2,
): string {
  return ellipse(h.x, y, h.r * spread, h.r * tilt, { fill, outline: outlineOf(fill) });
}

/** A rounded crown rising from `baseY`, `width` head radii wide and `height` tall. */
export function crown(
  h: HeadPlacement,
  baseY: number,
  width: number,
  height: number,
  fill: string,
): string {
  const { x, r } = h;
  const w = r * width;
  return path(
    d([
      'M',
      x - w,
      baseY,
      'C',
      x - w,
      baseY - r * height * 1.2,
      x + w,
      baseY - r * height * 1.2,
      x + w,
      baseY,
      'Z',
    ]),
    { fill, outline: outlineOf(fill) },
  );
}
export function cowboyHat(h: HeadPlacement, color: string): string {
  const { x, r, top } = h;
  const y = top + r * 0.3;
  const upturned = path(
    d([
      'M',
      x - r * 1.5,
      y - r * 0.35,
      'Q',
      x - r * 1.2,
      y + r * 0.2,
      x,
      y + r * 0.12,
      'Q',
      x + r * 1.2,
      y + r * 0.2,
      x + r * 1.5,
      y - r * 0.35,
      'Q',
      x,
      y - r * 0.05,
      x - r * 1.5,
      y - r * 0.35,
      'Z',
    ]),
    { fill: darken(color, 0.1), outline: outlineOf(color) },
  );
  const dent = path(
    d([
      'M',
      x - r * 0.7,
      y,
      'L',
      x - r * 0.6,
      y - r * 0.85,
      'Q',
      x,
      y - r * 0.6,
      x + r * 0.6,
      y - r * 0.85,
      'L',
      x + r * 0.7,
      y,
      'Z',
    ]),
    { fill: color, outline: outlineOf(color) },
  );
  return (
    dent + rect(x - r * 0.7, y - r * 0.28, r * 1.4, r * 0.2, 0, darken(color, 0.35)) + upturned
  );
}

export function mortarboard(h: HeadPlacement, color: string): string {
  const { x, r, top } = h;
  const y = top + r * 0.05;
  return (
    crown(h, y + r * 0.35, 0.85, 0.35, color) +
    path(
      d([
        'M',
        x - r * 1.3,
        y,
        'L',
        x,
        y - r * 0.45,
        'L',
        x + r * 1.3,
        y,
        'L',
        x,
        y + r * 0.45,
        'Z',
      ]),
      {
        fill: color,
        outline: outlineOf(color),
      },
    ) +
    el('path', {
      d: d(['M', x, y, 'Q', x + r * 0.9, y + r * 0.1, x + r * 0.95, y + r * 0.9]),
      stroke: '#f5c431',
      'stroke-width': 2,
      fill: 'none',
    }) +
    circle(x + r * 0.95, y + r * 0.95, r * 0.12, '#f5c431')
  );
}

export function strawHat(h: HeadPlacement, band: string): string {
  const { r, top } = h;
  const y = top + r * 0.42;
  return (
    crown(h, y, 0.78, 0.75, STRAW) +
    rect(h.x - r * 0.78, y - r * 0.28, r * 1.56, r * 0.2, 0, band) +
    brim(h, y, 1.7, lighten(STRAW, 0.1), 0.24)
  );
}

export function safariHat(h: HeadPlacement, color: string): string {
  const { r, top } = h;
  const y = top + r * 0.45;
  return (
    crown(h, y, 0.9, 0.8, color) +
    rect(h.x - r * 0.9, y - r * 0.25, r * 1.8, r * 0.18, 0, darken(color, 0.3)) +
    brim(h, y, 1.45, darken(color, 0.08), 0.22)
  );
}

export function sailorHat(h: HeadPlacement, band: string): string {
  const { x, r, top } = h;
  const y = top + r * 0.4;
  return (
    path(
      d([
        'M',
        x - r * 0.9,
        y,
        'Q',
        x - r * 0.95,
        y - r * 0.55,
        x,
        y - r * 0.6,
        'Q',
        x + r * 0.95,
        y - r * 0.55,
        x + r * 0.9,
        y,
        'Z',
      ]),
      {
        fill: '#ffffff',
        outline: '#6a6a80',
      },
    ) +
    ellipse(x, y, r * 1.0, r * 0.18, { fill: '#f4f4fa', outline: '#6a6a80' }) +
    rect(x - r * 0.6, y - r * 0.28, r * 1.2, r * 0.14, 0, band)
  );
}

export function fedora(h: HeadPlacement, color: string): string {
  const { x, r, top } = h;
  const y = top + r * 0.4;
  return (
    path(
      d([
        'M',
        x - r * 0.72,
        y,
        'L',
        x - r * 0.62,
        y - r * 0.75,
        'Q',
        x,
        y - r * 0.5,
        x + r * 0.62,
        y - r * 0.75,
        'L',
        x + r * 0.72,
        y,
        'Z',
      ]),
      {
        fill: color,
        outline: outlineOf(color),
      },
    ) +
    rect(x - r * 0.72, y - r * 0.26, r * 1.44, r * 0.2, 0, darken(color, 0.45)) +
    brim(h, y, 1.3, darken(color, 0.08), 0.18)
  );
}
