import { LANDMARK_CITIES } from '../art/scene/composeScene.js';
import { CHARACTER_WORDS } from './lexicon/characterWords.js';
import { COLOR_WORDS } from './lexicon/colorWords.js';
import { MOOD_WORDS, TIME_WORDS, WEATHER_WORDS } from './lexicon/atmosphereWords.js';
import {
  COMMON_LANDMARKS,
  COMPANION_PLACES,
  LANDMARK_PHRASES,
  LEADING_PLACES,
  PLACE_PROFILES,
  PLACE_WORDS,
  PROPER_PLACES,
  SCENE_FEATURES,
  WATER_EVENTS,
  type PlaceProfile,
} from './lexicon/placeWords.js';
import { kindPhraseIn, PLACE_KIND_WORDS, placeKindOf } from './lexicon/placeKinds.js';
import { DEFAULT_THEMES, SETTING_WORDS, THEMES, type ThemeDefinition } from './lexicon/themes.js';
import { PLACE_OF_THING } from './lexicon/thingPlaces.js';
import { hasGeographicName, isOwnPlaceName, properWordsOf, titleCase } from './naming.js';
import type { PromptPhrase } from './parsePhrases.js';
import { isCreaturePhrase, keysOf, wordVariantsOf, type PhraseRoles } from './roles.js';
import type { Mood, PlaceId, Weather } from './types.js';

/** Where a prompt's game happens, as the reader understood it. */
export interface PlaceReading {
  /** Every place named, main first; never empty (a guess when the prompt names none). */
  places: PlaceId[];
  /** The nearest of the 17 themes: palette, layers, default cast. */
  theme: ThemeDefinition;
  /** Place name for titles, as the player wrote it ("Neon City", "Kitchen", "Paris"). */
  label: string;
  /** How stories name it ("the neon city", "Paris", "the Eiffel Tower"). */
  storyPlace: string;
  isIndoor: boolean;
  /** Landmarks the prompt names, lower case ("eiffel tower"). */
  landmarkNames: string[];
  /** The place phrase the label comes from; null when the place was guessed. */
  phrase: PromptPhrase | null;
  /** Fallback cast of the place (enemy, collectible, goal), when the place was named. */
  profile: PlaceProfile | null;
}

/** The place each theme stands for, for prompts whose place comes from a character's home. */
const THEME_PLACES: Readonly<Record<string, PlaceId>> = {
  meadow: 'meadow',
  forest: 'forest',
  jungle: 'jungle',
  sewer: 'sewer',
  city: 'city',
  castle: 'castle',
  cave: 'cave',
  volcano: 'volcano',
  snow: 'arctic',
  desert: 'desert',
  beach: 'beach',
  underwater: 'underwater',
  space: 'space',
  candy: 'candy',
  sky: 'sky',
  haunted: 'graveyard',
  factory: 'factory',
};

/** Where a mood happens when the prompt names no place: Halloween night, neon streets. */
const MOOD_THEMES: Readonly<Partial<Record<Mood, string>>> = { spooky: 'haunted', neon: 'city' };

const MEADOW = THEMES.meadow as ThemeDefinition;

/** Outdoor places that turn into the haunted theme when the prompt is spooky. */
const HAUNTABLE = new Set(['meadow', 'forest', 'jungle']);
const SMALL_WORDS = new Set(['of', 'the', 'de', 'a']);
const LABEL_SIZES = new Set([
  'tiny',
  'little',
  'giant',
  'big',
  'huge',
  'mini',
  'mega',
  'great',
  'small',
]);

interface PlaceMatch {
  place: PlaceId;
  key: string;
  start: number;
  end: number;
}

/** Place names in a run of words, longest first, left to right ("underwater city" has two). */
function matchPlaces(words: readonly string[]): PlaceMatch[] {
  const matches: PlaceMatch[] = [];
  for (let start = 0; start < words.length; start++) {
    for (let end = words.length; end > start; end--) {
      const key = words.slice(start, end).join(' ');
      const place = PLACE_WORDS[key];
      if (place === undefined) continue;
      matches.push({ place, key, start, end });
      start = end - 1;
      break;
    }
  }
  return matches;
}

const unique = <T>(items: readonly T[]): T[] => [...new Set(items)];

/**
 * The places a phrase names, main first: the head's place, after the modifiers that lead
 * ("candy kingdom" is candy, "underwater city" is underwater then city), then the others.
 */
