import { isSolidTile, type PlatformerLevel } from '../../levels/index.js';
import { TILE_INDEX } from './tileTextures.js';

/**
 * Tile indices to draw for the level (-1 = empty), plus `extraRows` display-only rows under it
 * that continue each column's ground downwards.
 */
export function buildTileRows(level: PlatformerLevel, extraRows: number): number[][] {
  const rows: number[][] = [];
  for (let y = 0; y < level.heightTiles + extraRows; y++) {
    const row: number[] = [];
    const sourceY = Math.min(y, level.heightTiles - 1);
    for (let x = 0; x < level.widthTiles; x++) {
      if (!isSolidTile(level, x, sourceY)) {
        row.push(-1);
      } else if (y < level.heightTiles && !isSolidTile(level, x, y - 1)) {
        const isFloating = !isSolidTile(level, x, y + 1) && y + 1 < level.heightTiles;
        row.push(isFloating ? TILE_INDEX.platform : TILE_INDEX.groundTop);
      } else {
        row.push((x * 7 + y * 13) % 5 === 0 ? TILE_INDEX.dirtAlt : TILE_INDEX.dirt);
      }
    }
    rows.push(row);
  }
  return rows;
}
