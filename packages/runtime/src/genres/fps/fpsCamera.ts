/** Height of the maze walls and of the player's eye, in tiles. */
export const WALL_HEIGHT = 1.5;
export const EYE_HEIGHT = 0.55;
/** Most screen columns the raycaster draws (depth buffer size). */
export const MAX_COLUMNS = 240;
const MIN_COLUMNS = 96;
/** Target width of one drawn column in CSS px (reduced horizontal resolution). */
const COLUMN_PX = 3;
/** Half-width of the view plane: tan of half the horizontal field of view (66°..90°). */
const MIN_PLANE = 0.65;
const MAX_PLANE = 1;

/**
 * The first-person camera's screen layout, in CSS px: how many columns are cast and how wide,
 * where the horizon sits, and the projection scale (px per tile at distance 1).
 */
export class FpsCamera {
  width = 1;
  height = 1;
  horizonY = 0;
  /** Pixels a 1-tile-tall thing 1 tile away spans. */
  projection = 1;
  /** tan(horizontal FOV / 2). */
  plane = MIN_PLANE;
  columns = MIN_COLUMNS;
  columnWidth = 1;

  /** Lays the view out for a screen; `reservedBottom` is covered by touch controls. */
  layout(width: number, height: number, reservedBottom: number): void {
    this.width = width;
    this.height = height;
    this.plane = Math.min(MAX_PLANE, Math.max(MIN_PLANE, width / 2 / (height * 0.8)));
    this.projection = width / 2 / this.plane;
    // Portrait touch controls span the bottom: the view centres above them. In landscape they
    // sit in the corners, and the view keeps the middle of the screen.
    const covered = width > height ? 0 : reservedBottom * 0.5;
    this.horizonY = Math.round((height - covered) * 0.48);
    this.columns = Math.min(MAX_COLUMNS, Math.max(MIN_COLUMNS, Math.ceil(width / COLUMN_PX)));
    this.columnWidth = width / this.columns;
  }

  /** Screen y of the floor under a thing `depth` tiles ahead, lifted `lift` tiles. */
  floorY(depth: number, lift: number): number {
    return this.horizonY + ((EYE_HEIGHT - lift) * this.projection) / depth;
  }
}
