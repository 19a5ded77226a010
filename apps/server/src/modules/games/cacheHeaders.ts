/** World files and media never change under a key (new content gets a new key). */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The runtime iframe has an opaque origin, so its requests are cross-origin (protocol doc). */
export const OPEN_CORS_HEADERS = { 'access-control-allow-origin': '*' } as const;
