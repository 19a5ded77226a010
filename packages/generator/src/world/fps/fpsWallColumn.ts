import { fpsWallToneHex, type FpsWallShape, type Palette } from '@promptplay/contracts';
import { darken, lighten, mix } from '../../color/colorMath.js';
import { el } from '../../art/svg.js';

/** One screen column of a wall as the screenshot's raycaster sees it. */
export interface WallColumn {
  x: number;
  width: number;
  top: number;
  bottom: number;
  /** Pixels per tile at the wall's distance. */
  scale: number;
  /** The wall's palette colour for its tile (plain or trimmed). */
  color: string;
  /** Horizontal-grid faces are shaded darker. */
  side: 0 | 1;
  /** 0..1 haze at its distance. */
  fog: number;
  /** Where across its tile face (0..1) the column falls. */
  wallX: number;
}

/**
 * A wall column painted as the runtime paints its pattern: the wall's material, its courses,
 * the pattern's windows, lights, beams and shelves where the column crosses them, the top edge.
 */
export function fpsWallColumnSvg(
  column: WallColumn,
  shape: FpsWallShape,
  palette: Palette,
): string {
  const { x, width, top, bottom, scale, side, fog, wallX } = column;
  const finish = (color: string, isLit = false) =>
    mix(side === 1 && !isLit ? darken(color, 0.22) : color, palette.skyBottom, fog * 0.85);
  const made = shape.material
    ? mix(column.color, shape.material, shape.materialShare ?? 0.5)
    : column.color;
  const wall = finish(made);
  const mortar = darken(wall, 0.25);
  const height = bottom - top;
  const slice = (y: number, h: number, fill: string) =>
    el('rect', { x, y, width: width + 0.6, height: h, fill });
  let out = slice(top, height, wall);
  for (let row = 1; row < shape.rows; row++)
    out += slice(top + (height * row) / shape.rows, Math.max(1, scale * 0.03), mortar);
  for (const feature of shape.features) {
    if (wallX < feature.u0 || wallX >= feature.u1) continue;
    const half = (feature.u1 - feature.u0) / 2;
    const across = (wallX - feature.u0 - half) / half;
    // An arch rises as tall as it is wide: its top rounds off towards the sides.
    const v0 = feature.isArched
      ? feature.v0 + (half * (1 - Math.sqrt(Math.max(0, 1 - across * across)))) / 1.5
      : feature.v0;
    const fill =
      feature.tone === 'mortar'
        ? mortar
        : finish(fpsWallToneHex(feature.tone, palette), feature.tone === 'glow');
    out += slice(top + v0 * height, (feature.v1 - v0) * height, fill);
  }
  return out + slice(top, Math.max(1, scale * 0.04), lighten(wall, 0.3));
}
