/** Rock, sand, ice and fire: deserts, the outback, canyons, mountains, the Arctic, volcanoes, caves, mines. */
import type { PlaceId } from '../../../analyze/types.js';
import { L, outdoor, type PlaceRecipe } from './placeTypes.js';

export const ROCKY_PLACES = {
  desert: outdoor({
    sky: ['#ffae5c', '#fff0c8'],
    ground: '#b97a3f',
    groundAccent: '#f2c27a',
    floor: 'sand',
    signature: 2,
    layers: [
      L('mesas', '#e0a078', 0.1, 0.5),
      L('dunes', '#f0c890', 0.3, 0.36),
      L('cactus', '#e6b070', 0.55, 0.28),
    ],
  }),
  outback: outdoor({
    sky: ['#4aa0e8', '#ffe4b8'],
    ground: '#8a3a1e',
    groundAccent: '#d8683a',
    floor: 'dirt',
    signature: 0,
    layers: [
      L('mesas', '#c0582e', 0.1, 0.45),
      L('dunes', '#d8783e', 0.28, 0.3),
      L('acacias', '#a89a5a', 0.5, 0.42),
    ],
  }),
  canyon: outdoor({
    sky: ['#7ab8f0', '#ffe8c8'],
    ground: '#a0502a',
    groundAccent: '#d88a5a',
    floor: 'dirt',
    signature: 0,
    layers: [
      L('mesas', '#d88060', 0.1, 0.62),
      L('mesas', '#b85a3a', 0.35, 0.45),
      L('cactus', '#c87a4a', 0.6, 0.24),
    ],
  }),
  mountains: outdoor({
    sky: ['#6ab0f0', '#e8f4ff'],
    ground: '#6a6a78',
    groundAccent: '#7cc24a',
    floor: 'stone',
    signature: 2,
    layers: [
      L('clouds', '#ffffff', 0.06, 0.36),
      L('mountains', '#b8c8e4', 0.08, 0.7),
      L('mountains', '#8aa0c4', 0.22, 0.52),
      L('pines', '#4a7a5a', 0.5, 0.34),
    ],
  }),
  arctic: outdoor({
    sky: ['#8cc8f5', '#f0f8ff'],
    ground: '#7fa8cf',
    groundAccent: '#ffffff',
    floor: 'snow',
    signature: 1,
    isSnowy: true,
    layers: [
      L('mountains', '#dbe8f8', 0.1, 0.6),
      L('icebergs', '#f4f8ff', 0.3, 0.4),
      L('snowDrifts', '#f6faff', 0.55, 0.3),
    ],
  }),
  volcano: outdoor({
    sky: ['#3a1a2a', '#f27a3a'],
    ground: '#3f2f30',
    groundAccent: '#f2602f',
    floor: 'lava',
    signature: 0,
    layers: [
      L('volcano', '#6a2f35', 0.12, 0.72),
      L('mountains', '#4f2228', 0.3, 0.45),
      L('lavaRocks', '#2f2228', 0.55, 0.28),
    ],
  }),
  cave: outdoor({
    sky: ['#1c1830', '#3a2f58'],
    skyKind: 'cave',
    isIndoor: true,
    ground: '#4a3f5a',
    groundAccent: '#8a7ac0',
    floor: 'stone',
    signature: 2,
    layers: [
      L('caveBack', '#2c2545', 0.08, 0.9),
      L('stalactites', '#241e3a', 0.2, 0.35),
      L('crystals', '#3a3050', 0.45, 0.4),
    ],
  }),
  mine: outdoor({
    sky: ['#1e1610', '#3a2a1c'],
    skyKind: 'cave',
    isIndoor: true,
    ground: '#4a3a2a',
    groundAccent: '#c89a3a',
    floor: 'dirt',
    signature: 1,
    layers: [L('caveBack', '#2a2018', 0.08, 0.9), L('mineTunnel', '#4a3828', 0.4, 0.85)],
  }),
} satisfies Partial<Record<PlaceId, PlaceRecipe>>;
