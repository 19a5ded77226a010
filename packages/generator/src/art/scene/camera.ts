import type { PlatformerLevel } from '@promptplay/runtime/levels';

/** The runtime's camera fits this many rows on screen and keeps 40% of the width behind the hero. */
const VISIBLE_ROWS = 13;
const MIN_VISIBLE_COLUMNS = 10;
const LOOK_AHEAD = 0.6;

export interface Camera {
  /** Output pixels per level pixel. */
  zoom: number;
  scrollX: number;
  scrollY: number;
  visibleWidth: number;
}

const clamp = (value: number, min: number, max: number): number =>
  Math.min(max, Math.max(min, value));

/** Mirrors the runtime's camera framing for a view of this size with the hero at the start. */
export function cameraAtStart(level: PlatformerLevel, width: number, height: number): Camera {
  const tile = level.tileSize;
  const zoom = Math.min(height / (VISIBLE_ROWS * tile), width / (MIN_VISIBLE_COLUMNS * tile));
  const visibleWidth = width / zoom;
  const visibleHeight = height / zoom;
  const maxScrollY = level.heightTiles * tile - visibleHeight;
  const maxScrollX = Math.max(0, level.widthTiles * tile - visibleWidth);
  const heroX = (level.start.x + 0.5) * tile;
  const heroFeet = (level.start.y + 1) * tile;
  return {
    zoom,
    visibleWidth,
    scrollX: clamp(heroX - visibleWidth * (1 - LOOK_AHEAD), 0, maxScrollX),
    scrollY: clamp(heroFeet - visibleHeight * 0.6, Math.min(0, maxScrollY), maxScrollY),
  };
}
