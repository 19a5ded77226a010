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

/**
 * The obstacles of the prompt's main place: its own towers when it has them (obelisks over
 * Egypt, steeples over a village or an old town, pagodas over Tokyo), else the theme's.
 */
export function obstacleLookOf(setting: SettingConcept): ObstacleLook {
  const look = obstacleLookFor(setting.theme);
  const place = setting.places?.[0];
  const tower = place ? PLACE_TOWERS[place] : undefined;
  return tower ? { ...look, tower } : look;
}
