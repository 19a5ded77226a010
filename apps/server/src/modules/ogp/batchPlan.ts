import type { OgpPlayerPoints } from './ogpClient.js';

/** The API's limit on entries in one batch request. */
export const OGP_MAX_ENTRIES_PER_REQUEST = 1000;

export interface PlannedRound {
  id: string;
  /** The identity Play.fun resolves (`email:…`, `sol:…`, …). */
  ogpPlayerId: string;
  points: number;
}

export interface PlannedRequest<R extends PlannedRound> {
  rounds: R[];
  entries: OgpPlayerPoints[];
}

/**
 * One game's rounds as batch requests: each entry is one round (never a sum, so no entry
 * passes `maxScorePerSession`), each player at most once per request (the API keys a batch
 * by player), at most 1,000 entries per request. A player's rounds go out oldest first, one
 * per request.
 */
export function planRequests<R extends PlannedRound>(rounds: readonly R[]): PlannedRequest<R>[] {
  const layers: R[][] = [];
  const depth = new Map<string, number>();
  for (const round of rounds) {
    const layer = depth.get(round.ogpPlayerId) ?? 0;
    depth.set(round.ogpPlayerId, layer + 1);
    (layers[layer] ??= []).push(round);
  }
  return layers.flatMap((layer) => {
    const requests: PlannedRequest<R>[] = [];
    for (let start = 0; start < layer.length; start += OGP_MAX_ENTRIES_PER_REQUEST) {
      const chunk = layer.slice(start, start + OGP_MAX_ENTRIES_PER_REQUEST);
      requests.push({
        rounds: chunk,
        entries: chunk.map((round) => ({ playerId: round.ogpPlayerId, points: round.points })),
      });
    }
    return requests;
  });
}
