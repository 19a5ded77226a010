/** Green places: meadows, woods, jungles, swamps, farms, rice paddies, parks, zoos and gardens. */
import type { PlaceId } from '../../../analyze/types.js';
import { L, outdoor, type PlaceRecipe } from './placeTypes.js';

const DAY_SKY = ['#5cb8ff', '#d6f1ff'] as const;

export const NATURE_PLACES = {
  meadow: outdoor({
    sky: DAY_SKY,
    ground: '#8a5a3c',
    groundAccent: '#6cc24a',
    floor: 'grass',
    signature: 1,
    layers: [
      L('clouds', '#ffffff', 0.08, 0.4),
      L('hills', '#a8dc92', 0.22, 0.5),
      L('trees', '#5fb05a', 0.45, 0.36),
      L('flowers', '#62b84e', 0.7, 0.22),
    ],
  }),
  savanna: outdoor({
    sky: ['#6cc0f0', '#fbe8b0'],
    ground: '#9a6a3a',
    groundAccent: '#d8b45a',
    floor: 'sand',
    signature: 2,
    layers: [
      L('clouds', '#ffffff', 0.06, 0.34),
      L('hills', '#c8a86a', 0.15, 0.4),
      L('acacias', '#d8b464', 0.45, 0.5),
    ],
  }),
  paddy: outdoor({
    sky: ['#8ac8e8', '#eef8f0'],
    ground: '#6a5a3a',
    groundAccent: '#7ac84a',
    floor: 'mud',
    signature: 2,
    layers: [
      L('mountains', '#9ac0a8', 0.08, 0.55),
      L('palms', '#5a9a5a', 0.2, 0.4),
      L('paddyTerraces', '#7aa84a', 0.45, 0.6),
    ],
  }),
  zoo: outdoor({
    sky: DAY_SKY,
    ground: '#7a5a3a',
    groundAccent: '#6cc24a',
    floor: 'grass',
    signature: 2,
    layers: [
      L('clouds', '#ffffff', 0.06, 0.36),
      L('acacias', '#7ab05a', 0.2, 0.45),
      L('zooFence', '#6ab04a', 0.5, 0.4),
    ],
  }),
  forest: outdoor({
    sky: ['#7cc8f0', '#e4f7e4'],
    ground: '#6b4a2e',
    groundAccent: '#4fa84a',
    floor: 'grass',
    signature: 2,
    layers: [
      L('clouds', '#ffffff', 0.06, 0.36),
      L('mountains', '#a8cfc0', 0.12, 0.55),
      L('trees', '#5f9f6e', 0.35, 0.5),
      L('pines', '#3f7a4f', 0.6, 0.38),
    ],
  }),
  'redwood-forest': outdoor({
    sky: ['#7cc0e8', '#e8f4e0'],
    ground: '#6b3e26',
    groundAccent: '#4f8a4a',
    floor: 'fallenLeaves',
    signature: 2,
    layers: [
      L('clouds', '#ffffff', 0.06, 0.3),
      L('redwoods', '#6a8a6a', 0.25, 0.8),
      L('redwoods', '#4a6a3a', 0.55, 0.95),
    ],
  }),
  'birch-forest': outdoor({
    sky: ['#8cc8f0', '#eef8e8'],
    ground: '#6b5a3a',
    groundAccent: '#8ac24a',
    floor: 'grass',
    signature: 2,
    layers: [
      L('clouds', '#ffffff', 0.06, 0.34),
      L('birches', '#a8c890', 0.3, 0.55),
      L('birches', '#6a9a4a', 0.6, 0.6),
    ],
  }),
  'willow-grove': outdoor({
    sky: ['#8cc8e8', '#f0f8e8'],
    ground: '#5a6a3a',
    groundAccent: '#7aa84a',
    floor: 'grass',
    signature: 2,
    layers: [
      L('clouds', '#ffffff', 0.06, 0.34),
      L('hills', '#a8c898', 0.15, 0.4),
      L('willows', '#6a9a4a', 0.5, 0.6),
    ],
  }),
  'baobab-grove': outdoor({
    sky: ['#6cc0f0', '#fbe8b0'],
    ground: '#9a6a3a',
    groundAccent: '#d8b45a',
    floor: 'sand',
    signature: 2,
    layers: [
      L('clouds', '#ffffff', 0.06, 0.34),
      L('hills', '#c8a86a', 0.15, 0.4),
      L('baobabs', '#d8b464', 0.5, 0.6),
    ],
  }),
  'blossom-grove': outdoor({
    sky: ['#9ad0f4', '#fdf0f4'],
    ground: '#6a5a3a',
    groundAccent: '#7ab850',
    floor: 'blossoms',
    signature: 2,
    layers: [
      L('clouds', '#ffffff', 0.06, 0.34),
      L('blossomTrees', '#a8c890', 0.3, 0.5),
      L('blossomTrees', '#7ab850', 0.6, 0.58),
    ],
  }),
  'bamboo-grove': outdoor({
    sky: ['#a4d4c4', '#eef8e8'],
    ground: '#5a5a32',
    groundAccent: '#8ab85a',
    floor: 'grass',
    signature: 2,
    layers: [
      L('mountains', '#b4d0c4', 0.08, 0.55),
      L('bamboo', '#9cc47a', 0.3, 0.85),
      L('bamboo', '#4e8e3e', 0.6, 1),
    ],
  }),
  jungle: outdoor({
    sky: ['#6fd6c0', '#eaf8cf'],
    ground: '#5a3f2a',
    groundAccent: '#3fae4a',
    floor: 'grass',
    signature: 2,
    layers: [
      L('clouds', '#ffffff', 0.06, 0.34),
      L('mountains', '#8fc8a0', 0.12, 0.6),
      L('jungle', '#4f9a5a', 0.35, 0.62),
      L('palms', '#2f8a45', 0.6, 0.42),
    ],
  }),
  swamp: outdoor({
    sky: ['#9ab890', '#e0e8c0'],
    ground: '#4a3f2a',
    groundAccent: '#6a8a3a',
    floor: 'mud',
    signature: 2,
    layers: [
      L('hills', '#a8bc98', 0.1, 0.42),
      L('swampTrees', '#56704c', 0.3, 0.62),
      L('reeds', '#4f6a36', 0.6, 0.3),
    ],
  }),
  farm: outdoor({
    sky: DAY_SKY,
    ground: '#8a5a3c',
    groundAccent: '#7cc850',
    floor: 'dirt',
    signature: 2,
    layers: [
      L('clouds', '#ffffff', 0.08, 0.38),
      L('hills', '#b5e0a0', 0.2, 0.46),
      L('farm', '#9ad070', 0.45, 0.46),
    ],
  }),
  park: outdoor({
    sky: ['#6ab8f8', '#e0f4ff'],
    ground: '#7a6048',
    groundAccent: '#6cc24a',
    floor: 'grass',
    signature: 3,
    layers: [
      L('clouds', '#ffffff', 0.06, 0.36),
      L('skyline', '#b8c8e0', 0.1, 0.56),
      L('trees', '#5aa860', 0.35, 0.42),
      L('parkNear', '#7ac860', 0.6, 0.3),
    ],
  }),
  garden: outdoor({
    sky: ['#70c0ff', '#e8f8ff'],
    ground: '#7a5038',
    groundAccent: '#6cc24a',
    floor: 'grass',
    signature: 2,
    layers: [
      L('clouds', '#ffffff', 0.08, 0.38),
      L('hedges', '#4f9a50', 0.3, 0.42),
      L('flowers', '#6cc050', 0.6, 0.28),
    ],
  }),
} satisfies Partial<Record<PlaceId, PlaceRecipe>>;
