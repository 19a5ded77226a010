import { createRandom } from '../random/seededRandom.js';
import { contrastEnemy, lookFromWords } from './characterLook.js';
import { CHARACTER_WORDS } from './lexicon/characterWords.js';
import { COLOR_WORDS } from './lexicon/colorWords.js';
import { GOAL_COLORS, GOAL_WORDS, ITEM_COLORS, ITEM_WORDS } from './lexicon/itemWords.js';
import { DEFAULT_THEMES, SETTING_WORDS, THEMES, type ThemeDefinition } from './lexicon/themes.js';
import { nameOfPhrase, titleCase } from './naming.js';
import { parsePhrases, type PromptPhrase } from './parsePhrases.js';
import { assignRoles } from './roles.js';
import { styleTheme } from './themeStyle.js';
import type {
  CharacterConcept,
  GoalConcept,
  ItemConcept,
  PromptAnalysis,
  SettingConcept,
} from './types.js';

const DEFAULT_HEROES = ['little fox', 'brave cat', 'tiny robot', 'happy frog', 'bouncy bunny'];
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

const wordsOf = (phrase: PromptPhrase): string[] => [...phrase.modifiers, phrase.head];

function firstColor(phrase: PromptPhrase | null): string | null {
  const word = phrase?.modifiers.find((w) => w in COLOR_WORDS);
  return word ? (COLOR_WORDS[word] ?? null) : null;
}

function themeOfPhrase(phrase: PromptPhrase): string | undefined {
  // Modifiers first: "lava cave" is a volcano, "haunted forest" is haunted.
  const word = [...phrase.modifiers, phrase.head].find((w) => w in SETTING_WORDS);
  return word ? SETTING_WORDS[word] : undefined;
}

function homeOf(phrase: PromptPhrase | null): string | undefined {
  if (!phrase) return undefined;
  return wordsOf(phrase)
    .map((w) => CHARACTER_WORDS[w]?.home)
    .find((home) => home !== undefined);
}

function pickTheme(
  roles: ReturnType<typeof assignRoles>,
  phrases: readonly PromptPhrase[],
  seed: number,
): ThemeDefinition {
  const otherPhrases = phrases.filter((p) => p !== roles.hero && p !== roles.enemy);
  const id =
    (roles.setting ? themeOfPhrase(roles.setting) : undefined) ??
    otherPhrases.map(themeOfPhrase).find((t) => t !== undefined) ??
    homeOf(roles.hero) ??
    homeOf(roles.enemy) ??
    DEFAULT_THEMES[seed % DEFAULT_THEMES.length] ??
    'meadow';
  return THEMES[id] ?? (THEMES.meadow as ThemeDefinition);
}

function settingOf(setting: PromptPhrase | null, theme: ThemeDefinition): SettingConcept {
  if (!setting) return { theme: theme.id, label: theme.label, tint: null, skyTint: null };
  const color = firstColor(setting);
  const isSky = setting.head === 'sky';
  return {
    theme: theme.id,
    label: nameOfPhrase(
      {
        ...setting,
        modifiers: setting.modifiers.filter((w) => w in SETTING_WORDS || !(w in COLOR_WORDS)),
      },
      2,
      true,
    ),
    tint: isSky ? null : color,
    skyTint: isSky ? color : null,
  };
}

/** The item a phrase names (else the theme's), drawn and named as the prompt says it. */
export function collectibleOf(phrase: PromptPhrase | null, theme: ThemeDefinition): ItemConcept {
  if (!phrase) {
    const { kind, name, phrase: text, color } = theme.collectible;
    return { kind, name, phrase: text, color: color ?? ITEM_COLORS[kind] };
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
  const isCreature = wordsOf(phrase).some((w) => CHARACTER_WORDS[w] !== undefined);
  const kind =
    GOAL_WORDS[phrase.head] ??
    (itemKind
      ? 'bigItem'
      : isRescue || isCreature
        ? 'cage'
        : phrase.head in SETTING_WORDS
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

/**
 * Reads a player's prompt: who the hero is, what to avoid, where it happens, what to
 * collect and where to go, and how it all looks. Same prompt and seed, same answer.
 *
 * @example analyzePrompt('A pickle knight fights rats in the sewer', 7)
 * // => { hero: { name: 'Pickle Knight', ... }, enemy: { name: 'Rat', ... },
 * //      setting: { theme: 'sewer', label: 'Sewer', ... }, ... }
 */
export function analyzePrompt(prompt: string, seed: number): PromptAnalysis {
  const phrases = parsePhrases(prompt);
  const roles = assignRoles(phrases);
  const random = createRandom(seed);
  const theme = pickTheme(roles, phrases, seed);

  const heroPhrase =
    roles.hero ?? (parsePhrases(random.fork('hero').pick(DEFAULT_HEROES))[0] as PromptPhrase);
  const enemyPhrase = roles.enemy ?? (parsePhrases(theme.enemyPhrase)[0] as PromptPhrase);
  const hero = characterOf(heroPhrase, false, seed, 'hero');
  const enemyRaw = characterOf(enemyPhrase, true, seed, 'enemy');
  const enemy = {
    ...enemyRaw,
    look: contrastEnemy(hero.look, enemyRaw.look, firstColor(enemyPhrase) !== null),
  };

  const setting = settingOf(roles.setting, theme);
  const collectible = collectibleOf(roles.collectible, theme);
  const goal = goalOf(roles.goal, theme, seed);
  const style = styleTheme(
    theme,
    {
      tint: setting.tint,
      skyTint: setting.skyTint,
      heroColor: hero.look.bodyColor,
      enemyColor: enemy.look.bodyColor,
      collectibleColor: collectible.color,
    },
    random.fork('theme'),
  );

  return {
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
  };
}

export { titleCase };
