import type { WorldFile } from '@promptplay/contracts';

/** World file keys that hold a picture: `url`, `sheetUrl`, `imageUrl`, `floorUrl`, … */
const PICTURE_KEY = /^(?:url|[a-z]\w*Url)$/;

function sameOriginUrl(value: string, origin: string): string | null {
  if (!value.startsWith('/') && !value.startsWith('https://')) return null;
  try {
    const url = new URL(value, origin);
    return url.origin === origin ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Every picture a world file names on the page's own origin (sprite sheets, item sprites,
 * background strips, the floor tile), once each, as the absolute URLs the runtime loads them
 * from. Found by key rather than per genre, so a genre that adds a picture field is covered.
 */
export function worldPictureUrls(world: WorldFile, origin: string): string[] {
  const urls = new Set<string>();
  const visit = (value: unknown, key: string): void => {
    if (typeof value === 'string') {
      const url = PICTURE_KEY.test(key) ? sameOriginUrl(value, origin) : null;
      if (url) urls.add(url);
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item, key);
    } else if (typeof value === 'object' && value !== null) {
      for (const [childKey, child] of Object.entries(value)) visit(child, childKey);
    }
  };
  visit(world, '');
  return [...urls];
}
