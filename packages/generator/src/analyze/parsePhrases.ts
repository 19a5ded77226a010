import nlp from 'compromise';
import { CHARACTER_WORDS } from './lexicon/characterWords.js';
import { COLOR_WORDS } from './lexicon/colorWords.js';
import { GOAL_WORDS, ITEM_WORDS } from './lexicon/itemWords.js';
import { SETTING_WORDS } from './lexicon/themes.js';

/** A noun phrase of the prompt with the verb and preposition that lead into it. */
export interface PromptPhrase {
  /** Lower-case words of the phrase without determiners ("angry lava blobs"). */
  text: string;
  /** Singular form of the last noun ("blob"). */
  head: string;
  /** Singular forms of the words before the head ("angry", "lava"). */
  modifiers: string[];
  /** Modifiers the tagger saw as adjectives. */
  adjectives: string[];
  isPlural: boolean;
  /** The head is a person or actor ("plumber", "Luna"). */
  isPerson: boolean;
  /** Infinitive of the latest verb before the phrase ("dodge"), or null. */
  cueVerb: string | null;
  /** Preposition right before the phrase ("in"), or null. */
  cuePreposition: string | null;
}

interface Term {
  text: string;
  normal: string;
  tags: ReadonlySet<string>;
}

/** Verbs the tagger sometimes reads as nouns ("to rescue her kittens"). */
// prettier-ignore
const FORCED_VERBS = new Set([
  'rescue', 'save', 'collect', 'gather', 'dodge', 'escape', 'fight', 'battle', 'reach', 'avoid',
  'find', 'free', 'stomp', 'outrun', 'defeat', 'chase', 'grab', 'explore',
]);
const SIZE_WORDS = new Set(['super', 'mega', 'ultra', 'very', 'really', 'extra']);

/** Word-level answers are pure, so they are cached: the same words come up again and again. */
function cached(compute: (word: string) => string): (word: string) => string {
  const cache = new Map<string, string>();
  return (word) => {
    let answer = cache.get(word);
    if (answer === undefined) {
      answer = compute(word);
      cache.set(word, answer);
    }
    return answer;
  };
}

export const singularOf = cached((word) => {
  // "octopus", "cactus", "grass" are already singular; the tagger would clip them.
  if (/(us|ss|is)$/.test(word)) return word;
  const doc = nlp(word);
  // Tagging in place: a lone word has no context, so say what we already know it is.
  doc.tag('Noun').tag('Plural');
  const singular = doc.nouns().toSingular().text('normal');
  return singular.length > 0 ? singular : word;
});

export const infinitiveOf = cached((word) => {
  const infinitive = nlp(word).verbs().toInfinitive().text('normal');
  return infinitive.length > 0 ? infinitive : word;
});

const verbCheck = cached((word) => (nlp(`they ${word}`).verbs().found ? 'yes' : 'no'));
const canBeVerb = (word: string): boolean => verbCheck(word) === 'yes';

function isLexiconWord(normal: string): boolean {
  const singular = singularOf(normal);
  return (
    singular in CHARACTER_WORDS ||
    singular in ITEM_WORDS ||
    singular in SETTING_WORDS ||
    singular in GOAL_WORDS ||
    normal in COLOR_WORDS
  );
}

const COMMA: Term = { text: ',', normal: ',', tags: new Set(['Comma']) };

