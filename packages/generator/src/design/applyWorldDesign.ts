import { collectibleOf } from '../analyze/analyzePrompt.js';
import { contrastEnemy, lookFromWords } from '../analyze/characterLook.js';
import { CHARACTER_WORDS } from '../analyze/lexicon/characterWords.js';
import { COLOR_WORDS } from '../analyze/lexicon/colorWords.js';
import { ITEM_COLORS, ITEM_WORDS } from '../analyze/lexicon/itemWords.js';
import { PLACE_PROFILES } from '../analyze/lexicon/placeWords.js';
import { WEAPON_WORDS, VEHICLE_NOUNS } from '../analyze/lexicon/thingWords.js';
import { THEMES, type ThemeDefinition } from '../analyze/lexicon/themes.js';
import { nameOfPhrase } from '../analyze/naming.js';
import { parsePhrases, singularOf, type PromptPhrase } from '../analyze/parsePhrases.js';
import { tailKeys } from '../analyze/roles.js';
import { styleTheme } from '../analyze/themeStyle.js';
import {
  CLEAR_DAY,
  type Atmosphere,
  type CharacterConcept,
  type ItemConcept,
  type LibrarySpriteRef,
  type NamedThing,
  type PlaceId,
  type PromptAnalysis,
  type SettingConcept,
} from '../analyze/types.js';
import { phraseWords } from '../art/library/characterSprite.js';
import { lookupSprite } from '../art/library/rankSprites.js';
import type { SpritedLook } from '../art/library/spritedLook.js';
import { withLibrarySprites } from '../art/library/withLibrarySprites.js';
import { createRandom } from '../random/seededRandom.js';
import type { WorldDesign, WorldDesignField } from './worldDesign.js';

/** What a weapon no item shape draws is drawn as until the art library names it. */
const UNDRAWN_WEAPON_KIND = 'star';
/** Outdoor themes a spooky mood turns haunted (as the built-in reader does). */
const HAUNTABLE = new Set(['meadow', 'forest', 'jungle']);
const MEADOW = THEMES.meadow as ThemeDefinition;

type NounField = 'hero' | 'enemy' | 'collectible' | 'weapon' | 'vehicle';

const isCharacterWord = (word: string): boolean => word in CHARACTER_WORDS;
const headOf = (noun: string): string => phraseWords(noun).at(-1) ?? '';

/** The art draws the noun as itself: the rig or a hand-drawn shape knows it, or the library. */
const DRAWABLE: Readonly<Record<NounField, (noun: string) => boolean>> = {
  hero: (noun) => phraseWords(noun).some(isCharacterWord) || lookupSprite(noun) !== null,
  enemy: (noun) => phraseWords(noun).some(isCharacterWord) || lookupSprite(noun) !== null,
  collectible: (noun) => headOf(noun) in ITEM_WORDS || lookupSprite(noun) !== null,
  weapon: (noun) =>
    heldOf(noun) !== undefined || headOf(noun) in ITEM_WORDS || lookupSprite(noun) !== null,
  vehicle: (noun) => VEHICLE_NOUNS.has(headOf(noun)) || lookupSprite(noun) !== null,
};

/** A design with the nouns the art cannot draw left out, and which fields those were. */
export interface DrawableDesign {
  design: WorldDesign;
  dropped: WorldDesignField[];
}

/**
 * The design without the nouns the art cannot draw as themselves (no rig word, no item shape,
 * no specific library sprite): the built-in reading's value stays for those. Landmarks keep
 * the ones the library has; none left drops the field.
 *
 * @example drawableDesign({ hero: 'blorptang', enemy: 'rat' }) // => { design: { enemy: 'rat' }, dropped: ['hero'] }
 */
export function drawableDesign(design: WorldDesign): DrawableDesign {
  const kept: WorldDesign = { ...design };
  const dropped: WorldDesignField[] = [];
  for (const field of Object.keys(DRAWABLE) as NounField[]) {
    const noun = kept[field];
    if (noun && phraseWords(noun).length > 0 && DRAWABLE[field](noun)) continue;
    if (noun !== undefined && noun !== null) dropped.push(field);
    delete kept[field];
  }
  if (kept.landmarks) {
    const landmarks = kept.landmarks.filter((name) => lookupSprite(name) !== null);
    if (landmarks.length < kept.landmarks.length) dropped.push('landmarks');
    if (landmarks.length > 0) kept.landmarks = landmarks;
    else delete kept.landmarks;
  }
  return { design: kept, dropped };
}

