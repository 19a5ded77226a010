import { STALL_COUNT } from './farmingRules.js';

const HUD_HEIGHT = 64;
const STATUS_HEIGHT = 46;
const MARGIN = 12;
const MAX_CELL = 110;

export interface Point {
  x: number;
  y: number;
}

/**
 * Where the status bar, the three stalls (land seller, seed seller, crop buyer) and the field sit
 * on screen, in CSS px. Portrait: stalls in a row above the field; landscape: a column beside it.
 * Pure, shared by the scene, the view and the autopilot.
 */
export class FarmingLayout {
  cell = 0;
  fieldLeft = 0;
  fieldTop = 0;
  statusY = 0;
  cssWidth = 0;
  /** Stall centres and size. */
  readonly stallX = new Float32Array(STALL_COUNT);
  readonly stallY = new Float32Array(STALL_COUNT);
  stallWidth = 0;
  stallHeight = 0;

  constructor(
    readonly columns: number,
    readonly rows: number,
  ) {}

  update(cssWidth: number, cssHeight: number, reservedBottom: number): void {
    this.cssWidth = cssWidth;
    const height = cssHeight - reservedBottom;
    this.statusY = HUD_HEIGHT + STATUS_HEIGHT / 2;
    const top = HUD_HEIGHT + STATUS_HEIGHT + 6;
    if (cssWidth > height * 1.1) {
      this.stallWidth = Math.min(190, cssWidth * 0.28);
      this.stallHeight = (height - top - MARGIN) / STALL_COUNT;
      this.cell = Math.min(
        MAX_CELL,
        (cssWidth - this.stallWidth - MARGIN * 3) / this.columns,
        (height - top - MARGIN) / this.rows,
      );
      const fieldWidth = this.cell * this.columns;
      this.fieldLeft = (cssWidth - this.stallWidth - MARGIN - fieldWidth) / 2;
      this.fieldTop = top;
      for (let i = 0; i < STALL_COUNT; i++) {
        this.stallX[i] = cssWidth - MARGIN - this.stallWidth / 2;
        this.stallY[i] = top + this.stallHeight * (i + 0.5);
      }
      return;
    }
    this.stallWidth = (cssWidth - MARGIN * 2) / STALL_COUNT;
    this.stallHeight = Math.min(150, Math.max(110, height * 0.19));
    for (let i = 0; i < STALL_COUNT; i++) {
      this.stallX[i] = MARGIN + this.stallWidth * (i + 0.5);
      this.stallY[i] = top + this.stallHeight / 2;
    }
    const fieldTop = top + this.stallHeight + 10;
    this.cell = Math.min(
      MAX_CELL,
      (cssWidth - MARGIN * 2) / this.columns,
      (height - fieldTop - MARGIN) / this.rows,
    );
    this.fieldLeft = (cssWidth - this.cell * this.columns) / 2;
    this.fieldTop = fieldTop;
  }

  /** Tap target under a screen point: plot index, plotCount + stall id, or -1. */
  hitTest(x: number, y: number, plotCount: number): number {
    const col = Math.floor((x - this.fieldLeft) / this.cell);
    const row = Math.floor((y - this.fieldTop) / this.cell);
    if (col >= 0 && row >= 0 && col < this.columns && row < this.rows)
      return row * this.columns + col;
    for (let i = 0; i < STALL_COUNT; i++) {
      const dx = Math.abs(x - (this.stallX[i] ?? 0));
      const dy = Math.abs(y - (this.stallY[i] ?? 0));
      if (dx <= this.stallWidth / 2 && dy <= this.stallHeight / 2) return plotCount + i;
    }
    return -1;
  }

  targetCenter(target: number, plotCount: number, out: Point): void {
    if (target >= plotCount) {
      out.x = this.stallX[target - plotCount] ?? 0;
      out.y = this.stallY[target - plotCount] ?? 0;
      return;
    }
    out.x = this.fieldLeft + ((target % this.columns) + 0.5) * this.cell;
    out.y = this.fieldTop + (Math.floor(target / this.columns) + 0.5) * this.cell;
  }
}
