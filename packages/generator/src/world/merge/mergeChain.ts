import { CHARACTER_WORDS } from '../../analyze/lexicon/characterWords.js';
import { GOAL_COLORS, ITEM_COLORS, ITEM_WORDS } from '../../analyze/lexicon/itemWords.js';
import { CREATURE_WORDS } from '../../analyze/lexicon/thingWords.js';
import { titleCase } from '../../analyze/naming.js';
import { singularOf } from '../../analyze/parsePhrases.js';
import type { GoalKind, ItemConcept, ItemKind, PromptAnalysis } from '../../analyze/types.js';
import { lookupSprite } from '../../art/library/rankSprites.js';
import type { SeededRandom } from '../../random/seededRandom.js';
import { chainFrom, pathChain, sizeChain } from './pathChain.js';

/** One rung of a merge chain: an item drawing, or the goal drawing on the last rung. */
export interface MergeTier {
  name: string;
  item: ItemConcept;
  /** Set on the last tier: drawn as a goal instead of an item. */
  goalKind: GoalKind | null;
}

interface Ladder {
  words: readonly string[];
  items: readonly ItemKind[];
  top: GoalKind;
  topName: string;
}

// prettier-ignore
const LADDERS: readonly Ladder[] = [
  { words: ['seed', 'tree', 'garden', 'flower', 'plant', 'forest', 'leaf', 'grow'], items: ['leaf', 'acorn', 'mushroom', 'flower', 'apple', 'cherry'], top: 'house', topName: 'Tree House' },
  { words: ['candy', 'cake', 'sweet', 'sugar', 'cookie', 'donut', 'bakery', 'dessert'], items: ['candy', 'lollipop', 'cookie', 'donut', 'cupcake', 'cherry'], top: 'cake', topName: 'Giant Cake' },
  { words: ['treasure', 'gold', 'coin', 'pirate', 'gem', 'jewel', 'crown', 'king', 'queen'], items: ['coin', 'gem', 'key', 'orb', 'star', 'heart'], top: 'chest', topName: 'Treasure Chest' },
  { words: ['robot', 'space', 'rocket', 'star', 'planet', 'moon', 'factory', 'tech'], items: ['bolt', 'gear', 'orb', 'star', 'key', 'gem'], top: 'rocket', topName: 'Star Rocket' },
  { words: ['sea', 'ocean', 'beach', 'fish', 'shell', 'reef', 'island', 'water'], items: ['shell', 'fish', 'egg', 'gem', 'orb', 'star'], top: 'chest', topName: 'Sunken Treasure' },
  { words: ['farm', 'egg', 'carrot', 'barn', 'chicken', 'cow', 'food', 'cheese'], items: ['egg', 'carrot', 'apple', 'banana', 'cheese', 'cupcake'], top: 'house', topName: 'Big Red Barn' },
  { words: ['music', 'song', 'note', 'magic', 'wizard', 'spell', 'fairy', 'unicorn'], items: ['note', 'feather', 'snowflake', 'orb', 'star', 'heart'], top: 'portal', topName: 'Magic Portal' },
];

const ITEM_NAMES: Readonly<Partial<Record<ItemKind, string>>> = {
  orb: 'Magic Orb',
  bolt: 'Bolt',
  note: 'Music Note',
};

const MERGE_PATTERN =
  /\b(?:merge|merges|merging|combine|combines|combining|fuse|fuses|mix|mixes|match|matches|stack|stacks|stacking|evolve|evolves)\s+(.+?)\s+(?:into|to make|to build|to grow|to get|until you get)\s+(.+?)(?=\s+(?:in|on|at|inside|across|through|for|while|and|under|over|near|with|during|from|by|beneath|below|above|around|within|underneath|before|until|beside)\s|[.,!?;]|$)/i;

function singularName(text: string, keepSize = false): string {
  const leading = keepSize
    ? /^(?:a|an|the|some|all|every|two|three|many|lots\s+of)\s+/i
    : /^(?:a|an|the|some|all|every|two|three|many|lots\s+of|tiny|little)\s+/i;
  const words = text
    .toLowerCase()
    .replace(leading, '')
    .replace(leading, '')
    .split(/\s+/)
    .map((word) => word.replace(/[^a-z-]/g, ''))
    .filter((word) => word.length > 0)
    .slice(-3);
  const last = words.pop();
  if (last !== undefined) words.push(singularOf(last));
  return titleCase(words.join(' ')).slice(0, 40);
}

