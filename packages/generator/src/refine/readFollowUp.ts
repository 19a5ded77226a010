import type { GameGenre } from '@promptplay/contracts';
import { MOOD_WORDS, TIME_WORDS, WEATHER_WORDS } from '../analyze/lexicon/atmosphereWords.js';
import { COLOR_WORDS } from '../analyze/lexicon/colorWords.js';
import { PLACE_WORDS } from '../analyze/lexicon/placeWords.js';
import { singularOf } from '../analyze/parsePhrases.js';
import { drawableDesign } from '../design/applyWorldDesign.js';
import type { FollowUpEdit, HeroLookEdit } from './followUpEdits.js';
import { BOSS_FIELDS, ENEMY_COUNT_FIELDS, SPEED_FIELDS } from './worldTuning.js';

const HERO = '(?:hero|player|main character|character|guy)';
const ENEMY =
  '(?:enemies|enemy|bad guys?|baddies|baddie|villains?|monsters?|foes?|opponents?|rivals?|targets?|hazards?)';
const ARTICLES = /^(?:now |also |instead |all |a |an |the |some |into |to |be )+/;

/** How much faster or slower, and how many more or fewer, one follow-up makes the game. */
const FASTER = 1.3;
const SLOWER = 0.75;
const MORE = 1.5;
const FEWER = 0.67;

const SPEED_UP = /\b(?:faster|quicker|speedier|speed (?:it|them|things)? ?up|more speed|zoom)\b/;
const SLOW_DOWN = /\b(?:slower|slow (?:it|them|things)? ?down|less speed|calmer)\b/;
const HARDER = /\b(?:harder|tougher|more (?:difficult|challenging)|difficult|challenging)\b/;
const EASIER = /\b(?:easier|simpler|less (?:hard|difficult)|more relaxing|gentler)\b/;
const MORE_ENEMIES = new RegExp(
  `\\b(?:more|extra|double the|twice as many|lots of|loads of|tons of)(?: \\w+)? ${ENEMY}\\b`,
);
const FEWER_ENEMIES = new RegExp(`\\b(?:fewer|less|not so many|half the)(?: \\w+)? ${ENEMY}\\b`);
const BOSS = /\b(?:add|another|second|extra|more|new|bigger|2nd|two) (?:\w+ )?boss(?:es)?\b/;

/** Things to wear or carry a follow-up may give the hero. */
// prettier-ignore
const ACCESSORIES: Readonly<Record<string, HeroLookEdit>> = {
  'top hat': { headgear: 'tophat' }, hat: { headgear: 'tophat' }, cap: { headgear: 'cap' },
  'baseball cap': { headgear: 'cap' }, crown: { headgear: 'crown' }, tiara: { headgear: 'crown' },
  helmet: { headgear: 'helmet' }, 'wizard hat': { headgear: 'wizardHat' },
  'witch hat': { headgear: 'wizardHat' }, 'pirate hat': { headgear: 'pirateHat' },
  'chef hat': { headgear: 'chefHat' }, 'viking helmet': { headgear: 'vikingHelmet' },
  horns: { headgear: 'horns' }, cape: { back: 'cape' }, jetpack: { back: 'jetpack' },
  wings: { wings: 'feather' }, 'bat wings': { wings: 'bat' }, 'dragon wings': { wings: 'dragon' },
};

/** Words after a cue like "to" or "in" that are never the name of a place. */
const PLACE_CUES = new Set(['to', 'in', 'at', 'on', 'into', 'inside', 'under', 'near', 'over']);

const wordsOf = (text: string): string[] => text.split(' ').filter((word) => word.length > 0);

/** The longest phrase of up to three words that `table` knows, with where it starts. */
function phrasesIn<T>(words: readonly string[], table: Readonly<Record<string, T>>) {
  const found: { value: T; at: number; size: number }[] = [];
  for (let i = 0; i < words.length; i++) {
    for (let size = 3; size >= 1; size--) {
      const value = table[words.slice(i, i + size).join(' ')];
      if (i + size > words.length || value === undefined) continue;
      found.push({ value, at: i, size });
      i += size - 1;
      break;
    }
  }
  return found;
}

const isColorWord = (word: string): boolean =>
  COLOR_WORDS[word] !== undefined || word === 'colored' || word === 'coloured';

/** What the hero becomes, wears or turns colour to ("a cat", "red", "a red hat"). */
function heroEdits(rest: string): FollowUpEdit[] {
  const words = wordsOf(rest.replace(ARTICLES, ''));
  if (words.length === 0) return [];
  const color = words.map((word) => COLOR_WORDS[word]).find((hex) => hex !== undefined);
  const worn = phrasesIn(words, ACCESSORIES);
  if (worn.length > 0) {
    const look = Object.assign({}, ...worn.map((found) => found.value)) as HeroLookEdit;
    return [{ kind: 'heroLook', look: color ? { ...look, accentColor: color } : look }];
  }
  if (words.every(isColorWord))
    return color ? [{ kind: 'heroLook', look: { bodyColor: color } }] : [];
  const noun = nounOf(words);
  return noun && drawableDesign({ hero: noun }).dropped.length === 0
    ? [{ kind: 'hero', noun }]
    : [];
}

