import nlp from 'compromise';
import { ATMOSPHERE_NOUNS } from './lexicon/atmosphereWords.js';
import { CHARACTER_WORDS } from './lexicon/characterWords.js';
import { COLOR_WORDS } from './lexicon/colorWords.js';
import { GOAL_WORDS, ITEM_WORDS } from './lexicon/itemWords.js';
import { PLACE_KIND_WORDS } from './lexicon/placeKinds.js';
import { LANDMARK_PHRASES, PLACE_WORDS } from './lexicon/placeWords.js';
import { PHRASAL_VERBS } from './lexicon/phrasalVerbs.js';
import { SENDING_VERBS } from './lexicon/sendingVerbs.js';
import { VERB_WORN, WORN_WORDS } from './lexicon/wornWords.js';
import { SETTING_WORDS } from './lexicon/themes.js';
import {
  ACTION_VERBS,
  COMPOUND_NOUNS,
  CREATURE_WORDS,
  VEHICLE_NOUNS,
  WEAPON_WORDS,
} from './lexicon/thingWords.js';

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
  /**
   * The phrase is in a sentence that gives the player an order ("slap a grumpy boss…"): it is
   * what the player acts on, and the prompt names no hero there.
   */
  isImperative?: boolean;
  /** Which sentence of the prompt the phrase is in, from 0. */
  sentence?: number;
}

interface Term {
  text: string;
  normal: string;
  tags: Set<string>;
}

/** Verbs the tagger sometimes reads as nouns ("to rescue her kittens"). */
// prettier-ignore
const FORCED_VERBS = new Set([
  'rescue', 'save', 'collect', 'gather', 'dodge', 'escape', 'fight', 'battle', 'reach', 'avoid',
  'find', 'free', 'stomp', 'outrun', 'defeat', 'chase', 'grab', 'explore', 'slap', 'slaps', 'splat',
  'splats', 'squish', 'squishes', 'merge', 'merges', 'harvest', 'punch', 'punches', 'duel', 'spar',
  'wrestle',
]);
const SIZE_WORDS = new Set(['super', 'mega', 'ultra', 'very', 'really', 'extra']);
const CLAUSE_WORDS = new Set(['while', 'when', 'whilst', 'because', 'until', 'but']);
/** Prepositions the tagger sometimes reads as adjectives or adverbs ("over Paris"). */
// prettier-ignore
const PREPOSITIONS = new Set([
  'over', 'through', 'across', 'under', 'above', 'below', 'beneath', 'into', 'onto', 'inside', 'around',
  'along', 'past', 'near', 'behind', 'beside', 'between', 'against', 'from', 'with', 'within',
  'throughout', 'toward', 'towards', 'at', 'in', 'on', 'by', 'underneath', 'among', 'amid', 'via',
  'aboard', 'atop', 'versus', 'vs', 'using', 'wielding', 'as', 'without', 'of', 'during', 'outside',
]);
/** Verbs a plural subject often ends a clause with: "while meteors fall", "as bats fly". */
// prettier-ignore
const CLAUSE_END_VERBS = new Set([
  'fall', 'fly', 'rain', 'drop', 'attack', 'chase', 'swim', 'crawl', 'dance', 'explode', 'appear',
  'roam', 'fight', 'run', 'hide', 'wait', 'sleep', 'watch', 'spawn', 'invade', 'charge', 'march',
  'swarm', 'bounce', 'float', 'sing', 'scream', 'cheer', 'burn', 'glow', 'shine', 'grow', 'melt',
]);
/** Place words that are verbs as often ("park the car", "shop for hats"). */
// prettier-ignore
const PLACE_VERBS = new Set([
  'park', 'shop', 'store', 'track', 'ring', 'dock', 'pitch', 'court', 'field', 'mine', 'dump', 'bank',
  'market', 'camp', 'school', 'tower', 'cave', 'roof', 'wave', 'waves', 'bed', 'house', 'pool',
  'shower', 'bath', 'drain', 'pipe', 'tunnel', 'mill', 'plant', 'farm', 'garden', 'surf', 'ice',
  'snow', 'club', 'fair', 'orbit', 'jail', 'ranch', 'pier', 'slope', 'crater', 'dive', 'stage',
  'dune', 'tomb', 'ruin', 'yard', 'hill',
]);
/**
 * Words that name no more than singular-looking nouns: the tagger would clip them ("opera"
 * is no plural of "opus", "pasta" none of "pastum").
 */
const KEEP_AS_IS = /(us|ss|is|ics|a)$/;

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