export function placesOfPhrase(phrase: PromptPhrase): PlaceId[] {
  const variants = wordVariantsOf(phrase);
  const matches = variants
    .map((words) => ({ words, matches: matchPlaces(words) }))
    .find((variant) => variant.matches.length > 0);
  // A kind phrase longer than any place name in it says more ("frozen river", "terraced hills").
  const longest = Math.max(0, ...(matches?.matches ?? []).map((m) => m.end - m.start));
  const kind = variants.map(kindPhraseIn).find((found) => found !== null);
  if (kind && kind.size > longest) return [...kind.places];
  if (!matches) return variants.map(placeKindOf).find((places) => places.length > 0) ?? [];
  const words = matches.words;
  const all = matches.matches;
  const head = all.find((match) => match.end === words.length);
  // "London street", "forest hills", "beach town": a part of a place follows the place.
  const isGenericHead = head !== undefined && GENERIC_PLACES.has(head.key);
  const leads = (m: PlaceMatch): boolean => LEADING_PLACES.has(m.place) || isGenericHead;
  const leading = all.filter((m) => m !== head && leads(m));
  const rest = all.filter((m) => m !== head && !leads(m));
  // "the Louvre" is a museum in Paris: each match brings its companion place after it.
  const places = unique(
    [...leading, ...(head ? [head] : []), ...rest].flatMap((m) => {
      const companion = COMPANION_PLACES[m.key];
      return companion ? [m.place, companion] : [m.place];
    }),
  );
  // "under the sea": below the waves.
  return UNDER.has(phrase.cuePreposition ?? '') && !isWaterEvent(phrase)
    ? places.map((place) => (place === 'ocean' ? 'underwater' : place))
    : places;
}

const UNDER = new Set(['under', 'beneath', 'below', 'underneath']);

/** Parts of a place: the place they belong to comes first ("rooftops of Tokyo"). */
// prettier-ignore
const GENERIC_PLACES = new Set([
  'street', 'streets', 'rooftop', 'roof', 'road', 'alley', 'avenue', 'hill', 'hillside', 'slope',
  'clearing', 'town', 'subway', 'tunnel', 'skyscraper', 'downtown', 'plaza', 'neighborhood',
  'neighbourhood', 'track', 'pier', 'dock', 'port', 'field', 'valley', 'tower', 'bridge', 'market',
  'park', 'highway', 'suburb', 'main street', 'city street', 'cliff', 'cliffs', 'shore', 'shores',
  'coast', 'coastline', 'slope', 'slopes', 'peak', 'peaks', 'outskirts', 'hills', 'bank', 'banks',
  'edge', 'foot', 'top', 'side', 'heart', 'middle', 'embankment',
]);

/**
 * Parts that say where in a place, not what it is: "the banks of the Thames" is a riverside in
 * London (never a bank's office), "the foot of the Alps" is the Alps.
 */
const PART_PLACES: Readonly<Record<string, readonly PlaceId[]>> = {
  bank: ['river'],
  banks: ['river'],
  embankment: ['river'],
  hill: [],
  hills: [],
  edge: [],
  foot: [],
  top: [],
  side: [],
  heart: [],
  middle: [],
};

/** The places a part of a place adds after its whole ("the banks" of the Thames), or null. */
function placesOfPart(part: PromptPhrase, whole: PromptPhrase | undefined): PlaceId[] | null {
  const own = PART_PLACES[part.head] ?? PART_PLACES[part.text.split(' ').at(-1) ?? ''];
  return own && whole?.cuePreposition === 'of' ? [...own] : null;
}

/** Heads of roles that keep a place ("lighthouse keeper", "castle guard"): it stands in the scene. */
const KEEPER_HEADS = new Set(['keeper', 'guard', 'watchman', 'warden', 'caretaker']);

/**
 * The outdoor places the cast keeps ("a lighthouse keeper" keeps the lighthouse): drawn beside
 * the place the prompt names ("a lighthouse keeper on a sandy beach" sees the lighthouse).
 */
function keptPlaces(roles: PhraseRoles): PlaceId[] {
  return [roles.hero, roles.enemy]
    .flatMap((phrase) =>
      phrase && KEEPER_HEADS.has(phrase.head) ? hintedPlaces(phrase, false) : [],
    )
    .filter((place) => !PLACE_PROFILES[place].indoor);
}
/** Things more than places: drawn in a place named beside them ("a capybara in a bathtub"). */
const PROP_PLACES = new Set(['bathtub', 'bath tub', 'bed', 'couch', 'sofa', 'toilet', 'pool']);

