import { MOODS, SKY_EVENTS, TIMES_OF_DAY, WEATHERS } from '@promptplay/contracts';
import {
  CLEAR_DAY,
  PLACE_IDS,
  PLACE_STATES,
  SEASONS,
  type Atmosphere,
  type Mood,
  type PlaceId,
  type PlaceState,
  type Season,
  type SkyEvent,
  type TimeOfDay,
  type Weather,
} from '../../analyze/types.js';
import { mix } from '../../color/colorMath.js';
import type { SkyKind } from './atmosphere.js';
import { PLACES, type FloorMaterial, type PlaceLayer, type PlaceRecipe } from './places/index.js';
import { caveLinedBy } from './linedCave.js';
import { groundInState, layersInState } from './placeState.js';
import { inSeason, seasonGround } from './season.js';
import { isSkyStrip, STRIP_SHAPES, type StripKind } from './strips/index.js';

/** Most places one scene combines ("snowy mountains on Mars" is two). */
export const MAX_SCENE_PLACES = 3;
const MAX_LAYERS = 5;

export interface SceneLayer extends PlaceLayer {
  shape: (typeof STRIP_SHAPES)[StripKind];
  /** 0 for the farthest ground layer (and every sky layer) to 1 for the nearest. */
  depth: number;
}

/** A composed scene: what the background shows, before the seed and the prompt's colours. */
export interface Scene {
  /** `background.theme` of the world: places and non-default time, weather and mood. */
  key: string;
  places: PlaceId[];
  atmosphere: Atmosphere;
  isIndoor: boolean;
  skyKind: SkyKind;
  isSnowy: boolean;
  sky: readonly [string, string];
  ground: string;
  groundAccent: string;
  floor: FloorMaterial;
  layers: SceneLayer[];
}

const PLACE_SET: ReadonlySet<string> = new Set(PLACE_IDS);
const isPlace = (value: string): value is PlaceId => PLACE_SET.has(value);

/** Longest scene key a world holds (`background.theme`). */
const MAX_KEY_LENGTH = 80;
/** A library sprite id, `<iconSet>:<name>`. */
const SPRITE_ID = /^[a-z0-9-]+:[a-z0-9-]+$/;

/**
 * The scene key: places joined by '+', then each of time, weather and mood that is not the
 * default, then any landmark sprite after '@', each after a '/'.
 *
 * @example sceneKeyOf(['mountains', 'mars'], { timeOfDay: 'day', weather: 'snow', mood: 'plain' })
 * // => 'mountains+mars/snow'
 */
export function sceneKeyOf(
  places: readonly PlaceId[],
  atmosphere: Atmosphere,
  landmarks: readonly string[] = [],
): string {
  const parts = [places.join('+')];
  if (atmosphere.timeOfDay !== CLEAR_DAY.timeOfDay) parts.push(atmosphere.timeOfDay);
  if (atmosphere.weather !== CLEAR_DAY.weather) parts.push(atmosphere.weather);
  if (atmosphere.mood !== CLEAR_DAY.mood) parts.push(atmosphere.mood);
  if (atmosphere.season) parts.push(atmosphere.season);
  if (atmosphere.sky) parts.push(atmosphere.sky);
  if (atmosphere.state) parts.push(atmosphere.state);
  for (const sprite of landmarks) parts.push(`@${sprite}`);
  return parts.join('/');
}

/** Places and atmosphere back from a scene key; null for an older theme id or anything else. */
export function parseSceneKey(
  key: string,
): { places: PlaceId[]; atmosphere: Atmosphere; landmarks: string[] } | null {
  const [placePart = '', ...rest] = key.split('/');
  const places = placePart.split('+');
  if (places.length === 0 || places.length > MAX_SCENE_PLACES || !places.every(isPlace))
    return null;
  const atmosphere: Atmosphere = { ...CLEAR_DAY };
  const landmarks: string[] = [];
  for (const token of rest) {
    if (token.startsWith('@') && SPRITE_ID.test(token.slice(1))) landmarks.push(token.slice(1));
    else if ((TIMES_OF_DAY as readonly string[]).includes(token))
      atmosphere.timeOfDay = token as TimeOfDay;
    else if ((WEATHERS as readonly string[]).includes(token)) atmosphere.weather = token as Weather;
    else if ((MOODS as readonly string[]).includes(token)) atmosphere.mood = token as Mood;
    else if ((SEASONS as readonly string[]).includes(token)) atmosphere.season = token as Season;
    else if ((SKY_EVENTS as readonly string[]).includes(token)) atmosphere.sky = token as SkyEvent;
    else if ((PLACE_STATES as readonly string[]).includes(token))
      atmosphere.state = token as PlaceState;
    else return null;
  }
  return { places, atmosphere, landmarks };
}

