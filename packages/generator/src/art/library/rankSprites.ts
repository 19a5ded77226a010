import { CHARACTER_WORDS } from '../../analyze/lexicon/characterWords.js';
import type { LibrarySpriteRef } from '../../analyze/types.js';
import { spriteIndex, type SpriteEntry, type SpriteIndex } from './spriteIndex.js';
import {
  FILLER_HEADS,
  OBJECT_ROLE_HEADS,
  PHRASE_BREAKS,
  ROLE_HEADS,
  singularForms,
  SOFT_MODIFIERS,
  STOP_WORDS,
  WEAPON_HEADS,
  wordsOf,
} from './words.js';

/** Below this similarity a sprite is a guess, not the thing the player named. */
export const SPECIFIC_SIMILARITY = 0.6;

const HEAD_WEIGHT = 1;
const MODIFIER_WEIGHT = 0.4;
const SOFT_WEIGHT = 0.12;
/** Longest phrase read; the head noun comes last, so the end is kept. */
const MAX_WORDS = 6;

interface QueryWord {
  word: string;
  weight: number;
}

const round3 = (value: number): number => Math.round(value * 1000) / 1000;

/** The first singular form of a word the index knows (else the word as written). */
function known(index: SpriteIndex, word: string): string {
  return (
    singularForms(word).find((form) => index.postings.has(form) || index.names.has(form)) ?? word
  );
}

const NONE: ReadonlySet<string> = new Set();

/** Head 1, modifiers 0.4, mood and size words (and any in `soft`) 0.12. */
function weighted(words: readonly string[], soft: ReadonlySet<string>): QueryWord[] {
  return words.map((word, position) => ({
    word,
    weight:
      position === words.length - 1
        ? HEAD_WEIGHT
        : SOFT_MODIFIERS.has(word) || soft.has(word)
          ? SOFT_WEIGHT
          : MODIFIER_WEIGHT,
  }));
}

/**
 * The noun phrase's words, singular, head last: determiners and numbers go, and the phrase
 * ends at its first preposition ("grandma with a frying pan" → grandma), unless the whole
 * text is a name ("statue of liberty").
 */
function queryWords(index: SpriteIndex, phrase: string): string[] {
  const all = wordsOf(phrase).slice(0, 24);
  const content = (words: readonly string[]) =>
    words.filter((word) => !STOP_WORDS.has(word)).map((word) => known(index, word));
  const whole = content(all);
  if (index.names.has(whole.join(' '))) return whole;
  const firstContent = all.findIndex((word) => !STOP_WORDS.has(word));
  const cut = all.findIndex((word, position) => position > firstContent && PHRASE_BREAKS.has(word));
  return content(cut > 0 ? all.slice(0, cut) : all).slice(-MAX_WORDS);
}

interface Scored {
  entry: number;
  similarity: number;
}

/** How well one entry accounts for the query's words (0..1), or 0 when the head is missing. */
function similarityOf(
  index: SpriteIndex,
  query: readonly QueryWord[],
  entryIndex: number,
  exactSpan: { length: number; strength: number } | undefined,
): number {
  const entry = index.entries[entryIndex] as SpriteEntry;
  const spanStart = query.length - (exactSpan?.length ?? 0);
  let covered = 0;
  let total = 0;
  let headStrength = 0;
  query.forEach(({ word, weight }, position) => {
    const strength =
      position >= spanStart
        ? (exactSpan?.strength ?? 0)
        : (index.postings.get(word)?.get(entryIndex) ?? 0);
    covered += weight * strength;
    total += weight;
    if (position === query.length - 1) headStrength = strength;
  });
  if (headStrength === 0) return 0;
  const queryWordSet = new Set(query.map(({ word }) => word));
  const ownWords = entry.nameWords.filter((word) => queryWordSet.has(word)).length;
  // A name the player's words spell in full (an extra name, a keyword phrase) is all of it.
  const entryCover =
    exactSpan && exactSpan.strength >= 1
      ? 1
      : entry.nameWords.length === 0
        ? 0
        : ownWords / entry.nameWords.length;
  return (covered / total) * (0.55 + 0.45 * entryCover) * entry.weight;
}

