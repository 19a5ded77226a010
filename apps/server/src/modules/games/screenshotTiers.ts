import sharp from 'sharp';

/**
 * The media tiers of spec §9, smallest first: the box a screenshot is resized into and the
 * encoder quality. Clients pick one by connection (2G the first, the best connections the last).
 */
export const SCREENSHOT_TIERS = [
  { box: { width: 360, height: 240 }, quality: 30 },
  { box: { width: 480, height: 360 }, quality: 45 },
  { box: { width: 720, height: 480 }, quality: 60 },
  { box: { width: 1080, height: 720 }, quality: 75 },
] as const;

export type ScreenshotTierFormat = 'avif' | 'webp';
export const SCREENSHOT_TIER_FORMATS: readonly ScreenshotTierFormat[] = ['avif', 'webp'];

/** What the games row records of one rendered tier (the file's own pixels). */
export interface StoredScreenshotTier {
  /** The tier's box width, which names its files (`screenshot-360.webp`). */
  box: number;
  width: number;
  height: number;
}

/**
 * AVIF effort 2 of 0–9: measured on a 720×480 generated screenshot, all four tiers take
 * ~0.5 s at effort 2 against ~3–4.5 s at the default 4, for files at most 8 % larger.
 */
const AVIF_EFFORT = 2;

/** Beside the original: `games/<id>/screenshot.png` → `games/<id>/screenshot-360.avif`. */
export function screenshotTierKey(
  screenshotKey: string,
  box: number,
  format: ScreenshotTierFormat,
): string {
  const slash = screenshotKey.lastIndexOf('/');
  const dot = screenshotKey.lastIndexOf('.');
  const stem = dot > slash ? screenshotKey.slice(0, dot) : screenshotKey;
  return `${stem}-${box}.${format}`;
}

export interface RenderedTierFile {
  key: string;
  format: ScreenshotTierFormat;
  body: Buffer;
}

export interface RenderedScreenshotTiers {
  tiers: StoredScreenshotTier[];
  files: RenderedTierFile[];
}

/** The source bytes are not an image sharp can read: the game keeps its original only. */
export class UnreadableScreenshotError extends Error {
  override readonly name = 'UnreadableScreenshotError';
}

/**
 * Renders every tier of a screenshot in both formats. Each tier keeps the picture's aspect
 * and fits inside its box (`fit: inside`), so every tier shows the same picture the original
 * does (cards crop it with CSS `object-fit: cover`); a 3:2 screenshot fills the 3:2 boxes
 * exactly and is 480×320 in the 4:3 one. Smaller sources are enlarged, so each tier is the
 * width a client's srcset expects.
 */
export async function renderScreenshotTiers(
  screenshotKey: string,
  source: Buffer,
): Promise<RenderedScreenshotTiers> {
  let decoded: { data: Buffer; info: sharp.OutputInfo };
  try {
    // Decode once (upright, whole image checked) and resize from raw pixels for every tier.
    decoded = await sharp(source, { failOn: 'error' })
      .rotate()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new UnreadableScreenshotError(
      `The screenshot ${screenshotKey} cannot be read: ${(error as Error).message}`,
    );
  }
  const { width, height, channels } = decoded.info;
  const raw = { width, height, channels };

  const tiers: StoredScreenshotTier[] = [];
  const files: RenderedTierFile[] = [];
  for (const { box, quality } of SCREENSHOT_TIERS) {
    const resized = await sharp(decoded.data, { raw })
      .resize(box.width, box.height, { fit: 'inside' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = () =>
      sharp(resized.data, {
        raw: {
          width: resized.info.width,
          height: resized.info.height,
          channels: resized.info.channels,
        },
      });
    const [avif, webp] = await Promise.all([
      pixels().avif({ quality, effort: AVIF_EFFORT }).toBuffer(),
      pixels().webp({ quality }).toBuffer(),
    ]);
    tiers.push({ box: box.width, width: resized.info.width, height: resized.info.height });
    files.push(
      { key: screenshotTierKey(screenshotKey, box.width, 'avif'), format: 'avif', body: avif },
      { key: screenshotTierKey(screenshotKey, box.width, 'webp'), format: 'webp', body: webp },
    );
  }
  return { tiers, files };
}
