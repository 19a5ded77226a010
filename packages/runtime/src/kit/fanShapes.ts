import type { GameObjects } from 'phaser';

/** Unit-circle corners per side count, made once: (cos, sin) pairs. */
const corners = new Map<number, Float64Array>();

function unitCorners(sides: number): Float64Array {
  let table = corners.get(sides);
  if (!table) {
    table = new Float64Array(sides * 2);
    for (let i = 0; i < sides; i++) {
      const angle = (i / sides) * Math.PI * 2;
      table[i * 2] = Math.cos(angle);
      table[i * 2 + 1] = Math.sin(angle);
    }
    corners.set(sides, table);
  }
  return table;
}

/**
 * Fills an ellipse as a fan of `sides - 2` triangles in the Graphics' current fill style.
 * Graphics' own fillCircle / fillEllipse make a path that the WebGL renderer triangulates again
 * every frame (and fillEllipse allocates its points on every call): for small shapes redrawn
 * each frame this is the same picture at a fraction of the cost, with no allocation.
 */
export function fillEllipseFan(
  graphics: GameObjects.Graphics,
  x: number,
  y: number,
  radiusX: number,
  radiusY: number,
  sides: number,
): void {
  const table = unitCorners(sides);
  const x0 = x + radiusX * (table[0] ?? 1);
  const y0 = y + radiusY * (table[1] ?? 0);
  for (let i = 1; i < sides - 1; i++) {
    graphics.fillTriangle(
      x0,
      y0,
      x + radiusX * (table[i * 2] ?? 0),
      y + radiusY * (table[i * 2 + 1] ?? 0),
      x + radiusX * (table[i * 2 + 2] ?? 0),
      y + radiusY * (table[i * 2 + 3] ?? 0),
    );
  }
}
