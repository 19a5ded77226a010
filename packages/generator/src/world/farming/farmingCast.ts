import { lookFromWords } from '../../analyze/characterLook.js';
import { CHARACTER_WORDS } from '../../analyze/lexicon/characterWords.js';
import { ITEM_COLORS, ITEM_WORDS } from '../../analyze/lexicon/itemWords.js';
import { titleCase } from '../../analyze/naming.js';
import { singularOf } from '../../analyze/parsePhrases.js';
import type { CharacterConcept, ItemConcept, PromptAnalysis } from '../../analyze/types.js';
import type { SeededRandom } from '../../random/seededRandom.js';
import { isAnimalRide } from '../rideVerbs.js';
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

/** Words that end a crop or buyer phrase ("grows carrots in …", "for goats before winter"). */
const PHRASE_END =
  '(?=\\s+(?:in|on|at|inside|across|for|while|and|to|with|beside|near|under|by|behind|around|along|outside|during|above|below|next|between|among|atop|underneath|beneath|from|once|before|after|until|till|when|so|because|as|every|each|all)\\s|[.,!?;]|$)';
const GROW_VERB =
  '\\b(?:grows?|growing|plants?|planting|farms?|farming|harvests?|harvesting|raises?)';
const GROW_PATTERN = new RegExp(`${GROW_VERB}\\s+(.+?)${PHRASE_END}`, 'i');
/** A second crop after the first: "grows wheat and corn", "plants carrots, peas and beans". */
const SECOND_CROP_PATTERN = new RegExp(
  `${GROW_VERB}\\s+.+?(?:\\s+and|,)\\s+(?:some\\s+|juicy\\s+|fresh\\s+)?(.+?)${PHRASE_END}`,
  'i',
);
/** Who the crops are grown for: "grows lettuce for hungry goats", "to feed the chickens". */
const FOR_PATTERN = new RegExp(
  `${GROW_VERB}\\s+.+?\\s+(?:for|to feed|feeds?(?:\\s+(?:them|it))?\\s+to|feeding(?:\\s+(?:them|it))?\\s+to)\\s+(?:the\\s+|some\\s+|his\\s+|her\\s+|their\\s+|its\\s+|my\\s+|our\\s+)?(.+?)${PHRASE_END}`,
  'i',
);
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

/** Words that say a thing is no crop: "grows wheat and sells it", "and a tractor". */
const NOT_CROP = new Set([
  'it',
  'them',
  'sells',
  'sell',
  'selling',
  'a',
  'an',
  'the',
  'his',
  'her',
]);

/** The second crop a prompt grows ("grows wheat and corn" → ["corn"]), if it names one. */
function secondCropOf(prompt: string): string[] | undefined {
  const words = wordsOf(SECOND_CROP_PATTERN.exec(prompt)?.[1] ?? '');
  const head = words.at(-1);
  if (head === undefined || words.length > 3 || words.some((word) => NOT_CROP.has(word)))
    return undefined;
  // Only a thing that grows: a known crop or food word, not "and sells them".
  const one = singularOf(head);
  const isCrop =
    ITEM_WORDS[one] !== undefined ||
    ITEM_WORDS[head] !== undefined ||
    one in CROP_EATERS ||
    CROPS.has(one) ||
    CROPS.has(head);
  return isCrop ? words : undefined;
}

/** Crops with no eater of their own in CROP_EATERS (they go to the grocer). */
// prettier-ignore
const CROPS: ReadonlySet<string> = new Set([
  'pea', 'peas', 'bean', 'tomato', 'onion', 'garlic', 'pepper', 'chili', 'chilli', 'cucumber', 'melon',
  'watermelon', 'grape', 'broccoli', 'eggplant', 'aubergine', 'zucchini', 'courgette', 'cauliflower',
  'celery', 'leek', 'herb', 'olive', 'lemon', 'lime', 'cherry', 'plum', 'kiwi', 'pineapple', 'cotton',
  'tea', 'coffee', 'cocoa', 'vanilla', 'sugarcane', 'lentil', 'soy', 'soybean', 'avocado', 'orange',
  'peach', 'apricot', 'fig', 'date', 'gourd', 'sprout', 'asparagus', 'artichoke', 'vegetable', 'fruit',
]);

/** Heads that name no one to sell to: "for the winter", "for the market", "for fun". */
// prettier-ignore
const NOT_BUYERS = new Set([
  'winter', 'summer', 'autumn', 'fall', 'spring', 'market', 'fair', 'festival', 'fun', 'money',
  'coins', 'gold', 'dinner', 'lunch', 'breakfast', 'supper', 'feast', 'party', 'show', 'contest',
  'competition', 'harvest', 'season', 'year', 'week', 'day', 'days', 'weeks', 'months', 'town',
  'village', 'city', 'kingdom', 'profit', 'sale', 'sale', 'christmas', 'halloween', 'thanksgiving',
]);

/**
 * Who the prompt grows its crop for ("grows lettuce for hungry goats", "to feed the chickens"):
 * a creature or person, as the prompt says it ("hungry goats"); never a time or an occasion.
 */
function grownForOf(prompt: string, analysis: PromptAnalysis): string | undefined {
  const phrase = FOR_PATTERN.exec(prompt)?.[1];
  if (phrase === undefined) return undefined;
  const words = wordsOf(phrase);
  const head = words.at(-1);
  if (head === undefined || words.length > 4 || NOT_BUYERS.has(head)) return undefined;
  const one = singularOf(head);
  const isWho =
    one in CHARACTER_WORDS ||
    head in CHARACTER_WORDS ||
    isAnimalRide(one) ||
    wordsOf(analysis.enemy.phrase).includes(head);
  return isWho ? words.join(' ') : undefined;
}