/** A noun the provider wrote, read like a prompt phrase (the tagger may not see it whole). */
function phraseOf(noun: string): PromptPhrase {
  const parsed = parsePhrases(noun);
  const whole = parsed.length === 1 ? parsed[0] : undefined;
  if (whole && whole.text === noun) return { ...whole, cueVerb: null, cuePreposition: null };
  const words = noun.split(' ');
  const last = words[words.length - 1] ?? noun;
  const head = singularOf(last);
  const modifiers = words.slice(0, -1).map((word) => singularOf(word));
  return {
    text: noun,
    head,
    modifiers,
    adjectives: [],
    isPlural: head !== last,
    isPerson: isCharacterWord(head) && CHARACTER_WORDS[head]?.kind === 'role',
    cueVerb: null,
    cuePreposition: null,
  };
}

/** The reading already says it: every word of the noun is in the reading's phrase ("rat" in "angry rats"). */
function saysTheSame(noun: string, phrase: string | undefined): boolean {
  if (!phrase) return false;
  const known = new Set(phraseWords(phrase));
  const words = phraseWords(noun);
  return words.length > 0 && words.every((word) => known.has(word));
}

function firstColor(phrase: PromptPhrase): string | null {
  const word = phrase.modifiers.find((w) => w in COLOR_WORDS);
  return word ? (COLOR_WORDS[word] ?? null) : null;
}

function characterOf(noun: string, isHostile: boolean, seed: number): CharacterConcept {
  const phrase = phraseOf(noun);
  const random = createRandom(seed).fork(isHostile ? 'enemy' : 'hero');
  return {
    name: nameOfPhrase(phrase, 3),
    phrase: phrase.text,
    look: lookFromWords(
      { head: phrase.head, modifiers: phrase.modifiers, isPerson: phrase.isPerson, isHostile },
      random,
    ),
  };
}

/** What the rig puts in the hero's hand for a weapon ("frying pan" → spatula), if anything. */
function heldOf(noun: string) {
  return tailKeys(phraseOf(noun))
    .map((key) => WEAPON_WORDS[key])
    .find((item) => item !== undefined);
}