function readTerms(prompt: string): Term[] {
  const sentences = nlp(prompt).json({ terms: { normal: true, tags: true } }) as {
    terms: { text: string; normal: string; post: string; tags: string[] }[];
  }[];
  // A sentence end clears the cues; a comma only ends the current phrase.
  return sentences.flatMap((sentence) => [
    ...sentence.terms.flatMap((term) => {
      const word: Term = {
        text: term.text,
        normal: term.normal.replace(/[^a-z0-9'-]/g, ''),
        tags: new Set(term.tags),
      };
      // Punctuation-only terms ("!!!") carry no word; a comma after one still counts.
      if (word.normal.length === 0) return /[,;:]/.test(term.post) ? [COMMA] : [];
      return /[,;:]/.test(term.post) ? [word, COMMA] : [word];
    }),
    { text: '.', normal: '.', tags: new Set(['Break']) },
  ]);
}

/** "battles" or "dodges" after a subject is a verb, even when the tagger says plural noun. */
function isForcedVerb(term: Term): boolean {
  return (
    FORCED_VERBS.has(term.normal) ||
    (term.normal.endsWith('s') && FORCED_VERBS.has(singularOf(term.normal)))
  );
}

const opensNounPhrase = (term: Term | undefined): boolean =>
  term === undefined ||
  term.tags.has('Determiner') ||
  term.tags.has('Adjective') ||
  term.tags.has('Preposition');

/** Participles used as adjectives: "the haunted forest", "across floating islands". */
function isAdjectivalParticiple(
  term: Term,
  previous: Term | undefined,
  next: Term | undefined,
): boolean {
  const isParticiple = term.tags.has('PastTense') || term.tags.has('Gerund');
  const nextIsNominal = next !== undefined && (next.tags.has('Noun') || next.tags.has('Adjective'));
  return isParticiple && nextIsNominal && opensNounPhrase(previous);
}

/**
 * Whether a term acts as a verb here. The tagger is right most of the time; lexicon words
 * are always nouns, and two slips are corrected: "-ing" words after a noun ("forest
 * collecting acorns") and a subject's verb read as a plural noun ("a duck sails to").
 */
function isVerbLike(
  term: Term,
  previous: Term | undefined,
  next: Term | undefined,
  hasClauseVerb: boolean,
): boolean {
  if (isForcedVerb(term)) return true;
  if (isLexiconWord(term.normal)) return false;
  if (isAdjectivalParticiple(term, previous, next)) return false;
  if (term.normal.length > 4 && term.normal.endsWith('ing') && !opensNounPhrase(previous))
    return true;
  if (term.tags.has('Verb')) return true;
  if (!term.normal.endsWith('s') || next === undefined) return false;
  const isSubjectVerb =
    !hasClauseVerb &&
    previous?.tags.has('Noun') === true &&
    (next.tags.has('Preposition') || next.tags.has('Determiner'));
  // "... and bonks grumpy snowmen": a second verb joined by "and".
  const isJoinedVerb =
    (previous?.normal === 'and' || previous?.normal === 'or') &&
    (next.tags.has('Adjective') || next.tags.has('Determiner') || next.tags.has('Noun'));
  return (isSubjectVerb || isJoinedVerb) && canBeVerb(singularOf(term.normal));
}

function isNounLike(term: Term): boolean {
  if (term.tags.has('Pronoun') || term.tags.has('Possessive')) return false;
  return term.tags.has('Noun') || isLexiconWord(term.normal);
}

function isModifierLike(term: Term, next: Term | undefined, previous: Term | undefined): boolean {
  if (term.tags.has('Adjective') || term.tags.has('Value')) return true;
  if (term.tags.has('Adverb')) return SIZE_WORDS.has(term.normal);
  return isAdjectivalParticiple(term, previous, next);
}

/**
 * Splits a prompt into noun phrases using compromise's part-of-speech tags, and notes
 * for each the verb and preposition that lead into it. Deterministic.
 *
 * @example parsePhrases('A pickle knight fights rats in the sewer')
 * // => [{ head: 'knight', modifiers: ['pickle'] ... }, { head: 'rat', cueVerb: 'fight' ... },
 * //     { head: 'sewer', cuePreposition: 'in' ... }]
 */
export function parsePhrases(prompt: string): PromptPhrase[] {
  const terms = readTerms(prompt);
  const phrases: PromptPhrase[] = [];
  let cueVerb: string | null = null;
  let cuePreposition: string | null = null;
  let run: Term[] = [];

  const closeRun = (): void => {
    // A phrase ends on its last noun: "a volcano full" is "volcano".
    let lastNoun = run.length - 1;
    while (lastNoun >= 0 && !isNounLike(run[lastNoun] as Term)) lastNoun--;
    if (lastNoun >= 0) {
      const words = run.slice(0, lastNoun + 1);
      const headTerm = words[words.length - 1] as Term;
      const before = words.slice(0, -1);
      phrases.push({
        text: words.map((w) => w.normal).join(' '),
        head: singularOf(headTerm.normal),
        modifiers: before.map((w) => (w.tags.has('Noun') ? singularOf(w.normal) : w.normal)),
        adjectives: before.filter((w) => !w.tags.has('Noun')).map((w) => w.normal),
        isPlural: headTerm.tags.has('Plural') || singularOf(headTerm.normal) !== headTerm.normal,
        isPerson:
          headTerm.tags.has('Person') ||
          headTerm.tags.has('Actor') ||
          headTerm.tags.has('ProperNoun'),
        cueVerb,
        cuePreposition,
      });
      cuePreposition = null;
    }
    run = [];
  };

  let hasClauseVerb = false;
  terms.forEach((term, index) => {
    const next = terms[index + 1];
    const previous = terms[index - 1];
    if (term.tags.has('Determiner')) {
      closeRun();
    } else if (term.tags.has('Break')) {
      closeRun();
      cueVerb = null;
      cuePreposition = null;
      hasClauseVerb = false;
    } else if (term.tags.has('Comma')) {
      closeRun();
      cuePreposition = null;
    } else if (isVerbLike(term, previous, next, hasClauseVerb)) {
      closeRun();
      cueVerb = infinitiveOf(term.normal);
      cuePreposition = null;
      hasClauseVerb = true;
    } else if (isNounLike(term) || isModifierLike(term, next, previous)) {
      run.push(term);
    } else {
      closeRun();
      if (term.tags.has('Preposition') || term.normal === 'vs' || term.normal === 'versus') {
        cuePreposition = term.normal;
      }
    }
  });
  closeRun();
  return phrases;
}
