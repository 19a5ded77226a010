import { codePointsOf, readEmojiAnnotations, type EmojiAnnotation } from './annotations.js';
import { COMPOSED_SPRITES } from './composedSprites.js';
import { DRAWN_VEHICLES } from './drawnVehicles.js';
import { EXCLUDED_ICONS, EXCLUDED_KEYWORDS, EXTRA_NAMES } from './extraNames.js';
import { iconCharsOf, iconNamesOf, type IconSetPrefix } from './iconSets.js';
import { indexForm, STOP_WORDS, wordsOf } from './words.js';

/** One sprite the library can offer. */
export interface SpriteEntry {
  /** '<set>:<icon>'. */
  id: string;
  /** What it shows, lower case ("man office worker"). */
  label: string;
  /** Unicode group of an emoji, or 'game-icons'. */
  group: string;
  /** Index forms of the words of its label. */
  nameWords: readonly string[];
  /** Tie-break: lower comes first (emoji in Unicode order, then game-icons). */
  rank: number;
  /** Multiplies its similarity: monochrome and symbol icons give way to colourful ones. */
  weight: number;
}

/** A full name of an entry (its label, icon name, or a player's word for it). */
export interface NameHit {
  entry: number;
  /** 1 for its own names, a little less for a keyword phrase. */
  strength: number;
}

export interface SpriteIndex {
  entries: readonly SpriteEntry[];
  /** Word → entry → how strongly the word names it (1 a name word, less a keyword). */
  postings: ReadonlyMap<string, ReadonlyMap<number, number>>;
  /** Space-joined index forms of a whole name (and the same without spaces) → entries. */
  names: ReadonlyMap<string, readonly NameHit[]>;
}

/** Emoji symbols worth drawing; the rest of the Symbols group are signs and buttons. */
const KEPT_SYMBOLS: ReadonlySet<string> = new Set([
  'trident emblem',
  'fleur-de-lis',
  'atom symbol',
  'yin yang',
  'peace symbol',
  'recycling symbol',
  'name badge',
  'sparkle',
]);
const GAME_ICONS_WEIGHT = 0.8;
const SYMBOL_WEIGHT = 0.85;
const KEYWORD_PHRASE_STRENGTH = 0.85;

/** Keyword strength by how many sprites share it: a rare keyword says more. */
function keywordStrength(sharedBy: number): number {
  if (sharedBy <= 2) return 0.75;
  if (sharedBy <= 6) return 0.6;
  if (sharedBy <= 16) return 0.45;
  return 0;
}

const PLAIN_WORDS = /^[a-z]+(?: [a-z]+)*$/;

function nameWordsOf(text: string): string[] {
  // Most names and keywords are plain lower-case words: skip the tokenizer for them.
  const words = PLAIN_WORDS.test(text) ? text.split(' ') : wordsOf(text);
  const kept: string[] = [];
  for (const word of words) if (!STOP_WORDS.has(word)) kept.push(indexForm(word));
  return kept;
}

function isKeptEmoji(annotation: EmojiAnnotation): boolean {
  const { name, group } = annotation;
  if (group === 'Component' || name.startsWith('keycap') || name.startsWith('flag:')) return false;
  if (group === 'Flags') return !/^flag /.test(name);
  if (group === 'Symbols') return KEPT_SYMBOLS.has(name);
  return !name.endsWith(' button');
}

class IndexBuilder {
  readonly entries: SpriteEntry[] = [];
  readonly postings = new Map<string, Map<number, number>>();
  readonly names = new Map<string, NameHit[]>();
  private readonly keywords = new Map<string, number[]>();

  add(entry: SpriteEntry): number {
    this.entries.push(entry);
    return this.entries.length - 1;
  }

  post(word: string, entry: number, strength: number): void {
    let row = this.postings.get(word);
    if (!row) {
      row = new Map();
      this.postings.set(word, row);
    }
    row.set(entry, Math.max(row.get(entry) ?? 0, strength));
  }

  name(text: string, entry: number, strength = 1): void {
    const words = nameWordsOf(text);
    if (words.length === 0) return;
    for (const word of words) this.post(word, entry, strength);
    this.nameKey(words.join(' '), entry, strength);
    if (words.length > 1) this.nameKey(words.join(''), entry, strength);
  }

  private nameKey(key: string, entry: number, strength: number): void {
    const hits = this.names.get(key);
    if (!hits) this.names.set(key, [{ entry, strength }]);
    else if (!hits.some((hit) => hit.entry === entry && hit.strength >= strength)) {
      hits.push({ entry, strength });
    }
  }

  keyword(text: string, entry: number): void {
    const words = nameWordsOf(text);
    if (words.length === 1) {
      this.share(words[0] as string, entry);
      return;
    }
    if (words.length > 1) this.name(words.join(' '), entry, KEYWORD_PHRASE_STRENGTH);
    for (const word of words) this.share(word, entry);
  }

  private share(word: string, entry: number): void {
    const sharing = this.keywords.get(word);
    // Entries come in order, so a repeat of the same entry is the last one.
    if (!sharing) this.keywords.set(word, [entry]);
    else if (sharing[sharing.length - 1] !== entry) sharing.push(entry);
  }

