import nlp from 'compromise';
import { GOAL_COLORS, ITEM_COLORS, ITEM_WORDS } from '../../analyze/lexicon/itemWords.js';
import { titleCase } from '../../analyze/naming.js';
import type { GoalKind, ItemConcept, ItemKind, PromptAnalysis } from '../../analyze/types.js';
import type { SeededRandom } from '../../random/seededRandom.js';

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
  /\b(?:merge|merges|merging|combine|combines|combining|fuse|fuses|mix|mixes|match|matches)\s+(.+?)\s+(?:into|to make|to build|to grow)\s+(.+?)(?=\s+(?:in|on|at|inside|across|through|for|while|and)\s|[.,!?;]|$)/i;

function singularName(text: string): string {
  const doc = nlp(text);
  doc.nouns().toSingular();
  const words = doc
    .text('normal')
    .replace(/^(?:a|an|the|some|all|every|tiny|little)\s+/i, '')
    .split(/\s+/)
    .filter((word) => /^[a-z-]+$/i.test(word))
    .slice(-3);
  return titleCase(words.join(' ')).slice(0, 40);
}

function kindOf(text: string): ItemKind | undefined {
  return text
    .toLowerCase()
    .split(/[^a-z]+/)
    .reverse()
    .map((word) => ITEM_WORDS[word] ?? ITEM_WORDS[word.replace(/s$/, '')])
    .find((kind) => kind !== undefined);
}

/**
 * The merge chain for a prompt: "merge X into Y" names the first and last rungs; a themed ladder
 * (sweets, garden, treasure, space, sea, farm, magic) fills the middle and draws every rung.
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
