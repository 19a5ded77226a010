import { CONSTANTS } from '@promptplay/contracts';

/** Largest file a player may upload (spec §5, §9: 8 MB). */
export const UPLOAD_MAX_BYTES = CONSTANTS.UPLOAD_MAX_BYTES;

/**
 * How long a presigned upload URL works. The client may spend three 5-minute attempts with
 * 2 s and 4 s pauses on one URL (spec §9), so the last attempt must still start in time.
 */
export const UPLOAD_URL_TTL_MS = 16 * 60_000;

/**
 * An upload still "uploading" after this long lost its process (the client gives up after
 * 5 minutes): a new PUT of the same URL may take it over.
 */
export const STALE_UPLOAD_CLAIM_MS = 6 * 60_000;

/** Presigns one player may ask for per hour (each makes a row and, on S3, a URL). */
export const UPLOADS_PER_PLAYER_PER_HOUR = 30;

/** Longest side and most pixels an uploaded image may have; phone cameras stay well below. */
export const UPLOAD_MAX_IMAGE_SIDE = 12_000;
export const UPLOAD_MAX_IMAGE_PIXELS = 100_000_000;