/** Day-sky layers the time or weather may swap for its own. */
const REPLACEABLE_SKIES: ReadonlySet<StripKind> = new Set<StripKind>(['clouds', 'marsSky']);
/** Cities whose own strip draws their landmarks (the Eiffel Tower, Big Ben, the Colosseum...). */
export const LANDMARK_CITIES: ReadonlySet<PlaceId> = new Set<PlaceId>([
  'paris',
  'london',
  'new-york',
  'tokyo',
  'egypt',
  'rome',
  'venice',
  'moscow',
  'san-francisco',
  'rio',
  'bangkok',
  'beijing',
  'agra',
  'dubai',
  'sydney',
  'canal-city',
  'old-town',
  'white-town',
  'domed-city',
  'pagoda-town',
  'castle-town',
]);
/** Places whose own strip draws a landmark (the rocky shore's lighthouse): never drawn twice. */
const OWN_LANDMARKS: Partial<Record<PlaceId, string>> = { 'rocky-shore': 'lighthouse' };
const LEAFY: ReadonlySet<StripKind> = new Set<StripKind>([
  'trees',
  'pines',
  'palms',
  'jungle',
  'bamboo',
  'redwoods',
  'birches',
  'willows',
  'blossomTrees',
]);

/** The sky layer the atmosphere asks for (storm clouds, rain clouds, stars and moon, sunset). */
function atmosphereSky(atmosphere: Atmosphere): PlaceLayer | null {
  if (atmosphere.weather === 'storm')
    return { kind: 'stormClouds', color: '#4a5264', parallax: 0.04, height: 0.5 };
  if (atmosphere.weather === 'rain')
    return { kind: 'rainClouds', color: '#8a96a4', parallax: 0.04, height: 0.45 };
  if (atmosphere.timeOfDay === 'night')
    return { kind: 'nightSky', color: '#fff8e0', parallax: 0.02, height: 0.8, glows: true };
  if (atmosphere.timeOfDay === 'sunset' || atmosphere.timeOfDay === 'sunrise')
    return {
      kind: 'sunsetSky',
      color: atmosphere.timeOfDay === 'sunset' ? '#ffb060' : '#ffd890',
      parallax: 0.03,
      height: 0.85,
      glows: true,
    };
  return null;
}

/** The layer each sky phenomenon draws, hung just in front of the sky. */
const SKY_EVENT_LAYERS: Readonly<Record<SkyEvent, PlaceLayer>> = {
  aurora: { kind: 'aurora', color: '#5affb0', parallax: 0.02, height: 0.7, glows: true },
  rainbow: { kind: 'rainbow', color: '#ffffff', parallax: 0.03, height: 0.7, glows: true },
  eclipse: { kind: 'eclipse', color: '#fff8d8', parallax: 0.02, height: 0.7, glows: true },
  'blood-moon': { kind: 'bloodMoon', color: '#c8301e', parallax: 0.02, height: 0.7, glows: true },
  hail: { kind: 'hail', color: '#4a5264', parallax: 0.05, height: 0.6 },
  sandstorm: { kind: 'sandstorm', color: '#c89a5a', parallax: 0.08, height: 0.8 },
};

/** Puts `layer` among `layers` by parallax (far to near), after any sky layers. */
function insertByParallax(layers: PlaceLayer[], layer: PlaceLayer): void {
  if (layers.some((l) => l.kind === layer.kind)) return;
  const index = layers.findIndex((l) => !isSkyStrip(l.kind) && l.parallax > layer.parallax);
  layers.splice(index === -1 ? layers.length : index, 0, layer);
}

/**
 * A room standing on another world, seen from outside: the world's sky (the Earth over the
 * Moon, the Martian haze) and far ground, the room's signature layer in front (the dance floor
 * and DJ booth, the counters), its floor and playfield colours. Rain and snow fall on it.
 */
function roomOnWorld(room: PlaceRecipe, world: PlaceRecipe): PlaceRecipe {
  const skies = world.layers.filter((layer) => isSkyStrip(layer.kind));
  const grounds = world.layers.filter((layer) => !isSkyStrip(layer.kind));
  const roomLayer = room.layers[room.signature] ?? room.layers[room.layers.length - 1];
  const far = grounds.slice(0, Math.max(1, grounds.length - 1));
  const near = roomLayer ? [{ ...roomLayer, parallax: Math.max(roomLayer.parallax, 0.3) }] : [];
  return {
    ...world,
    isWorld: false,
    ground: room.ground,
    groundAccent: room.groundAccent,
    floor: room.floor,
    layers: [...skies, ...far, ...near],
    signature: skies.length + far.length,
  };
}