/** Growth stages of a creature chain by size; a plain name ("Snowman") is a grown one (6). */
// prettier-ignore
const STAGE_RANKS: Readonly<Record<string, number>> = {
  Tiny: 0, Baby: 1, Little: 2, Small: 3, Young: 4, Teen: 5, Big: 6, Large: 7, Strong: 8, Mighty: 9,
  Giant: 10, Huge: 11, Elder: 12, Mega: 13, Ancient: 14, Legendary: 15,
};
const STAGES = Object.keys(STAGE_RANKS);
const GROWN_RANK = 6;

/** How big a rung's name says it is: its size word, else grown (plain) or beyond (king, golden). */
function rankOf(name: string, plain: number, beyond: number): number {
  const words = name.split(' ').slice(0, -1);
  if (words.length === 0) return plain;
  const ranks = words.map((word) => STAGE_RANKS[word]).filter((r) => r !== undefined);
  return ranks.length > 0 ? Math.max(...ranks) : beyond;
}

/** `count` stages between two ranks, evenly spread, smallest first. */
function stagesBetween(low: number, high: number, count: number, used: Set<string>): string[] {
  let available = STAGES.filter(
    (stage) =>
      !used.has(stage) && (STAGE_RANKS[stage] ?? 0) > low && (STAGE_RANKS[stage] ?? 0) < high,
  );
  if (available.length < count) available = STAGES.filter((stage) => !used.has(stage));
  if (count <= 1) return available.slice(0, count);
  return Array.from({ length: count }, (_, i) => {
    const index = Math.round((i * (available.length - 1)) / (count - 1));
    return available[Math.min(index, available.length - 1)] ?? 'Big';
  });
}

/** A word that names an animal, a person or a creature (they grow up; items do not). */
function isCreatureWord(word: string): boolean {
  const trait = CHARACTER_WORDS[word];
  return (trait !== undefined && trait.kind !== 'material') || CREATURE_WORDS.has(word);
}

const headOf = (name: string): string => name.toLowerCase().split(' ').pop() ?? '';

/**
 * "merge tiny dragons into a legendary volcano dragon": the chain of a creature growing up
 * (tiny dragon → baby dragon → young dragon → … → legendary volcano dragon), or of anything
 * growing into a bigger self ("tiny rocks into a giant rock"). Null when the chain is items.
 */
function growthChain(
  firstText: string,
  topText: string,
  tierCount: number,
  color: string | undefined,
): MergeTier[] | null {
  const first = singularName(firstText, true);
  const top = singularName(topText, true);
  const firstHead = headOf(first);
  const topHead = headOf(top);
  if (!firstHead || !topHead) return null;
  const grows = isCreatureWord(topHead) || (firstHead === topHead && !(topHead in ITEM_WORDS));
  if (!grows) return null;
  const used = new Set([...first.split(' '), ...top.split(' ')]);
  const stages = stagesBetween(
    rankOf(first, -1, -1),
    rankOf(top, GROWN_RANK, STAGE_RANKS.Mega ?? 13),
    tierCount - 2,
    used,
  );
  const creature = titleCase(topHead);
  const thing = (name: string): ItemConcept => {
    const kind = ITEM_WORDS[headOf(name)] ?? ITEM_WORDS[headOf(name).replace(/s$/, '')] ?? 'star';
    return { kind, name, phrase: name.toLowerCase(), color: color ?? ITEM_COLORS[kind] };
  };
  const tiers: MergeTier[] = [{ name: first, item: thing(first), goalKind: null }];
  for (let i = 0; tiers.length < tierCount - 1; i++) {
    const name = `${stages[i] ?? 'Big'} ${creature}`;
    tiers.push({ name, item: thing(name), goalKind: null });
  }
  tiers.push({ name: top, item: thing(top), goalKind: 'bigItem' });
  return tiers;
}

function kindOf(text: string): ItemKind | undefined {
  return text
    .toLowerCase()
    .split(/[^a-z]+/)
    .reverse()
    .map((word) => ITEM_WORDS[word] ?? ITEM_WORDS[word.replace(/s$/, '')])
    .find((kind) => kind !== undefined);
}

