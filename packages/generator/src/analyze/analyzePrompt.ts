import { collectibleAlongCourse, courseOfText } from './course.js';
import { lookupSprite, SPECIFIC_SIMILARITY } from '../art/library/rankSprites.js';
import { namedPropsOf } from '../art/library/namedProps.js';
import { withLibrarySprites } from '../art/library/withLibrarySprites.js';
import { createRandom } from '../random/seededRandom.js';
import { atmosphereOf } from './atmosphere.js';
import { contrastEnemy, lookFromWords, withoutJobProp } from './characterLook.js';
import { impliedHeroOf } from './impliedHero.js';
import { CHARACTER_WORDS } from './lexicon/characterWords.js';
import { COLOR_WORDS } from './lexicon/colorWords.js';
import { GOAL_COLORS, GOAL_WORDS, ITEM_COLORS, ITEM_WORDS } from './lexicon/itemWords.js';
import { LANDMARK_SPRITE_WORDS, PLACE_WORDS, type PlaceProfile } from './lexicon/placeWords.js';
import { THEMES, type ThemeDefinition } from './lexicon/themes.js';
import { WEAPON_WORDS } from './lexicon/thingWords.js';
import { nameOfPhrase, titleCase } from './naming.js';
import { parsePhrases, singularOf, type PromptPhrase } from './parsePhrases.js';
import { readPlaces, type PlaceReading } from './places.js';
import { fightsOwnKind } from './ownKindRival.js';
import { assignRoles, isCreaturePhrase, tailKeys } from './roles.js';
import { styleTheme } from './themeStyle.js';
import { wearing } from './wornLook.js';
import type {
  CharacterConcept,
  GoalConcept,
  ItemConcept,
  Mood,
  NamedThing,
  PromptAnalysis,
  SettingConcept,
} from './types.js';

const EASIER_WORDS = new Set([
  'easy',
  'cozy',
  'gentle',
  'relaxing',
  'chill',
  'calm',
  'toddler',
  'simple',
]);
const HARDER_WORDS = new Set([
  'hard',
  'tricky',
  'brutal',
  'extreme',
  'insane',
  'difficult',
  'challenging',
  'dangerous',
  'impossible',
]);
const RESCUE_VERBS = new Set(['rescue', 'save', 'free', 'help']);
/** What a weapon nobody drew yet is drawn as until the art library names it. */
const UNDRAWN_WEAPON_KIND = 'star';

const wordsOf = (phrase: PromptPhrase): string[] => [...phrase.modifiers, phrase.head];

function firstColor(phrase: PromptPhrase | null): string | null {
  const word = phrase?.modifiers.find((w) => w in COLOR_WORDS);
  return word ? (COLOR_WORDS[word] ?? null) : null;
}

function settingOf(
  reading: PlaceReading,
  sky: PromptPhrase | null,
  theme: ThemeDefinition,
): SettingConcept {
  const place = reading.phrase;
  const isSky = place?.head === 'sky';
  const color = firstColor(place);
  return {
    theme: theme.id,
    label: reading.label,
    tint: isSky ? null : color,
    skyTint: firstColor(sky) ?? (isSky ? color : null),
    places: reading.places,
    landmarkNames: reading.landmarkNames,
    storyPlace: reading.storyPlace,
    isIndoor: reading.isIndoor,
  };
}

/** The item a phrase names (else the theme's), drawn and named as the prompt says it. */
export function collectibleOf(phrase: PromptPhrase | null, theme: ThemeDefinition): ItemConcept {
  if (!phrase) {
    const { kind, name, phrase: text, color } = theme.collectible;
    return { kind, name, phrase: text, color: color ?? ITEM_COLORS[kind], isImplied: true };
  }
  const kind =
    ITEM_WORDS[phrase.head] ??
    phrase.modifiers.map((w) => ITEM_WORDS[w]).find((k) => k !== undefined) ??
    theme.collectible.kind;
  return {
    kind,
    name: nameOfPhrase(phrase, 2),
    phrase: phrase.text,
    color: firstColor(phrase) ?? ITEM_COLORS[kind],
  };
}