const isWaterEvent = (phrase: PromptPhrase): boolean =>
  keysOf(phrase).some((key) => WATER_EVENTS[key] !== undefined);

/** A phrase that names only features of a place ("on a picnic blanket", "by the campfire"). */
function isFeaturePhrase(phrase: PromptPhrase): boolean {
  const places = placesOfPhrase(phrase);
  return places.length > 0 && places.every((place) => SCENE_FEATURES.has(place));
}

/**
 * Place phrases, main first: in prompt order, except that "from" places (where things come
 * from), props ("in a bathtub"), features ("on a picnic blanket in the park") and water events
 * ("a tsunami in Sydney") follow, and "the rooftops of Tokyo" is Tokyo first.
 */
function orderedPlaces(phrases: readonly PromptPhrase[]): PromptPhrase[] {
  const rank = (phrase: PromptPhrase): number =>
    phrase.cuePreposition === 'from'
      ? 2
      : PROP_PLACES.has(phrase.head) ||
          PROP_PLACES.has(phrase.text) ||
          isWaterEvent(phrase) ||
          isFeaturePhrase(phrase)
        ? 1
        : 0;
  const ordered = [...phrases].sort((a, b) => rank(a) - rank(b));
  for (let i = 1; i < ordered.length; i++) {
    const part = ordered[i - 1] as PromptPhrase;
    const whole = ordered[i] as PromptPhrase;
    if (whole.cuePreposition === 'of' && GENERIC_PLACES.has(part.head)) {
      ordered[i - 1] = whole;
      ordered[i] = part;
    }
  }
  return ordered;
}

/** A place phrase that only names the weather ("in the snow", "in heavy fog"). */
function isWeatherPlace(phrase: PromptPhrase): boolean {
  return (
    phrase.head in WEATHER_WORDS &&
    phrase.modifiers.every((word) => word in WEATHER_WORDS || phrase.adjectives.includes(word))
  );
}

/**
 * Weather never replaces a named place: "Tokyo in the snow" is Tokyo, snowing (the snow falls
 * as weather); "a penguin slides in the snow", with no other place, is still the snowfields.
 */
function withoutWeatherPlaces(phrases: readonly PromptPhrase[]): PromptPhrase[] {
  const others = phrases.filter((phrase) => !isWeatherPlace(phrase));
  return others.some((phrase) => placesOfPhrase(phrase).length > 0) ? others : [...phrases];
}

/**
 * Where the water events the prompt names happen ("surfs a tidal wave", "rafts down the rapids",
 * "escapes a whirlpool"): the sea or a river, even when the event is a thing, not a place.
 */
function waterEventPlaces(phrases: readonly PromptPhrase[]): PlaceId[] {
  return phrases
    .filter((phrase) => !isCreaturePhrase(phrase))
    .flatMap((phrase) => keysOf(phrase).flatMap((key) => WATER_EVENTS[key] ?? []));
}

/** Verbs whose object, when it is a proper name, is a place to go: "explores Timbuktu". */
const TRAVEL_VERBS = new Set([
  'explore',
  'visit',
  'tour',
  'roam',
  'wander',
  'conquer',
  'invade',
  'defend',
  'protect',
  'rule',
  'reach',
  'cross',
  'patrol',
  'liberate',
]);

/**
 * A proper name the prompt travels to that no role took ("a cat explores Timbuktu"): an
 * unknown town, drawn as a city under its own name.
 */
function travelledTo(roles: PhraseRoles, phrases: readonly PromptPhrase[]): PromptPhrase | null {
  const taken = new Set([roles.hero, roles.enemy, roles.collectible, roles.goal, roles.weapon]);
  return (
    phrases.find(
      (p) =>
        p.isPerson &&
        p.cuePreposition === null &&
        p.cueVerb !== null &&
        TRAVEL_VERBS.has(p.cueVerb) &&
        !taken.has(p) &&
        !isCreaturePhrase(p),
    ) ?? null
  );
}

/**
 * A known region or landmark named where no role took it ("climbs the Dolomites", "hops to
 * Uluru"): the place, even without "in" before it. Only names the kind reader knows; a common
 * place noun a verb acts on ("climbs a burning apartment block") is a thing.
 */
