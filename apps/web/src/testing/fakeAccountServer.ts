import type {
  ApiErrorBody,
  ApiErrorCode,
  Game,
  LikeStatus,
  OgpIdentityResponse,
  OgpRegisterGameResponse,
  PlayerProfile,
} from '@promptplay/contracts';
import type { CodeExchangeResponse } from '../contractsPending.js';
import { makeProfile } from './fixtures.js';
import { socialAccessToken } from './fakeSession.js';

/** An answer: a body (200), an HTTP status (error body), an error body, or 'hang'. */
export type FakeAnswer<T> = T | number | ApiErrorBody | 'hang';

/** How the fake server answers the account calls (sign-in, profile, my games, likes, OGP). */
export interface FakeAccountOptions {
  exchange?: (form: URLSearchParams, headers: Headers) => FakeAnswer<CodeExchangeResponse>;
  profile?: () => FakeAnswer<PlayerProfile>;
  rename?: (name: string) => FakeAnswer<PlayerProfile>;
  myGames?: () => FakeAnswer<Game[]>;
  hasEverLoggedIn?: () => FakeAnswer<boolean>;
  likeStatus?: (gameId: string) => FakeAnswer<LikeStatus>;
  like?: (gameId: string, isLiked: boolean) => FakeAnswer<LikeStatus>;
  ogpRegister?: (gameId: string) => FakeAnswer<OgpRegisterGameResponse>;
  /** GET and PUT /api/player-profile/ogp/identity (`linkedId` undefined for the GET). */
  ogpIdentity?: (linkedId: string | null | undefined) => FakeAnswer<OgpIdentityResponse>;
  ogpUpdate?: (gameId: string) => FakeAnswer<OgpRegisterGameResponse>;
}

const CODE_BY_STATUS: Record<number, ApiErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  503: 'NOT_CONFIGURED',
};

export function errorBody(
  statusCode: number,
  message = `Failed with ${statusCode}`,
  fieldErrors: ApiErrorBody['fieldErrors'] = [],
): ApiErrorBody {
  return {
    statusCode,
    code: CODE_BY_STATUS[statusCode] ?? (statusCode >= 500 ? 'INTERNAL' : 'BAD_REQUEST'),
    message,
    fieldErrors,
  };
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && 'statusCode' in value && 'code' in value;
}

/** Answers with a body (200), an error status or body, or never ('hang'). */
export function respond<T>(answer: FakeAnswer<T>, wrap: (body: T) => unknown = (body) => body) {
  if (answer === 'hang') return new Promise<Response>(() => undefined);
  const [status, body] =
    typeof answer === 'number'
      ? [answer, errorBody(answer)]
      : isErrorBody(answer)
        ? [answer.statusCode, answer]
        : [200, wrap(answer)];
  return Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
}

function bodyText(init: RequestInit | undefined): string {
  return typeof init?.body === 'string' ? init.body : '';
}

/** The JSON body a fake request carried ({} when none or not JSON). */
export function jsonBody(init: RequestInit | undefined): Record<string, unknown> {
  try {
    return JSON.parse(bodyText(init) || '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Answers an account call, or returns null when `url` is not one. */
export function answerAccountRequest(
  url: URL,
  method: string,
  init: RequestInit | undefined,
  options: FakeAccountOptions = {},
): Promise<Response> | null {
  const path = url.pathname;
  const body = () => jsonBody(init);
  if (method === 'POST' && path === '/auth/token/google/predefined') {
    const form = new URLSearchParams(bodyText(init));
    const answer = options.exchange?.(form, new Headers(init?.headers)) ?? {
      access_token: socialAccessToken(),
      refresh_token: 'refresh-social',
      expires_in: 900,
      token_type: 'Bearer' as const,
      issued_at: Math.floor(Date.now() / 1000),
      return_url: '/',
    };
    return respond(answer);
  }
  if (path === '/api/player-profile') {
    if (method === 'PUT') {
      const name = text(body().Name);
      return respond(options.rename?.(name) ?? makeProfile({ playerName: name }));
    }
    return respond(options.profile?.() ?? makeProfile());
  }
  if (path === '/api/my-games') {
    return respond(options.myGames?.() ?? [], (games) => ({ games }));
  }
  if (path === '/api/ogp/has-logged-in') {
    return respond(options.hasEverLoggedIn?.() ?? false, (hasEverLoggedIn) => ({
      hasEverLoggedIn,
    }));
  }
  const statusMatch = /^\/api\/player-interactions\/game\/([^/]+)$/.exec(path);
  if (statusMatch) {
    const gameId = decodeURIComponent(statusMatch[1] ?? '');
    return respond(options.likeStatus?.(gameId) ?? { likesCount: 3, isLikedByPlayer: false });
  }
  const likeMatch = /^\/api\/player-interactions\/(add|remove)$/.exec(path);
  if (method === 'POST' && likeMatch) {
    const isLiked = likeMatch[1] === 'add';
    const gameId = text(body().gameId);
    return respond(
      options.like?.(gameId, isLiked) ?? { likesCount: isLiked ? 4 : 3, isLikedByPlayer: isLiked },
    );
  }
  if (method === 'POST' && path === '/api/player-profile/ogp/register-game') {
    const gameId = text(body().gameId);
    return respond(
      options.ogpRegister?.(gameId) ?? { ogpGameId: `ogp-${gameId}`, registeredToOgp: true },
    );
  }
  if (method === 'POST' && path === '/api/player-profile/ogp/update-game') {
    const gameId = text(body().gameId);
    return respond(
      options.ogpUpdate?.(gameId) ?? { ogpGameId: `ogp-${gameId}`, registeredToOgp: true },
    );
  }
  if (path === '/api/player-profile/ogp/identity') {
    const linkedId = method === 'PUT' ? (body().linkedId as string | null) : undefined;
    return respond(
      options.ogpIdentity?.(linkedId) ?? {
        activeId: linkedId ?? 'email:player@example.test',
        linkedId: linkedId ?? null,
        delivered: [],
        waitingPoints: 0,
      },
    );
  }
  if (method === 'POST' && path === '/api/my-games/update-ogp-status') {
    return respond({ success: true });
  }
  return null;
}
