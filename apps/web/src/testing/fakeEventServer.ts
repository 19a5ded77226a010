import type {
  CompetitionData,
  EndGameSessionResponse,
  EventData,
  GameSessionSource,
  StartGameSessionResponse,
} from '@promptplay/contracts';
import { errorBody, type FakeAnswer } from './fakeAccountServer.js';

/** A mail in the fake inbox; it stays unread until the app marks it read. */
export interface FakeMail {
  mailId: string;
  title: string | null;
  body: string | null;
}

/** How the fake server answers the Week of Fight calls: event, competition, mail, sessions. */
export interface FakeEventOptions {
  /** GET /api/player-event; no event by default. */
  event?: () => FakeAnswer<EventData>;
  /** GET /api/game-competition; no entries by default. `call` counts from 1. */
  competition?: (call: number) => FakeAnswer<CompetitionData>;
  /** The player's mail, oldest first: GET /api/player-mail answers the first unread one. */
  mails?: FakeMail[];
  /** GET /api/player-mail as a status or a hang instead of the inbox. */
  mailAnswer?: () => number | 'hang';
  /** POST /api/game-sessions; issues session-1, session-2, … by default. */
  startSession?: (body: {
    gameId: string;
    source: GameSessionSource;
  }) => FakeAnswer<StartGameSessionResponse>;
  endSession?: (sessionId: string) => FakeAnswer<EndGameSessionResponse>;
}

const NO_EVENT: EventData = { hasEvent: false, phase: null, eventStart: null, eventEnd: null };

function respond<T>(answer: FakeAnswer<T>): Promise<Response> {
  if (answer === 'hang') return new Promise<Response>(() => undefined);
  const isError = typeof answer === 'number';
  const status = isError ? answer : 200;
  const body: unknown = isError ? errorBody(answer) : answer;
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

/** Answers a Week of Fight call, or returns null when `url` is not one. State lives per server. */
export function createEventAnswerer(options: FakeEventOptions = {}) {
  const read = new Set<string>();
  let competitionCalls = 0;
  let sessions = 0;
  return (url: URL, method: string, init: RequestInit | undefined): Promise<Response> | null => {
    const path = url.pathname;
    if (path === '/api/player-event') return respond(options.event?.() ?? NO_EVENT);
    if (path === '/api/game-competition') {
      competitionCalls++;
      return respond(options.competition?.(competitionCalls) ?? { gameCompetitionEntries: [] });
    }
    if (method === 'GET' && path === '/api/player-mail') {
      const answer = options.mailAnswer?.();
      if (answer !== undefined) return respond(answer);
      const next = options.mails?.find((mail) => !read.has(mail.mailId));
      return respond(
        next ? { hasMail: true, ...next } : { hasMail: false, title: null, body: null },
      );
    }
    const readMatch = /^\/api\/player-mail\/([^/]+)\/read$/.exec(path);
    if (method === 'POST' && readMatch) {
      const mailId = decodeURIComponent(readMatch[1] ?? '');
      read.add(mailId);
      return respond({ mailId, readAt: new Date().toISOString() });
    }
    if (method === 'POST' && path === '/api/game-sessions') {
      const body = jsonBody(init) as { gameId: string; source: GameSessionSource };
      sessions++;
      return respond(
        options.startSession?.(body) ?? {
          sessionId: `session-${sessions}`,
          startTime: new Date().toISOString(),
        },
      );
    }
    if (method === 'POST' && path === '/api/game-sessions/result') {
      return respond({ recorded: true });
    }
    const endMatch = /^\/api\/game-sessions\/([^/]+)\/end$/.exec(path);
    if (method === 'POST' && endMatch) {
      const sessionId = decodeURIComponent(endMatch[1] ?? '');
      return respond(options.endSession?.(sessionId) ?? { counted: false });
    }
    return null;
  };
}
