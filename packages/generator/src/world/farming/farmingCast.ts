import { lookFromWords } from '../../analyze/characterLook.js';
import { CHARACTER_WORDS } from '../../analyze/lexicon/characterWords.js';
import { ITEM_COLORS, ITEM_WORDS } from '../../analyze/lexicon/itemWords.js';
import { titleCase } from '../../analyze/naming.js';
import { singularOf } from '../../analyze/parsePhrases.js';
import type { CharacterConcept, ItemConcept, PromptAnalysis } from '../../analyze/types.js';
import type { SeededRandom } from '../../random/seededRandom.js';
import { pluralPhrase } from '../story.js';

/** Who and what a farm game shows: the prompt's hero farms its crop among three traders. */
export interface FarmingCast {
  farmer: CharacterConcept;
  landSeller: CharacterConcept;
  seedSeller: CharacterConcept;
  cropBuyer: CharacterConcept;
  crop: ItemConcept;
  seed: ItemConcept;
  coin: ItemConcept;
  /** Plural crop phrase for texts ("crunchy carrots"). */
  cropPhrase: string;
}

const GROW_PATTERN =
  /\b(?:grows?|growing|plants?|planting|farms?|farming|harvests?|harvesting|raises?)\s+(.+?)(?=\s+(?:in|on|at|inside|across|for|while|and|to|with|beside|near|under|by|behind|around|along|outside|during|above|below|next|between|among|atop|underneath|beneath|from)\s|[.,!?;]|$)/i;
const SELL_PATTERN =
  /\bsell(?:s|ing)?\s+.+?\s+to\s+(.+?)(?=\s+(?:in|on|at|for|while|and)\s|[.,!?;]|$)/i;

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(
      (word) =>
        word.length > 0 &&
        !['a', 'an', 'the', 'some', 'them', 'it', 'their', 'his', 'her'].includes(word),
    );
}

/** The creature word of a trader's phrase ("a wise old bear" → "bear"). */
function traderHeadOf(words: readonly string[]): string {
  return (
    [...words].reverse().find((word) => word in CHARACTER_WORDS) ??
    words[words.length - 1] ??
    'bear'
  );
}

/**
 * A trader's display name from its phrase and role.
 *
 * @example traderNameOf('a wise old bear', 'Land Seller') // => 'Bear the Land Seller'
 */
export function traderNameOf(phrase: string, role: string): string {
  const species = titleCase(traderHeadOf(wordsOf(phrase)).replace(/s$/, ''));
  return `${species} the ${role}`.slice(0, 60);
}

function trader(phrase: string, role: string, random: SeededRandom): CharacterConcept {
  const words = wordsOf(phrase);
  const head = traderHeadOf(words);
  const modifiers = words.filter((word) => word !== head).slice(-2);
  return {
    name: traderNameOf(phrase, role),
    phrase: phrase.slice(0, 300),
    look: lookFromWords(
      { head: head.replace(/s$/, ''), modifiers, isPerson: false, isHostile: false },
      random,
    ),
  };
}

/** What the prompt grows ("grows crunchy carrots in …" → "crunchy carrots"), if it says. */
export function grownPhraseOf(prompt: string): string | undefined {
  return GROW_PATTERN.exec(prompt)?.[1];
}

/**
 * The farm's cast from the prompt: "grows X" is the crop, "sells them to Y" the crop buyer;
 * the land and seed sellers are friendly animals picked by the seed.
 */
export function farmingCastFor(
  prompt: string,
  analysis: PromptAnalysis,
  random: SeededRandom,
): FarmingCast {
  const grown = grownPhraseOf(prompt);
  const cropWords = grown ? wordsOf(grown) : [];
  const kind =
    [...cropWords]
      .reverse()
      .map((word) => ITEM_WORDS[word] ?? ITEM_WORDS[singularOf(word)])
      .find((k) => k !== undefined) ??
    (analysis.collectible.kind === 'coin' ? 'carrot' : analysis.collectible.kind);
  const cropPhrase =
    grown && cropWords.length > 0
      ? pluralPhrase(cropWords.slice(-3).join(' '))
      : pluralPhrase(analysis.collectible.phrase);
  const cropName = titleCase(singularPhrase(cropWords.slice(-2))) || analysis.collectible.name;
  const buyerPhrase =
    SELL_PATTERN.exec(prompt)?.[1] ??
    random.fork('buyer').pick(['a hungry pig', 'a cheerful monkey', 'a jolly goblin']);
  return {
    farmer: analysis.hero,
    landSeller: trader(
      random.fork('land').pick(['a wise old bear', 'a friendly cow', 'a busy dog']),
      'Land Seller',
      random.fork('land-look'),
    ),
    seedSeller: trader(
      random.fork('seed').pick(['a chirpy bird', 'a little bunny', 'a clever elf']),
      'Seed Seller',
      random.fork('seed-look'),
    ),
    cropBuyer: trader(buyerPhrase, 'Crop Buyer', random.fork('buyer-look')),
    crop: {
      kind,
      name: cropName.slice(0, 40),
      phrase: cropPhrase,
      color: analysis.colors[0] ?? ITEM_COLORS[kind],
    },
    seed: { kind: 'acorn', name: 'Seed Bag', phrase: 'seeds', color: '#c8a165' },
    coin: { kind: 'coin', name: 'Coin', phrase: 'coins', color: ITEM_COLORS.coin },
    cropPhrase,
  };
}

/** "cottage roses" → "cottage rose": the last word singular, as a crop's name reads. */
function singularPhrase(words: readonly string[]): string {
  const last = words.at(-1);
  return last === undefined ? '' : [...words.slice(0, -1), singularOf(last)].join(' ');
}
