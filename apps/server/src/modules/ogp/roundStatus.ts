/**
 * Where a round's OGP points are: 'none' (earns nothing), 'held' (no OGP identity yet),
 * 'pending' (queued or being sent), 'reported', 'failed' (given up) or 'expired' (held past
 * its UTC day, the API's daily window).
 */
export type OgpRoundStatus = 'none' | 'held' | 'pending' | 'reported' | 'failed' | 'expired';