function weaponOf(noun: string): ItemConcept {
  const phrase = phraseOf(noun);
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

function vehicleOf(noun: string): NamedThing {
  const phrase = phraseOf(noun);
  return { name: nameOfPhrase(phrase, 3), phrase: phrase.text };
}

function themeFor(place: PlaceId, mood: Atmosphere['mood']): ThemeDefinition {
  const profile = PLACE_PROFILES[place];
  const id = mood === 'spooky' && HAUNTABLE.has(profile.theme) ? 'haunted' : profile.theme;
  return THEMES[id] ?? MEADOW;
}

const samePlaces = (a: readonly PlaceId[] | undefined, b: readonly PlaceId[]): boolean =>
  a !== undefined && a.length === b.length && a.every((place, i) => place === b[i]);

/** The setting at the design's places (the reader's words kept when its main place is the same). */
function designedSetting(
  setting: SettingConcept,
  design: WorldDesign,
  atmosphere: Atmosphere,
  moodChanged: boolean,
): SettingConcept {
  let next = setting;
  const { places } = design;
  const main = places?.[0];
  if (places && main && !samePlaces(setting.places, places)) {
    const profile = PLACE_PROFILES[main];
    const sameMain = setting.places?.[0] === main;
    next = {
      ...setting,
      theme: themeFor(main, atmosphere.mood).id,
      places: [...places],
      label: sameMain ? setting.label : profile.label,
      storyPlace: sameMain && setting.storyPlace ? setting.storyPlace : profile.story,
      isIndoor: profile.indoor,
    };
  } else if (moodChanged && setting.places?.[0]) {
    next = { ...setting, theme: themeFor(setting.places[0], atmosphere.mood).id };
  }
  if (design.landmarks) {
    const landmarks = design.landmarks.flatMap((name) => {
      const sprite = lookupSprite(name);
      return sprite ? [sprite] : [];
    });
    next = { ...next, landmarkNames: [...design.landmarks], landmarks };
  }
  return next;
}

/** The look without the library prop in its hand (the weapon changed; it is decided again). */
function withoutHeldSprite(concept: CharacterConcept): CharacterConcept {
  const { heldSprite: _held, ...look } = concept.look as SpritedLook;
  return { ...concept, look };
}

/**
 * The built-in reading with an AI provider's world design laid over it: its places (theme,
 * label and indoor-ness follow the main one), time, weather and mood, and the hero, enemy,
 * collectible, weapon, vehicle and landmarks it names, each read like a prompt phrase and
 * drawn by the rig or the art library. A field the design leaves out, a noun the art cannot
 * draw, and a noun the reading already says ("rat" for "angry rats") keep the reading's value.
 * Palette and background are composed again for the designed scene; library sprites are
 * decided for what changed. Pure and deterministic for the same analysis, design and seed.
 *
 * @example applyWorldDesign(analyzePrompt('a hero in a forest', 7), { places: ['mars'], weather: 'snow', hero: 'astronaut' }, 7)
 * // => { hero: { name: 'Astronaut', … }, setting: { places: ['mars'], … }, atmosphere: { weather: 'snow', … }, … }
 */
export function applyWorldDesign(
  analysis: PromptAnalysis,
  given: WorldDesign,
  seed = 0,
): PromptAnalysis {
  const { design } = drawableDesign(given);
  const before = analysis.atmosphere ?? CLEAR_DAY;
  const atmosphere: Atmosphere = {
    ...before,
    timeOfDay: design.timeOfDay ?? before.timeOfDay,
    weather: design.weather ?? before.weather,
    mood: design.mood ?? before.mood,
  };
  const moodChanged = atmosphere.mood !== before.mood;
  const setting = designedSetting(analysis.setting, design, atmosphere, moodChanged);
  const theme = THEMES[setting.theme] ?? MEADOW;

  const newHero =
    design.hero && !saysTheSame(design.hero, analysis.hero.phrase)
      ? characterOf(design.hero, false, seed)
      : null;
  const newWeapon =
    design.weapon && !saysTheSame(design.weapon, analysis.weapon?.phrase)
      ? weaponOf(design.weapon)
      : null;
  const weapon = newWeapon ?? analysis.weapon;
  let hero = newHero ?? analysis.hero;
  if (newHero || newWeapon) {
    const held = weapon ? heldOf(weapon.phrase) : undefined;
    hero = withoutHeldSprite(hero);
    if (held !== undefined && held !== 'none') hero = { ...hero, look: { ...hero.look, held } };
  }

  let enemy = analysis.enemy;
  if (design.enemy && !saysTheSame(design.enemy, analysis.enemy.phrase)) {
    const raw = characterOf(design.enemy, true, seed);
    const named = firstColor(phraseOf(design.enemy)) !== null;
    enemy = { ...raw, look: contrastEnemy(hero.look, raw.look, named) };
  }
  const collectible =
    design.collectible && !saysTheSame(design.collectible, analysis.collectible.phrase)
      ? collectibleOf(phraseOf(design.collectible), theme)
      : analysis.collectible;
  const vehicle =
    design.vehicle && !saysTheSame(design.vehicle, analysis.vehicle?.phrase)
      ? vehicleOf(design.vehicle)
      : analysis.vehicle;

  const landmarks: LibrarySpriteRef[] = setting.landmarks ?? [];
  const style = styleTheme(
    theme,
    {
      tint: setting.tint,
      skyTint: setting.skyTint,
      heroColor: hero.look.bodyColor,
      enemyColor: enemy.look.bodyColor,
      collectibleColor: collectible.color,
      ...(setting.places ? { places: setting.places } : {}),
      atmosphere,
      landmarks,
    },
    createRandom(seed).fork('theme'),
  );
  return withLibrarySprites({
    ...analysis,
    hero,
    enemy,
    setting,
    collectible,
    palette: style.palette,
    background: style.background,
    atmosphere,
    ...(weapon ? { weapon } : {}),
    ...(vehicle ? { vehicle } : {}),
  });
}
