/** Where the board, its cells, the chain strip and the spawner sit on screen (CSS px). */
const HUD_HEIGHT = 64;
const CHAIN_STRIP_HEIGHT = 58;
const SIDE_MARGIN = 12;
const SPAWNER_AREA = 132;
const MAX_CELL = 104;

export interface Point {
  x: number;
  y: number;
}

/**
 * Lays the merge screen out for a viewport: portrait puts the spawner under the board,
 * landscape beside it. Pure, so the autopilot and tests use the same geometry as the scene.
 */
export class MergeLayout {
  cell = 0;
  boardLeft = 0;
  boardTop = 0;
  chainY = 0;
  spawnerX = 0;
  spawnerY = 0;
  spawnerRadius = 42;
  mascotX = 0;
  mascotY = 0;
  cssWidth = 0;

  constructor(
    readonly columns: number,
    readonly rows: number,
  ) {}

  update(cssWidth: number, cssHeight: number, reservedBottom: number): void {
    this.cssWidth = cssWidth;
    const height = cssHeight - reservedBottom;
    const isLandscape = cssWidth > height * 1.1;
    this.chainY = HUD_HEIGHT + CHAIN_STRIP_HEIGHT / 2;
    const top = HUD_HEIGHT + CHAIN_STRIP_HEIGHT + 6;
    if (isLandscape) {
      this.cell = Math.min(
        MAX_CELL,
        (cssWidth - SIDE_MARGIN * 2 - 220) / this.columns,
        (height - top - SIDE_MARGIN) / this.rows,
      );
      const boardWidth = this.cell * this.columns;
      this.boardLeft = Math.max(SIDE_MARGIN, (cssWidth - boardWidth - 220) / 2);
      this.boardTop = top;
      this.spawnerX = this.boardLeft + boardWidth + 110;
      this.spawnerY = top + (this.cell * this.rows) / 2 + 30;
      this.mascotX = this.spawnerX;
      this.mascotY = this.spawnerY - 58;
    } else {
      this.cell = Math.min(
        MAX_CELL,
        (cssWidth - SIDE_MARGIN * 2) / this.columns,
        (height - top - SPAWNER_AREA) / this.rows,
      );
      const boardWidth = this.cell * this.columns;
      this.boardLeft = (cssWidth - boardWidth) / 2;
      this.boardTop = top;
      const below = top + this.cell * this.rows;
      this.spawnerX = cssWidth / 2 + 50;
      this.spawnerY = below + SPAWNER_AREA / 2;
      this.mascotX = cssWidth / 2 - 70;
      this.mascotY = below + SPAWNER_AREA / 2 + 40;
    }
    this.spawnerRadius = Math.max(34, Math.min(46, this.cell * 0.55));
  }

  /** Screen point → fractional board coordinates. */
  toBoard(x: number, y: number, out: { col: number; row: number }): void {
    out.col = (x - this.boardLeft) / this.cell;
    out.row = (y - this.boardTop) / this.cell;
  }

  /** Centre of a board point (fractional col / row) on screen. */
  toScreen(col: number, row: number, out: Point): void {
    out.x = this.boardLeft + col * this.cell;
    out.y = this.boardTop + row * this.cell;
  }

  cellCenter(index: number, out: Point): void {
    this.toScreen((index % this.columns) + 0.5, Math.floor(index / this.columns) + 0.5, out);
  }

  isOnSpawner(x: number, y: number): boolean {
    const dx = x - this.spawnerX;
    const dy = y - this.spawnerY;
    const reach = this.spawnerRadius + 14;
    return dx * dx + dy * dy <= reach * reach;
  }
}
