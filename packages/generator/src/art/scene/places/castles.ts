/** Castles inside and out, dungeons, graveyards and haunted houses. */
import type { PlaceId } from '../../../analyze/types.js';
import { indoor, L, outdoor, type PlaceRecipe } from './placeTypes.js';

export const CASTLE_PLACES = {
  castle: outdoor({
    sky: ['#7aa8ff', '#f0e6ff'],
    ground: '#6a6070',
    groundAccent: '#6cc24a',
    floor: 'stone',
    signature: 2,
    layers: [
      L('clouds', '#ffffff', 0.06, 0.36),
      L('mountains', '#c0c8e8', 0.08, 0.55),
      L('castle', '#9a98b8', 0.25, 0.72),
      L('hills', '#6faf5e', 0.5, 0.26),
    ],
  }),
  'castle-hall': indoor({
    sky: ['#5a5468', '#7a7488'],
    ground: '#6a5a5a',
    groundAccent: '#b83040',
    floor: 'stone',
    signature: 1,
    layers: [L('hallWall', '#5a5468', 0.06, 0.9), L('throneRoom', '#7a4a3a', 0.3, 0.48)],
  }),
  dungeon: indoor({
    sky: ['#2a2830', '#48444e'],
    ground: '#3a3640',
    groundAccent: '#6a6470',
    floor: 'stone',
    signature: 1,
    layers: [L('dungeonWall', '#3a3640', 0.06, 0.9), L('cells', '#4a4450', 0.3, 0.5)],
  }),
  graveyard: outdoor({
    sky: ['#2a2048', '#6a5a8a'],
    ground: '#3a3048',
    groundAccent: '#5a6a4a',
    floor: 'mud',
    signature: 2,
    layers: [
      L('hauntedHouse', '#3a2f50', 0.12, 0.6),
      L('bareTrees', '#2a2240', 0.35, 0.5),
      L('tombstones', '#3a4a38', 0.6, 0.28),
    ],
  }),
  'haunted-house': indoor({
    sky: ['#3a2a48', '#5a4a68'],
    ground: '#3a2a30',
    groundAccent: '#6a4a5a',
    floor: 'wood',
    signature: 1,
    layers: [L('hauntedWall', '#4a3040', 0.06, 0.9), L('hauntedParlor', '#3a2630', 0.3, 0.45)],
  }),
} satisfies Partial<Record<PlaceId, PlaceRecipe>>;
