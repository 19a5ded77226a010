/**
 * Growing places under glass: the greenhouse and its kin (conservatory, glasshouse, polytunnel,
 * plant nursery, the palm house of a botanical garden). The glass frame overhead and all round,
 * tall plants behind, benches of pots in front; the ground stays soil for farming plots.
 */
import type { PlaceId } from '../../../analyze/types.js';
import { indoor, L, type PlaceRecipe } from './placeTypes.js';

export const GREENHOUSE_PLACES = {
  greenhouse: indoor({
    sky: ['#cfeee0', '#f2fff6'],
    ground: '#6a4a32',
    groundAccent: '#5aa84a',
    floor: 'dirt',
    signature: 2,
    layers: [
      L('jungle', '#4a9a5a', 0.12, 0.5),
      L('glassHouse', '#ffffff', 0.2, 1),
      L('pottingBenches', '#9a6a42', 0.5, 0.42),
    ],
  }),
} satisfies Partial<Record<PlaceId, PlaceRecipe>>;