function goalOf(phrase: PromptPhrase | null, theme: ThemeDefinition, seed: number): GoalConcept {
  const themed = theme.goal;
  if (!phrase) {
    return {
      kind: themed.kind,
      name: themed.name,
      phrase: themed.name.toLowerCase(),
      itemKind: 'star',
      color: GOAL_COLORS[themed.kind],
      friend: null,
    };
  }
  const itemKind = ITEM_WORDS[phrase.head];
  const isRescue = phrase.cueVerb !== null && RESCUE_VERBS.has(phrase.cueVerb);
  const isCreature =
    isCreaturePhrase(phrase) || wordsOf(phrase).some((w) => CHARACTER_WORDS[w] !== undefined);
  const kind =
    GOAL_WORDS[phrase.head] ??
    (itemKind
      ? 'bigItem'
      : isRescue || isCreature
        ? 'cage'
        : phrase.head in PLACE_WORDS
          ? 'door'
          : themed.kind);
  const friend =
    kind === 'cage' && isCreature
      ? lookFromWords(
          {
            head: phrase.head,
            modifiers: phrase.modifiers,
            isPerson: phrase.isPerson,
            isHostile: false,
          },
          createRandom(seed).fork('friend'),
        )
      : null;
  return {
    kind,
    name: nameOfPhrase(phrase, 3, kind === 'cage'),
    phrase: phrase.text,
    itemKind: itemKind ?? 'star',
    color: firstColor(phrase) ?? (itemKind ? ITEM_COLORS[itemKind] : GOAL_COLORS[kind]),
    friend,
  };
}

/** How a text leans: 1 when it asks for a harder game, -1 for an easier one, else 0. */
export function difficultyBiasOf(prompt: string): -1 | 0 | 1 {
  const words = prompt.toLowerCase().split(/[^a-z]+/);
  if (words.some((w) => HARDER_WORDS.has(w))) return 1;
  if (words.some((w) => EASIER_WORDS.has(w))) return -1;
  return 0;
}

function characterOf(
  phrase: PromptPhrase,
  isHostile: boolean,
  seed: number,
  label: string,
): CharacterConcept {
  const random = createRandom(seed).fork(label);
  return {
    name: nameOfPhrase(phrase, 3),
    phrase: phrase.text,
    look: lookFromWords(
      { head: phrase.head, modifiers: phrase.modifiers, isPerson: phrase.isPerson, isHostile },
      random,
    ),
  };
}

/** The theme with the named place's own fallback cast ("sneaky mice" in a kitchen, not gummies). */
function castTheme(
  theme: ThemeDefinition,
  profile: PlaceProfile | null,
  mood: Mood,
): ThemeDefinition {
  const cast = profile
    ? {
        ...theme,
        enemyPhrase: profile.enemy ?? theme.enemyPhrase,
        collectible: profile.collectible ?? theme.collectible,
        goal: profile.goal ?? theme.goal,
      }
    : theme;
  // A spooky town is haunted: ghosts, not its usual robots.
  const haunted = THEMES.haunted;
  return mood === 'spooky' && haunted && theme.id !== 'haunted'
    ? { ...cast, enemyPhrase: haunted.enemyPhrase }
    : cast;
}

/** What the hero wields, drawn as the nearest item until the art library draws it. */
function weaponOf(phrase: PromptPhrase): ItemConcept {
  const kind =
    tailKeys(phrase)
      .map((key) => ITEM_WORDS[key])
      .find((k) => k !== undefined) ?? UNDRAWN_WEAPON_KIND;
  return {
    kind,
    name: nameOfPhrase(phrase, 3),
    phrase: phrase.text,
    color: firstColor(phrase) ?? ITEM_COLORS[kind],
  };
}

function namedThingOf(phrase: PromptPhrase): NamedThing {
  return { name: nameOfPhrase(phrase, 3), phrase: phrase.text };
}

/** A lexicon's phrase read like prompt text ("sneaky mice"), whatever the tagger makes of it. */
function phraseOf(text: string): PromptPhrase {
  const parsed = parsePhrases(text)[0];
  if (parsed) return parsed;
  const words = text.split(' ');
  const last = words[words.length - 1] ?? text;
  const head = singularOf(last);
  return {
    text,
    head,
    modifiers: words.slice(0, -1),
    adjectives: words.slice(0, -1),
    isPlural: head !== last,
    isPerson: false,
    cueVerb: null,
    cuePreposition: null,
  };
}

/** Options for a reading of part of a prompt. */
export interface AnalyzeOptions {
  /** A vehicle the genre took out of the prompt before reading it: it may say who the hero is. */
  vehicle?: string;
}

/**
 * Reads a player's prompt: who the hero is (the player's own character when the prompt starts
 * with an order), what to avoid, where it happens (every place named), when and in what
 * weather, what to collect, wield, ride and where to go, and how it all looks. Same prompt and
 * seed, same answer.
 *
 * @example analyzePrompt('A pickle knight fights rats in the sewer', 7)
 * // => { hero: { name: 'Pickle Knight', ... }, enemy: { name: 'Rat', ... },
 * //      setting: { theme: 'sewer', label: 'Sewer', places: ['sewer'], ... }, ... }
 */
