import type { PlatformerLevel } from '../../levels/index.js';

/** Rows of level the camera fits on screen (the top rows are mostly empty sky). */
const VISIBLE_ROWS = 13;
/** Columns always visible, so a portrait phone still sees what is coming. */
const MIN_VISIBLE_COLUMNS = 10;
/** Share of the screen width kept ahead of the hero. */
const LOOK_AHEAD = 0.6;

export interface CameraFrame {
  /** CSS pixels per world pixel. */
  zoom: number;
  visibleWidth: number;
  visibleHeight: number;
  minScrollY: number;
  maxScrollY: number;
  maxScrollX: number;
  /** Display-only ground rows drawn under the level so the touch buttons sit on ground. */
  extraRows: number;
}

/**
 * How the camera frames the level on a viewport of this CSS size, keeping the ground above the
 * touch buttons (`reservedBottom` CSS pixels) in portrait and landscape.
 */
export function frameCamera(
  cssWidth: number,
  cssHeight: number,
  reservedBottom: number,
  level: PlatformerLevel,
): CameraFrame {
  const tile = level.tileSize;
  const zoom = Math.min(cssHeight / (VISIBLE_ROWS * tile), cssWidth / (MIN_VISIBLE_COLUMNS * tile));
  const visibleWidth = cssWidth / zoom;
  const visibleHeight = cssHeight / zoom;
  const levelWidth = level.widthTiles * tile;
  const levelHeight = level.heightTiles * tile;
  const bottomPad = reservedBottom / zoom;
  const maxScrollY = levelHeight + bottomPad - visibleHeight;
  return {
    zoom,
    visibleWidth,
    visibleHeight,
    minScrollY: Math.min(0, maxScrollY),
    maxScrollY,
    maxScrollX: Math.max(0, levelWidth - visibleWidth),
    extraRows: Math.ceil(bottomPad / tile) + 1,
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Camera scroll that keeps a hero at (x, feetY) in view with room ahead to the right. */
export function followTarget(
  frame: CameraFrame,
  x: number,
  feetY: number,
  out: { x: number; y: number },
): void {
  out.x = clamp(x - frame.visibleWidth * (1 - LOOK_AHEAD), 0, frame.maxScrollX);
  out.y = clamp(feetY - frame.visibleHeight * 0.6, frame.minScrollY, frame.maxScrollY);
}
