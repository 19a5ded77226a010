import sharp, { type OverlayOptions } from 'sharp';
import { SITE_NAME } from './headTags.js';

/** The size link previews ask for (OpenGraph, `summary_large_image`): 1.91:1. */
export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;

/** Bump when the card's look changes: card URLs carry it, so caches fetch the new look. */
export const SHARE_CARD_DESIGN = 1;

const MARGIN_X = 64;
const MARGIN_BOTTOM = 60;
const TITLE_WIDTH = SHARE_CARD_WIDTH - 2 * MARGIN_X;
const TITLE_MAX_LINES = 3;
/** Font sizes tried largest first, until the title fits in TITLE_MAX_LINES. */
const TITLE_SIZES = [76, 66, 58, 50] as const;
const TITLE_MAX_CHARACTERS = 120;

/** The app's colours (apps/web/src/styles/tokens.css). */
const COLORS = {
  background: '#0c0a1d',
  text: '#ffffff',
  textDim: '#bdb8e0',
  gradient: ['#7b4dff', '#a93ee0', '#cc3a8c'],
  glowPurple: '#7c5cff',
  glowPink: '#ff4fb8',
} as const;

/**
 * librsvg and Pango find fonts through fontconfig; the app's web fonts are woff2, which they
 * cannot read, so the card uses the system's sans-serif (DejaVu Sans on Debian).
 */
const FONT_FAMILY = 'sans-serif';

const MARKUP_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Escapes text for Pango markup and SVG alike (both are XML). */
function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (character) => MARKUP_ESCAPES[character] ?? character);
}

/**
 * The title as the card can draw it: one line of text without emoji (no colour emoji font on
 * the server: they would be empty boxes), control characters or runs of spaces, cut at a word.
 */
export function cardTitleText(title: string): string {
  const plain = title
    // Pictographs, flag letters, and the joiner, emoji selector and keycap that glue them.
    .replace(/\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]|\u200d|\ufe0f|\u20e3/gu, '')
    .replace(/[\p{Cc}\s]+/gu, ' ')
    .trim();
  const characters = [...plain];
  if (characters.length <= TITLE_MAX_CHARACTERS) return plain;
  return truncateAtWord(characters.slice(0, TITLE_MAX_CHARACTERS).join(''));
}

function truncateAtWord(text: string): string {
  const cut = text.replace(/\s+\S*$/, '');
  return `${cut.length > 0 ? cut : text}…`;
}

interface TextLayer {
  image: Buffer;
  width: number;
  height: number;
}

