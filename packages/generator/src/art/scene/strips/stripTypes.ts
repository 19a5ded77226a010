import type { Palette } from '@promptplay/contracts';
import type { Atmosphere } from '../../../analyze/types.js';
import type { SeededRandom } from '../../../random/seededRandom.js';

/** Every background strip is this big: tileable left to right, 2:1 like the runtime's own. */
export const STRIP_WIDTH = 1024;
export const STRIP_HEIGHT = 512;

/** What a strip drawer draws with. Coordinates: 0..w across, 0..h down; ground stands on h. */
export interface StripContext {
  w: number;
  h: number;
  /** The layer's colour from the world file (already toned by the atmosphere). */
  color: string;
  /** A fixed material colour (white tiles, steel, wood) toned like this layer. */
  tone: (hex: string) => string;
  atmosphere: Atmosphere;
  /** Windows glow and signs light up (night, neon). */
  lit: boolean;
  /** Snow lies on roofs, trees and peaks. */
  snowy: boolean;
  palette: Palette;
  random: SeededRandom;
  /** Prefix for ids (gradients, clips) so several strips can share one SVG. */
  id: string;
  /** The library sprite a landmark strip shows, if any. */
  sprite: string | null;
}

/** Draws one strip's content (SVG elements); the caller wraps it so it tiles seamlessly. */
export type StripDrawer = (ctx: StripContext) => string;
