import type { BackgroundLayer } from '@promptplay/contracts';
import type { LayerDrawer } from './layerTypes.js';
import { clouds, stars } from './skyLayers.js';
import { buildings, crystals, pipes, trees } from './structureLayers.js';
import { dunes, hills, mountains, waves } from './terrainLayers.js';

/** One drawer per background shape of the world file. */
export const LAYER_DRAWERS: Readonly<Record<BackgroundLayer['shape'], LayerDrawer>> = {
  hills,
  mountains,
  buildings,
  trees,
  pipes,
  clouds,
  stars,
  waves,
  crystals,
  dunes,
};
