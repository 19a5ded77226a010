import type { FeedPage, Game, TokenResponse } from '@promptplay/contracts';
import { vi } from 'vitest';
import { answerAccountRequest, type FakeAccountOptions } from './fakeAccountServer.js';
import { createCreateAnswerer, type FakeCreateOptions } from './fakeCreateServer.js';

export interface FakeServerOptions {
  /** Answers for GET /api/game-feeds/{sort}: a page, a status, or 'hang' to never answer. */
  feed?: (url: URL) => FeedPage | number | 'hang';
  games?: readonly Game[];
  /** Sign-in exchange, profile, my games, likes and OGP (fakeAccountServer.ts). */
  account?: FakeAccountOptions;
  /** Categorize, drafts, uploads (PUT via installFetchXhr), event, example prompts. */
  create?: FakeCreateOptions;
}

export function tokenResponse(): TokenResponse {
  return {
    access_token:
      'header.eyJwbGF5ZXJJZCI6InAxIiwiYXV0aE1ldGhvZCI6Imd1ZXN0IiwibG9naW5NZXRob2QiOiJndWVzdCJ9.sig',
    refresh_token: 'refresh',
    expires_in: 900,
    token_type: 'Bearer',
    issued_at: Math.floor(Date.now() / 1000),
  };
}

/** The URL a fetch call asked for, however it was passed. */
export function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function notFound(): Response {
  return json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found', fieldErrors: [] });
}

/** A fetch that answers like the Promptplay server for the calls the web app makes. */
export function createFakeServer(options: FakeServerOptions = {}) {
  const answerCreateRequest = createCreateAnswerer(options.create);
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const url = new URL(urlOf(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (method === 'POST' && url.pathname === '/api/player/register') {
      return Promise.resolve(json(200, tokenResponse()));
    }
    if (url.pathname === '/api/auth/token/validate') {
      return Promise.resolve(json(200, { is_valid: true }));
    }
    const feedMatch = /^\/api\/game-feeds\/(latest|topRated)$/.exec(url.pathname);
    if (feedMatch) {
      const answer = options.feed?.(url) ?? { items: [], currentPage: 1, hasNextPage: false };
      if (answer === 'hang') return new Promise<Response>(() => undefined);
      if (typeof answer === 'number') {
        return Promise.resolve(
          json(answer, {
            statusCode: answer,
            code: 'BAD_REQUEST',
            message: 'Feed unavailable',
            fieldErrors: [],
          }),
        );
      }
      return Promise.resolve(json(200, answer));
    }
    const accountAnswer = answerAccountRequest(url, method, init, options.account);
    if (accountAnswer) return accountAnswer;
    const createAnswer = answerCreateRequest(url, method, init);
    if (createAnswer) return createAnswer;
    const gameMatch = /^\/api\/game-feeds\/([^/]+)$/.exec(url.pathname);
    if (gameMatch) {
      const game = options.games?.find((candidate) => candidate.id === gameMatch[1]);
      return Promise.resolve(game ? json(200, game) : notFound());
    }
    return Promise.resolve(notFound());
  });
  return fetchMock;
}

export function requestedUrls(fetchMock: ReturnType<typeof createFakeServer>): URL[] {
  return fetchMock.mock.calls.map(([input]) => new URL(urlOf(input), 'http://localhost'));
}
