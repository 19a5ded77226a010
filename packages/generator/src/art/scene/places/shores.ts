/**
 * Shores that are not sandy beaches and rivers: a rocky shore (grey cliffs, a lighthouse on the
 * headland, surf breaking on dark rocks) and a river between grassy banks. A river named as the
 * course ("races down a river in a canyon") runs in front of the land it crosses, and the
 * playfield is its water (`../composeScene.ts`).
 */
import type { PlaceId } from '../../../analyze/types.js';
import { L, outdoor, type PlaceRecipe } from './placeTypes.js';

export const SHORE_PLACES = {
  'rocky-shore': outdoor({
    sky: ['#5aa8e0', '#e4f2fa'],
    ground: '#5a5e66',
    groundAccent: '#a0a8b0',
    // Shingle and sand between the rocks, seen from above.
    floor: 'sand',
    signature: 2,
    layers: [
      L('clouds', '#ffffff', 0.06, 0.36),
      L('sea', '#2a88c0', 0.1, 0.5),
      L('seaCliffs', '#6a6e78', 0.25, 0.62),
      L('shoreRocks', '#4a4e58', 0.55, 0.3),
    ],
  }),
  river: outdoor({
    sky: ['#6ab8f0', '#e8f6ff'],
    // The playfield is the water: a racing road's verges, a hill ride's waves.
    ground: '#2a78b8',
    groundAccent: '#7ac8f0',
    floor: 'grass',
    signature: 3,
    layers: [
      L('clouds', '#ffffff', 0.06, 0.36),
      L('hills', '#a8d890', 0.12, 0.42),
      L('trees', '#5aa860', 0.3, 0.4),
      L('river', '#3a8ac8', 0.5, 0.36),
    ],
  }),
} satisfies Partial<Record<PlaceId, PlaceRecipe>>;