/**
 * A river named first is the course ("races down a river in a canyon"): the land it crosses keeps
 * its sky and layers, the river runs in front of them all and the playfield is its water.
 */
function riverThrough(river: PlaceRecipe, land: PlaceRecipe): PlaceRecipe {
  const water = river.layers[river.signature];
  if (!water) return land;
  const nearest = land.layers[land.layers.length - 1];
  const layers = [
    ...land.layers.filter((layer) => layer.kind !== water.kind),
    { ...water, parallax: Math.max(water.parallax, nearest?.parallax ?? 0) },
  ];
  return {
    ...land,
    ground: river.ground,
    groundAccent: river.groundAccent,
    layers,
    signature: layers.length - 1,
  };
}

/**
 * Composes the scene of a prompt's places under its atmosphere: the main place's layers (the
 * first place that is not a world), a signature layer from each other place, the sky, ground
 * and hue of a world place (Mars, the Moon, underwater, candy land), and the sky the time and
 * weather bring (stars and moon, a low sun, storm clouds). Unknown places are skipped.
 */
export function composeScene(
  placeList: readonly PlaceId[],
  atmosphereIn: Atmosphere = CLEAR_DAY,
  landmarkList: readonly string[] = [],
): Scene {
  const atmosphere = { ...atmosphereIn };
  const unique = [...new Set(placeList.filter(isPlace))].slice(0, MAX_SCENE_PLACES);
  const places: PlaceId[] = unique.length > 0 ? unique : ['meadow'];
  const mainId: PlaceId = places.find((id) => !PLACES[id].isWorld) ?? places[0] ?? 'meadow';
  // A cave in a world or land ("an underwater cave", "an ice cave") is lined by it.
  const liningId =
    PLACES[mainId].skyKind === 'cave'
      ? places.find((id) => id !== mainId && PLACES[id].skyKind !== 'indoor')
      : undefined;
  const room = liningId ? caveLinedBy(PLACES[mainId], PLACES[liningId]) : PLACES[mainId];
  // A room on another world ("a disco on the Moon") opens onto it: the world's sky and ground
  // around the room's own things.
  const outerWorld =
    room.isIndoor && !liningId
      ? places.find(
          (id) => id !== mainId && PLACES[id].isWorld && PLACES[id].skyKind !== room.skyKind,
        )
      : undefined;
  // A river named first runs through the land named with it, as the playfield.
  const landId =
    mainId === 'river'
      ? places.find((id) => id !== mainId && !PLACES[id].isIndoor && !PLACES[id].isWorld)
      : undefined;
  const main = outerWorld
    ? roomOnWorld(room, PLACES[outerWorld])
    : landId
      ? riverThrough(room, PLACES[landId])
      : room;
  // Worlds lend themselves to places out in the open, and to places of their own kind ("a
  // shipwreck in the deep sea" is dark and glowing).
  const worldId = places.find(
    (id) =>
      id !== mainId &&
      id !== outerWorld &&
      PLACES[id].isWorld &&
      (!main.isIndoor || (main.skyKind !== 'indoor' && PLACES[id].skyKind === main.skyKind)),
  );
  const world = worldId ? PLACES[worldId] : null;
  let layers: PlaceLayer[] = main.layers.map((layer) => ({ ...layer }));

  if (!main.isIndoor)
    for (const id of places) {
      const other = PLACES[id];
      if (id === mainId || id === worldId || other.isIndoor || other.isWorld) continue;
      const signature = other.layers[other.signature];
      if (signature && !isSkyStrip(signature.kind)) insertByParallax(layers, { ...signature });
    }

  let { sky, skyKind, ground, groundAccent, floor } = main;
  if (world) {
    ({ sky, skyKind, ground, groundAccent, floor } = world);
    const hue = world.layers[world.signature]?.color ?? world.ground;
    const worldSkies = world.layers.filter((l) => isSkyStrip(l.kind));
    layers = [
      ...worldSkies.map((l) => ({ ...l })),
      ...layers
        .filter((l) => !isSkyStrip(l.kind))
        .map((l) => ({ ...l, color: mix(l.color, hue, 0.55) })),
    ];
    const signature = world.layers[world.signature];
    const nearest = layers.length - 1;
    if (signature && !isSkyStrip(signature.kind) && nearest >= worldSkies.length)
      layers[nearest] = {
        ...signature,
        parallax: Math.max(signature.parallax, layers[nearest]?.parallax ?? 0),
      };
  }

  if (!main.isIndoor && skyKind === 'open') {
    const wanted = atmosphereSky(atmosphere);
    if (wanted) {
      const index = layers.findIndex((l) => REPLACEABLE_SKIES.has(l.kind));
      if (index >= 0) layers[index] = wanted;
      else if (!layers.some((l) => isSkyStrip(l.kind))) layers.unshift(wanted);
    }
  }
  if (atmosphere.sky && !main.isIndoor && skyKind !== 'underwater' && skyKind !== 'cave') {
    const skyCount = layers.filter((l) => isSkyStrip(l.kind)).length;
    layers.splice(skyCount, 0, { ...SKY_EVENT_LAYERS[atmosphere.sky] });
  }
  // A landmark the city's own strip does not draw already stands just behind the nearest layer.
  const drawsOwn = OWN_LANDMARKS[mainId];
  const landmarks =
    LANDMARK_CITIES.has(mainId) || (landId && LANDMARK_CITIES.has(landId)) || main.isIndoor
      ? []
      : landmarkList
          .filter((id) => SPRITE_ID.test(id) && !(drawsOwn && id.includes(drawsOwn)))
          .slice(0, 1);
  if (sceneKeyOf(places, atmosphere, landmarks).length > MAX_KEY_LENGTH) landmarks.length = 0;
  for (const sprite of landmarks) {
    const nearest = layers.length - 1;
    const near = layers[nearest];
    const isGround = near !== undefined && !isSkyStrip(near.kind);
    layers.splice(Math.max(0, nearest), 0, {
      kind: 'landmark',
      color: isGround ? near.color : main.ground,
      parallax: isGround ? Math.max(0.05, near.parallax * 0.7) : 0.3,
      height: 0.6,
      sprite,
    });
  }
  layers = layersInState(layers, atmosphere.state, main);
  if (atmosphere.mood === 'spooky')
    layers = layers.map((l) =>
      LEAFY.has(l.kind) ? { ...l, kind: 'bareTrees', color: mix(l.color, '#2a2240', 0.5) } : l,
    );
  else if (atmosphere.season && !main.isIndoor)
    layers = layers.map((l) => inSeason(l, atmosphere.season));
  while (layers.length > MAX_LAYERS) {
    const far = layers.findIndex((l) => !isSkyStrip(l.kind));
    layers.splice(far === -1 ? 0 : far, 1);
  }

  const groundCount = layers.filter((l) => !isSkyStrip(l.kind)).length;
  let groundIndex = 0;
  const composed: SceneLayer[] = layers.map((layer) => {
    const isSky = isSkyStrip(layer.kind);
    const depth = isSky || groundCount < 2 ? (isSky ? 0 : 1) : groundIndex / (groundCount - 1);
    if (!isSky) groundIndex += 1;
    return { ...layer, shape: STRIP_SHAPES[layer.kind], depth };
  });
  ({ ground, groundAccent, floor } = groundInState(
    { ground, groundAccent, floor },
    atmosphere.state,
  ));
  const seasonal =
    atmosphere.season && !main.isIndoor ? seasonGround(atmosphere.season, floor) : null;
  const isSnowy =
    main.isSnowy ||
    (world?.isSnowy ?? false) ||
    atmosphere.weather === 'snow' ||
    atmosphere.state === 'frozen';
  return {
    key: sceneKeyOf(places, atmosphere, landmarks),
    places,
    atmosphere,
    isIndoor: main.isIndoor,
    skyKind: main.isIndoor ? main.skyKind : skyKind,
    isSnowy,
    sky,
    ground,
    groundAccent: seasonal ? mix(groundAccent, seasonal.accent, 0.7) : groundAccent,
    floor: snowCovered(isSnowy && !main.isIndoor, seasonal?.floor ?? floor),
    layers: composed,
  };
}

/** The scene a world's background was composed from, or null for an older theme. */
export function sceneOfTheme(theme: string): Scene | null {
  const parsed = parseSceneKey(theme);
  return parsed ? composeScene(parsed.places, parsed.atmosphere, parsed.landmarks) : null;
}

/** Open ground that snow covers: a snowy village's square, a frozen park's lawn. */
const SNOW_COVERED_FLOORS: ReadonlySet<FloorMaterial> = new Set([
  'grass',
  'dirt',
  'mud',
  'stone',
  'cobbles',
  'fallenLeaves',
  'blossoms',
]);

/**
 * The playfield under snow (held-out round 9: a snowy village on Christmas Eve played on grey
 * cobbles). Paved roads, sand, water, ice and the floors of other worlds keep their own.
 */
function snowCovered(isUnderSnow: boolean, floor: FloorMaterial): FloorMaterial {
  return isUnderSnow && SNOW_COVERED_FLOORS.has(floor) ? 'snow' : floor;
}
