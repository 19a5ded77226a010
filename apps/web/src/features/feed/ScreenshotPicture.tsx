import type { Game } from '@promptplay/contracts';
import { screenshotSrcSet, tiersWithin } from './screenshotSources.js';
import { useTierWidthCap } from './useTierWidthCap.js';

export interface ScreenshotPictureProps {
  game: Pick<Game, 'screenshotUrl' | 'screenshotTiers'>;
  /** The `sizes` of the slot (see `CARD_IMAGE_SIZES`, `DETAIL_IMAGE_SIZES`). */
  sizes: string;
  /**
   * `lcp`: the page's largest first paint (the feed's first card, or the open detail modal's
   * background), fetched at once with high priority; `lazy` (default): fetched as it nears
   * the viewport; `held`: not fetched yet (the slot keeps its size, empty).
   */
  fetching?: 'lcp' | 'lazy' | 'held';
  width?: number;
  height?: number;
  className?: string;
  testId?: string;
}

const FETCHING_ATTRIBUTES = {
  lcp: { fetchPriority: 'high' },
  lazy: { loading: 'lazy', decoding: 'async' },
} as const;

/**
 * A game's screenshot as `<picture>`: its AVIF and WebP tiers by width (the browser picks by
 * `sizes` and pixel density, within what the connection allows), the original as the `<img>`
 * every browser can show; a game whose tiers are not rendered yet shows the original alone.
 */
export function ScreenshotPicture({
  game,
  sizes,
  fetching = 'lazy',
  width,
  height,
  className,
  testId,
}: ScreenshotPictureProps) {
  const cap = useTierWidthCap();
  if (fetching === 'held') {
    return <img alt="" width={width} height={height} className={className} data-testid={testId} />;
  }
  const tiers = tiersWithin(game.screenshotTiers ?? [], cap);
  const image = (
    <img
      src={game.screenshotUrl}
      alt=""
      {...FETCHING_ATTRIBUTES[fetching]}
      width={width}
      height={height}
      className={className}
      data-testid={testId}
    />
  );
  if (tiers.length === 0) return image;
  return (
    <picture>
      <source type="image/avif" srcSet={screenshotSrcSet(tiers, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={screenshotSrcSet(tiers, 'webp')} sizes={sizes} />
      {image}
    </picture>
  );
}
