import { z } from 'zod';
import type { Clock } from '../../clock.js';
import { ogpAuthHeaders } from './ogpSignature.js';

/** The anti-cheat limits a game declares at registration (and we keep on our side too). */
export interface OgpCaps {
  maxScorePerSession: number;
  maxSessionsPerDay: number;
  maxCumulativePointsPerDay: number;
}

export interface OgpGameInput {
  title: string;
  description: string;
  /** The play page Play.fun loads and frames (`${PUBLIC_URL}/play/<gameId>`). */
  gameUrl: string;
  caps: OgpCaps;
}

export interface OgpRegistration {
  ogpGameId: string;
  /** The game's public API key, shown to browsers (the secret never leaves the server). */
  publicKey: string;
}

/** Points one player earned in one round of a registered game. */
export interface OgpPlayerPoints {
  /** An id Play.fun resolves (`email:…`, `sol:…`, …), never ours. */
  playerId: string;
  points: number;
}

/** The OpenGameProtocol API as the server uses it; the HTTP one and test fakes implement it. */
export interface OgpClient {
  registerGame(game: OgpGameInput): Promise<OgpRegistration>;
  updateGame(ogpGameId: string, game: OgpGameInput): Promise<void>;
  /**
   * Saves a batch of players' points for one game (`gameApiKey` from its registration): at
   * most 1,000 entries, each player once.
   */
  savePoints(gameApiKey: string, points: readonly OgpPlayerPoints[]): Promise<void>;
}

export interface OgpCredentials {
  baseUrl: string;
  apiKey: string;
  secretKey: string;
}

/** The API wraps answers in `data`; the registered game names its key `gameApiKey` or `apiKey`. */
const registrationSchema = z
  .object({
    data: z
      .object({
        id: z.string().min(1).max(200),
        gameApiKey: z.string().min(1).max(500).optional(),
        apiKey: z.string().min(1).max(500).optional(),
      })
      .refine((game) => game.gameApiKey ?? game.apiKey, 'Expected the game API key'),
  })
  .transform(({ data }) => ({ ogpGameId: data.id, publicKey: (data.gameApiKey ?? data.apiKey)! }));

/** A refused or failed request; `status` 0 when no answer came. */
export class OgpRequestError extends Error {
  override readonly name = 'OgpRequestError';
  constructor(
    readonly status: number,
    /** The answer's Retry-After, in milliseconds, when it had one. */
    readonly retryAfterMs: number | null,
    cause?: unknown,
  ) {
    super(status ? `OGP answered ${status}` : 'OGP could not be reached', { cause });
  }

  /** 429 and 5xx are worth retrying (and no answer at all); other refusals are not. */
  get isRetryable(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

/** `Retry-After` as seconds or an HTTP date, in milliseconds from `nowMs`. */
export function retryAfterMsOf(header: string | null, nowMs: number): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - nowMs);
}

const REQUEST_TIMEOUT_MS = 10_000;

/** Only the fields the API reference documents for `POST /games` and `/games/update/:id`. */
function gameForm(game: OgpGameInput): FormData {
  const form = new FormData();
  form.set('name', game.title);
  form.set('description', game.description);
  form.set('gameUrl', game.gameUrl);
  form.set('platform', 'WEB');
  form.set('isHTMLGame', 'true');
  form.set('iframable', 'true');
  form.set('maxScorePerSession', String(game.caps.maxScorePerSession));
  form.set('maxSessionsPerDay', String(game.caps.maxSessionsPerDay));
  form.set('maxCumulativePointsPerDay', String(game.caps.maxCumulativePointsPerDay));
  return form;
}

/**
 * OGP over HTTP (the Play.fun API): every request is signed with the secret key (see
 * ogpSignature.ts). Games are registered and updated with form posts; points go in batches.
 */
export function createHttpOgpClient(credentials: OgpCredentials, clock: Clock): OgpClient {
  const base = credentials.baseUrl.replace(/\/+$/, '');
  const basePath = new URL(base).pathname.replace(/\/+$/, '');

  async function post(path: string, body: FormData | object): Promise<unknown> {
    const isForm = body instanceof FormData;
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        ...ogpAuthHeaders(
          credentials.apiKey,
          credentials.secretKey,
          'POST',
          `${basePath}${path}`,
          clock.now().getTime(),
        ),
        ...(isForm ? {} : { 'content-type': 'application/json' }),
      },
      body: isForm ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    }).catch((error: unknown) => {
      throw new OgpRequestError(0, null, error);
    });
    if (!response.ok) {
      const retryAfter = retryAfterMsOf(response.headers.get('retry-after'), Date.now());
      await response.body?.cancel();
      throw new OgpRequestError(response.status, retryAfter);
    }
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : null;
  }

  return {
    async registerGame(game) {
      return registrationSchema.parse(await post('/games', gameForm(game)));
    },
    async updateGame(ogpGameId, game) {
      await post(`/games/update/${encodeURIComponent(ogpGameId)}`, gameForm(game));
    },
    async savePoints(gameApiKey, points) {
      // The reference types each entry's points as a string.
      await post('/play/dev/batch-save-points', {
        gameApiKey,
        points: points.map((entry) => ({ playerId: entry.playerId, points: String(entry.points) })),
      });
    },
  };
}