/**
 * Who eats a crop (singular crop word → buyer): the hungry animal that buys it when the prompt
 * names no buyer ("grows carrots" sells to a hungry rabbit), a florist for flowers.
 */
// prettier-ignore
const CROP_EATERS: Readonly<Record<string, string>> = {
  carrot: 'a hungry rabbit', lettuce: 'a hungry rabbit', cabbage: 'a hungry rabbit', radish: 'a hungry rabbit',
  kale: 'a hungry rabbit', spinach: 'a hungry rabbit', parsley: 'a hungry rabbit', dandelion: 'a hungry rabbit',
  corn: 'a hungry chicken', wheat: 'a hungry chicken', grain: 'a hungry chicken', rice: 'a hungry chicken',
  oat: 'a hungry chicken', oats: 'a hungry chicken', barley: 'a hungry chicken', millet: 'a hungry chicken',
  seed: 'a hungry chicken', maize: 'a hungry chicken',
  apple: 'a hungry pig', potato: 'a hungry pig', pumpkin: 'a hungry pig', turnip: 'a hungry pig',
  beet: 'a hungry pig', beetroot: 'a hungry pig', acorn: 'a hungry pig', pear: 'a hungry pig',
  squash: 'a hungry pig', yam: 'a hungry pig', truffle: 'a hungry pig', mushroom: 'a hungry pig',
  banana: 'a hungry monkey', mango: 'a hungry monkey', coconut: 'a hungry monkey', papaya: 'a hungry monkey',
  bamboo: 'a hungry panda',
  hay: 'a hungry cow', grass: 'a hungry cow', alfalfa: 'a hungry cow', clover: 'a hungry cow',
  berry: 'a hungry bear', strawberry: 'a hungry bear', blueberry: 'a hungry bear', raspberry: 'a hungry bear',
  blackberry: 'a hungry bear', honey: 'a hungry bear',
  nut: 'a hungry squirrel', hazelnut: 'a hungry squirrel', walnut: 'a hungry squirrel',
  chestnut: 'a hungry squirrel', peanut: 'a hungry squirrel', almond: 'a hungry squirrel',
  flower: 'a busy florist', rose: 'a busy florist', tulip: 'a busy florist', daisy: 'a busy florist',
  lily: 'a busy florist', orchid: 'a busy florist', sunflower: 'a busy florist', lavender: 'a busy florist',
  poppy: 'a busy florist', petal: 'a busy florist', bouquet: 'a busy florist',
};

/** Who buys crops in a place when the crop has no eater of its own (a kitchen's chef). */
// prettier-ignore
const PLACE_BUYERS: Partial<Readonly<Record<string, string>>> = {
  space: 'a hungry alien', moon: 'a hungry alien', mars: 'a hungry alien', spaceship: 'a hungry alien',
  'space-station': 'a hungry alien', 'moon-base': 'a hungry alien', planet: 'a hungry alien',
  kitchen: 'a busy chef', restaurant: 'a busy chef', bakery: 'a busy baker',
};

/**
 * The buyer when the prompt names none: what eats the crop ("carrots" → a hungry rabbit), else
 * who buys food in the place (a chef in a kitchen, an alien on the Moon), else the market's
 * grocer; never one of the hero's own kind.
 */
function defaultBuyerOf(cropWords: readonly string[], analysis: PromptAnalysis): string {
  const heroWords = new Set(wordsOf(analysis.hero.phrase).map((word) => singularOf(word)));
  const fits = (buyer: string | undefined): buyer is string =>
    buyer !== undefined && !heroWords.has(wordsOf(buyer).at(-1) ?? '');
  const eaters = [...cropWords]
    .reverse()
    .map((word) => CROP_EATERS[singularOf(word)] ?? CROP_EATERS[word]);
  const placed = [...(analysis.setting.places ?? []), analysis.setting.theme].map(
    (place) => PLACE_BUYERS[place],
  );
  // No pig on Mars: out in space the buyer is the place's, whatever the crop.
  const inSpace = analysis.setting.theme === 'space';
  const order = inSpace ? [...placed, ...eaters] : [...eaters, ...placed];
  return order.find(fits) ?? 'a busy grocer';
}

/**
 * The farm's cast from the prompt: "grows X" is the crop ("grows X and Y": both in the text), "sells
 * them to Y" or "grows X for Y" the crop buyer, else who eats the crop or buys in the place; the
 * land and seed sellers are friendly animals picked by the seed.
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
  const firstCrop =
    grown && cropWords.length > 0
      ? pluralPhrase(cropWords.slice(-3).join(' '))
      : pluralPhrase(analysis.collectible.phrase);
  // "grows wheat and corn": the story names both crops, the farm is named after both.
  const second = grown ? secondCropOf(prompt) : undefined;
  const cropPhrase = second ? `${firstCrop} and ${pluralPhrase(second.join(' '))}` : firstCrop;
  const firstName = titleCase(singularPhrase(cropWords.slice(-2))) || analysis.collectible.name;
  const cropName = second
    ? `${firstName} and ${titleCase(singularPhrase(second.slice(-2)))}`
    : firstName;
  const buyerPhrase =
    SELL_PATTERN.exec(prompt)?.[1] ??
    grownForOf(prompt, analysis) ??
    defaultBuyerOf([...cropWords, ...(second ?? [])], analysis);
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
      name: (cropName.length <= 40 ? cropName : firstName).slice(0, 40),
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