/** A name the art can draw as itself: an item shape's word or a specific library sprite. */
function isDrawn(name: string): boolean {
  const lower = name.toLowerCase();
  return headOf(lower) in ITEM_WORDS || lookupSprite(lower) !== null;
}

/** The collectible when the prompt names it ("brews potions"), singular; null for a default. */
function namedCollectibleOf(prompt: string, analysis: PromptAnalysis): string | null {
  const promptWords = new Set(prompt.toLowerCase().split(/[^a-z-]+/));
  const phrase = analysis.collectible.phrase;
  const isNamed = phrase.split(' ').every((word) => promptWords.has(word));
  return isNamed && isDrawn(analysis.collectible.name) ? analysis.collectible.name : null;
}

/**
 * The merge chain for a prompt: "merge X into Y" names the first and last rungs, and what X
 * passes growing into Y fills the middle (raindrop → cloud → rain cloud → storm cloud); a
 * creature (or anything becoming a bigger self) grows up rung by rung; two things no path joins
 * grow through sizes of each (pencil → big pencil → small rocket → rocket). A prompt that names
 * only what it merges ("a witch brews potions") grows that; else a themed ladder (sweets,
 * garden, treasure, space, sea, farm, magic) fills the middle and draws every rung.
 */
export function mergeChainFor(
  prompt: string,
  analysis: PromptAnalysis,
  tierCount: number,
  random: SeededRandom,
): MergeTier[] {
  const lower = prompt.toLowerCase();
  const words = new Set(lower.split(/[^a-z]+/));
  const match = MERGE_PATTERN.exec(prompt);
  const color = analysis.colors[0];
  if (match) {
    const [firstText, topText] = [match[1] ?? '', match[2] ?? ''];
    // "tiny seeds" start the chain as "Seed": the rungs after say how it grows.
    const [first, top] = [singularName(firstText), singularName(topText, true)];
    const chain =
      (first && top ? pathChain(first, top, tierCount, color) : null) ??
      growthChain(firstText, topText, tierCount, color);
    if (chain) return chain;
    if (first && top && isDrawn(first) && isDrawn(top))
      return sizeChain(first, top, tierCount, color);
  }
  // "a witch brews potions": no "into", but a thing the prompt names to merge grows.
  const named = match ? null : namedCollectibleOf(prompt, analysis);
  if (named) return chainFrom(named, tierCount, color);
  const ladder =
    LADDERS.find((candidate) =>
      candidate.words.some((word) => words.has(word) || words.has(`${word}s`)),
    ) ??
    LADDERS.find((candidate) => candidate.items.includes(analysis.collectible.kind)) ??
    random.pick(LADDERS);
  const firstKind = (match ? kindOf(match[1] ?? '') : undefined) ?? ladder.items[0] ?? 'coin';
  const middle = ladder.items.filter((kind) => kind !== firstKind);
  const tiers: MergeTier[] = [];
  const item = (kind: ItemKind, name: string, color?: string): ItemConcept => ({
    kind,
    name,
    phrase: name.toLowerCase(),
    color: color ?? ITEM_COLORS[kind],
  });
  const firstName = match
    ? singularName(match[1] ?? '')
    : titleCase(ITEM_NAMES[firstKind] ?? firstKind);
  tiers.push({
    name: firstName || titleCase(firstKind),
    item: item(firstKind, firstName, analysis.colors[0]),
    goalKind: null,
  });
  for (let i = 0; tiers.length < tierCount - 1; i++) {
    const kind = middle[i % middle.length] ?? 'star';
    const name = titleCase(ITEM_NAMES[kind] ?? kind);
    tiers.push({
      name: i >= middle.length ? `Golden ${name}` : name,
      item: item(kind, name, i >= middle.length ? '#f5c431' : undefined),
      goalKind: null,
    });
  }
  const topName = match ? singularName(match[2] ?? '') || ladder.topName : ladder.topName;
  const topKind =
    (match ? kindOf(match[2] ?? '') : undefined) ?? ladder.items[ladder.items.length - 1] ?? 'star';
  tiers.push({
    name: topName,
    item: item(topKind, topName, GOAL_COLORS[ladder.top]),
    goalKind: match && kindOf(match[2] ?? '') ? 'bigItem' : ladder.top,
  });
  return tiers;
}
