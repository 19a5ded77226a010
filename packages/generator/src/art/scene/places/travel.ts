/** Where journeys start and stop: airports and gas stations. */
import type { PlaceId } from '../../../analyze/types.js';
import { L, outdoor, type PlaceRecipe } from './placeTypes.js';

const CLOUDS = L('clouds', '#ffffff', 0.06, 0.36);

export const TRAVEL_PLACES = {
  airport: outdoor({
    sky: ['#5cb0f0', '#e4f2ff'],
    ground: '#5a5e68',
    groundAccent: '#e8e8e0',
    // The terminal's floor: tiled halls, panelled walls in the FPS maze.
    floor: 'tiles',
    signature: 2,
    layers: [CLOUDS, L('skyline', '#b0bccc', 0.08, 0.45), L('runway', '#8a98b0', 0.4, 0.7)],
  }),
  'gas-station': outdoor({
    sky: ['#6ab4f0', '#f4ecd8'],
    ground: '#4a4e58',
    groundAccent: '#e8c040',
    floor: 'asphalt',
    signature: 2,
    layers: [CLOUDS, L('hills', '#c8b88a', 0.12, 0.35), L('gasStation', '#8a8a90', 0.45, 0.6)],
  }),
} satisfies Partial<Record<PlaceId, PlaceRecipe>>;
