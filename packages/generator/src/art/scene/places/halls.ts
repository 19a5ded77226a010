/**
 * Public halls: a hotel lobby (reception desk, luggage cart, chandeliers, a revolving door,
 * potted palms) and an assembly hall for the United Nations, a parliament, a senate, a town
 * hall or a courtroom (a great seal, flags of nations, a podium, rows of seats).
 */
import type { PlaceId } from '../../../analyze/types.js';
import { indoor, L, type PlaceRecipe } from './placeTypes.js';

export const HALL_PLACES = {
  'hotel-lobby': indoor({
    sky: ['#e8d4b0', '#f6ead2'],
    ground: '#7a2a2a',
    groundAccent: '#d8a83a',
    floor: 'marble',
    signature: 1,
    layers: [L('lobbyWall', '#8a5a3a', 0.06, 0.88), L('lobbyFloor', '#a8343a', 0.3, 0.48)],
  }),
  'assembly-hall': indoor({
    sky: ['#c8b89a', '#e8dcc4'],
    ground: '#5a3a22',
    groundAccent: '#3a7ac8',
    floor: 'carpet',
    signature: 1,
    layers: [L('assemblyWall', '#7a4a2a', 0.06, 0.88), L('assemblyFloor', '#3a5a8a', 0.3, 0.5)],
  }),
} satisfies Partial<Record<PlaceId, PlaceRecipe>>;
