import type { FeedPage, Game, TokenResponse } from '@promptplay/contracts';
import { vi } from 'vitest';
import { answerAccountRequest, type FakeAccountOptions } from './fakeAccountServer.js';
import { answerAdRequest, type FakeAdOptions } from './fakeAdServer.js';
import { answerCommentsRequest, type FakeCommentsOptions } from './fakeCommentsServer.js';
import { createAdminAnswerer, type FakeAdminOptions } from './fakeAdminServer.js';
import { createCreateAnswerer, type FakeCreateOptions } from './fakeCreateServer.js';
import { createEventAnswerer, type FakeEventOptions } from './fakeEventServer.js';
import { createReportsAnswerer, type FakeReportsOptions } from './fakeReportsServer.js';

export interface FakeServerOptions {
  /** Answers for GET /api/game-feeds/{sort}: a page, a status, or 'hang' to never answer. */
  feed?: (url: URL) => FeedPage | number | 'hang';
  games?: readonly Game[];
  /** Sign-in exchange, profile, my games, likes and OGP (fakeAccountServer.ts). */
  account?: FakeAccountOptions;
  /** Categorize, drafts, uploads (PUT via installFetchXhr), event, example prompts. */
  create?: FakeCreateOptions;
  /** Ad config and check-ad (fakeAdServer.ts); without it ads are off. */
  ads?: FakeAdOptions;
  /** The operator console's /api/admin/* (fakeAdminServer.ts); without it nobody is admin. */
  admin?: FakeAdminOptions;
  /** Week of Fight: event, competition, mail and game sessions (fakeEventServer.ts). */
  event?: FakeEventOptions;
  /** Comments under games (fakeCommentsServer.ts); without it every game has none. */
  comments?: FakeCommentsOptions;
  /** Reports and the moderation queue (fakeReportsServer.ts). */
  reports?: FakeReportsOptions;
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
  const answerEventRequest = createEventAnswerer(options.event);
  const answerAdminRequest = createAdminAnswerer(options.admin);
  const answerReportsRequest = createReportsAnswerer(options.reports);
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
    const adAnswer = answerAdRequest(url, method, options.ads);
    if (adAnswer) return adAnswer;
    const commentsAnswer = answerCommentsRequest(url, method, init, options.comments);
    if (commentsAnswer) return commentsAnswer;
    const reportsAnswer = answerReportsRequest(url, method, init);
    if (reportsAnswer) return reportsAnswer;
    const adminAnswer = answerAdminRequest(url, method, init);
    if (adminAnswer) return adminAnswer;
    const createAnswer = answerCreateRequest(url, method, init);
    if (createAnswer) return createAnswer;
    const eventAnswer = answerEventRequest(url, method, init);
    if (eventAnswer) return eventAnswer;
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
