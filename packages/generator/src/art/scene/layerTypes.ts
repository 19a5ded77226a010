import type { BackgroundLayer } from '@promptplay/contracts';
import type { SeededRandom } from '../../random/seededRandom.js';

/** The screen band a layer is drawn in: ground layers stand on `bottom`, sky layers fill it. */
export interface LayerArea {
  width: number;
  top: number;
  bottom: number;
}

export type LayerDrawer = (layer: BackgroundLayer, area: LayerArea, random: SeededRandom) => string;
