/** Towns and cities, with the landmark of each named city; tracks, stadiums and sites. */
import type { PlaceId } from '../../../analyze/types.js';
import { L, outdoor, type PlaceRecipe } from './placeTypes.js';

const CLOUDS = L('clouds', '#ffffff', 0.06, 0.36);

export const CITY_PLACES = {
  city: outdoor({
    sky: ['#6fb0ff', '#e0eeff'],
    ground: '#5a5f70',
    groundAccent: '#9aa3b5',
    floor: 'asphalt',
    signature: 1,
    layers: [
      CLOUDS,
      L('skyline', '#a8b8dc', 0.12, 0.65),
      L('skyline', '#6f7fae', 0.35, 0.45),
      L('street', '#8a8a98', 0.6, 0.22),
    ],
  }),
  rooftop: outdoor({
    sky: ['#6fb0ff', '#e6f0ff'],
    ground: '#7a5a48',
    groundAccent: '#b89a7a',
    floor: 'wood',
    signature: 3,
    layers: [
      CLOUDS,
      L('skyline', '#b4c2e0', 0.1, 0.75),
      L('skyline', '#7a88b4', 0.3, 0.6),
      L('roofEdge', '#a85a44', 0.6, 0.34),
    ],
  }),
  paris: outdoor({
    sky: ['#8ac0f0', '#fde8e0'],
    ground: '#6a6070',
    groundAccent: '#c8b8a0',
    floor: 'cobbles',
    signature: 1,
    layers: [CLOUDS, L('paris', '#8a90b8', 0.15, 0.75), L('street', '#9a9098', 0.55, 0.24)],
  }),
  london: outdoor({
    sky: ['#8aa8c8', '#e4e8f0'],
    ground: '#5a5a66',
    groundAccent: '#a8a8b0',
    floor: 'cobbles',
    signature: 1,
    layers: [
      L('clouds', '#f4f6f8', 0.06, 0.36),
      L('london', '#7a86a0', 0.15, 0.72),
      L('street', '#8a8a94', 0.55, 0.24),
    ],
  }),
  'new-york': outdoor({
    sky: ['#6aa8f0', '#ffe0c8'],
    ground: '#4a4f60',
    groundAccent: '#a0a8b8',
    floor: 'asphalt',
    signature: 1,
    layers: [
      CLOUDS,
      L('newYork', '#8a9ac0', 0.12, 0.8),
      L('skyline', '#4f5a7a', 0.35, 0.45),
      L('street', '#7a7a88', 0.6, 0.22),
    ],
  }),
  tokyo: outdoor({
    sky: ['#8ac8f8', '#ffe8f0'],
    ground: '#4a4a5a',
    groundAccent: '#e8a0b0',
    floor: 'asphalt',
    signature: 1,
    layers: [CLOUDS, L('tokyo', '#8a8ab0', 0.15, 0.75), L('street', '#807a90', 0.55, 0.24)],
  }),
  egypt: outdoor({
    sky: ['#ffb060', '#fff0c8'],
    ground: '#b88a4a',
    groundAccent: '#f0d090',
    floor: 'sand',
    signature: 0,
    layers: [
      L('pyramids', '#d89a58', 0.12, 0.62),
      L('dunes', '#f0c890', 0.3, 0.32),
      L('palms', '#f0d090', 0.55, 0.42),
    ],
  }),
  village: outdoor({
    sky: ['#70c0ff', '#e8f6ff'],
    ground: '#7a5a3c',
    groundAccent: '#6cc24a',
    floor: 'cobbles',
    signature: 2,
    layers: [
      CLOUDS,
      L('hills', '#a8d890', 0.15, 0.48),
      L('houses', '#c8b8a0', 0.35, 0.42),
      L('flowers', '#62b84e', 0.6, 0.22),
    ],
  }),
  racetrack: outdoor({
    sky: ['#5cb0ff', '#e0f0ff'],
    ground: '#4a4a50',
    groundAccent: '#6cc24a',
    floor: 'asphalt',
    signature: 2,
    layers: [
      CLOUDS,
      L('hills', '#a8d890', 0.12, 0.45),
      L('stands', '#8a90a8', 0.3, 0.42),
      L('trackside', '#6cc24a', 0.55, 0.2),
    ],
  }),
  stadium: outdoor({
    sky: ['#5cb0ff', '#e0f0ff'],
    ground: '#4a8a3a',
    groundAccent: '#7cd45a',
    floor: 'grass',
    signature: 1,
    layers: [CLOUDS, L('stadium', '#7a86a8', 0.15, 0.55), L('trackside', '#5ab84a', 0.5, 0.18)],
  }),
  'construction-site': outdoor({
    sky: ['#7ab8f0', '#f0e8d8'],
    ground: '#7a6048',
    groundAccent: '#c8a060',
    floor: 'dirt',
    signature: 2,
    layers: [
      CLOUDS,
      L('skyline', '#b8c0d0', 0.08, 0.55),
      L('cranes', '#8a8a98', 0.25, 0.7),
      L('construction', '#9a7a5a', 0.5, 0.3),
    ],
  }),
  junkyard: outdoor({
    sky: ['#a0b8d0', '#f0e0c8'],
    ground: '#5a4a3a',
    groundAccent: '#8a7a5a',
    floor: 'dirt',
    signature: 1,
    layers: [CLOUDS, L('junk', '#8a7a6a', 0.25, 0.5), L('junk', '#6a5a4a', 0.5, 0.32)],
  }),
} satisfies Partial<Record<PlaceId, PlaceRecipe>>;
