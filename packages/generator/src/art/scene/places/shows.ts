/** Places of shows and fun: the big top, the fairground, the stage and the disco. */
import type { PlaceId } from '../../../analyze/types.js';
import { indoor, L, outdoor, type PlaceRecipe } from './placeTypes.js';

export const SHOW_PLACES = {
  circus: indoor({
    sky: ['#5a2030', '#8a3a40'],
    ground: '#8a5a3a',
    groundAccent: '#e8403a',
    floor: 'sand',
    signature: 0,
    layers: [L('circusTent', '#d8303a', 0.06, 0.92), L('circusRing', '#e0b878', 0.3, 0.42)],
  }),
  fairground: outdoor({
    sky: ['#6ab8f8', '#e8f4ff'],
    ground: '#8a6a48',
    groundAccent: '#e8403a',
    floor: 'dirt',
    signature: 1,
    layers: [
      L('clouds', '#ffffff', 0.06, 0.36),
      L('fairground', '#a8b0c8', 0.15, 0.75),
      L('fairStalls', '#c8a070', 0.45, 0.4),
    ],
  }),
  stage: indoor({
    sky: ['#1a1020', '#3a2038'],
    ground: '#6a4a2a',
    groundAccent: '#e8b840',
    floor: 'wood',
    signature: 0,
    layers: [L('stageCurtains', '#b8202a', 0.06, 0.92), L('stageFront', '#8a5a32', 0.3, 0.42)],
  }),
  disco: indoor({
    sky: ['#120a24', '#2a1048'],
    ground: '#2a2038',
    groundAccent: '#ff3fd8',
    floor: 'danceFloor',
    signature: 1,
    layers: [L('discoWall', '#2a1a40', 0.06, 0.92), L('danceFloor', '#1a1028', 0.3, 0.4)],
  }),
} satisfies Partial<Record<PlaceId, PlaceRecipe>>;
