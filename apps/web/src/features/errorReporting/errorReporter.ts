import type { ErrorReportingConfig } from '@promptplay/contracts';
import type * as SentryParts from './sentrySdk.js';

type SentrySdk = typeof SentryParts;

/** The SDK, once a DSN asked for it: downloaded only then (the first view does not wait for it). */
let sdk: Promise<SentrySdk> | null = null;

/** At most this many errors wait for the client config (a page can fail before it answers). */
const MAX_EARLY_ERRORS = 10;
/** Errors reported before the client config answered; `null` once it has (sent or dropped). */
let earlyErrors: Array<{ error: unknown; tags: Record<string, string> }> | null = [];

/** Tags of an error thrown inside a game (the runtime iframe): which game, which genre. */
export interface GameErrorTags {
  gameId: string | null;
  genre: string | null;
}

/** An error the runtime caught and posted (`errorReport` on the bridge). */
export interface GameErrorReport {
  name: string;
  message: string;
  stack?: string | undefined;
}

/** Where an event came from: the page (render) or a game. */
export const ERROR_SOURCE_TAG = 'source';
export const GAME_ID_TAG = 'game_id';
export const GENRE_TAG = 'genre';

/**
 * Loads and starts @sentry/react with the operator's DSN, the spec's release and sample rate
 * and the configured environment. Page-level uncaught errors are reported from then on.
 */
export function initWebErrorReporting(config: ErrorReportingConfig): void {
  sdk ??= import('./sentrySdk.js').then((Sentry) => {
    Sentry.init({
      dsn: config.dsn,
      environment: config.environment,
      release: config.release,
      sampleRate: config.sampleRate,
    });
    return Sentry;
  });
  const held = earlyErrors ?? [];
  earlyErrors = null;
  for (const { error, tags } of held) capture(error, tags);
}

/** The server has no DSN (or did not answer): errors held so far, and later ones, are dropped. */
export function skipWebErrorReporting(): void {
  earlyErrors = null;
}

function capture(error: unknown, tags: Record<string, string>): void {
  if (sdk) {
    sdk.then((Sentry) => Sentry.captureException(error, { tags })).catch(() => undefined);
  } else if (earlyErrors && earlyErrors.length < MAX_EARLY_ERRORS) {
    earlyErrors.push({ error, tags });
  }
}

/**
 * A page that failed to render (the route error element); a no-op without a DSN. It can fail
 * before the client config answers: then it is sent once reporting starts.
 */
export function reportRenderError(error: unknown): void {
  capture(error, { [ERROR_SOURCE_TAG]: 'render' });
}

/**
 * An error from inside the game iframe: the page never shows it (spec §8) but the reporter
 * gets it, tagged with the game and its genre. A no-op without a DSN.
 */
export function reportGameError(report: GameErrorReport, tags: GameErrorTags): void {
  if (!sdk && !earlyErrors) return;
  const error = new Error(report.message);
  error.name = report.name;
  if (report.stack) error.stack = report.stack;
  capture(error, {
    [ERROR_SOURCE_TAG]: 'game',
    [GAME_ID_TAG]: tags.gameId ?? 'unknown',
    [GENRE_TAG]: tags.genre ?? 'unknown',
  });
}
