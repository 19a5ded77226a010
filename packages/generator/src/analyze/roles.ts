import { CHARACTER_WORDS } from './lexicon/characterWords.js';
import { GOAL_WORDS, ITEM_WORDS } from './lexicon/itemWords.js';
import { SETTING_WORDS } from './lexicon/themes.js';
import type { PromptPhrase } from './parsePhrases.js';

/** Which phrase of the prompt plays which part in the game. */
export interface PhraseRoles {
  hero: PromptPhrase | null;
  enemy: PromptPhrase | null;
  setting: PromptPhrase | null;
  collectible: PromptPhrase | null;
  goal: PromptPhrase | null;
}

// prettier-ignore
const ENEMY_VERBS = new Set([
  'fight', 'battle', 'avoid', 'dodge', 'defeat', 'stomp', 'outrun', 'escape', 'chase', 'beat',
  'squash', 'bonk', 'evade', 'flee', 'outsmart', 'face', 'stop', 'hunt', 'zap', 'vanquish',
  'attack', 'scare', 'tame', 'bop', 'fend', 'outwit', 'trick', 'dodge', 'run',
]);
// prettier-ignore
const ENEMY_PREPOSITIONS = new Set(['against', 'vs', 'versus', 'from', 'past']);
// prettier-ignore
const COLLECT_VERBS = new Set([
  'collect', 'gather', 'grab', 'pick', 'eat', 'munch', 'catch', 'snatch', 'hoard', 'earn', 'nab',
  'scoop', 'harvest', 'loot', 'chomp', 'snack', 'pocket', 'recover',
]);
// prettier-ignore
const GOAL_VERBS = new Set([
  'reach', 'find', 'rescue', 'save', 'free', 'return', 'get', 'deliver', 'bring', 'open',
  'unlock', 'win', 'restore', 'seek', 'visit', 'discover', 'locate', 'steal', 'retrieve', 'help',
]);
// prettier-ignore
const PLACE_PREPOSITIONS = new Set([
  'in', 'through', 'across', 'on', 'at', 'inside', 'over', 'under', 'around', 'into', 'beneath',
  'within', 'along', 'above', 'below', 'near', 'throughout', 'onto', 'of',
]);
// prettier-ignore
const COMPANION_WORDS = new Set(['friend', 'buddy', 'pal', 'sidekick', 'family', 'team', 'crew', 'you', 'player']);

function wordsOf(phrase: PromptPhrase): string[] {
  return [...phrase.modifiers, phrase.head];
}

export function isSettingPhrase(phrase: PromptPhrase): boolean {
  if (phrase.head in SETTING_WORDS) return true;
  const hasCharacterWord = wordsOf(phrase).some((w) => w in CHARACTER_WORDS);
  return (
    !hasCharacterWord &&
    phrase.cuePreposition !== null &&
    PLACE_PREPOSITIONS.has(phrase.cuePreposition) &&
    !(phrase.head in ITEM_WORDS) &&
    !(phrase.head in GOAL_WORDS)
  );
}

function isCollectPhrase(phrase: PromptPhrase): boolean {
  if (phrase.cueVerb !== null && COLLECT_VERBS.has(phrase.cueVerb)) return true;
  // "find the lost cupcakes": finding many things is collecting them.
  return phrase.cueVerb === 'find' && phrase.isPlural && phrase.head in ITEM_WORDS;
}

function isGoalPhrase(phrase: PromptPhrase): boolean {
  return phrase.cueVerb !== null && GOAL_VERBS.has(phrase.cueVerb);
}

function isEnemyCue(phrase: PromptPhrase): boolean {
  if (phrase.cuePreposition !== null && ENEMY_PREPOSITIONS.has(phrase.cuePreposition)) {
    return !(phrase.head in SETTING_WORDS);
  }
  // "hunts for clues", "runs in the park": a preposition in between is not an attack.
  if (phrase.cuePreposition !== null) return false;
  return phrase.cueVerb !== null && ENEMY_VERBS.has(phrase.cueVerb);
}

function isCreaturePhrase(phrase: PromptPhrase): boolean {
  return (
    !COMPANION_WORDS.has(phrase.head) &&
    wordsOf(phrase).some((w) => CHARACTER_WORDS[w]?.kind === 'species')
  );
}

/**
 * Assigns hero, enemy, setting, collectible and goal to the prompt's phrases, from the
 * verb or preposition that leads into each phrase and, failing that, from the lexicons.
 */
export function assignRoles(phrases: readonly PromptPhrase[]): PhraseRoles {
  const used = new Set<PromptPhrase>();
  const take = (phrase: PromptPhrase | undefined): PromptPhrase | null => {
    if (!phrase) return null;
    used.add(phrase);
    return phrase;
  };
  const free = (): PromptPhrase[] => phrases.filter((p) => !used.has(p));

  const hero = take(
    phrases.find(
      (p) =>
        !isSettingPhrase(p) &&
        !isCollectPhrase(p) &&
        !isGoalPhrase(p) &&
        !isEnemyCue(p) &&
        !COMPANION_WORDS.has(p.head),
    ),
  );
  const collectible = take(
    free().find((p) => isCollectPhrase(p) && (p.head in ITEM_WORDS || !isSettingPhrase(p))),
  );
  const enemy = take(
    free().find((p) => isEnemyCue(p) && !isSettingPhrase(p)) ??
      free().find((p) => isCreaturePhrase(p) && !isGoalPhrase(p) && !isSettingPhrase(p)),
  );
  const goal = take(free().find((p) => isGoalPhrase(p)));
  const setting = take(
    free().find((p) => isSettingPhrase(p) && wordsOf(p).some((w) => w in SETTING_WORDS)) ??
      free().find((p) => isSettingPhrase(p)),
  );
  return { hero, enemy, setting, collectible, goal };
}
