/**
 * Features a player names as part of a place (craters, a picnic blanket, a campfire, tents,
 * boulders, puddles, a playground's trampoline, swings and seesaw). Combined with a place, a feature lends its signature layer, drawn in
 * front ("craters on an alien planet", "a picnic in the park"); named alone it stands in a
 * place it fits (a campfire in a forest clearing).
 */
import type { PlaceId } from '../../../analyze/types.js';
import { L, outdoor, type PlaceRecipe } from './placeTypes.js';

const CLOUDS = L('clouds', '#ffffff', 0.06, 0.36);

export const FEATURE_PLACES = {
  craters: outdoor({
    sky: ['#6a8ab0', '#d8d8e0'],
    ground: '#6a6a78',
    groundAccent: '#a8a8b8',
    floor: 'moon',
    signature: 2,
    layers: [CLOUDS, L('craters', '#a8a8b4', 0.15, 0.45), L('craters', '#8a8a98', 0.45, 0.34)],
  }),
  picnic: outdoor({
    sky: ['#5cb8ff', '#e8f8ff'],
    ground: '#5a8a3a',
    groundAccent: '#7cc850',
    floor: 'grass',
    signature: 2,
    layers: [CLOUDS, L('trees', '#5aa860', 0.3, 0.42), L('picnicBlanket', '#7cc860', 0.7, 0.34)],
  }),
  campfire: outdoor({
    sky: ['#5a8ac8', '#f0e0c8'],
    ground: '#5a4a32',
    groundAccent: '#6aa84a',
    floor: 'dirt',
    signature: 2,
    layers: [CLOUDS, L('pines', '#3a6a4a', 0.25, 0.5), L('campfire', '#6a8a4a', 0.7, 0.4)],
  }),
  tents: outdoor({
    sky: ['#6ab4f0', '#eaf6ff'],
    ground: '#5a6a3a',
    groundAccent: '#7ab850',
    floor: 'grass',
    signature: 2,
    layers: [CLOUDS, L('pines', '#4a7a5a', 0.25, 0.48), L('tents', '#72b058', 0.7, 0.4)],
  }),
  boulders: outdoor({
    sky: ['#6ab0f0', '#e8f4ff'],
    ground: '#6a6a70',
    groundAccent: '#8ab860',
    floor: 'stone',
    signature: 2,
    layers: [CLOUDS, L('hills', '#98c088', 0.2, 0.48), L('boulders', '#8ab070', 0.7, 0.4)],
  }),
  puddles: outdoor({
    sky: ['#8aa0b8', '#dde4ec'],
    ground: '#5a5f60',
    groundAccent: '#7aa860',
    floor: 'grass',
    signature: 2,
    layers: [CLOUDS, L('houses', '#b8b0a8', 0.25, 0.42), L('puddles', '#6a9a58', 0.7, 0.3)],
  }),
  playground: outdoor({
    sky: ['#5cb8ff', '#e8f8ff'],
    ground: '#5a8a3a',
    groundAccent: '#7cc850',
    floor: 'grass',
    signature: 2,
    layers: [CLOUDS, L('trees', '#5aa860', 0.3, 0.42), L('playground', '#7cc860', 0.7, 0.42)],
  }),
} satisfies Partial<Record<PlaceId, PlaceRecipe>>;