  /** Keywords count once every entry is in: how many share one sets its strength. */
  finish(): SpriteIndex {
    for (const [word, sharing] of this.keywords) {
      const strength = keywordStrength(sharing.length);
      if (strength > 0) for (const entry of sharing) this.post(word, entry, strength);
    }
    return { entries: this.entries, postings: this.postings, names: this.names };
  }
}

/** Chars of a set keyed without FE0F, so they meet the annotations' spelling. */
function charsWithoutVariation(prefix: IconSetPrefix): Map<string, string> {
  const chars = new Map<string, string>();
  for (const [points, name] of Object.entries(iconCharsOf(prefix))) {
    const key = points
      .split('-')
      .filter((point) => point !== 'fe0f')
      .join('-');
    if (!chars.has(key)) chars.set(key, name);
  }
  return chars;
}

function addEmoji(builder: IndexBuilder): void {
  const fluent = charsWithoutVariation('fluent-emoji-flat');
  const noto = charsWithoutVariation('noto');
  readEmojiAnnotations().forEach((annotation, order) => {
    if (!isKeptEmoji(annotation)) return;
    const points = codePointsOf(annotation.emoji);
    const fluentName = fluent.get(points);
    const notoName = noto.get(points);
    const id = fluentName ? `fluent-emoji-flat:${fluentName}` : `noto:${notoName ?? ''}`;
    if ((!fluentName && !notoName) || EXCLUDED_ICONS.has(id)) return;
    const label = annotation.name.toLowerCase();
    const entry = builder.add({
      id,
      label,
      group: annotation.group,
      nameWords: [...new Set(nameWordsOf(label))],
      rank: order,
      weight: annotation.group === 'Symbols' ? SYMBOL_WEIGHT : 1,
    });
    builder.name(label, entry);
    builder.name((fluentName ?? notoName ?? '').replaceAll('-', ' '), entry);
    const [slug, ...keywords] = annotation.keywords;
    if (slug) builder.name(slug.replaceAll('_', ' '), entry);
    const excluded = EXCLUDED_KEYWORDS[id] ?? [];
    for (const keyword of keywords) {
      if (!excluded.includes(keyword)) builder.keyword(keyword.replaceAll('_', ' '), entry);
    }
  });
}

function addGameIcons(builder: IndexBuilder): void {
  iconNamesOf('game-icons').forEach((name, order) => {
    const id = `game-icons:${name}`;
    // Numbered icons are cards, dice faces and ranks, not things.
    if (/[0-9]/.test(name) || EXCLUDED_ICONS.has(id)) return;
    const label = name.replaceAll('-', ' ');
    const entry = builder.add({
      id,
      label,
      group: 'game-icons',
      nameWords: [...new Set(nameWordsOf(label))],
      rank: 100_000 + order,
      weight: GAME_ICONS_WEIGHT,
    });
    builder.name(label, entry);
  });
}

function addExtraNames(builder: IndexBuilder): void {
  const entryOf = new Map(builder.entries.map((entry, index) => [entry.id, index]));
  for (const [id, names] of Object.entries(EXTRA_NAMES)) {
    const entry = entryOf.get(id);
    if (entry === undefined) continue;
    for (const name of names.split(',')) builder.name(name.trim(), entry);
  }
}

/**
 * Composed sprites (a base plus what makes it specific), ranked with their base, and drawn
 * vehicles, ranked with the emoji they stand beside.
 */
function addComposedSprites(builder: IndexBuilder): void {
  const entryOf = new Map(builder.entries.map((entry) => [entry.id, entry]));
  const drawn = Object.entries(DRAWN_VEHICLES).map(
    ([id, { label, names, rankedWith }]): [
      string,
      { label: string; names: string; base: string },
    ] => [id, { label, names, base: rankedWith }],
  );
  for (const [id, { label, names, base }] of [...Object.entries(COMPOSED_SPRITES), ...drawn]) {
    const baseEntry = entryOf.get(base);
    if (!baseEntry) continue;
    const entry = builder.add({
      id,
      label,
      group: baseEntry.group,
      nameWords: [...new Set(nameWordsOf(label))],
      rank: baseEntry.rank,
      weight: baseEntry.weight,
    });
    builder.name(label, entry);
    for (const name of names.split(',')) builder.name(name.trim(), entry);
  }
}

let built: SpriteIndex | null = null;

/**
 * The word index of every sprite: emoji (Fluent Emoji Flat, else Noto) named by CLDR names
 * and emojilib keywords, game-icons by their names, plus `EXTRA_NAMES` and the composed
 * sprites (`COMPOSED_SPRITES`). Built once, on the
 * first lookup.
 */
export function spriteIndex(): SpriteIndex {
  if (!built) {
    const builder = new IndexBuilder();
    addEmoji(builder);
    addGameIcons(builder);
    addExtraNames(builder);
    addComposedSprites(builder);
    built = builder.finish();
  }
  return built;
}

let byId: Map<string, SpriteEntry> | null = null;

/** The index entry of a sprite id (its label and group), or null when it is not offered. */
export function spriteEntryOf(id: string): SpriteEntry | null {
  byId ??= new Map(spriteIndex().entries.map((entry) => [entry.id, entry]));
  return byId.get(id) ?? null;
}
