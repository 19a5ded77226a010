/**
 * Places by and under the water: beaches, islands, the open ocean, reefs, the deep sea and its
 * wrecks, harbours, boardwalks and ponds.
 */
import type { PlaceId } from '../../../analyze/types.js';
import { L, outdoor, type PlaceRecipe } from './placeTypes.js';

const SEA_SKY = ['#4cc0ff', '#e0f8ff'] as const;

export const WATER_PLACES = {
  beach: outdoor({
    sky: SEA_SKY,
    ground: '#c9985a',
    groundAccent: '#f5dca0',
    floor: 'sand',
    signature: 1,
    layers: [
      L('clouds', '#ffffff', 0.08, 0.36),
      L('sea', '#2fa8e0', 0.15, 0.5),
      L('palms', '#f2d49a', 0.5, 0.48),
    ],
  }),
  island: outdoor({
    sky: SEA_SKY,
    ground: '#c9985a',
    groundAccent: '#f5dca0',
    floor: 'sand',
    signature: 3,
    layers: [
      L('clouds', '#ffffff', 0.08, 0.36),
      L('sea', '#28a0d8', 0.12, 0.52),
      L('hills', '#5ab86a', 0.3, 0.32),
      L('palms', '#f2d49a', 0.55, 0.46),
    ],
  }),
  ocean: outdoor({
    sky: ['#5ab8f0', '#e4f6ff'],
    ground: '#8a5a3a',
    groundAccent: '#c8985a',
    floor: 'wood',
    signature: 1,
    layers: [
      L('clouds', '#ffffff', 0.06, 0.38),
      L('sea', '#2a90d0', 0.12, 0.55),
      L('sea', '#1f78b8', 0.35, 0.3),
    ],
  }),
  underwater: outdoor({
    sky: ['#1a6aa8', '#4fd0e0'],
    skyKind: 'underwater',
    isIndoor: true,
    isWorld: true,
    ground: '#c8a878',
    groundAccent: '#f5d8a0',
    floor: 'reefSand',
    signature: 2,
    layers: [
      L('lightRays', '#bff4ff', 0.05, 0.9, true),
      L('reefRocks', '#2f7ab0', 0.18, 0.5),
      L('coral', '#e8c890', 0.5, 0.4),
    ],
  }),
  harbor: outdoor({
    sky: ['#6ab8f0', '#e8f4ff'],
    ground: '#5a5f70',
    groundAccent: '#9aa3b5',
    floor: 'wood',
    signature: 2,
    layers: [
      L('clouds', '#ffffff', 0.06, 0.36),
      L('skyline', '#b0bcd8', 0.1, 0.5),
      L('harbor', '#6a7f9a', 0.3, 0.52),
      L('docks', '#9a6a42', 0.55, 0.32),
    ],
  }),
  'deep-sea': outdoor({
    sky: ['#020a1e', '#0a2c50'],
    skyKind: 'underwater',
    isIndoor: true,
    isWorld: true,
    ground: '#1c2a3a',
    groundAccent: '#3a6a8a',
    floor: 'seabed',
    signature: 2,
    layers: [
      L('deepGlow', '#bff4ff', 0.03, 0.9, true),
      L('trench', '#0c1e34', 0.15, 0.62),
      L('abyssFloor', '#122436', 0.45, 0.38),
    ],
  }),
  shipwreck: outdoor({
    sky: ['#12508a', '#38a8c4'],
    skyKind: 'underwater',
    isIndoor: true,
    ground: '#8a7050',
    groundAccent: '#d8b880',
    floor: 'wreckDeck',
    signature: 2,
    layers: [
      L('lightRays', '#bff4ff', 0.05, 0.9, true),
      L('reefRocks', '#245e90', 0.15, 0.45),
      L('wreck', '#3a6a88', 0.32, 0.7),
      L('coral', '#d8c090', 0.6, 0.3),
    ],
  }),
  boardwalk: outdoor({
    sky: SEA_SKY,
    ground: '#8a5a3a',
    groundAccent: '#c8985a',
    floor: 'wood',
    signature: 2,
    layers: [
      L('clouds', '#ffffff', 0.08, 0.36),
      L('sea', '#2fa8e0', 0.12, 0.5),
      L('boardwalk', '#b07a4a', 0.45, 0.42),
    ],
  }),
  pond: outdoor({
    sky: ['#70c0ff', '#e8f8ff'],
    ground: '#6a5038',
    groundAccent: '#6cc24a',
    floor: 'grass',
    signature: 3,
    layers: [
      L('clouds', '#ffffff', 0.08, 0.38),
      L('hills', '#a8d890', 0.15, 0.45),
      L('trees', '#5aa860', 0.32, 0.4),
      L('pond', '#4a9ab0', 0.55, 0.34),
    ],
  }),
} satisfies Partial<Record<PlaceId, PlaceRecipe>>;