function regionNamed(roles: PhraseRoles, phrases: readonly PromptPhrase[]): PromptPhrase | null {
  const taken = new Set([roles.hero, roles.enemy, roles.collectible, roles.goal, roles.weapon]);
  return (
    phrases.find(
      (p) =>
        !taken.has(p) &&
        p.cuePreposition !== 'with' &&
        !isCreaturePhrase(p) &&
        keysOf(p).some((key) => PLACE_KIND_WORDS[key] !== undefined),
    ) ?? null
  );
}

/** Place words among a character's or thing's modifiers: "office boss", "sewer rats". */
function hintedPlaces(phrase: PromptPhrase, withHead: boolean): PlaceId[] {
  const words = withHead ? [...phrase.modifiers, phrase.head] : phrase.modifiers;
  return matchPlaces(words).map((match) => match.place);
}

function isProperKey(words: readonly string[]): boolean {
  return matchPlaces(words).some((match) => PROPER_PLACES.has(match.key));
}

/** "neon Tokyo", "New York": the phrase ends on a proper place name. */
function endsWithProperKey(words: readonly string[]): boolean {
  return matchPlaces(words).some(
    (match) => PROPER_PLACES.has(match.key) && words.at(-1) === match.key.split(' ').at(-1),
  );
}

/** The words of a place phrase that name it: place, mood and weather words and nouns. */
function labelWords(phrase: PromptPhrase): string[] {
  const plural = phrase.text.split(' ').pop() ?? phrase.head;
  const head = phrase.isPlural ? plural : phrase.head;
  const written = wordVariantsOf(phrase)[0] ?? [phrase.head];
  const modifiers = written.slice(0, -1);
  const inKey = new Set(
    matchPlaces(written).flatMap((m) => (m.key.split(' ').length > 1 ? m.key.split(' ') : [])),
  );
  const kept = modifiers.filter(
    (word) =>
      inKey.has(word) ||
      PLACE_WORDS[word] !== undefined ||
      word in SETTING_WORDS ||
      LABEL_SIZES.has(word) ||
      word in TIME_WORDS ||
      word in WEATHER_WORDS ||
      word in MOOD_WORDS ||
      word in CHARACTER_WORDS ||
      (!phrase.adjectives.includes(word) && !(word in COLOR_WORDS)),
  );
  const words = [...kept, head];
  // Two words, or a whole place name ("New York skyscrapers", "statue of liberty").
  let start = Math.max(0, words.length - 2);
  for (const match of matchPlaces(words)) {
    if (match.start < start && match.end > start) start = match.start;
  }
  // "Ha Long Bay", "Torres del Paine": a region's whole name.
  const kind = words.findIndex(
    (word, at) => word !== 'the' && PLACE_KIND_WORDS[words.slice(at).join(' ')] !== undefined,
  );
  if (kind !== -1 && kind < start) start = kind;
  return words.slice(start);
}

function labelOf(words: readonly string[]): string {
  return titleCase(words.join(' '))
    .split(' ')
    .map((word, index) =>
      index > 0 && SMALL_WORDS.has(word.toLowerCase()) ? word.toLowerCase() : word,
    )
    .join(' ')
    .slice(0, 40);
}

/** "the neon city", "Paris", "the Eiffel Tower": proper names and landmarks keep capitals. */
function storyOf(words: readonly string[], isProperName = false): string {
  if (isProperName) return words.map((word) => titleCase(word)).join(' ');
  const capitals = new Set(
    matchPlaces(words)
      .filter(
        (m) =>
          PROPER_PLACES.has(m.key) || (LANDMARK_PHRASES.has(m.key) && !COMMON_LANDMARKS.has(m.key)),
      )
      .flatMap((m) => m.key.split(' ')),
  );
  // "the Scottish castle", "the Gobi Desert": peoples' words and own names keep capitals too.
  const proper = properWordsOf(words, false);
  const text = words
    .map((word, index) =>
      (capitals.has(word) || proper.has(index)) && !SMALL_WORDS.has(word) ? titleCase(word) : word,
    )
    .join(' ');
  // "the bush" is a place's whole name: it keeps its own article; so does a proper name that
  // ends the phrase ("neon Tokyo"), not one that only describes it ("the New York subway"),
  // and space ("in outer space").
  return endsWithProperKey(words) || words[0] === 'the' || ARTICLELESS_PLACES.test(text)
    ? text
    : `the ${text}`;
}

/** Places English names with no article: "in space", "in outer space". */
const ARTICLELESS_PLACES = /^(?:(?:outer|deep) )?space$/;

