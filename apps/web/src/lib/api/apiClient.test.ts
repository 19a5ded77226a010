import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient, type ApiClientOptions } from './apiClient.js';
import { AuthError, FatalError, NetworkError, RetryableError, ServerError } from './errors.js';

const okSchema = z.object({ ok: z.boolean() });

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function errorBody(statusCode: number, message: string) {
  return { statusCode, code: 'INTERNAL', message, fieldErrors: [] };
}

type FetchMock = ReturnType<typeof vi.fn<typeof fetch>>;

function client(fetchMock: FetchMock, extra: Partial<ApiClientOptions> = {}) {
  return createApiClient({ fetch: fetchMock, random: () => 0.5, ...extra });
}

interface Outcome<T> {
  value?: T;
  error?: unknown;
}

function capture<T>(promise: Promise<T>): Promise<Outcome<T>> {
  return promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
}

/** Starts a request and runs fake timers until it settles. */
async function settle<T>(promise: Promise<T>): Promise<Outcome<T>> {
  const outcome = capture(promise);
  await vi.runAllTimersAsync();
  return outcome;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('api client', () => {
  it('parses a successful answer with the call schema and builds the query string', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockImplementation(() => Promise.resolve(jsonResponse(200, { ok: true })));
    const result = await settle(
      client(fetchMock).request('/api/x', { schema: okSchema, query: { a: 1, b: undefined } }),
    );
    expect(result.value).toEqual({ ok: true });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/x?a=1');
  });

  it('answers that do not match the schema are fatal and not retried', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockImplementation(() => Promise.resolve(jsonResponse(200, { ok: 'yes' })));
    const result = await settle(client(fetchMock).request('/api/x', { schema: okSchema }));
    expect(result.error).toBeInstanceOf(FatalError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('retries server errors up to three attempts with growing waits, then throws ServerError', async () => {
    const sleeps: number[] = [];
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockImplementation(() => Promise.resolve(jsonResponse(503, errorBody(503, 'down'))));
    const api = client(fetchMock, {
      sleep: (ms) => {
        sleeps.push(ms);
        return Promise.resolve();
      },
    });
    const result = await settle(api.request('/api/x', { schema: okSchema }));
    expect(result.error).toBeInstanceOf(ServerError);
    expect((result.error as ServerError).message).toBe('down');
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(sleeps).toEqual([1000, 2000]);
  });

  it('recovers when a retry succeeds', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse(429, {}))
      .mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    const result = await settle(client(fetchMock).request('/api/x', { schema: okSchema }));
    expect(result.value).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('waits as long as a 429 Retry-After asks, and gives up at once past the §9 maximum', async () => {
    const sleeps: number[] = [];
    const sleep = (ms: number) => {
      sleeps.push(ms);
      return Promise.resolve();
    };
    const limited = (retryAfter: string) =>
      new Response(JSON.stringify({ ...errorBody(429, 'Too many'), code: 'RATE_LIMITED' }), {
        status: 429,
        headers: { 'Content-Type': 'application/json', 'Retry-After': retryAfter },
      });
    const briefly = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(limited('3'))
      .mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    const recovered = await settle(client(briefly, { sleep }).request('/x', { schema: okSchema }));
    expect(recovered.value).toEqual({ ok: true });
    expect(sleeps).toEqual([3000]);

    const forLong = vi.fn<typeof fetch>().mockResolvedValue(limited('600'));
    const refused = await settle(client(forLong, { sleep }).request('/x', { schema: okSchema }));
    expect(refused.error).toBeInstanceOf(RetryableError);
    expect((refused.error as RetryableError).message).toBe('Too many');
    expect((refused.error as RetryableError).retryAfterMs).toBe(600_000);
    expect(forLong).toHaveBeenCalledTimes(1);
  });

  it('classifies 429 as retryable and a dead network as NetworkError', async () => {
    const rateLimited = vi
      .fn<typeof fetch>()
      .mockImplementation(() => Promise.resolve(jsonResponse(429, {})));
    const limited = await settle(client(rateLimited).request('/x', { schema: okSchema }));
    expect(limited.error).toBeInstanceOf(RetryableError);

    const offline = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    const down = await settle(client(offline).request('/x', { schema: okSchema }));
    expect(down.error).toBeInstanceOf(NetworkError);
    expect(offline).toHaveBeenCalledTimes(3);
  });

  it('never retries auth or fatal failures', async () => {
    for (const [status, errorType] of [
      [400, AuthError],
      [401, AuthError],
      [403, AuthError],
      [404, FatalError],
      [422, FatalError],
    ] as const) {
      const fetchMock = vi
        .fn<typeof fetch>()
        .mockImplementation(() => Promise.resolve(jsonResponse(status, {})));
      const result = await settle(client(fetchMock).request('/x', { schema: okSchema }));
      expect(result.error).toBeInstanceOf(errorType);
      expect((result.error as AuthError).status).toBe(status);
      expect(fetchMock).toHaveBeenCalledTimes(1);
    }
  });

  it('aborts a request after the 30 s default timeout as a network error', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const pending = capture(client(fetchMock).request('/x', { schema: okSchema, retry: false }));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fetchMock.mock.calls[0]![1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const result = await pending;
    expect(result.error).toBeInstanceOf(NetworkError);
    expect((result.error as NetworkError).isTimeout).toBe(true);
  });

  it('honours a per-call timeout', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const pending = capture(
      client(fetchMock).request('/x', { schema: okSchema, retry: false, timeoutMs: 500 }),
    );
    await vi.advanceTimersByTimeAsync(501);
    expect(fetchMock.mock.calls[0]![1]?.signal?.aborted).toBe(true);
    expect((await pending).error).toBeInstanceOf(NetworkError);
  });

  it('attaches the bearer token only to protected calls', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockImplementation(() => Promise.resolve(jsonResponse(200, { ok: true })));
    const api = client(fetchMock, { getAccessToken: () => 'tok' });
    await settle(api.request('/public', { schema: okSchema }));
    await settle(api.request('/private', { schema: okSchema, requiresAuth: true }));
    const headersOf = (call: number) => new Headers(fetchMock.mock.calls[call]![1]?.headers);
    expect(headersOf(0).get('Authorization')).toBeNull();
    expect(headersOf(1).get('Authorization')).toBe('Bearer tok');
  });

  it('a 401 on a protected call resets auth once and is not retried', async () => {
    const onUnauthorized = vi.fn();
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockImplementation(() => Promise.resolve(jsonResponse(401, {})));
    const api = client(fetchMock, { getAccessToken: () => 'tok', onUnauthorized });
    const result = await settle(api.request('/p', { schema: okSchema, requiresAuth: true }));
    expect(result.error).toBeInstanceOf(AuthError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    await settle(api.request('/public', { schema: okSchema }));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('sends form bodies url-encoded', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockImplementation(() => Promise.resolve(jsonResponse(200, { ok: true })));
    await settle(
      client(fetchMock).request('/auth/token', {
        method: 'POST',
        schema: okSchema,
        form: { grant_type: 'refresh_token', scope: 'a b' },
      }),
    );
    const init = fetchMock.mock.calls[0]![1]!;
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(init.body).toBe('grant_type=refresh_token&scope=a+b');
  });
});
