import type { ScreenshotTier } from '@promptplay/contracts';

/**
 * What the Network Information API tells of the connection (Chromium only; other browsers
 * have no `navigator.connection`, and the viewport alone picks the tier there).
 */
export interface ConnectionHints {
  readonly effectiveType?: string;
  readonly saveData?: boolean;
}

/** The smallest tiers' widths (spec §9: 2G gets 360×240, the next connection 480×360). */
const SLOW_CONNECTION_CAP = 360;
const MIDDLE_CONNECTION_CAP = 480;

/**
 * The widest screenshot tier worth fetching on this connection, or null for no cap (the
 * browser picks by viewport and pixel density): Save-Data, slow-2g and 2g get the smallest
 * tier, 3g the next; 4g and browsers without the API are not capped.
 */
export function tierWidthCap(connection: ConnectionHints | undefined): number | null {
  if (!connection) return null;
  if (connection.saveData === true) return SLOW_CONNECTION_CAP;
  const type = connection.effectiveType;
  if (type === 'slow-2g' || type === '2g') return SLOW_CONNECTION_CAP;
  if (type === '3g') return MIDDLE_CONNECTION_CAP;
  return null;
}

/** The tiers a connection may fetch: those within the cap (at least the smallest). */
export function tiersWithin(
  tiers: readonly ScreenshotTier[],
  cap: number | null,
): ScreenshotTier[] {
  const sorted = [...tiers].sort((a, b) => a.width - b.width);
  if (cap === null) return sorted;
  const within = sorted.filter((tier) => tier.width <= cap);
  return within.length > 0 ? within : sorted.slice(0, 1);
}

/** A `srcset` with width descriptors: `/media/…-360.avif 360w, /media/…-480.avif 480w`. */
export function screenshotSrcSet(
  tiers: readonly ScreenshotTier[],
  format: 'avif' | 'webp',
): string {
  return tiers
    .map((tier) => `${format === 'avif' ? tier.avifUrl : tier.webpUrl} ${tier.width}w`)
    .join(', ');
}

/**
 * `sizes` of a feed or profile card's screenshot. The card shows a square crop of the 3:2
 * screenshot (`object-fit: cover`), so the picture is drawn 1.5 times the card's width: the
 * column width of the grid (feed.css: 1, 2, 3, 4 or 5 columns in a 73.75rem page with 1rem
 * gutters) times 1.5.
 */
export const CARD_IMAGE_SIZES = [
  '(min-width: 71.25em) 21rem',
  '(min-width: 56.25em) calc(37.5vw - 1.875rem)',
  '(min-width: 40em) calc(50vw - 2rem)',
  '(min-width: 20em) calc(75vw - 2.0625rem)',
  'calc(150vw - 3rem)',
].join(', ');

/**
 * `sizes` of the detail modal's background: it covers a sheet up to 40rem tall (sheet.css),
 * so a 3:2 screenshot is drawn about 60rem wide.
 */
export const DETAIL_IMAGE_SIZES = '60rem';
