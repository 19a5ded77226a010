import { lookFromWords } from '../../analyze/characterLook.js';
import { CHARACTER_WORDS } from '../../analyze/lexicon/characterWords.js';
import { ITEM_COLORS, ITEM_WORDS } from '../../analyze/lexicon/itemWords.js';
import { titleCase } from '../../analyze/naming.js';
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
  /\b(?:grows?|growing|plants?|planting|farms?|farming|harvests?|harvesting|raises?)\s+(.+?)(?=\s+(?:in|on|at|inside|across|for|while|and|to|with)\s|[.,!?;]|$)/i;
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

function trader(phrase: string, role: string, random: SeededRandom): CharacterConcept {
  const words = wordsOf(phrase);
  const head =
    [...words].reverse().find((word) => word in CHARACTER_WORDS) ??
    words[words.length - 1] ??
    'bear';
  const modifiers = words.filter((word) => word !== head).slice(-2);
  const species = titleCase(head.replace(/s$/, ''));
  return {
    name: `${species} the ${role}`.slice(0, 60),
    phrase: phrase.slice(0, 300),
    look: lookFromWords(
      { head: head.replace(/s$/, ''), modifiers, isPerson: false, isHostile: false },
      random,
    ),
  };
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
  const grown = GROW_PATTERN.exec(prompt)?.[1];
  const cropWords = grown ? wordsOf(grown) : [];
  const kind =
    [...cropWords]
      .reverse()
      .map((word) => ITEM_WORDS[word] ?? ITEM_WORDS[word.replace(/e?s$/, '')])
      .find((k) => k !== undefined) ??
    (analysis.collectible.kind === 'coin' ? 'carrot' : analysis.collectible.kind);
  const cropPhrase =
    grown && cropWords.length > 0
      ? pluralPhrase(cropWords.slice(-3).join(' '))
      : pluralPhrase(analysis.collectible.phrase);
  const cropName =
    titleCase(cropWords.slice(-2).join(' ').replace(/e?s$/, '')) || analysis.collectible.name;
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
