/**
 * World cities, each drawn with the landmark that names it: Rome's Colosseum, Venice's canals,
 * Moscow's onion domes, San Francisco's Golden Gate, Rio's Christ the Redeemer, Bangkok's
 * temple spires, the Great Wall by Beijing, Agra's Taj Mahal, Dubai's Burj Khalifa and
 * Sydney's Opera House.
 */
import type { PlaceId } from '../../../analyze/types.js';
import { L, outdoor, type PlaceRecipe } from './placeTypes.js';

const CLOUDS = L('clouds', '#ffffff', 0.06, 0.36);

export const WORLD_CITIES = {
  rome: outdoor({
    sky: ['#6ab0f0', '#fff0d8'],
    ground: '#8a6a50',
    groundAccent: '#d8b888',
    floor: 'cobbles',
    signature: 1,
    layers: [CLOUDS, L('rome', '#c8a888', 0.15, 0.72), L('street', '#a09080', 0.55, 0.22)],
  }),
  venice: outdoor({
    sky: ['#80c0f0', '#fff0e0'],
    ground: '#8a7a6a',
    groundAccent: '#3a8a8a',
    floor: 'cobbles',
    signature: 1,
    layers: [CLOUDS, L('venice', '#c8a890', 0.15, 0.7), L('canal', '#3a8a8a', 0.5, 0.3)],
  }),
  moscow: outdoor({
    sky: ['#8ab0e0', '#eef2f8'],
    ground: '#6a5a5a',
    groundAccent: '#b8342a',
    floor: 'cobbles',
    signature: 1,
    layers: [CLOUDS, L('moscow', '#a88a8a', 0.15, 0.72), L('street', '#8a8490', 0.55, 0.22)],
  }),
  'san-francisco': outdoor({
    sky: ['#7ab8f0', '#f0f4f8'],
    ground: '#5a5f70',
    groundAccent: '#d0482a',
    floor: 'asphalt',
    signature: 1,
    layers: [CLOUDS, L('sanFrancisco', '#8aa0b8', 0.15, 0.75), L('street', '#8a8a98', 0.55, 0.22)],
  }),
  rio: outdoor({
    sky: ['#4cb8ff', '#e8f8ff'],
    ground: '#c9985a',
    groundAccent: '#3aa86a',
    floor: 'sand',
    signature: 1,
    layers: [CLOUDS, L('rio', '#5a9a8a', 0.15, 0.78), L('palms', '#f2d49a', 0.55, 0.4)],
  }),
  bangkok: outdoor({
    sky: ['#70b8f0', '#fff0d0'],
    ground: '#5a5560',
    groundAccent: '#f2c23a',
    floor: 'asphalt',
    signature: 1,
    layers: [CLOUDS, L('bangkok', '#a0a8c0', 0.15, 0.75), L('tukTuks', '#7a7a88', 0.55, 0.3)],
  }),
  beijing: outdoor({
    sky: ['#8ab8e8', '#f4ecd8'],
    ground: '#6a5a50',
    groundAccent: '#b8302a',
    floor: 'stone',
    signature: 1,
    layers: [CLOUDS, L('greatWall', '#7aa870', 0.08, 0.62), L('beijing', '#a89890', 0.3, 0.55)],
  }),
  agra: outdoor({
    sky: ['#8ac8f0', '#fff0e0'],
    ground: '#a08060',
    groundAccent: '#7aa860',
    floor: 'marble',
    signature: 1,
    layers: [CLOUDS, L('agra', '#d8d0c8', 0.15, 0.78), L('flowers', '#6cc050', 0.6, 0.18)],
  }),
  dubai: outdoor({
    sky: ['#78b8f0', '#fff0d8'],
    ground: '#c8985a',
    groundAccent: '#f0d090',
    floor: 'sand',
    signature: 1,
    layers: [CLOUDS, L('dubai', '#9ab0c8', 0.12, 0.88), L('palms', '#f0d8a0', 0.5, 0.28)],
  }),
  sydney: outdoor({
    sky: ['#5ab8f8', '#e8f6ff'],
    ground: '#5a5f70',
    groundAccent: '#9aa3b5',
    floor: 'wood',
    signature: 1,
    layers: [CLOUDS, L('sydney', '#8a9ab8', 0.15, 0.75), L('docks', '#9a6a42', 0.55, 0.3)],
  }),
} satisfies Partial<Record<PlaceId, PlaceRecipe>>;
