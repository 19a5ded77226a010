/**
 * City styles that many named cities share (`analyze/lexicon/placeKinds.ts` maps each city to
 * its style): canal houses with the canal in front, an old European town of red roofs and
 * spires, a whitewashed Mediterranean town over the sea, domes and minarets among flat roofs and
 * palms, and an East Asian town of curved roofs round a pagoda.
 */
import type { PlaceId } from '../../../analyze/types.js';
import { L, outdoor, type PlaceRecipe } from './placeTypes.js';

const CLOUDS = L('clouds', '#ffffff', 0.06, 0.36);

export const CITY_STYLES = {
  'canal-city': outdoor({
    sky: ['#7ab4e8', '#eef4fa'],
    ground: '#6a5a50',
    groundAccent: '#3a7a8a',
    floor: 'cobbles',
    signature: 1,
    layers: [CLOUDS, L('canalHouses', '#a8907a', 0.15, 0.72), L('houseCanal', '#3a6a7a', 0.5, 0.3)],
  }),
  'old-town': outdoor({
    sky: ['#78b4ec', '#f4f0e8'],
    ground: '#7a6a5a',
    groundAccent: '#b8402a',
    floor: 'cobbles',
    signature: 1,
    layers: [CLOUDS, L('oldTown', '#b8a890', 0.15, 0.75), L('street', '#9a9088', 0.55, 0.2)],
  }),
  'white-town': outdoor({
    sky: ['#3aa0f0', '#e8f6ff'],
    ground: '#d8d0c0',
    groundAccent: '#2a78c8',
    floor: 'stone',
    signature: 1,
    layers: [CLOUDS, L('whiteTown', '#d8e0e8', 0.15, 0.75), L('sea', '#2a80c8', 0.5, 0.18)],
  }),
  'domed-city': outdoor({
    sky: ['#68b0f0', '#fff0d0'],
    ground: '#a07850',
    groundAccent: '#e8c890',
    floor: 'sand',
    signature: 1,
    layers: [CLOUDS, L('domedCity', '#d8c0a0', 0.15, 0.75), L('palms', '#e8d0a0', 0.55, 0.3)],
  }),
  'pagoda-town': outdoor({
    sky: ['#88bce8', '#f6f0e8'],
    ground: '#5a5050',
    groundAccent: '#c8302a',
    floor: 'stone',
    signature: 1,
    layers: [
      CLOUDS,
      L('mountains', '#a8b8c8', 0.06, 0.5),
      L('pagodaTown', '#a89890', 0.18, 0.72),
      L('hedges', '#4a7a4a', 0.55, 0.18),
    ],
  }),
  'castle-town': outdoor({
    sky: ['#7aa8d8', '#eef0f0'],
    ground: '#5a5450',
    groundAccent: '#8a8078',
    floor: 'cobbles',
    signature: 1,
    layers: [CLOUDS, L('castleTown', '#8a8070', 0.15, 0.78), L('street', '#7a7470', 0.55, 0.2)],
  }),
} satisfies Partial<Record<PlaceId, PlaceRecipe>>;
