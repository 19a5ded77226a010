import { z } from 'zod';
import type { Clock } from '../../clock.js';
import { ogpAuthHeaders } from './ogpSignature.js';

export interface OgpGameInput {
  gameId: string;
  title: string;
  description: string;
  gameUrl: string;
}

export interface OgpRegistration {
  ogpGameId: string;
  /** The game's public API key, shown to browsers (the secret never leaves the server). */
  publicKey: string;
}

/** Points one player earned in one registered game. */
export interface OgpPlayerPoints {
  playerId: string;
  points: number;
}

/** The OpenGameProtocol API as the server uses it; the HTTP one and test fakes implement it. */
export interface OgpClient {
  registerGame(game: OgpGameInput): Promise<OgpRegistration>;
  updateGame(ogpGameId: string, game: OgpGameInput): Promise<void>;
  /** Saves a batch of players' points for one game (`gameApiKey` from its registration). */
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

export class OgpRequestError extends Error {
  override readonly name = 'OgpRequestError';
}

const REQUEST_TIMEOUT_MS = 10_000;

function gameForm(game: OgpGameInput): FormData {
  const form = new FormData();
  form.set('name', game.title);
  form.set('description', game.description);
  form.set('gameUrl', game.gameUrl);
  form.set('externalId', game.gameId);
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
    });
    if (!response.ok) throw new OgpRequestError(`OGP answered ${response.status}`);
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
      await post('/play/dev/batch-save-points', { gameApiKey, points });
    },
  };
}
