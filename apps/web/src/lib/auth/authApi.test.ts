import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/apiClient.js';
import { createAuthApi } from './authApi.js';

describe('auth api', () => {
  it('refreshes with a form-encoded refresh_token grant and the game scope', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(
      new Response(
        JSON.stringify({
          access_token: 'a',
          refresh_token: 'r',
          expires_in: 900,
          token_type: 'Bearer',
          issued_at: 1_700_000_000,
        }),
        { status: 200 },
      ),
    );
    const authApi = createAuthApi(createApiClient({ fetch: fetchMock }));
    await authApi.refresh('old-refresh');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/auth/token');
    expect(init?.method).toBe('POST');
    const form = new URLSearchParams(init?.body as string);
    expect(Object.fromEntries(form)).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'old-refresh',
      scope: 'game.session player.profile',
    });
  });

  it('validates with the token as bearer and reads is_valid', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(new Response(JSON.stringify({ is_valid: false }), { status: 200 }));
    const authApi = createAuthApi(createApiClient({ fetch: fetchMock }));
    expect(await authApi.validate('tok')).toBe(false);
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get('Authorization')).toBe(
      'Bearer tok',
    );
  });
});
