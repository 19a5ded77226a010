import { createHmac } from 'node:crypto';
import { z } from 'zod';
import type { Clock } from '../../clock.js';

export interface OgpGameInput {
  gameId: string;
  title: string;
  description: string;
  gameUrl: string;
}

export interface OgpRegistration {
  ogpGameId: string;
  /** The game's public key, shown to browsers (the secret never leaves the server). */
  publicKey: string;
}

/** The OpenGameProtocol API as the server uses it; the HTTP one and test fakes implement it. */
export interface OgpClient {
  registerGame(game: OgpGameInput): Promise<OgpRegistration>;
  updateGame(ogpGameId: string, game: OgpGameInput): Promise<void>;
}

export interface OgpCredentials {
  baseUrl: string;
  apiKey: string;
  secretKey: string;
}

/**
 * The signature over one request: HMAC-SHA256 (hex) with the secret key over
 * `METHOD\npath\ntimestamp`, where path is the URL path (with query) and timestamp is Unix
 * seconds, also sent as `x-ogp-timestamp`.
 */
export function signOgpRequest(secretKey: string, method: string, path: string, timestamp: number) {
  return createHmac('sha256', secretKey)
    .update(`${method.toUpperCase()}\n${path}\n${timestamp}`)
    .digest('hex');
}

const registrationSchema = z.object({
  id: z.string().min(1).max(200),
  publicKey: z.string().min(1).max(500),
});

export class OgpRequestError extends Error {
  override readonly name = 'OgpRequestError';
}

/** OGP over HTTP: every request carries the API key, a timestamp and its signature. */
export function createHttpOgpClient(credentials: OgpCredentials, clock: Clock): OgpClient {
  async function send(method: 'POST' | 'PUT', path: string, body: unknown): Promise<unknown> {
    const timestamp = Math.floor(clock.now().getTime() / 1000);
    const basePath = new URL(credentials.baseUrl).pathname.replace(/\/+$/, '');
    const response = await fetch(`${credentials.baseUrl}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'x-ogp-api-key': credentials.apiKey,
        'x-ogp-timestamp': String(timestamp),
        'x-ogp-signature': signOgpRequest(
          credentials.secretKey,
          method,
          `${basePath}${path}`,
          timestamp,
        ),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new OgpRequestError(`OGP answered ${response.status}`);
    return response.status === 204 ? null : response.json();
  }

  return {
    async registerGame(game) {
      const answer = registrationSchema.parse(await send('POST', '/games', game));
      return { ogpGameId: answer.id, publicKey: answer.publicKey };
    },
    async updateGame(ogpGameId, game) {
      await send('PUT', `/games/${encodeURIComponent(ogpGameId)}`, game);
    },
  };
}