function scoreQuery(
  index: SpriteIndex,
  words: readonly string[],
  soft: ReadonlySet<string> = NONE,
): Scored[] {
  if (words.length === 0) return [];
  const query = weighted(words, soft);
  const head = words[words.length - 1] as string;
  // Longest name spelled by the words that end on the head ("office boss", "boss").
  const spans = new Map<number, { length: number; strength: number }>();
  for (let start = 0; start < words.length; start += 1) {
    const span = words.slice(start);
    const keys = span.length > 1 ? [span.join(' '), span.join('')] : [span.join(' ')];
    for (const key of keys) {
      for (const hit of index.names.get(key) ?? []) {
        const known = spans.get(hit.entry);
        if (!known || known.length < span.length) {
          spans.set(hit.entry, { length: span.length, strength: hit.strength });
        }
      }
    }
  }
  const candidates = new Set<number>([
    ...spans.keys(),
    ...(index.postings.get(head)?.keys() ?? []),
  ]);
  const scored: Scored[] = [];
  for (const entry of candidates) {
    const similarity = similarityOf(index, query, entry, spans.get(entry));
    if (similarity > 0) scored.push({ entry, similarity });
  }
  return scored;
}

/** Whether the last words spell a name the index knows ("pirate captain", "office boss"). */
function spellsName(index: SpriteIndex, words: readonly string[]): boolean {
  for (let start = 0; start < words.length - 1; start += 1) {
    const span = words.slice(start);
    if (index.names.has(span.join(' ')) || index.names.has(span.join(''))) return true;
  }
  return false;
}

const isSpecific = (scored: readonly Scored[]): boolean =>
  scored.some((hit) => hit.similarity >= SPECIFIC_SIMILARITY);

/**
 * A role or weapon head with modifiers that are not one name with it: a creature before a
 * role is its body ("fox explorer" is a fox, the role counting little), else the modifiers
 * only say which kind ("pickle knight", "space marine", "star blaster") and count little.
 * A role acting on its modifier ("ghost hunter") never takes it as its body.
 */
function kindHeaded(index: SpriteIndex, words: readonly string[], head: string): Scored[] {
  const modifiers = words.slice(0, -1);
  if (ROLE_HEADS.has(head) && !OBJECT_ROLE_HEADS.has(head)) {
    const body = modifiers.findLast((word) => CHARACTER_WORDS[word]?.kind === 'species');
    if (body !== undefined) {
      const asBody = [head, ...modifiers.filter((word) => word !== body), body];
      const scored = scoreQuery(index, asBody, new Set([head]));
      if (isSpecific(scored)) return scored;
    }
  }
  return scoreQuery(index, words, new Set(modifiers));
}

function ranked(index: SpriteIndex, phrase: string): Scored[] {
  const words = queryWords(index, phrase);
  let scored = scoreQuery(index, words);
  const head = words[words.length - 1];
  if (head && words.length > 1 && !spellsName(index, words)) {
    if (FILLER_HEADS.has(head)) {
      // "banana man", "shark thing": a filler head is the thing in front of it.
      const front = scoreQuery(index, words.slice(0, -1));
      if (isSpecific(front)) scored = front;
    } else if (ROLE_HEADS.has(head) || WEAPON_HEADS.has(head)) {
      scored = kindHeaded(index, words, head);
    }
  }
  return scored.sort(
    (a, b) =>
      b.similarity - a.similarity ||
      (index.entries[a.entry] as SpriteEntry).rank - (index.entries[b.entry] as SpriteEntry).rank,
  );
}

function refOf(index: SpriteIndex, { entry, similarity }: Scored): LibrarySpriteRef {
  const { id, label } = index.entries[entry] as SpriteEntry;
  return { id, label, similarity: round3(Math.min(1, similarity)) };
}

/**
 * The library sprites that best show a noun phrase, best first, with their similarity in
 * 0..1 (how much of the phrase their names and keywords account for). Same phrase, same list.
 *
 * @example rankSprites('tiny dragons', 2) // => [{ id: 'fluent-emoji-flat:dragon', label: 'dragon', similarity: 0.893 }, …]
 */
export function rankSprites(phrase: string, limit = 5): LibrarySpriteRef[] {
  const index = spriteIndex();
  return ranked(index, phrase)
    .slice(0, limit)
    .map((hit) => refOf(index, hit));
}

/**
 * The one sprite that shows what a noun phrase names, or null when nothing specific does
 * (never a generic stand-in): plurals, multi-word nouns ("frying pan", "shopping carts"),
 * players' words ("grandma") and the head noun over its modifiers ("volcano dragon").
 *
 * @example lookupSprite('shopping carts')?.id // => 'fluent-emoji-flat:shopping-cart'
 * @example lookupSprite('blorptang') // => null
 */
export function lookupSprite(phrase: string): LibrarySpriteRef | null {
  const best = rankSprites(phrase, 1)[0];
  return best && best.similarity >= SPECIFIC_SIMILARITY ? best : null;
}
