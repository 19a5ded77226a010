import { linearGradient } from '../../art/svg.js';
import { darken, lighten, outlineOf } from '../../color/colorMath.js';

/** An obstacle's drawing: its gradients and its shapes, put in the SVG by the caller. */
export interface Drawing {
  defs: string;
  body: string;
}

/** The column art box the towers are drawn in (48×384, top at 0). */
export const COLUMN_BOX_WIDTH = 48;
export const COLUMN_BOX_HEIGHT = 384;

/** A fill with its own darker outline. */
export const stroke = (fill: string, width = 2.5) => ({ fill, outline: outlineOf(fill), width });

/** A left-to-right gradient that rounds a flat colour into a column: light, the colour, dark. */
export function shaded(id: string, color: string): string {
  return linearGradient(
    id,
    [
      [0, lighten(color, 0.25)],
      [0.6, color],
      [1, darken(color, 0.25)],
    ],
    false,
  );
}