/** The words as a singular noun phrase ("zombies" → "zombie"), or null when they are not one. */
function nounOf(words: readonly string[]): string | null {
  const last = words.at(-1);
  if (!last || words.length > 4) return null;
  const noun = [...words.slice(0, -1), singularOf(last)].join(' ');
  return /^[a-z][a-z' -]*$/.test(noun) ? noun : null;
}

function enemyEdits(rest: string): FollowUpEdit[] {
  const noun = nounOf(wordsOf(rest.replace(ARTICLES, '')));
  return noun && drawableDesign({ enemy: noun }).dropped.length === 0
    ? [{ kind: 'enemy', noun }]
    : [];
}

const HERO_IS = new RegExp(`\\b${HERO} (?:is|becomes|should be|to be|looks like) (.+)`);
const MAKE_HERO = new RegExp(`\\b(?:make|turn|change|paint|colou?r) (?:the |my )?${HERO} (.+)`);
const PLAY_AS = /\b(?:play as|i am|i want to be|i'm) (.+)/;
const GIVE_HERO = new RegExp(`\\b(?:give (?:the |my )?${HERO}|${HERO} (?:wears|has|gets)) (.+)`);
const ENEMY_IS = new RegExp(`\\b${ENEMY} (?:are|is|become|should be|to be|look like) (.+)`);
const MAKE_ENEMY = new RegExp(`\\b(?:make|turn|change) (?:the |all the )?${ENEMY} (.+)`);
const SWAP_ENEMY = new RegExp(`\\b(?:replace|swap) (?:the )?${ENEMY} (?:with|for) (.+)`);

/** Who the hero or the enemies are, or how the hero looks, when the clause says so. */
function castEdits(clause: string): FollowUpEdit[] {
  const give = GIVE_HERO.exec(clause)?.[1];
  if (give) return heroEdits(give);
  const hero = (HERO_IS.exec(clause) ?? MAKE_HERO.exec(clause) ?? PLAY_AS.exec(clause))?.[1];
  if (hero) return heroEdits(hero);
  const enemy = (ENEMY_IS.exec(clause) ?? MAKE_ENEMY.exec(clause) ?? SWAP_ENEMY.exec(clause))?.[1];
  return enemy ? enemyEdits(enemy) : [];
}

/** Pace, difficulty, how many enemies and bosses. */
function tuningEdits(clause: string): FollowUpEdit[] {
  const edits: FollowUpEdit[] = [];
  if (SPEED_UP.test(clause)) edits.push({ kind: 'speed', factor: FASTER });
  else if (SLOW_DOWN.test(clause)) edits.push({ kind: 'speed', factor: SLOWER });
  if (HARDER.test(clause)) edits.push({ kind: 'difficulty', step: 1 });
  else if (EASIER.test(clause)) edits.push({ kind: 'difficulty', step: -1 });
  if (BOSS.test(clause)) edits.push({ kind: 'boss' });
  else if (MORE_ENEMIES.test(clause)) edits.push({ kind: 'enemyCount', factor: MORE });
  else if (FEWER_ENEMIES.test(clause)) edits.push({ kind: 'enemyCount', factor: FEWER });
  return edits;
}

/** Time of day, weather, mood and a place named after "to", "in", "at"… */
function sceneEdits(words: readonly string[]): FollowUpEdit[] {
  const edits: FollowUpEdit[] = [];
  const time = phrasesIn(words, TIME_WORDS)[0];
  if (time) edits.push({ kind: 'timeOfDay', value: time.value });
  const weather = phrasesIn(words, WEATHER_WORDS).find((found) => found.value !== 'clear');
  if (weather) edits.push({ kind: 'weather', value: weather.value });
  const mood = phrasesIn(words, MOOD_WORDS)[0];
  if (mood) edits.push({ kind: 'mood', value: mood.value });
  const place = phrasesIn(words, PLACE_WORDS).find(({ at }) =>
    words.slice(Math.max(0, at - 3), at).some((word) => PLACE_CUES.has(word)),
  );
  if (place) edits.push({ kind: 'place', value: place.value });
  return edits;
}

/**
 * The edits as this genre can take them: speed without pace fields changes the difficulty,
 * a boss without boss fields brings more enemies, and what the genre has no field for is left
 * out (so it reads as nothing).
 */
function forGenre(edit: FollowUpEdit, genre: GameGenre): FollowUpEdit[] {
  if (edit.kind === 'speed' && !SPEED_FIELDS[genre]) {
    return [{ kind: 'difficulty', step: edit.factor > 1 ? 1 : -1 }];
  }
  if (edit.kind === 'boss' && genre !== 'FIGHTING' && !BOSS_FIELDS[genre]) {
    return ENEMY_COUNT_FIELDS[genre] ? [{ kind: 'enemyCount', factor: MORE }] : [];
  }
  if (edit.kind === 'enemyCount' && !ENEMY_COUNT_FIELDS[genre]) return [];
  return [edit];
}

/**
 * The changes a follow-up prompt asks of a game of `genre`, clause by clause ("make it night
 * time and add more enemies"): time of day and weather, speed and difficulty, the enemies
 * (who they are, how many, another boss), the hero (who, colour, hat) and the place. Empty
 * when nothing in it can be read: the caller asks for a clearer follow-up rather than build
 * the same game again. Deterministic, word lookups only.
 *
 * @example readFollowUp('make it night time', 'PLATFORMER') // => [{ kind: 'timeOfDay', value: 'night' }]
 */
export function readFollowUp(text: string, genre: GameGenre): FollowUpEdit[] {
  const normal = text
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/[^a-z0-9' -]+/g, ' , ')
    .replace(/\s+/g, ' ');
  const clauses = normal.split(/ ?, ?| and | then | also | but /).map((clause) => clause.trim());
  return clauses.flatMap((clause) => {
    if (clause.length === 0) return [];
    const cast = castEdits(clause);
    const tuning = tuningEdits(clause);
    // "the enemies are zombies": the words say who, not when or where.
    const scene = cast.length > 0 ? [] : sceneEdits(wordsOf(clause));
    const edits = tuning.length > 0 ? [...scene, ...tuning] : [...scene, ...cast];
    return edits.flatMap((edit) => forGenre(edit, genre));
  });
}
