import type { PromptAnalysis } from '../analyze/types.js';
import type { CreationTexts } from '../buildGame.js';
import { pluralOfPhrase } from '../categorize/plurals.js';
import { grownPhraseOf } from '../world/farming/farmingCast.js';
import { pluralPhrase } from '../world/story.js';
import { leadingPhrase } from './editedNames.js';
import { escapeRegExp } from '../analyze/escapeRegExp.js';

/** Edited genre fields that rewrite the prompt, already picked for the genre. */
export interface PromptFieldEdits {
  /** The enemy the genre's enemy field names ("zombie clowns"), if edited. */
  enemy?: string | undefined;
  /** The crop a farming game grows, if edited. */
  crop?: string | undefined;
}

/** The name a categorized text leads with: "Pickle Knight, the hero who…" → "Pickle Knight". */
function leadingName(text: string): string {
  return (text.split(/[,:.;!?\n]/, 1)[0] ?? '').trim().slice(0, 80);
}

const sameName = (a: string, b: string): boolean => {
  const key = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');
  return key(a) === key(b);
};

/** `text` with its first whole-word, case-insensitive `phrase` replaced, or null if absent. */
function replacePhrase(text: string, phrase: string, by: string): string | null {
  const escaped = escapeRegExp(phrase);
  const pattern = new RegExp(`\\b${escaped}\\b`, 'i');
  return phrase && pattern.test(text) ? text.replace(pattern, by) : null;
}

interface Slot {
  /** Names the player may have written for this slot, the one that wins first. */
  candidates: string[];
  /** What the typed prompt calls it. */
  known: string[];
  phrase: string;
  join: (prompt: string, name: string) => string;
}

/**
 * The prompt to build from once the player edited the categorization (spec §4): a hero,
 * enemy or place whose name was changed replaces its words in the typed prompt (or joins
 * it), so everything else the player typed still counts. An edited secondary character wins
 * over an edited enemy field; an edited crop replaces what the prompt grows. Unedited texts
 * keep the prompt.
 *
 * @example promptWithEdits('A pickle knight fights rats', analysis, texts, { enemy: 'zombie clowns' })
 * // => 'A pickle knight fights zombie clowns'
 */
export function promptWithEdits(
  prompt: string,
  typed: PromptAnalysis,
  texts: CreationTexts,
  fields: PromptFieldEdits,
): string {
  const { hero, enemy, setting } = typed;
  const slots: Slot[] = [
    {
      candidates: [leadingName(texts.characterPrompt)],
      known: [hero.name, hero.phrase],
      phrase: hero.phrase,
      join: (p, n) => `${n}: ${p}`,
    },
    {
      candidates: [
        leadingName(texts.secondaryCharacterPrompt),
        fields.enemy ? leadingPhrase(fields.enemy) : '',
      ],
      known: [enemy.name, enemy.phrase, pluralPhrase(enemy.phrase), pluralOfPhrase(enemy.phrase)],
      phrase: enemy.phrase,
      join: (p, n) => `${p}, fighting ${n}`,
    },
    {
      candidates: [leadingName(texts.environmentCreationPrompt)],
      known: [setting.label],
      phrase: setting.label,
      join: (p, n) => `${p}, in the ${n}`,
    },
  ];
  let result = prompt;
  for (const slot of slots) {
    const name = slot.candidates.find(
      (candidate) => candidate && !slot.known.some((known) => sameName(known, candidate)),
    );
    if (!name) continue;
    result = replacePhrase(result, slot.phrase, name) ?? slot.join(result, name);
  }
  const grown = fields.crop ? grownPhraseOf(result) : undefined;
  if (fields.crop && grown)
    result = replacePhrase(result, grown, leadingPhrase(fields.crop)) ?? result;
  return result.slice(0, 2000);
}