/** Other worlds a place can be on: "the crystal cave on the moon", "the kitchen on Mars". */
const WORLD_PLACES: ReadonlySet<PlaceId> = new Set(['moon', 'mars', 'spaceship']);

/** Prepositions a story keeps before a named region: "on Mars", "in New York". */
const REGION_PREPOSITIONS: ReadonlySet<string> = new Set(['in', 'on', 'at', 'near']);

/**
 * "the rooftop garden in New York", "the kitchen on Mars": a city, country or region the prompt
 * names after its main place stays in the story with it.
 */
function withNamedRegion(
  story: string,
  main: PromptPhrase | null,
  ordered: readonly PromptPhrase[],
): string {
  for (const phrase of ordered) {
    if (phrase === main) continue;
    const words = labelWords(phrase);
    const isNamed =
      isProperKey(wordVariantsOf(phrase)[0] ?? []) ||
      isNamedRegion(phrase, words) ||
      isOwnPlaceName(words) ||
      hasGeographicName(words);
    const isWorld = placesOfPhrase(phrase).some((place) => WORLD_PLACES.has(place));
    // "flies from Paris to London": only a place the main one is in or on.
    if (!(isNamed || isWorld) || !REGION_PREPOSITIONS.has(phrase.cuePreposition ?? '')) continue;
    const name = storyOf(words, isNamedRegion(phrase, words) || isOwnPlaceName(words));
    if (story.toLowerCase().includes(name.toLowerCase().replace(/^the /, ''))) return story;
    return `${story} ${phrase.cuePreposition ?? 'in'} ${name}`;
  }
  return story;
}

/** A proper name the lexicon does not know, read as a city ("Springfield", "Timbuktu"). */
function isUnknownName(phrase: PromptPhrase | null, places: readonly PlaceId[]): boolean {
  return (
    phrase !== null &&
    phrase.isPerson &&
    places[0] === 'city' &&
    placesOfPhrase(phrase).length === 0
  );
}

/** A region or city the kind table knows, written as a name ("Vienna", "Cappadocia"). */
function isNamedRegion(phrase: PromptPhrase | null, words: readonly string[]): boolean {
  return (
    phrase !== null &&
    phrase.isPerson &&
    words[0] !== 'the' &&
    PLACE_KIND_WORDS[words.join(' ')] !== undefined
  );
}

function themeFor(place: PlaceId, mood: Mood): ThemeDefinition {
  const profile = PLACE_PROFILES[place];
  const id = mood === 'spooky' && HAUNTABLE.has(profile.theme) ? 'haunted' : profile.theme;
  return THEMES[id] ?? MEADOW;
}

/** The place the named cast and things belong to, by their last two words or their head. */
function placeOfThings(roles: PhraseRoles): PlaceId | undefined {
  return [roles.hero, roles.enemy, roles.collectible, roles.goal, roles.weapon, roles.vehicle]
    .flatMap((phrase) =>
      phrase ? [`${phrase.modifiers.at(-1) ?? ''} ${phrase.head}`.trim(), phrase.head] : [],
    )
    .map((words) => PLACE_OF_THING[words])
    .find((place) => place !== undefined);
}

function homeOf(phrase: PromptPhrase | null): string | undefined {
  if (!phrase) return undefined;
  return [...phrase.modifiers, phrase.head]
    .map((w) => CHARACTER_WORDS[w]?.home)
    .find((home) => home !== undefined);
}

/**
 * Where the game happens: every place the prompt names (main first, "snowy mountains on Mars" is
 * mountains then Mars), else the places its characters hint at ("office boss" works in an
 * office), else the hero's home, else a default by seed. The label keeps the player's words.
 */
