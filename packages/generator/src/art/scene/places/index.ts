import type { Atmosphere, PlaceId } from '../../../analyze/types.js';
import { CASTLE_PLACES } from './castles.js';
import { CITY_PLACES } from './cities.js';
import { CITY_STYLES } from './cityStyles.js';
import { CROP_PLACES } from './crops.js';
import { FEATURE_PLACES } from './features.js';
import { GREENHOUSE_PLACES } from './greenhouses.js';
import { HALL_PLACES } from './halls.js';
import { NATURE_PLACES } from './nature.js';
import { OTHER_WORLDS } from './otherWorlds.js';
import type { PlaceRecipe } from './placeTypes.js';
import { ROCKY_PLACES } from './rocky.js';
import { ROOM_PLACES } from './rooms.js';
import { SHORE_PLACES } from './shores.js';
import { SHOW_PLACES } from './shows.js';
import { TRAVEL_PLACES } from './travel.js';
import { WATER_PLACES } from './water.js';
import { WORK_PLACES } from './works.js';
import { WORLD_CITIES } from './worldCities.js';

export type { FloorMaterial, PlaceLayer, PlaceRecipe } from './placeTypes.js';

/** How to draw every place the reader knows (README.md: adding one). */
export const PLACES: Readonly<Record<PlaceId, PlaceRecipe>> = {
  ...NATURE_PLACES,
  ...CROP_PLACES,
  ...WATER_PLACES,
  ...SHORE_PLACES,
  ...ROCKY_PLACES,
  ...CITY_PLACES,
  ...WORLD_CITIES,
  ...CITY_STYLES,
  ...GREENHOUSE_PLACES,
  ...FEATURE_PLACES,
  ...CASTLE_PLACES,
  ...ROOM_PLACES,
  ...HALL_PLACES,
  ...WORK_PLACES,
  ...SHOW_PLACES,
  ...TRAVEL_PLACES,
  ...OTHER_WORLDS,
};

/**
 * The places an older theme id stands for, used while the reader leaves `setting.places` empty:
 * the castle theme is a castle (not a city), the space theme the Moon base it has always named.
 */
export const THEME_PLACES: Readonly<Record<string, readonly PlaceId[]>> = {
  meadow: ['meadow'],
  forest: ['forest'],
  jungle: ['jungle'],
  sewer: ['sewer'],
  city: ['city'],
  castle: ['castle'],
  cave: ['cave'],
  volcano: ['volcano'],
  snow: ['arctic'],
  desert: ['desert'],
  beach: ['beach'],
  underwater: ['underwater'],
  space: ['moon'],
  candy: ['candy'],
  sky: ['sky'],
  haunted: ['forest'],
  factory: ['factory'],
};

/** The time, weather and mood an older theme implies when the reader gives none. */
export const THEME_ATMOSPHERE: Readonly<Record<string, Partial<Atmosphere>>> = {
  haunted: { timeOfDay: 'night', mood: 'spooky' },
  snow: { weather: 'snow' },
};
