/** Other worlds: space, the Moon, Mars, the cloud kingdom, candy land and toyland. */
import type { PlaceId } from '../../../analyze/types.js';
import { L, outdoor, type PlaceRecipe } from './placeTypes.js';

export const OTHER_WORLDS = {
  space: outdoor({
    sky: ['#0c0c2a', '#3a2a6a'],
    skyKind: 'space',
    isWorld: true,
    ground: '#6a6a88',
    groundAccent: '#b0b0d0',
    floor: 'metal',
    signature: 1,
    layers: [L('spaceSky', '#ffffff', 0.02, 1, true), L('craters', '#4a4a70', 0.25, 0.3)],
  }),
  moon: outdoor({
    sky: ['#05051a', '#1a1a3a'],
    skyKind: 'space',
    isWorld: true,
    ground: '#7a7a90',
    groundAccent: '#c8c8d8',
    floor: 'moon',
    signature: 2,
    layers: [
      L('earthSky', '#ffffff', 0.02, 0.9, true),
      L('craters', '#9a9ab0', 0.15, 0.45),
      L('craters', '#7a7a92', 0.4, 0.26),
    ],
  }),
  mars: outdoor({
    sky: ['#c87a4a', '#f4c8a0'],
    isWorld: true,
    ground: '#8a3a25',
    groundAccent: '#d0704a',
    floor: 'marsDust',
    signature: 2,
    layers: [
      L('marsSky', '#f8e0c0', 0.03, 0.8, true),
      L('mountains', '#b0503a', 0.12, 0.55),
      L('craters', '#c0603a', 0.4, 0.3),
    ],
  }),
  sky: outdoor({
    sky: ['#4a9cff', '#d8ecff'],
    isWorld: true,
    ground: '#8a9ac8',
    groundAccent: '#ffffff',
    floor: 'cloud',
    signature: 2,
    layers: [
      L('clouds', '#ffffff', 0.06, 0.5),
      L('floatingIslands', '#9a8a7a', 0.2, 0.5),
      L('cloudBanks', '#f4f8ff', 0.45, 0.3),
    ],
  }),
  candy: outdoor({
    sky: ['#ffb3d9', '#fff0f8'],
    isWorld: true,
    ground: '#7a4532',
    groundAccent: '#ff8ac0',
    floor: 'candy',
    signature: 2,
    layers: [
      L('clouds', '#ffffff', 0.08, 0.38),
      L('candyHills', '#f8a8cc', 0.25, 0.5),
      L('candyNear', '#ffc8e0', 0.55, 0.32),
    ],
  }),
  toyland: outdoor({
    sky: ['#a0d8ff', '#fff4e0'],
    ground: '#c8985a',
    groundAccent: '#e8403a',
    floor: 'wood',
    signature: 1,
    layers: [
      L('clouds', '#ffffff', 0.08, 0.38),
      L('toyBlocks', '#d8c0a0', 0.25, 0.5),
      L('toysNear', '#f0d8b0', 0.55, 0.3),
    ],
  }),
} satisfies Partial<Record<PlaceId, PlaceRecipe>>;
