/** Working interiors: labs, factories, sewers, spaceships and fighting arenas. */
import type { PlaceId } from '../../../analyze/types.js';
import { indoor, L, type PlaceRecipe } from './placeTypes.js';

export const WORK_PLACES = {
  lab: indoor({
    sky: ['#d8e4ec', '#eef4f8'],
    ground: '#5a6478',
    groundAccent: '#3af0c8',
    floor: 'metal',
    signature: 1,
    layers: [L('labWall', '#8a94a8', 0.06, 0.88), L('labBenches', '#c8d0da', 0.3, 0.44)],
  }),
  factory: indoor({
    sky: ['#8a9ab8', '#d8d0c0'],
    ground: '#5a5a6a',
    groundAccent: '#f2c230',
    floor: 'metal',
    signature: 2,
    layers: [
      L('factoryWall', '#6a707e', 0.06, 0.9),
      L('pipes', '#7a8090', 0.25, 0.5),
      L('assemblyLine', '#5f6a7a', 0.5, 0.36),
    ],
  }),
  sewer: indoor({
    sky: ['#1f2d2b', '#3f5a4c'],
    ground: '#4f5666',
    groundAccent: '#6fa05a',
    floor: 'stone',
    signature: 1,
    layers: [
      L('sewerTunnel', '#3a4a44', 0.06, 0.92),
      L('pipes', '#4a6a5c', 0.3, 0.5),
      L('sewerWater', '#55605a', 0.55, 0.3),
    ],
  }),
  spaceship: indoor({
    sky: ['#2a3048', '#3a4460'],
    ground: '#4a5470',
    groundAccent: '#4af0c8',
    floor: 'metal',
    signature: 1,
    layers: [L('shipWall', '#3a4460', 0.06, 0.9), L('bridgeConsoles', '#5a6480', 0.3, 0.42)],
  }),
  arena: indoor({
    sky: ['#2a2038', '#4a3a5a'],
    ground: '#6a5a4a',
    groundAccent: '#d8c8a0',
    floor: 'sand',
    signature: 0,
    layers: [L('stands', '#4a3a5a', 0.12, 0.62), L('arenaBarrier', '#c8b088', 0.4, 0.2)],
  }),
} satisfies Partial<Record<PlaceId, PlaceRecipe>>;
