import { readPackageJson } from './iconSets.js';

/** What the emoji annotation packages say about one emoji. */
export interface EmojiAnnotation {
  /** The emoji as text, without variation selectors. */
  emoji: string;
  /** CLDR name ("man office worker"). */
  name: string;
  /** Unicode group ("People & Body", "Food & Drink", …). */
  group: string;
  /** emojilib's slug and keywords ("frying", "pan", "skillet", …). */
  keywords: readonly string[];
}

interface UnicodeEmoji {
  name: string;
  slug: string;
  group: string;
}

const VARIATION_SELECTOR = /\uFE0F/g;

/** Code points in Iconify's `chars.json` spelling ('1f468-200d-1f4bc'), without FE0F. */
export function codePointsOf(emoji: string): string {
  return [...emoji.replace(VARIATION_SELECTOR, '')]
    .map((char) => (char.codePointAt(0) ?? 0).toString(16))
    .join('-');
}

/**
 * Every emoji with its name (unicode-emoji-json, MIT) and keywords (emojilib, MIT), in
 * Unicode's order. Read once per call: the sprite index keeps what it needs.
 */
export function readEmojiAnnotations(): EmojiAnnotation[] {
  const unicode = readPackageJson<Record<string, UnicodeEmoji>>(
    'unicode-emoji-json/data-by-emoji.json',
  );
  const emojilib = readPackageJson<Record<string, string[]>>('emojilib/dist/emoji-en-US.json');
  const keywordsOf = new Map<string, string[]>();
  for (const [emoji, keywords] of Object.entries(emojilib)) {
    keywordsOf.set(emoji.replace(VARIATION_SELECTOR, ''), keywords);
  }
  return Object.entries(unicode).map(([text, info]) => {
    const emoji = text.replace(VARIATION_SELECTOR, '');
    return { emoji, name: info.name, group: info.group, keywords: keywordsOf.get(emoji) ?? [] };
  });
}