export const singularOf = cached((word): string => {
  // "octopus", "cactus", "grass", "opera" are already singular; "mars" and "paris" are names;
  // "yetis" is a yeti.
  if (PLACE_WORDS[word] !== undefined) return word;
  if (KEEP_AS_IS.test(word))
    return CREATURE_WORDS.has(word.slice(0, -1)) ? word.slice(0, -1) : word;
  if (word.includes('-')) {
    const parts = word.split('-');
    const last = parts.pop() ?? '';
    return [...parts, singularOf(last)].join('-');
  }
  const doc = nlp(word);
  // Tagging in place: a lone word has no context, so say what we already know it is.
  doc.tag('Noun').tag('Plural');
  const singular = doc.nouns().toSingular().text('normal');
  return singular.length > 0 && !singular.includes(' ')
    ? mendClippedSingular(word, singular)
    : word;
});

/** Nouns whose singular ends in "oe": the tagger clips "toes" to "to" and "canoes" to "cano". */
const OE_NOUNS = /^(?:.*sh|t|can|ob|h|fl|sl|f|d|tipt|mistlet)oes$/;

/**
 * The tagger drops one "e" too many from some plurals: "cheeses" → "chees" (for "cheese"),
 * "toes" → "to" (for "toe"). Puts it back.
 */
function mendClippedSingular(plural: string, singular: string): string {
  if (plural === `${singular}es` && (/ees$/.test(singular) || OE_NOUNS.test(plural))) {
    return `${singular}e`;
  }
  if (singular.endsWith('ve') && F_PLURAL_TAILS.test(plural)) return compoundFSingular(plural);
  return singular;
}

/** Plural tails whose singular ends in "f" or "fe" ("wolves" → "wolf", "knives" → "knife"). */
const F_PLURAL_TAILS = /((?:^|[^d])el|wol|shel|thie|loa|hal|cal)ves$|(kni|wi)ves$/;

/**
 * A compound the tagger does not know keeps a "ve" ("werewolves" → "werewolve"): its tail is
 * singular as on its own ("werewolf", "bookshelf", "housewife"); any other "-ves" word
 * ("olives") is left as the tagger read it.
 */
function compoundFSingular(plural: string): string {
  return plural.replace(F_PLURAL_TAILS, (_tail, toF?: string, toFe?: string) =>
    toF !== undefined ? `${toF}f` : `${toFe}fe`,
  );
}

export const infinitiveOf = cached((word): string => {
  if (word.includes('-')) {
    const parts = word.split('-');
    const last = parts.pop() ?? '';
    return [...parts, infinitiveOf(last)].join('-');
  }
  const alone = nlp(word).verbs().toInfinitive().text('normal');
  if (alone.length > 0 && !alone.includes(' ')) return alone;
  // "slaps" alone is not read as a verb; after a subject it is.
  const after = nlp(`it ${word}`).verbs().toInfinitive().text('normal');
  return after.length > 0 && !after.includes(' ') ? after : word;
});

/** Verbs the tagger's lexicon lacks ("a cyclist pedals down a hill", "a girl rows across"). */
const VERBS_THE_TAGGER_MISSES: ReadonlySet<string> = new Set(['pedal', 'row', 'bowl', 'golf']);
const verbCheck = cached((word) => (nlp(`they ${word}`).verbs().found ? 'yes' : 'no'));
const canBeVerb = (word: string): boolean =>
  VERBS_THE_TAGGER_MISSES.has(word) || verbCheck(word) === 'yes';
/** "waters", "brews": a word that reads as a verb after "she" (with an object to follow). */
const thirdPersonCheck = cached((word) => (nlp(`she ${word} it`).verbs().found ? 'yes' : 'no'));
const canBeThirdPersonVerb = (word: string): boolean => thirdPersonCheck(word) === 'yes';

function isLexiconWord(normal: string): boolean {
  const singular = singularOf(normal);
  if (
    singular in CHARACTER_WORDS ||
    singular in ITEM_WORDS ||
    singular in SETTING_WORDS ||
    singular in GOAL_WORDS ||
    normal in COLOR_WORDS
  )
    return true;
  // Places are nouns ("snowy mountains on Mars"), but for a few that are verbs too.
  if (singular in PLACE_WORDS && !PLACE_VERBS.has(singular)) return true;
  // The open lexicons hold words that are verbs too ("guards", "flies"): the tagger decides.
  const isOpenWord = CREATURE_WORDS.has(singular) || VEHICLE_NOUNS.has(singular);
  return isOpenWord && !canBeVerb(singular);
}

/** Multi-word names from every lexicon: kept together as one noun. */
const MULTI_WORD_NOUNS: ReadonlySet<string> = new Set(
  [
    ...COMPOUND_NOUNS,
    ...Object.keys(PLACE_WORDS),
    ...Object.keys(PLACE_KIND_WORDS),
    ...LANDMARK_PHRASES,
    ...VEHICLE_NOUNS,
    ...Object.keys(WEAPON_WORDS),
  ].filter((key) => key.includes(' ')),
);
const LONGEST_NOUN = Math.max(...[...MULTI_WORD_NOUNS].map((key) => key.split(' ').length));

const COMMA: Term = { text: ',', normal: ',', tags: new Set(['Comma']) };
const BREAK = (): Term => ({ text: '.', normal: '.', tags: new Set(['Break']) });

