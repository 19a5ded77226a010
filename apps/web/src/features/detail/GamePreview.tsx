import type { ScreenshotTier } from '@promptplay/contracts';
import { useState } from 'react';
import { ScreenshotPicture } from '../feed/ScreenshotPicture.js';
import { DETAIL_IMAGE_SIZES } from '../feed/screenshotSources.js';
import { usePrefersStillMedia } from './usePrefersStillMedia.js';

export interface GamePreviewProps {
  /** The still first screen: shown at once, and alone when motion or data is to be spared. */
  screenshotUrl: string;
  /** The screenshot's AVIF and WebP tiers (absent until rendered: the original is shown). */
  screenshotTiers?: readonly ScreenshotTier[] | undefined;
  /** The game's short animated loop (an animated WebP), or null when it has none. */
  previewUrl: string | null;
}

/**
 * The detail modal's background (spec §2): the screenshot first, then the animated preview
 * over it once the whole loop has arrived. The loop is an animated WebP, which only an
 * `<img>` plays (no engine plays it in `<video>`); decoding off the main thread and a low
 * fetch priority keep it from holding up the modal's first paint.
 */
export function GamePreview({ screenshotUrl, screenshotTiers, previewUrl }: GamePreviewProps) {
  const prefersStill = usePrefersStillMedia();
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const motionUrl = prefersStill ? null : previewUrl;
  return (
    <>
      <ScreenshotPicture
        game={{
          screenshotUrl,
          ...(screenshotTiers ? { screenshotTiers: [...screenshotTiers] } : {}),
        }}
        sizes={DETAIL_IMAGE_SIZES}
        fetching="lcp"
        testId="game-preview-still"
      />
      {motionUrl && (
        <img
          key={motionUrl}
          src={motionUrl}
          alt=""
          decoding="async"
          fetchPriority="low"
          className={`detail-media__motion ${loadedUrl === motionUrl ? 'is-loaded' : ''}`}
          onLoad={() => setLoadedUrl(motionUrl)}
          data-testid="game-preview"
        />
      )}
    </>
  );
}