export function analyzePrompt(
  prompt: string,
  seed: number,
  options: AnalyzeOptions = {},
): PromptAnalysis {
  const phrases = parsePhrases(prompt);
  const roles = assignRoles(phrases);
  const random = createRandom(seed);
  const atmosphere = atmosphereOf(prompt);
  const reading = readPlaces(roles, phrases, atmosphere.mood, atmosphere.weather, seed);
  const theme = reading.theme;
  const cast = castTheme(theme, reading.profile, atmosphere.mood);

  let hero: CharacterConcept;
  if (roles.hero) {
    hero = characterOf(roles.hero, false, seed, 'hero');
  } else {
    const implied = impliedHeroOf({
      roles,
      phrases,
      places: reading.places,
      ...(options.vehicle ? { vehicle: options.vehicle } : {}),
    });
    const words = implied.lookWords;
    hero = {
      name: implied.name,
      phrase: implied.phrase,
      look: lookFromWords(
        {
          head: words[words.length - 1] ?? 'hero',
          modifiers: words.slice(0, -1),
          isPerson: true,
          isHostile: false,
        },
        random.fork('hero'),
      ),
      isImplied: true,
    };
  }
  if (roles.worn.length > 0) hero = { ...hero, look: wearing(hero.look, roles.worn) };
  const weapon = roles.weapon ? weaponOf(roles.weapon) : undefined;
  const held = roles.weapon
    ? tailKeys(roles.weapon)
        .map((key) => WEAPON_WORDS[key])
        .find((item) => item !== undefined)
    : undefined;
  // A named weapon takes the hand: the job's own prop is put down.
  if (weapon) hero = { ...hero, look: withoutJobProp(hero.look) };
  if (held !== undefined && held !== 'none') hero = { ...hero, look: { ...hero.look, held } };

  // The hero's job's foe (a firefighter's flames), else the place's usual enemy, unless the hero
  // is one ("a mouse in a restaurant" meets no mice).
  const foe = roles.hero
    ? [...roles.hero.modifiers, roles.hero.head]
        .map((word) => CHARACTER_WORDS[word]?.foe)
        .find((phrase) => phrase !== undefined)
    : undefined;
  const usual = phraseOf(foe ?? cast.enemyPhrase);
  const heroHead = roles.hero?.head ?? hero.phrase.split(' ').pop();
  // "two ninjas duel", "samurai fight each other": the rival is another of the hero's kind.
  const ownKind = roles.hero && fightsOwnKind(prompt, phrases, roles) ? roles.hero : null;
  const namedFoe = ownKind ?? roles.enemy;
  const enemyPhrase = namedFoe ?? (usual.head === heroHead ? phraseOf(theme.enemyPhrase) : usual);
  const enemyRaw = characterOf(enemyPhrase, true, seed, 'enemy');
  const enemy: CharacterConcept = {
    ...enemyRaw,
    // One of "two grandmas" is a grandma.
    ...(ownKind ? { phrase: enemyRaw.name.toLowerCase() } : {}),
    look: contrastEnemy(hero.look, enemyRaw.look, firstColor(enemyPhrase) !== null),
    // The place's usual enemy stands in: genres that open on a named rival wait for one.
    ...(namedFoe ? {} : { isImplied: true }),
  };

  // Landmarks the prompt names ("over the Eiffel Tower") stand in the scene as library sprites.
  const landmarks = reading.landmarkNames.flatMap((name) => {
    const sprite = lookupSprite(LANDMARK_SPRITE_WORDS[name] ?? name);
    return sprite && sprite.similarity >= SPECIFIC_SIMILARITY ? [sprite] : [];
  });
  const setting = { ...settingOf(reading, roles.sky, theme), landmarks };
  const props = namedPropsOf(phrases, roles);
  // "throws golden acorns at wasps", "shoot water balloons at pirates": what is thrown is
  // also the ammunition the player picks up ("slap … with a fish" is held, not thrown).
  const thrown = roles.weapon && roles.weapon.cuePreposition === null ? roles.weapon : null;
  const course = roles.course ? courseOfText(roles.course.text) : null;
  const collectible = collectibleAlongCourse(
    collectibleOf(roles.collectible ?? thrown, cast),
    course,
  );
  const goal = goalOf(roles.goal, cast, seed);
  const style = styleTheme(
    theme,
    {
      tint: setting.tint,
      skyTint: setting.skyTint,
      heroColor: hero.look.bodyColor,
      enemyColor: enemy.look.bodyColor,
      collectibleColor: collectible.color,
      places: reading.places,
      atmosphere,
      landmarks,
    },
    random.fork('theme'),
  );

  return withLibrarySprites({
    hero,
    enemy,
    setting,
    collectible,
    goal,
    colors: phrases.flatMap((p) =>
      p.modifiers.flatMap((w) => (COLOR_WORDS[w] ? [COLOR_WORDS[w]] : [])),
    ),
    difficultyBias: difficultyBiasOf(prompt),
    palette: style.palette,
    background: style.background,
    atmosphere,
    ...(weapon ? { weapon } : {}),
    ...(roles.vehicle ? { vehicle: namedThingOf(roles.vehicle) } : {}),
    ...(props.length > 0 ? { props } : {}),
    ...(course ? { course } : {}),
  });
}

export { titleCase };
