import {
  CONSTANTS,
  apiErrorBodySchema,
  classifyHttpError,
  isRetryableErrorClass,
  retryDelayMs,
} from '@promptplay/contracts';
import { safeParse, type core } from 'zod/mini';
import { sleep as timerSleep } from '../timing/timers.js';
import { ApiError, FatalError, NetworkError, createApiError, isAbortError } from './errors.js';
import { retryAfterMs } from './retryAfter.js';

export type QueryValue = string | number | boolean | undefined;

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /**
   * Every answer is parsed with this before the caller sees it: a zod/mini or a classic
   * schema (both are zod core schemas). The first view's calls use zod/mini ones, so the
   * page's first scripts hold no classic zod (README "First view and deep pages").
   */
  schema: core.$ZodType<T>;
  query?: Record<string, QueryValue>;
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string | undefined>;
  /** Attach the player's bearer token; a 401 then resets auth. */
  requiresAuth?: boolean;
  /** Attach exactly this bearer token (token validation, code exchange). */
  bearerToken?: string;
  /** Per-attempt timeout; defaults to 30 s. */
  timeoutMs?: number;
  /** Retry network, server and retryable failures (default true). */
  retry?: boolean;
  /** Let the request outlive the page (an end call sent as the player leaves). */
  keepalive?: boolean;
  /** The browser cache's part (`'no-cache'`: ask the server even when a copy is fresh). */
  cache?: RequestCache;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  fetch: typeof fetch;
  /** Prefix for paths; '' means same origin. */
  baseUrl?: string;
  getAccessToken?: () => string | null;
  /** Called once per 401 on a protected call. */
  onUnauthorized?: (url: string) => void;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

export interface ApiClient {
  request<T>(path: string, options: RequestOptions<T>): Promise<T>;
}

function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

function buildBody<T>(options: RequestOptions<T>, headers: Headers): BodyInit | undefined {
  if (options.form) {
    headers.set('Content-Type', 'application/x-www-form-urlencoded');
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(options.form)) {
      if (value !== undefined) form.set(key, value);
    }
    return form.toString();
  }
  if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    return JSON.stringify(options.json);
  }
  return undefined;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.length === 0) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The one way the app talks HTTP: timeouts, zod-parsed answers, typed errors (spec §8)
 * and retries with backoff (spec §9).
 *
 * @example
 * const page = await api.request('/api/game-feeds/latest', { schema: feedPageSchema, query: { pageNumber: 1 } });
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  const sleep = options.sleep ?? ((ms: number) => timerSleep(ms));
  const random = options.random ?? Math.random;

  async function attempt<T>(url: string, request: RequestOptions<T>): Promise<T> {
    const headers = new Headers({ Accept: 'application/json' });
    const token = request.bearerToken ?? (request.requiresAuth ? options.getAccessToken?.() : null);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const body = buildBody(request, headers);

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, request.timeoutMs ?? CONSTANTS.DEFAULT_REQUEST_TIMEOUT_MS);
    const onOuterAbort = () => controller.abort();
    request.signal?.addEventListener('abort', onOuterAbort);

    let response: Response;
    let payload: unknown;
    try {
      response = await options.fetch(url, {
        method: request.method ?? 'GET',
        headers,
        body,
        signal: controller.signal,
        ...(request.keepalive ? { keepalive: true } : {}),
        ...(request.cache ? { cache: request.cache } : {}),
      });
      payload = await readJson(response);
    } catch (error) {
      if (request.signal?.aborted) throw error;
      throw new NetworkError(timedOut ? 'Request timed out' : 'Network request failed', {
        url,
        cause: error,
        isTimeout: timedOut,
      });
    } finally {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', onOuterAbort);
    }

    if (!response.ok) {
      const errorBody = apiErrorBodySchema.safeParse(payload);
      const message = errorBody.success
        ? errorBody.data.message
        : `Request failed with status ${response.status}`;
      if (response.status === 401 && request.requiresAuth) options.onUnauthorized?.(url);
      const retryAfter = retryAfterMs(response.headers.get('retry-after'), Date.now());
      throw createApiError(classifyHttpError(response.status), message, {
        url,
        status: response.status,
        body: errorBody.success ? errorBody.data : undefined,
        ...(retryAfter !== undefined ? { retryAfterMs: retryAfter } : {}),
      });
    }

    const parsed = safeParse(request.schema, payload);
    if (!parsed.success) {
      throw new FatalError('Unexpected response from server', {
        url,
        status: response.status,
        cause: parsed.error,
      });
    }
    return parsed.data;
  }

  return {
    async request<T>(path: string, request: RequestOptions<T>): Promise<T> {
      const url = buildUrl(baseUrl, path, request.query);
      const maxAttempts = request.retry === false ? 1 : CONSTANTS.RETRY_MAX_ATTEMPTS;
      for (let attemptNumber = 1; ; attemptNumber++) {
        try {
          return await attempt(url, request);
        } catch (error) {
          // A server asking for a longer wait than §9's longest (a rate limit's window) gets
          // the error at once: retrying sooner would only be refused again.
          const serverWaitMs = error instanceof ApiError ? (error.retryAfterMs ?? 0) : 0;
          const canRetry =
            error instanceof ApiError &&
            isRetryableErrorClass(error.errorClass) &&
            attemptNumber < maxAttempts &&
            serverWaitMs <= CONSTANTS.RETRY_MAX_DELAY_MS &&
            !request.signal?.aborted;
          if (!canRetry || isAbortError(error)) throw error;
          await sleep(Math.max(retryDelayMs(attemptNumber, random), serverWaitMs));
        }
      }
    },
  };
}