/**
 * What a player types before the game itself: "make a game where you…", "you have to…",
 * "let's…". The rest is read as an order to the player.
 */
const PREAMBLE =
  /^\s*(?:(?:please\s+)?(?:make|create|build|design|generate|give\s+me|i\s+want|i'd\s+like|let's\s+make|lets\s+make)\s+(?:me\s+)?)?(?:an?\s+|the\s+|my\s+)?(?:[a-z-]+\s+){0,3}?(?:game|level|platformer|minigame|mini-game|story)\s+(?:where|in\s+which|about|of|with|that\s+has|that|set\s+in|in|on)\s+/i;
const YOU_MUST =
  /^\s*(?:(?:you|we|i)\s+(?:have\s+to|must|need\s+to|get\s+to|can|will|should|gotta|got\s+to|try\s+to)\s+|(?:let's|lets|let\s+us|let\s+me)\s+|(?:please|just|now|then|quickly)\s+|(?:you|we)\s+(?=[a-z-]+\s))/i;

/**
 * A sentence that names a fight by what it is fought with ("snowball fight in a park",
 * "a paintball battle at night"): the player fights with it, no hero is named.
 */
const THING_FIGHT =
  /^\s*(?:an?\s+|the\s+)?((?:[a-z-]+\s+){0,2}?[a-z-]+)\s+(fight|battle|war|duel|showdown)(?=\s+(?:in|on|at|through|across|around|under|over|inside|during|against|between|among)\b|\s*[.!?]?\s*$)/i;

function fightAsOrder(sentence: string): string {
  return sentence.replace(THING_FIGHT, (whole, thing: string, fight: string) => {
    const last = singularOf(thing.toLowerCase().split(/\s+/).pop() ?? '');
    // "a cat fight", "a robot battle": creatures fight, the prompt names them.
    return isCreatureWord(last) ? whole : `${fight} with ${thing}`;
  });
}

/** The prompt without what only says "this is a game" and "you must": the game itself. */
export function withoutPreamble(prompt: string): string {
  return prompt
    .split(/(?<=[.!?;])\s+/)
    .map((sentence) => {
      let text = sentence.replace(PREAMBLE, '');
      for (let i = 0; i < 3; i++) text = text.replace(YOU_MUST, '');
      return fightAsOrder(text);
    })
    .join(' ');
}

interface RawTerm {
  text: string;
  normal: string;
  post: string;
  tags: string[];
}

/** Joins "paint-splash", "go-karts" and "T-rex" back into one word, tagged as its last part. */
function joinHyphens(terms: readonly RawTerm[]): RawTerm[] {
  const joined: RawTerm[] = [];
  for (const term of terms) {
    const previous = joined[joined.length - 1];
    if (previous && previous.post === '-' && term.normal.length > 0) {
      joined[joined.length - 1] = {
        text: `${previous.text}-${term.text}`,
        normal: `${previous.normal}-${term.normal}`,
        post: term.post,
        tags: [...new Set([...term.tags.filter((t) => t !== 'Hyphenated'), 'Hyphenated'])],
      };
    } else {
      joined.push({ ...term });
    }
  }
  return joined;
}

const isNounTerm = (term: Term): boolean =>
  (term.tags.has('Noun') || isLexiconWord(term.normal)) && !term.tags.has('Pronoun');

/** A verb with a tense after a subject ("race cars zoom"), not a participle before a noun. */
function isFiniteVerb(term: Term, next: Term | undefined): boolean {
  if (isLexiconWord(term.normal) && !ACTION_VERBS.has(term.normal)) return false;
  if (term.tags.has('Gerund')) return false;
  if (term.tags.has('PastTense') && next !== undefined && isNounTerm(next)) return false;
  if (term.tags.has('Verb')) return true;
  return term.normal.endsWith('s') && next !== undefined && canBeVerb(singularOf(term.normal));
}

function isActionWord(normal: string): boolean {
  if (ACTION_VERBS.has(normal)) return true;
  return normal.includes('-') && normal.split('-').some((part) => ACTION_VERBS.has(part));
}

/**
 * Whether the sentence starts with an order to the player ("slap a grumpy boss", "race shopping
 * carts"): its first word can be a verb and no verb with a tense follows the nouns after it
 * ("race cars zoom through the city" starts with a subject).
 */
function startsWithOrder(terms: readonly Term[]): boolean {
  const first = terms[0];
  if (!first || first.tags.has('Determiner') || first.tags.has('Pronoun')) return false;
  const isVerbTagged =
    first.tags.has('Verb') &&
    (first.tags.has('Imperative') || first.tags.has('Infinitive')) &&
    !isLexiconWord(first.normal);
  if (!isActionWord(first.normal) && !isVerbTagged) return false;
  if (first.normal.endsWith('s') && !ACTION_VERBS.has(first.normal) && !first.normal.includes('-'))
    return false;
  // "race car", "fire trucks race…": a name that starts with a verb is a name, unless plural
  // and ordered somewhere ("race cars through the city").
  const compound = compoundAt(terms, 0);
  if (compound > 0) {
    const last = terms[compound - 1] as Term;
    const after = terms[compound];
    const isOrdered =
      last.tags.has('Plural') &&
      after !== undefined &&
      (after.tags.has('Preposition') || after.tags.has('Determiner'));
    if (!isOrdered) return false;
  }
  for (let i = 1; i < terms.length; i++) {
    const term = terms[i] as Term;
    if (term.tags.has('Determiner')) {
      // "Zip the plumber runs from zombies": a name, then its subject's verb.
      let end = i + 1;
      while (end < terms.length && isNominal(terms[end] as Term)) end++;
      const after = terms[end];
      return after === undefined || !isSubjectsVerb(after, terms[end + 1]);
    }
    if (
      term.tags.has('Preposition') ||
      term.tags.has('Comma') ||
      term.tags.has('Break') ||
      term.tags.has('Possessive') ||
      term.tags.has('Pronoun')
    )
      return true;
    // "combine sweet candy drops into…": after an order, "-s" words are plural nouns.
    const isPluralLike = term.normal.endsWith('s') && isActionWord(first.normal);
    if (i > 1 && !term.tags.has('Compound') && !isPluralLike && isFiniteVerb(term, terms[i + 1]))
      return false;
  }
  return true;
}

const isNominal = (term: Term): boolean =>
  !term.tags.has('Verb') &&
  (term.tags.has('Adjective') || term.tags.has('Value') || isNounTerm(term));

/** "runs", "ran": a verb that agrees with a subject, not an order's bare verb ("help X escape"). */
function isSubjectsVerb(term: Term, next: Term | undefined): boolean {
  if (term.tags.has('Gerund') || term.tags.has('Infinitive')) return false;
  if (term.tags.has('PastTense')) return next === undefined || !isNounTerm(next);
  if (term.tags.has('Verb') && term.tags.has('PresentTense')) return true;
  return (
    term.normal.endsWith('s') &&
    !isLexiconWord(term.normal) &&
    canBeVerb(singularOf(term.normal)) &&
    next !== undefined
  );
}

/** How many words of a multi-word noun start at `index` (0 when none does). */
function compoundAt(terms: readonly Term[], index: number): number {
  // "under the sea" is a place after a preposition, never glued to the noun before it.
  if (PREPOSITIONS.has(terms[index]?.normal ?? '')) return 0;
  for (let size = Math.min(LONGEST_NOUN, terms.length - index); size >= 2; size--) {
    const window = terms.slice(index, index + size);
    if (window.some((t) => t.tags.has('Break') || t.tags.has('Comma'))) continue;
    const words = window.map((t) => t.normal);
    const key = [...words.slice(0, -1), singularOf(words[words.length - 1] as string)].join(' ');
    if (MULTI_WORD_NOUNS.has(key)) return size;
  }
  return 0;
}

/** Marks multi-word nouns ("shopping cart", "throne room", "statue of liberty") as nouns. */
function markCompounds(terms: Term[], from: number): void {
  for (let i = from; i < terms.length; i++) {
    const size = compoundAt(terms, i);
    if (size === 0) continue;
    for (const term of terms.slice(i, i + size)) {
      const plural = term.tags.has('Plural');
      term.tags = new Set(['Noun', 'Compound', ...(plural ? ['Plural'] : [])]);
    }
    i += size - 1;
  }
}

/**
 * "robot guards fight a hero", "pirate ships sail": an "-s" word the tagger read as a verb
 * between a noun and a bare verb is the plural head of the subject, and the bare verb is its
 * verb (two verbs in a row are no English).
 */
function markPluralSubjects(terms: Term[]): void {
  for (let i = 1; i + 1 < terms.length; i++) {
    const [previous, term, next] = [terms[i - 1], terms[i], terms[i + 1]] as [Term, Term, Term];
    if (term.tags.has('Compound') || !term.normal.endsWith('s') || !term.tags.has('Verb')) continue;
    if (!previous.tags.has('Noun') || previous.tags.has('Possessive')) continue;
    if (terms.slice(0, i).some((t) => t.tags.has('Verb') || t.tags.has('Preposition'))) return;
    // "a pizza runs away": a particle after the verb is no second verb.
    const isBareVerb =
      next.tags.has('Verb') &&
      !next.tags.has('Particle') &&
      !next.normal.endsWith('s') &&
      !next.tags.has('Gerund') &&
      !next.tags.has('PastTense');
    // "robot guards fight ninjas": an action the tagger took for a noun is the verb too.
    const isActionAfter = !next.tags.has('Verb') && ACTION_VERBS.has(next.normal);
    if (!isBareVerb && !isActionAfter) return;
    term.tags = new Set(['Noun', 'Plural']);
    if (isActionAfter) next.tags = new Set(['Verb', 'PresentTense']);
    return;
  }
}

const ARTICLES: ReadonlySet<string> = new Set(['a', 'an', 'the']);

/** Tags fixed where the tagger is known to slip on game prompts. */
function correctTags(terms: Term[]): boolean {
  terms.forEach((term, index) => {
    const next = terms[index + 1];
    const hasObject = next !== undefined && !next.tags.has('Break') && !next.tags.has('Comma');
    if (PREPOSITIONS.has(term.normal) && hasObject) term.tags = new Set(['Preposition']);
    // "on a green": an article is an article, whatever the tagger makes of the noun after it.
    if (ARTICLES.has(term.normal) && hasObject) term.tags = new Set(['Determiner']);
    // "in a cornfield": a word in lower case after "a" is no one's own name.
    const previous = terms[index - 1];
    if (
      (previous?.normal === 'a' || previous?.normal === 'an') &&
      term.tags.has('ProperNoun') &&
      term.text === term.text.toLowerCase()
    ) {
      term.tags = new Set([...term.tags].filter((tag) => tag !== 'ProperNoun'));
    }
  });
  // Names after the first word first: "race office chairs" is not "race office" + "chairs".
  markCompounds(terms, 1);
  const isOrder = startsWithOrder(terms);
  if (isOrder) {
    const first = terms[0] as Term;
    first.tags = new Set(['Verb', 'Imperative']);
    // "swat flies", "race motorbikes": the order's object, not a second verb.
    const object = terms[1];
    if (
      object !== undefined &&
      object.tags.has('Verb') &&
      object.normal.endsWith('s') &&
      !object.tags.has('Compound')
    ) {
      object.tags = new Set(['Noun', 'Plural']);
    }
  } else {
    markCompounds(terms, 0);
    markPluralSubjects(terms);
    // "Zip the plumber runs…": a first word read as a verb that gives no order is a name.
    const first = terms[0];
    if (first?.tags.has('Verb') === true && terms[1]?.tags.has('Determiner') === true) {
      first.tags = new Set(['Noun', 'ProperNoun', 'Name']);
    }
  }
  return isOrder;
}

interface Sentence {
  terms: Term[];
  isImperative: boolean;
}

function readSentences(prompt: string): Sentence[] {
  const sentences = nlp(withoutPreamble(prompt)).json({
    terms: { normal: true, tags: true },
  }) as { terms: RawTerm[] }[];
  // A sentence end clears the cues; a comma only ends the current phrase.
  return sentences.map((sentence) => {
    const terms = joinHyphens(sentence.terms).flatMap((term): Term[] => {
      const word: Term = {
        text: term.text,
        normal: term.normal.replace(/[^a-z0-9'-]/g, '').replace(/^-+|-+$/g, ''),
        tags: new Set(term.tags),
      };
      // Punctuation-only terms ("!!!") carry no word; a comma after one still counts.
      if (word.normal.length === 0) return /[,;:]/.test(term.post) ? [COMMA] : [];
      return /[,;:]/.test(term.post) ? [word, { ...COMMA, tags: new Set(COMMA.tags) }] : [word];
    });
    const read = withPhrasalVerbs(terms);
    const isImperative = correctTags(read);
    return { terms: [...read, BREAK()], isImperative };
  });
}

/**
 * "shoot down UFOs", "picks up shells": a verb and its particle read as the one verb they mean
 * (`PHRASAL_VERBS`), so the particle leads into no place.
 */
function withPhrasalVerbs(terms: readonly Term[]): Term[] {
  const read: Term[] = [];
  for (const term of terms) {
    const verb = read[read.length - 1];
    const meaning =
      verb === undefined
        ? undefined
        : (PHRASAL_VERBS[`${verb.normal} ${term.normal}`] ??
          PHRASAL_VERBS[`${infinitiveOf(verb.normal)} ${term.normal}`]);
    if (verb !== undefined && meaning !== undefined) {
      read[read.length - 1] = { ...verb, normal: meaning, tags: new Set(['Verb', 'Infinitive']) };
    } else {
      read.push(term);
    }
  }
  return read;
}

/** "battles" or "dodges" after a subject is a verb, even when the tagger says plural noun. */
function isForcedVerb(term: Term): boolean {
  if (term.tags.has('Compound')) return false;
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
  // "fights roaring flames", "dodges falling rocks": right after the clause's verb too.
  const afterVerb =
    previous !== undefined && previous.tags.has('Verb') && !previous.tags.has('Gerund');
  // "collecting lost keys", "finding hidden gears": a past participle after an "-ing" verb.
  const afterGerund =
    previous !== undefined &&
    (previous.tags.has('Gerund') ||
      (previous.normal.endsWith('ing') && previous.normal.length > 5)) &&
    term.tags.has('PastTense') &&
    next?.tags.has('Noun') === true;
  return isParticiple && nextIsNominal && (opensNounPhrase(previous) || afterVerb || afterGerund);
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
  later: readonly Term[] = [],
): boolean {
  if (term.tags.has('Imperative') && previous === undefined) return true;
  if (term.tags.has('Compound')) return false;
  if (isForcedVerb(term)) return true;
  // "while lava bombs fall"": a plural subject's verb at the end of its clause.
  if (
    previous?.tags.has('Plural') === true &&
    CLAUSE_END_VERBS.has(term.normal) &&
    (next === undefined || !isNounTerm(next))
  )
    return true;
  // "a tiny knight slap-battles a troll": a hyphenated action after a subject.
  if (
    term.normal.includes('-') &&
    isActionWord(term.normal) &&
    previous?.tags.has('Noun') === true &&
    next !== undefined &&
    (next.tags.has('Determiner') || next.tags.has('Adjective') || next.tags.has('Noun'))
  )
    return true;
  if (isLexiconWord(term.normal))
    return !hasClauseVerb && isSubjectsLexiconVerb(term, previous, next, later);
  if (isAdjectivalParticiple(term, previous, next)) return false;
  // "-ing" after a noun acts ("forest collecting acorns"); between a verb and its noun it
  // describes ("fights roaring flames").
  const describesObject =
    previous?.tags.has('Verb') === true && next !== undefined && next.tags.has('Noun');
  if (
    term.normal.length > 4 &&
    term.normal.endsWith('ing') &&
    !opensNounPhrase(previous) &&
    !describesObject
  )
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

/**
 * A word the tagger read as a verb that can only be a noun here, retagged so: right after a
 * preposition or an article ("at seals"), or a plural after the clause's verb and its
 * modifiers ("chases runaway pancakes through…", "battles bullies in…").
 */
function isNounForSure(terms: readonly Term[], index: number, hasClauseVerb: boolean): boolean {
  const [previous, term, next] = [terms[index - 1], terms[index] as Term, terms[index + 1]];
  if (!term.tags.has('Verb') || term.tags.has('Imperative') || term.normal.endsWith('ing'))
    return false;
  if (isObjectHead(term, terms, index, hasClauseVerb)) {
    term.tags = new Set(['Noun', ...(term.normal.endsWith('s') ? ['Plural'] : [])]);
    return true;
  }
  const afterArticle =
    previous !== undefined &&
    (previous.tags.has('Determiner') ||
      (previous.tags.has('Preposition') && previous.normal !== 'to' && previous.normal !== 'as'));
  const pluralObject =
    hasClauseVerb &&
    term.normal.endsWith('s') &&
    previous !== undefined &&
    (previous.tags.has('Adjective') || previous.tags.has('Noun')) &&
    !previous.tags.has('Pronoun') &&
    (next === undefined ||
      next.tags.has('Preposition') ||
      next.tags.has('Break') ||
      next.tags.has('Comma') ||
      next.tags.has('Determiner'));
  if (!afterArticle && !pluralObject) return false;
  term.tags = new Set(['Noun', ...(term.normal.endsWith('s') ? ['Plural'] : [])]);
  return true;
}

/**
 * "races a jet boat down a river", "with a big book in the library": after the clause's verb,
 * the last word of a noun phrase opened by an article or a preposition, before a preposition or
 * the end, is the phrase's head noun even when it can be a verb ("boat", "book", "pack").
 */
function isObjectHead(term: Term, terms: readonly Term[], index: number, hasClauseVerb: boolean) {
  if (!hasClauseVerb || term.tags.has('PastTense')) return false;
  const next = terms[index + 1];
  const endsPhrase =
    next === undefined ||
    next.tags.has('Preposition') ||
    next.tags.has('Break') ||
    next.tags.has('Comma');
  if (!endsPhrase) return false;
  let start = index - 1;
  while (start >= 0 && isNominal(terms[start] as Term)) start--;
  const opener = terms[start];
  return (
    start < index - 1 &&
    opener !== undefined &&
    (opener.tags.has('Determiner') ||
      (opener.tags.has('Preposition') && opener.normal !== 'to' && opener.normal !== 'as'))
  );
}

/**
 * "a banana phone rings in a house": a lexicon word ("ring") is the subject's verb when it
 * follows the subject, leads into a preposition and no other verb comes later.
 */
function isSubjectsLexiconVerb(
  term: Term,
  previous: Term | undefined,
  next: Term | undefined,
  later: readonly Term[],
): boolean {
  if (!term.normal.endsWith('s') || term.tags.has('Compound')) return false;
  if (singularOf(term.normal) in PLACE_WORDS) return false;
  if (previous?.tags.has('Noun') !== true || next?.tags.has('Preposition') !== true) return false;
  const hasLaterVerb = later.some(
    (t, i) => t.tags.has('Verb') && !isAdjectivalParticiple(t, later[i - 1], later[i + 1]),
  );
  return !hasLaterVerb && canBeVerb(singularOf(term.normal));
}

/** A word for an animal, a person or a creature ("sloth", "robot", "witch"). */
function isCreatureWord(normal: string): boolean {
  const singular = singularOf(normal);
  const trait = CHARACTER_WORDS[singular];
  return CREATURE_WORDS.has(singular) || (trait !== undefined && trait.kind !== 'material');
}

/**
 * "a sleepy sloth farms bananas", "a robot waters flowers", "two grannies sprint through…",
 * "a cheetah runs": after the creature that opens a clause, a word that can be its verb (an
 * "-s" word after one, a bare one after many) and leads into what it acts on, a preposition or
 * the clause's end is the creature's verb, whatever the tagger or the place lexicon make of it
 * ("farm" is a place, "waters" a plural). Things and creatures stay nouns ("pirate ships",
 * "robot dogs").
 */
function isCreaturesVerb(
  term: Term,
  previous: Term | undefined,
  next: Term | undefined,
  hasClauseVerb: boolean,
  isAfterPreposition: boolean,
): boolean {
  if (hasClauseVerb || isAfterPreposition || previous === undefined || next === undefined)
    return false;
  if (term.tags.has('Compound') || term.normal.includes('-')) return false;
  // "a witch's broom flies": what someone owns is the subject, not the owner.
  if (!isNounTerm(previous) || previous.tags.has('Possessive')) return false;
  const sends = sendsObject(term, previous, next);
  if (!isCreatureWord(previous.normal) && !sends) return false;
  // "a sloth farms", "two grannies sprint": the verb agrees with its subject.
  const isPluralSubject = singularOf(previous.normal) !== previous.normal;
  if (term.normal.endsWith('s') === isPluralSubject) return false;
  const singular = isPluralSubject ? term.normal : singularOf(term.normal);
  const isThing =
    isCreatureWord(singular) ||
    singular in ITEM_WORDS ||
    singular in GOAL_WORDS ||
    (singular in PLACE_WORDS && !PLACE_VERBS.has(singular));
  if (isThing && !sends) return false;
  const leadsToObject =
    next.tags.has('Break') ||
    next.tags.has('Comma') ||
    next.tags.has('Preposition') ||
    next.tags.has('Noun') ||
    next.tags.has('Adjective') ||
    next.tags.has('Determiner') ||
    next.tags.has('Value') ||
    next.normal.endsWith('s');
  const canBe = isPluralSubject
    ? canBeVerb(singular)
    : canBeVerb(singular) || canBeThirdPersonVerb(term.normal);
  return leadsToObject && canBe;
}

/**
 * "a submarine fires torpedoes", "a catapult hurls boulders", "a truck drops crates": after a
 * one-thing subject, a sending verb that is a plural noun too ("fires", "drops") with what it
 * sends right after it. Whatever the subject is, a creature or a thing.
 */
function sendsObject(term: Term, previous: Term, next: Term): boolean {
  if (!term.normal.endsWith('s') || singularOf(previous.normal) !== previous.normal) return false;
  if (!SENDING_VERBS.has(singularOf(term.normal))) return false;
  return (
    next.tags.has('Determiner') ||
    next.tags.has('Adjective') ||
    next.tags.has('Value') ||
    ((next.tags.has('Noun') || next.normal.endsWith('s')) && !next.tags.has('Preposition'))
  );
}

/** "a frog riding…": an "-ing" word right after the subject, before the clause has a verb. */
const isSubjectsParticiple = (term: Term, previous: Term | undefined, hasClauseVerb: boolean) =>
  !hasClauseVerb && term.normal.endsWith('ing') && previous !== undefined && isNounTerm(previous);

/**
 * "a banana wearing sunglasses dances on a beach": after the subject's participle and its
 * object, a verb ending in "-s" that leads into a preposition or the end is the
 * subject's own verb, not part of the object's name.
 */
function isVerbAfterParticiple(term: Term, previous: Term | undefined, next: Term | undefined) {
  if (!term.normal.endsWith('s') || term.tags.has('Compound') || previous === undefined)
    return false;
  const verb = singularOf(term.normal);
  // "a taco wearing a tutu spins": any verb will do, so long as it names no thing worn or held.
  const isOtherVerb =
    !isLexiconWord(term.normal) && !(verb in WORN_WORDS) && canBeThirdPersonVerb(term.normal);
  // "a shark wearing sneakers skateboards through…": a ride's verb too ("skateboards").
  const isRideVerb = VERB_WORN[verb] !== undefined;
  if (!ACTION_VERBS.has(verb) && !CLAUSE_END_VERBS.has(verb) && !isOtherVerb && !isRideVerb)
    return false;
  const endsClause =
    next === undefined ||
    next.tags.has('Preposition') ||
    next.tags.has('Determiner') ||
    next.tags.has('Break') ||
    next.tags.has('Comma');
  return endsClause && isNounTerm(previous);
}

/** "waters flowers": a plural the tagger read as a verb right after the clause's verb. */
function isObjectAfterVerb(term: Term, after: Term | undefined): boolean {
  const endsPhrase =
    after === undefined ||
    after.tags.has('Break') ||
    after.tags.has('Comma') ||
    after.tags.has('Preposition') ||
    after.tags.has('Determiner');
  return term.normal.endsWith('s') && term.tags.has('Verb') && endsPhrase;
}

function isNounLike(term: Term): boolean {
  if (term.tags.has('Pronoun') || term.tags.has('Possessive')) return false;
  return term.tags.has('Noun') || isLexiconWord(term.normal) || ATMOSPHERE_NOUNS.has(term.normal);
}

/**
 * Words that say what part a thing plays, not what it is: "a kitchen sponge hero" is a sponge,
 * "a pizza mascot" a pizza.
 */
const ROLE_NOUNS: ReadonlySet<string> = new Set([
  'hero',
  'heroes',
  'heroine',
  'heroines',
  'champion',
  'champions',
  'mascot',
  'mascots',
  'character',
  'characters',
]);

/**
 * A phrase whose last word is a role noun after a thing's name ("a sock puppet hero") is that
 * thing: the role noun goes, so the thing is the head the art draws. A place before it ("a
 * kitchen hero") or nothing at all ("a hero") keeps it.
 */
function withoutRoleNoun(words: Term[]): Term[] {
  const last = words[words.length - 1];
  const thing = words[words.length - 2];
  if (!last || !thing || !ROLE_NOUNS.has(last.normal)) return words;
  if (!thing.tags.has('Noun') || thing.tags.has('Adjective')) return words;
  const singular = singularOf(thing.normal);
  if (singular in PLACE_WORDS || singular in SETTING_WORDS || singular in PLACE_KIND_WORDS) {
    return words;
  }
  return words.slice(0, -1);
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
  const phrases: PromptPhrase[] = [];
  readSentences(prompt).forEach(({ terms, isImperative }, sentence) => {
    let cueVerb: string | null = null;
    let cuePreposition: string | null = null;
    let run: Term[] = [];
    // An order's phrases are what the player acts on, even in its "while…" clauses.
    const inOrder = isImperative;

    const closeRun = (): void => {
      // A phrase ends on its last noun: "a volcano full" is "volcano".
      let lastNoun = run.length - 1;
      while (lastNoun >= 0 && !isNounLike(run[lastNoun] as Term)) lastNoun--;
      if (lastNoun >= 0) {
        const words = withoutRoleNoun(run.slice(0, lastNoun + 1));
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
          isImperative: inOrder,
          sentence,
        });
        cuePreposition = null;
      }
      run = [];
    };

    let hasClauseVerb = isImperative;
    // "a banana wearing sunglasses dances…": the subject's participle is no verb of the clause.
    let hasOnlyParticiple = false;
    terms.forEach((term, index) => {
      const next = terms[index + 1];
      const previous = terms[index - 1];
      if (term.tags.has('Determiner')) {
        closeRun();
      } else if (term.tags.has('Break')) {
        closeRun();
      } else if (term.tags.has('Comma')) {
        closeRun();
        cuePreposition = null;
      } else if (isCreaturesVerb(term, previous, next, hasClauseVerb, cuePreposition !== null)) {
        closeRun();
        hasOnlyParticiple = isSubjectsParticiple(term, previous, hasClauseVerb);
        term.tags = new Set(['Verb', 'PresentTense']);
        if (next && isObjectAfterVerb(next, terms[index + 2]))
          next.tags = new Set(['Noun', 'Plural']);
        // "sprints" alone is no verb to the tagger: its singular is the infinitive.
        const infinitive = infinitiveOf(term.normal);
        cueVerb = infinitive === term.normal ? singularOf(term.normal) : infinitive;
        cuePreposition = null;
        hasClauseVerb = true;
      } else if (hasOnlyParticiple && isVerbAfterParticiple(term, previous, next)) {
        closeRun();
        cueVerb = singularOf(term.normal);
        cuePreposition = null;
        hasOnlyParticiple = false;
      } else if (hasOnlyParticiple && singularOf(term.normal) in WORN_WORDS) {
        // "a frog wearing rain boots": what is worn is a thing, whatever else it can mean.
        term.tags = new Set(['Noun', ...(term.normal.endsWith('s') ? ['Plural'] : [])]);
        run.push(term);
      } else if (
        !isNounForSure(terms, index, hasClauseVerb) &&
        isVerbLike(term, previous, next, hasClauseVerb, terms.slice(index + 1))
      ) {
        closeRun();
        hasOnlyParticiple = isSubjectsParticiple(term, previous, hasClauseVerb);
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
        // "… while zombies chase you": a new clause, led by no verb yet.
        if (CLAUSE_WORDS.has(term.normal)) {
          cueVerb = null;
          cuePreposition = null;
          hasClauseVerb = false;
        }
      }
    });
    closeRun();
  });
  return phrases;
}
