import type { PlaceId, SettingConcept } from '../../analyze/types.js';
import { obstacleLookFor, type ObstacleLook, type TowerStyle } from './obstacleArt.js';

/** Places whose skyline has towers of its own: no skyscrapers over the pyramids or a village. */
// prettier-ignore
const PLACE_TOWERS: Partial<Readonly<Record<PlaceId, TowerStyle>>> = {
  egypt: 'obelisk', agra: 'obelisk',
  village: 'steeple', 'old-town': 'steeple', 'canal-city': 'steeple', 'white-town': 'steeple',
  paris: 'steeple', london: 'steeple', rome: 'steeple', venice: 'steeple', moscow: 'steeple',
  tokyo: 'pagoda', beijing: 'pagoda', bangkok: 'pagoda', 'pagoda-town': 'pagoda',
  castle: 'castle', 'castle-hall': 'castle', graveyard: 'steeple',
  forest: 'tree', jungle: 'tree', park: 'tree', orchard: 'tree', farm: 'tree',
};

/** Rooms: a flight indoors passes shelves, lamps and dust, never skyscrapers or storm clouds. */
// prettier-ignore
const ROOMS: ReadonlySet<PlaceId> = new Set<PlaceId>([
  'kitchen', 'office', 'classroom', 'museum', 'mall', 'restaurant', 'library', 'bedroom',
  'living-room', 'bathroom', 'supermarket', 'gym', 'hospital', 'lab', 'stage', 'disco', 'dojo',
  'laundromat', 'toy-workshop', 'woodshop', 'hotel-lobby', 'assembly-hall', 'circus',
  'haunted-house',
]);
const ROOM_OBSTACLES: ObstacleLook = { tower: 'shelf', hanging: 'lamp', cloud: 'dust' };

/**
 * The obstacles of the prompt's main place: a room's shelves, lamps and dust (a kitchen, a
 * classroom), its own towers when it has them (obelisks over Egypt, steeples over a village or
 * an old town, pagodas over Tokyo), else the theme's.
 */
export function obstacleLookOf(setting: SettingConcept): ObstacleLook {
  const place = setting.places?.[0];
  if (place !== undefined && ROOMS.has(place)) return ROOM_OBSTACLES;
  const look = obstacleLookFor(setting.theme);
  const tower = place ? PLACE_TOWERS[place] : undefined;
  const placed = tower ? { ...look, tower } : look;
  if (setting.isIndoor !== true) return placed;
  // Under a roof (a factory, a spaceship): no skyscrapers, no thunderclouds.
  return {
    tower: placed.tower === 'skyscraper' ? 'shelf' : placed.tower,
    hanging: placed.hanging === 'cloud' ? 'lamp' : placed.hanging,
    cloud: placed.cloud === 'storm' ? 'dust' : placed.cloud,
  };
}
