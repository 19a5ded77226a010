import type { Palette } from '@promptplay/contracts';
import { circle, path, rect } from '../../art/svg.js';
import { darken, lighten, mix, outlineOf } from '../../color/colorMath.js';
import { COLUMN_BOX_HEIGHT, shaded, stroke, type Drawing } from './columnDrawing.js';

/** Towers that name a kind of place: Egypt's obelisks, a town's steeples, pagodas in the east. */
export type LandmarkTowerStyle = 'obelisk' | 'steeple' | 'pagoda';

const H = COLUMN_BOX_HEIGHT;

function obelisk(palette: Palette, id: string): Drawing {
  const sand = mix(palette.ground, '#d9b26a', 0.7);
  const carved = darken(sand, 0.3);
  let glyphs = '';
  for (let i = 0; i < 14; i++) {
    const y = 60 + i * 22;
    glyphs +=
      i % 3 === 0
        ? circle(24, y, 3.5, { fill: 'none', outline: carved, width: 1.5 })
        : rect(20 + (i % 2) * 2, y - 4, 6, 8, 1, carved);
  }
  return {
    defs: shaded(`${id}-sand`, sand),
    body:
      path(`M8 ${H} L14 36 L34 36 L40 ${H} Z`, {
        fill: `url(#${id}-sand)`,
        outline: outlineOf(sand),
        width: 2.5,
      }) +
      path('M14 36 L24 8 L34 36 Z', stroke('#f2c94c')) +
      glyphs,
  };
}

function steeple(palette: Palette, id: string): Drawing {
  const stone = mix(palette.ground, '#b9b2a6', 0.65);
  const slate = mix(palette.secondary, '#3f4a66', 0.7);
  const opening = '#2a2530';
  return {
    defs: shaded(`${id}-stone`, stone),
    body:
      path('M24 0 L24 14 M18 6 L30 6', { fill: 'none', outline: '#c9a227', width: 3 }) +
      path('M24 12 L40 62 L8 62 Z', stroke(slate)) +
      path('M24 12 L24 62', { fill: 'none', outline: lighten(slate, 0.25), width: 1.5 }) +
      rect(6, 60, 36, H, 1, {
        fill: `url(#${id}-stone)`,
        outline: outlineOf(stone),
        width: 2.5,
      }) +
      path('M15 100 L15 80 Q24 68 33 80 L33 100 Z', opening) +
      path('M24 74 L24 100', { fill: 'none', outline: darken(stone, 0.3), width: 1.5 }) +
      circle(24, 124, 10, stroke('#f4f1e6', 2)) +
      path('M24 124 L24 117 M24 124 L29 126', { fill: 'none', outline: opening, width: 1.8 }) +
      rect(4, 144, 40, 5, 1, stroke(lighten(stone, 0.1))) +
      rect(18, 168, 12, 26, 6, opening) +
      rect(18, 230, 12, 26, 6, opening) +
      rect(18, 292, 12, 26, 6, opening),
  };
}

function pagoda(palette: Palette, id: string): Drawing {
  const lacquer = mix(palette.primary, '#b83a2e', 0.7);
  const roof = mix(palette.secondary, '#2f5d50', 0.7);
  let tiers = '';
  for (let i = 0; i < 6; i++) {
    const y = 40 + i * 58;
    tiers +=
      rect(12, y, 24, 58, 1, {
        fill: `url(#${id}-lacquer)`,
        outline: outlineOf(lacquer),
        width: 2,
      }) +
      rect(19, y + 22, 10, 16, 1, '#2a1a14') +
      path(
        `M0 ${y + 6} Q12 ${y - 2} 14 ${y - 12} L34 ${y - 12} Q36 ${y - 2} 48 ${y + 6} Z`,
        stroke(roof),
      );
  }
  return {
    defs: shaded(`${id}-lacquer`, lacquer),
    body:
      rect(10, 40, 28, H, 1, {
        fill: `url(#${id}-lacquer)`,
        outline: outlineOf(lacquer),
        width: 2,
      }) +
      tiers +
      path('M24 0 L24 28', { fill: 'none', outline: '#c9a227', width: 3 }) +
      circle(24, 10, 3, '#c9a227') +
      circle(24, 18, 3, '#c9a227'),
  };
}

/** The landmark tower's drawing in the column box, `id` keeping gradient ids apart. */
export function landmarkTower(style: LandmarkTowerStyle, palette: Palette, id: string): Drawing {
  switch (style) {
    case 'obelisk':
      return obelisk(palette, id);
    case 'steeple':
      return steeple(palette, id);
    case 'pagoda':
      return pagoda(palette, id);
  }
}