export function readPlaces(
  roles: PhraseRoles,
  phrases: readonly PromptPhrase[],
  mood: Mood,
  weather: Weather,
  seed: number,
): PlaceReading {
  const landmarkNames = unique(
    phrases
      .filter((p) => !isCreaturePhrase(p))
      .flatMap((p) => keysOf(p).filter((key) => LANDMARK_PHRASES.has(key))),
  );
  const ordered = orderedPlaces(withoutWeatherPlaces(roles.places));
  const all = unique([
    ...ordered.flatMap(
      (phrase, i) => placesOfPart(phrase, ordered[i - 1]) ?? placesOfPhrase(phrase),
    ),
    ...waterEventPlaces(phrases),
  ]);
  // "the streets of Rome" is Rome: a named city's streets and rooftops add no other city.
  const named = all.some((place) => LANDMARK_CITIES.has(place))
    ? all.filter((place) => place !== 'city')
    : all;
  // An unknown proper name after "in" or "over" ("over Springfield") is a city; so is one the
  // hero explores or visits.
  const region = named.length === 0 && !roles.setting ? regionNamed(roles, phrases) : null;
  if (region) named.push(...placesOfPhrase(region));
  const travelled = named.length === 0 && !roles.setting ? travelledTo(roles, phrases) : null;
  if (named.length === 0 && (roles.setting?.isPerson === true || travelled)) named.push('city');
  // An outdoor place the cast keeps joins an outdoor place the prompt names.
  const main = named[0];
  if (main && !PLACE_PROFILES[main].indoor)
    for (const place of keptPlaces(roles)) if (!named.includes(place)) named.push(place);
  // The first phrase naming a place kept: "rooftops in Amsterdam" is Amsterdam's.
  const first =
    ordered.find((p) => placesOfPhrase(p).some((place) => named.includes(place))) ??
    ordered.find((p) => placesOfPhrase(p).length > 0);
  // "defend the pyramid … in Egypt": the place's own name labels it.
  const named2 = first
    ? ordered.find(
        (p) =>
          p !== first &&
          placesOfPhrase(p)[0] === placesOfPhrase(first)[0] &&
          isProperKey(wordVariantsOf(p)[0] ?? []),
      )
    : undefined;
  const mainPhrase = named2 ?? first ?? roles.setting ?? region ?? travelled ?? null;

  const fromPhrase = (places: PlaceId[]): PlaceReading => {
    const main = places[0] as PlaceId;
    const profile = PLACE_PROFILES[main];
    const words = mainPhrase ? labelWords(mainPhrase) : null;
    return {
      places,
      theme: themeFor(main, mood),
      label: words ? labelOf(words) : profile.label,
      storyPlace: words
        ? withNamedRegion(
            storyOf(
              words,
              isUnknownName(mainPhrase, places) ||
                isNamedRegion(mainPhrase, words) ||
                isOwnPlaceName(words),
            ),
            mainPhrase,
            ordered,
          )
        : profile.story,
      isIndoor: profile.indoor,
      landmarkNames,
      phrase: mainPhrase,
      profile,
    };
  };
  if (named.length > 0) return fromPhrase(named);

  // Places hinted at by the cast and things: "slap a grumpy office boss", "lava blobs".
  const hinted = unique([
    ...[roles.hero, roles.enemy, roles.vehicle, roles.weapon].flatMap((p) =>
      p ? hintedPlaces(p, false) : [],
    ),
    ...(roles.goal ? hintedPlaces(roles.goal, true) : []),
  ]);
  if (hinted.length > 0) return fromPhrase(hinted);

  // A hero with no home of its own plays where the things it meets belong ("collects seashells").
  const heroHome = homeOf(roles.hero);
  const thingPlace = heroHome || mainPhrase ? undefined : placeOfThings(roles);
  if (thingPlace) return fromPhrase([thingPlace]);

  const home = heroHome ?? homeOf(roles.enemy);
  const themeId =
    home ??
    MOOD_THEMES[mood] ??
    (weather === 'snow' ? 'snow' : undefined) ??
    DEFAULT_THEMES[seed % DEFAULT_THEMES.length] ??
    'meadow';
  const theme: ThemeDefinition = THEMES[themeId] ?? MEADOW;
  const place = THEME_PLACES[theme.id] ?? 'meadow';
  const spooky = mood === 'spooky' && HAUNTABLE.has(theme.id) ? THEMES.haunted : undefined;
  const shown = spooky ?? theme;
  if (mainPhrase) {
    // A place the lexicon does not know ("in a bouncy castle of jelly"): the player's words.
    const words = labelWords(mainPhrase);
    return {
      places: [place],
      theme: shown,
      label: labelOf(words),
      storyPlace: storyOf(words),
      isIndoor: PLACE_PROFILES[place].indoor,
      landmarkNames,
      phrase: mainPhrase,
      profile: null,
    };
  }
  return {
    places: [place],
    theme: shown,
    label: shown.label,
    storyPlace: shown.storyPlace,
    isIndoor: PLACE_PROFILES[place].indoor,
    landmarkNames,
    phrase: null,
    profile: null,
  };
}
