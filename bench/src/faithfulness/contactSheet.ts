import sharp from 'sharp';

/** One tile of the sheet: a first frame and the prompt that made it. */
export interface ContactTile {
  png: Buffer;
  caption: string;
}

const TILE_WIDTH = 234;
const TILE_HEIGHT = 506;
const CAPTION_HEIGHT = 76;
const GAP = 8;
const CAPTION_FONT_PX = 13;
const CAPTION_LINE_PX = 16;
const CHARS_PER_LINE = 32;
const MAX_CAPTION_LINES = 4;

const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** Greedy word wrap; the last line gets an ellipsis when the caption is longer. */
export function wrapCaption(text: string, width = CHARS_PER_LINE, maxLines = MAX_CAPTION_LINES) {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= width) line = next;
    else {
      if (line) lines.push(line);
      line = word.slice(0, width);
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, width - 1)}…`;
  return kept;
}

function captionSvg(caption: string): Buffer {
  const lines = wrapCaption(caption)
    .map(
      (line, index) => `<text x="6" y="${18 + index * CAPTION_LINE_PX}">${escapeXml(line)}</text>`,
    )
    .join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE_WIDTH}" height="${CAPTION_HEIGHT}">` +
      `<rect width="100%" height="100%" fill="#15151f"/>` +
      `<g font-family="DejaVu Sans, sans-serif" font-size="${CAPTION_FONT_PX}" fill="#f2f2f7">${lines}</g></svg>`,
  );
}

/**
 * A PNG grid of first frames, each with its prompt under it: the sheet a person reads to
 * judge whether each game shows what its prompt asked for.
 */
export async function renderContactSheet(
  tiles: readonly ContactTile[],
  columns: number,
): Promise<Buffer> {
  const rows = Math.max(1, Math.ceil(tiles.length / columns));
  const cellHeight = TILE_HEIGHT + CAPTION_HEIGHT;
  const width = columns * TILE_WIDTH + (columns + 1) * GAP;
  const height = rows * cellHeight + (rows + 1) * GAP;
  const composites = await Promise.all(
    tiles.flatMap((tile, index) => {
      const left = GAP + (index % columns) * (TILE_WIDTH + GAP);
      const top = GAP + Math.floor(index / columns) * (cellHeight + GAP);
      return [
        sharp(tile.png)
          .resize(TILE_WIDTH, TILE_HEIGHT, { fit: 'cover', position: 'top' })
          .png()
          .toBuffer()
          .then((input) => ({ input, left, top })),
        Promise.resolve({ input: captionSvg(tile.caption), left, top: top + TILE_HEIGHT }),
      ];
    }),
  );
  return sharp({ create: { width, height, channels: 3, background: '#0b0b14' } })
    .composite(composites)
    .png()
    .toBuffer();
}
