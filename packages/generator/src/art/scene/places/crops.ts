/** Fields named by their crop or flower: the crop in rows in front of the hills. */
import type { PlaceId } from '../../../analyze/types.js';
import type { StripKind } from '../strips/index.js';
import { L, outdoor, type FloorMaterial, type PlaceRecipe } from './placeTypes.js';

const DAY_SKY = ['#5cb8ff', '#d6f1ff'] as const;

/** A field of `crop` on `field`-coloured ground: the crop's rows are its signature. */
const field = (
  crop: StripKind,
  color: string,
  hills: string,
  floor: FloorMaterial,
  accent: string,
): PlaceRecipe =>
  outdoor({
    sky: DAY_SKY,
    ground: '#8a5a3c',
    groundAccent: accent,
    floor,
    signature: 2,
    layers: [
      L('clouds', '#ffffff', 0.08, 0.38),
      L('hills', hills, 0.2, 0.46),
      L(crop, color, 0.55, 0.5),
    ],
  });

export const CROP_PLACES = {
  'sunflower-field': field('sunflowerRows', '#7ab84a', '#b5e0a0', 'grass', '#8cc84a'),
  'wheat-field': field('wheatRows', '#d8a83a', '#c8d890', 'dirt', '#e8c050'),
  cornfield: field('cornRows', '#8ab850', '#b5e0a0', 'dirt', '#8cc050'),
  'tulip-field': field('tulipRows', '#6ab848', '#b5e0a0', 'grass', '#6cc24a'),
  'lavender-field': field('lavenderRows', '#7a8a5a', '#c8c8e0', 'dirt', '#9a7ad0'),
  vineyard: field('vineRows', '#8a7a4a', '#c8d8a0', 'dirt', '#7aa048'),
  orchard: field('orchardRows', '#7ac050', '#b5e0a0', 'grass', '#6cc24a'),
  'pumpkin-patch': field('pumpkinRows', '#7a6a3a', '#d8c890', 'dirt', '#e88a2a'),
  'strawberry-field': field('strawberryRows', '#6a5a3a', '#b5e0a0', 'dirt', '#5aa848'),
} satisfies Partial<Record<PlaceId, PlaceRecipe>>;
