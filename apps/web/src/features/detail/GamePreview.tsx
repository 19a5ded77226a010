import { useState } from 'react';
import { usePrefersStillMedia } from './usePrefersStillMedia.js';

export interface GamePreviewProps {
  /** The still first screen: shown at once, and alone when motion or data is to be spared. */
  screenshotUrl: string;
  /** The game's short animated loop (an animated WebP), or null when it has none. */
  previewUrl: string | null;
}

/**
 * The detail modal's background (spec §2): the screenshot first, then the animated preview
 * over it once the whole loop has arrived. The loop is an animated WebP, which only an
 * `<img>` plays (no engine plays it in `<video>`); decoding off the main thread and a low
 * fetch priority keep it from holding up the modal's first paint.
 */
export function GamePreview({ screenshotUrl, previewUrl }: GamePreviewProps) {
  const prefersStill = usePrefersStillMedia();
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const motionUrl = prefersStill ? null : previewUrl;
  return (
    <>
      <img src={screenshotUrl} alt="" decoding="async" data-testid="game-preview-still" />
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
