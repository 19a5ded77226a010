import type {
  ApiErrorBody,
  ApiErrorCode,
  CategorizedPrompt,
  DraftCreateResponse,
  DraftStatusResponse,
  EventData,
  GameGenre,
  UploadPresignResponse,
} from '@promptplay/contracts';
import { makeCategorized } from './createFixtures.js';

/** An answer: a body (200), an HTTP status (error body), an error body, or 'hang'. */
export type FakeCreateAnswer<T> = T | number | ApiErrorBody | 'hang';

/** What a storage PUT answers: a status, a dropped connection, or never. */
export type FakeUploadAnswer = number | 'network' | 'hang';

/** How the fake server answers the creation calls (categorize, drafts, uploads, event, examples). */
export interface FakeCreateOptions {
  categorize?: (body: {
    prompt: string;
    gameGenre: GameGenre;
  }) => FakeCreateAnswer<CategorizedPrompt>;
  createDraft?: (body: Record<string, unknown>) => FakeCreateAnswer<DraftCreateResponse>;
  /** `poll` counts status calls from 1. */
  draftStatus?: (draftId: string, poll: number) => FakeCreateAnswer<DraftStatusResponse>;
  presign?: (body: Record<string, unknown>) => FakeCreateAnswer<UploadPresignResponse>;
  /** `attempt` counts PUTs from 1. */
  upload?: (attempt: number) => FakeUploadAnswer;
  event?: () => FakeCreateAnswer<EventData>;
  /** The example-prompts text file, or a status. */
  examplePrompts?: () => string | number;
}

export const FAKE_UPLOAD_URL = '/storage/uploads/u1.png?signature=abc';

const CODE_BY_STATUS: Record<number, ApiErrorCode> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  429: 'RATE_LIMITED',
};

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && 'statusCode' in value && 'code' in value;
}

function respond<T>(answer: FakeCreateAnswer<T>): Promise<Response> {
  if (answer === 'hang') return new Promise<Response>(() => undefined);
  const [status, body] =
    typeof answer === 'number'
      ? [
          answer,
          {
            statusCode: answer,
            code: CODE_BY_STATUS[answer] ?? (answer >= 500 ? 'INTERNAL' : 'BAD_REQUEST'),
            message: `Failed with ${answer}`,
            fieldErrors: [],
          },
        ]
      : isErrorBody(answer)
        ? [answer.statusCode, answer]
        : [200, answer];
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

function jsonBody(init: RequestInit | undefined): Record<string, unknown> {
  try {
    return JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
}

// Not fakeServer's urlOf: that module imports this one.
function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/** The JSON bodies the app sent to `path`, in order. */
export function requestBodies(
  fetchMock: { mock: { calls: [RequestInfo | URL, RequestInit?][] } },
  path: string,
): Record<string, unknown>[] {
  return fetchMock.mock.calls
    .filter(([input]) => new URL(urlOf(input), 'http://localhost').pathname === path)
    .map(([, init]) => jsonBody(init));
}

/** Answers a creation call, or returns null when `url` is not one. Counters live per server. */
export function createCreateAnswerer(options: FakeCreateOptions = {}) {
  let polls = 0;
  let uploads = 0;
  return (url: URL, method: string, init: RequestInit | undefined): Promise<Response> | null => {
    const path = url.pathname;
    if (method === 'POST' && path === '/api/player-profile/categorize') {
      const body = jsonBody(init) as { prompt: string; gameGenre: GameGenre };
      return respond(options.categorize?.(body) ?? makeCategorized(body.gameGenre));
    }
    if (method === 'POST' && path === '/api/draft-game/create') {
      return respond(
        options.createDraft?.(jsonBody(init)) ?? { success: true, draftId: 'draft-1' },
      );
    }
    const statusMatch = /^\/api\/draft-game\/([^/]+)\/status$/.exec(path);
    if (statusMatch) {
      polls++;
      const draftId = decodeURIComponent(statusMatch[1] ?? '');
      return respond(
        options.draftStatus?.(draftId, polls) ?? {
          draftId,
          status: 'completed',
          gameId: 'new-game',
        },
      );
    }
    if (method === 'POST' && path === '/api/upload/presign') {
      return respond(
        options.presign?.(jsonBody(init)) ?? {
          uploadId: 'u1',
          uploadUrl: FAKE_UPLOAD_URL,
          key: 'uploads/u1.png',
          fileUrl: '/media/uploads/u1.png',
        },
      );
    }
    if (method === 'PUT' && path.startsWith('/storage/')) {
      uploads++;
      const answer = options.upload?.(uploads) ?? 200;
      if (answer === 'hang') return new Promise<Response>(() => undefined);
      if (answer === 'network') return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve(new Response(null, { status: answer, statusText: 'Storage says no' }));
    }
    if (path === '/api/player-event' && options.event) return respond(options.event());
    if (path === '/media/example-prompts.txt' && options.examplePrompts) {
      const answer = options.examplePrompts();
      return Promise.resolve(
        typeof answer === 'number'
          ? new Response('Not found', { status: answer })
          : new Response(answer, { status: 200, headers: { 'Content-Type': 'text/plain' } }),
      );
    }
    return null;
  };
}