async function renderText(
  markup: string,
  { sizePx, width, align = 'left' }: { sizePx: number; width: number; align?: 'left' | 'centre' },
): Promise<TextLayer> {
  const { data, info } = await sharp({
    text: {
      text: markup,
      font: `${FONT_FAMILY} Bold ${sizePx}`,
      // At 72 dpi a point is a pixel, so `sizePx` is the size drawn.
      dpi: 72,
      width,
      align,
      wrap: 'word-char',
      rgba: true,
      spacing: Math.round(sizePx * 0.12),
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { image: data, width: info.width, height: info.height };
}

/** The largest size at which the title wraps to at most TITLE_MAX_LINES lines. */
async function renderTitle(title: string): Promise<{ text: TextLayer; shadow: TextLayer }> {
  const fits = (layer: TextLayer, sizePx: number) =>
    layer.height <= Math.ceil(TITLE_MAX_LINES * sizePx * 1.4);
  let text = title;
  let sizePx: number = TITLE_SIZES[0];
  let layer: TextLayer | undefined;
  for (const size of TITLE_SIZES) {
    sizePx = size;
    layer = await renderText(`<span foreground="${COLORS.text}">${escapeMarkup(text)}</span>`, {
      sizePx,
      width: TITLE_WIDTH,
    });
    if (fits(layer, sizePx)) break;
  }
  // Still too long at the smallest size (one very long word, say): cut words until it fits.
  while (layer && !fits(layer, sizePx) && text.length > 1) {
    text = truncateAtWord(text.slice(0, -1).replace(/…$/, ''));
    layer = await renderText(`<span foreground="${COLORS.text}">${escapeMarkup(text)}</span>`, {
      sizePx,
      width: TITLE_WIDTH,
    });
  }
  if (!layer) throw new Error('No title size to try');
  const shadowMarkup = `<span foreground="#000000">${escapeMarkup(text)}</span>`;
  const shadowText = await renderText(shadowMarkup, { sizePx, width: TITLE_WIDTH });
  const shadow = await sharp(shadowText.image)
    .extend({ top: 12, bottom: 12, left: 12, right: 12, background: '#00000000' })
    .blur(6)
    .png()
    .toBuffer();
  return {
    text: layer,
    shadow: { image: shadow, width: shadowText.width + 24, height: shadowText.height + 24 },
  };
}

const GRADIENT_STOPS = COLORS.gradient
  .map((color, index) => `<stop offset="${index / 2}" stop-color="${color}"/>`)
  .join('');

/** The "Promptplay" pill in the top-left corner, in the app's gradient. */
function brandPillSvg(): string {
  return `<defs><linearGradient id="brand" x1="0" y1="0" x2="1" y2="1">${GRADIENT_STOPS}</linearGradient></defs>
<rect x="${MARGIN_X - 8}" y="44" rx="28" ry="28" width="276" height="56" fill="url(#brand)"/>
<path d="M${MARGIN_X + 18} 60 l22 12 l-22 12 z" fill="${COLORS.text}"/>
<text x="${MARGIN_X + 52}" y="82" font-family="${FONT_FAMILY}" font-weight="700" font-size="30" fill="${COLORS.text}">${SITE_NAME}</text>`;
}

function svg(body: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_CARD_WIDTH}" height="${SHARE_CARD_HEIGHT}">${body}</svg>`,
  );
}

/** The app's dark background with its two glows, for cards without a screenshot. */
function brandedBackgroundSvg(): string {
  return `<defs>
<radialGradient id="glow1" cx="0.15" cy="0.1" r="0.75"><stop offset="0" stop-color="${COLORS.glowPurple}" stop-opacity="0.55"/><stop offset="1" stop-color="${COLORS.glowPurple}" stop-opacity="0"/></radialGradient>
<radialGradient id="glow2" cx="0.95" cy="0.95" r="0.7"><stop offset="0" stop-color="${COLORS.glowPink}" stop-opacity="0.4"/><stop offset="1" stop-color="${COLORS.glowPink}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="100%" height="100%" fill="${COLORS.background}"/>
<rect width="100%" height="100%" fill="url(#glow1)"/>
<rect width="100%" height="100%" fill="url(#glow2)"/>`;
}

/**
 * Darkens a screenshot from a little above the title down, so white text reads on any
 * picture (a snowy sky too), and a little at the top behind the pill.
 */
function scrimSvg(titleTop: number): string {
  const fadeStart = Math.max(0, titleTop - 150) / SHARE_CARD_HEIGHT;
  const dark = Math.min(SHARE_CARD_HEIGHT, titleTop + 30) / SHARE_CARD_HEIGHT;
  return `<defs><linearGradient id="scrim" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="${COLORS.background}" stop-opacity="0.3"/>
<stop offset="${Math.min(0.2, fadeStart)}" stop-color="${COLORS.background}" stop-opacity="0"/>
<stop offset="${fadeStart}" stop-color="${COLORS.background}" stop-opacity="0"/>
<stop offset="${dark}" stop-color="${COLORS.background}" stop-opacity="0.78"/>
<stop offset="1" stop-color="${COLORS.background}" stop-opacity="0.94"/>
</linearGradient></defs><rect width="100%" height="100%" fill="url(#scrim)"/>`;
}

/** The screenshot filling the card, or null when it cannot be decoded. */
async function coverBackground(screenshot: Buffer): Promise<Buffer | null> {
  try {
    return await sharp(screenshot, { failOn: 'error', limitInputPixels: 50_000_000 })
      .rotate()
      .resize(SHARE_CARD_WIDTH, SHARE_CARD_HEIGHT, { fit: 'cover', position: 'attention' })
      .removeAlpha()
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}

async function encodeCard(background: sharp.Sharp, layers: OverlayOptions[]): Promise<Buffer> {
  // A 256-colour palette, dithered: a third of the full-colour size, so chat apps that skip
  // images over ~300 KB (WhatsApp) still show the card.
  return background
    .composite(layers)
    .png({ palette: true, quality: 90, effort: 8, compressionLevel: 9, dither: 1 })
    .toBuffer();
}

/**
 * A game's 1200×630 card: its screenshot (cropped to fill), darkened towards the bottom, with
 * the title in white at the bottom left and the Promptplay pill at the top. Without a usable
 * screenshot (none, or bytes that do not decode) the same layout on the app's background.
 */
export async function renderGameCard(title: string, screenshot: Buffer | null): Promise<Buffer> {
  const picture = screenshot ? await coverBackground(screenshot) : null;
  const background = picture
    ? sharp(picture)
    : sharp(svg(brandedBackgroundSvg())).resize(SHARE_CARD_WIDTH, SHARE_CARD_HEIGHT);
  const { text, shadow } = await renderTitle(cardTitleText(title) || SITE_NAME);
  const titleTop = SHARE_CARD_HEIGHT - MARGIN_BOTTOM - text.height;
  return encodeCard(background, [
    ...(picture ? [{ input: svg(scrimSvg(titleTop)), top: 0, left: 0 }] : []),
    { input: svg(brandPillSvg()), top: 0, left: 0 },
    { input: shadow.image, top: Math.max(0, titleTop - 10), left: MARGIN_X - 12 },
    { input: text.image, top: Math.max(0, titleTop), left: MARGIN_X },
  ]);
}

/** The home page's card: the name and tagline on the app's background. */
export async function renderSiteCard(tagline: string): Promise<Buffer> {
  const width = SHARE_CARD_WIDTH - 2 * MARGIN_X;
  const name = await renderText(`<span foreground="${COLORS.text}">${SITE_NAME}</span>`, {
    sizePx: 124,
    width,
    align: 'centre',
  });
  const line = await renderText(
    `<span foreground="${COLORS.textDim}" weight="normal">${escapeMarkup(tagline)}</span>`,
    { sizePx: 44, width, align: 'centre' },
  );
  const gap = 28;
  const top = Math.round((SHARE_CARD_HEIGHT - name.height - gap - line.height) / 2);
  const underline = `<defs><linearGradient id="brand" x1="0" y1="0" x2="1" y2="0">${GRADIENT_STOPS}</linearGradient></defs>
<rect x="${(SHARE_CARD_WIDTH - 220) / 2}" y="${top + name.height + gap / 2 - 4}" width="220" height="8" rx="4" fill="url(#brand)"/>`;
  return encodeCard(
    sharp(svg(brandedBackgroundSvg())).resize(SHARE_CARD_WIDTH, SHARE_CARD_HEIGHT),
    [
      { input: svg(underline), top: 0, left: 0 },
      { input: name.image, top, left: Math.round((SHARE_CARD_WIDTH - name.width) / 2) },
      {
        input: line.image,
        top: top + name.height + gap,
        left: Math.round((SHARE_CARD_WIDTH - line.width) / 2),
      },
    ],
  );
}
