import { CONSTANTS, MESSAGES, type TokenResponse } from '@promptplay/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthError, NetworkError } from '../api/errors.js';
import type { AuthApi } from './authApi.js';
import { TokenManager } from './tokenManager.js';
import { TOKEN_STORAGE_KEY, createLocalTokenStorage, type StoredTokens } from './tokenStorage.js';
import type { VisibilitySource } from './visibility.js';

const MINUTE = 60_000;
const START = Date.UTC(2026, 0, 1, 12, 0, 0);

let issued = 0;
function tokenResponse(expiresInSeconds = 15 * 60): TokenResponse {
  issued++;
  return {
    access_token: `access-${issued}`,
    refresh_token: `refresh-${issued}`,
    expires_in: expiresInSeconds,
    token_type: 'Bearer',
    issued_at: Math.floor(Date.now() / 1000),
  };
}

function fakeAuthApi(expiresInSeconds = 15 * 60) {
  return {
    registerGuest: vi.fn<AuthApi['registerGuest']>(() =>
      Promise.resolve(tokenResponse(expiresInSeconds)),
    ),
    refresh: vi.fn<AuthApi['refresh']>(() => Promise.resolve(tokenResponse(expiresInSeconds))),
    validate: vi.fn<AuthApi['validate']>(() => Promise.resolve(true)),
    exchangeCode: vi.fn<AuthApi['exchangeCode']>(() =>
      Promise.resolve({ ...tokenResponse(expiresInSeconds), return_url: '/profile' }),
    ),
  };
}

function fakeVisibility() {
  let visible = true;
  const listeners = new Set<() => void>();
  const source: VisibilitySource = {
    isVisible: () => visible,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    source,
    change(next: boolean) {
      visible = next;
      for (const listener of listeners) listener();
    },
  };
}

function storeTokens(expiresAt: number): StoredTokens {
  const tokens = {
    accessToken: 'stored-access',
    refreshToken: 'stored-refresh',
    expiresAt,
    tokenType: 'Bearer',
    issuedAt: START - 10 * MINUTE,
  };
  localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify(tokens));
  return tokens;
}

function createManager(authApi: AuthApi, visibility = fakeVisibility().source) {
  return new TokenManager({ storage: createLocalTokenStorage(), authApi, visibility });
}

const managers: TokenManager[] = [];
function track(manager: TokenManager) {
  managers.push(manager);
  return manager;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => {
  for (const manager of managers.splice(0)) manager.stop();
  vi.useRealTimers();
});

describe('auth init', () => {
  it('registers a guest when nothing is stored and keeps all token fields in localStorage', async () => {
    const api = fakeAuthApi();
    const manager = track(createManager(api));
    await manager.initialize();
    expect(api.registerGuest).toHaveBeenCalledTimes(1);
    const stored = JSON.parse(localStorage.getItem(TOKEN_STORAGE_KEY)!) as StoredTokens;
    expect(stored).toEqual({
      accessToken: manager.getAccessToken(),
      refreshToken: expect.stringMatching(/^refresh-/) as unknown,
      expiresAt: START + 15 * MINUTE,
      tokenType: 'Bearer',
      issuedAt: Math.floor(START / 1000) * 1000,
    });
  });

  it('fails with the spec message when registration fails', async () => {
    const api = fakeAuthApi();
    api.registerGuest.mockRejectedValue(new NetworkError('down', { url: '/api/player/register' }));
    await expect(track(createManager(api)).initialize()).rejects.toThrow(
      MESSAGES.registrationFailed,
    );
  });

  it('keeps valid stored tokens after asking the server', async () => {
    storeTokens(START + 60 * MINUTE);
    const api = fakeAuthApi();
    const manager = track(createManager(api));
    await manager.initialize();
    expect(api.validate).toHaveBeenCalledWith('stored-access');
    expect(api.refresh).not.toHaveBeenCalled();
    expect(api.registerGuest).not.toHaveBeenCalled();
    expect(manager.getAccessToken()).toBe('stored-access');
  });

  it('refreshes stored tokens the server says are invalid', async () => {
    storeTokens(START + 60 * MINUTE);
    const api = fakeAuthApi();
    api.validate.mockResolvedValue(false);
    const manager = track(createManager(api));
    await manager.initialize();
    expect(api.refresh).toHaveBeenCalledWith('stored-refresh');
    expect(manager.getAccessToken()).not.toBe('stored-access');
  });

  it('refreshes without validating when the stored token is within 5 minutes of expiry', async () => {
    storeTokens(START + 4 * MINUTE);
    const api = fakeAuthApi();
    await track(createManager(api)).initialize();
    expect(api.validate).not.toHaveBeenCalled();
    expect(api.refresh).toHaveBeenCalledTimes(1);
  });

  it('still refreshes a token that expired less than an hour ago', async () => {
    storeTokens(START - 59 * MINUTE);
    const api = fakeAuthApi();
    await track(createManager(api)).initialize();
    expect(api.refresh).toHaveBeenCalledTimes(1);
    expect(api.registerGuest).not.toHaveBeenCalled();
  });

  it('registers a new guest instead of refreshing a token expired over an hour ago', async () => {
    storeTokens(START - 61 * MINUTE);
    const api = fakeAuthApi();
    await track(createManager(api)).initialize();
    expect(api.refresh).not.toHaveBeenCalled();
    expect(api.registerGuest).toHaveBeenCalledTimes(1);
  });

  it('registers a new guest when the server rejects the refresh token', async () => {
    storeTokens(START + 2 * MINUTE);
    const api = fakeAuthApi();
    api.refresh.mockRejectedValue(new AuthError('bad', { url: '/auth/token', status: 401 }));
    const manager = track(createManager(api));
    await manager.initialize();
    expect(api.registerGuest).toHaveBeenCalledTimes(1);
    expect(manager.getAccessToken()).toMatch(/^access-/);
  });
});

describe('refresh loop', () => {
  it('refreshes 5 minutes before expiry, not earlier', async () => {
    const api = fakeAuthApi(15 * 60);
    await track(createManager(api)).initialize();
    await vi.advanceTimersByTimeAsync(10 * MINUTE - 1);
    expect(api.refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(api.refresh).toHaveBeenCalledTimes(1);
  });

  it('waits at least 1 minute between loops even for very short tokens', async () => {
    const api = fakeAuthApi(4 * 60);
    await track(createManager(api)).initialize();
    await vi.advanceTimersByTimeAsync(MINUTE - 1);
    expect(api.refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(api.refresh).toHaveBeenCalledTimes(1);
  });

  it('wakes at least every 30 minutes, so a clock jump is noticed', async () => {
    const api = fakeAuthApi(3 * 60 * 60);
    await track(createManager(api)).initialize();
    await vi.advanceTimersByTimeAsync(29 * MINUTE);
    // The device slept: wall time jumps past the refresh point without timers running.
    vi.setSystemTime(Date.now() + 3 * 60 * MINUTE);
    expect(api.refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(api.refresh).toHaveBeenCalledTimes(1);
  });

  it('retries 60 s after a failed loop', async () => {
    const api = fakeAuthApi(15 * 60);
    api.refresh.mockRejectedValueOnce(new NetworkError('down', { url: '/auth/token' }));
    await track(createManager(api)).initialize();
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(api.refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(CONSTANTS.REFRESH_LOOP_FAILURE_WAIT_MS - 1);
    expect(api.refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.refresh).toHaveBeenCalledTimes(2);
  });

  it('cools down for 30 s after 3 consecutive refresh failures', async () => {
    storeTokens(START + 60 * MINUTE);
    const api = fakeAuthApi();
    api.refresh.mockRejectedValue(new NetworkError('down', { url: '/auth/token' }));
    const manager = track(createManager(api));
    for (let i = 0; i < 3; i++) await expect(manager.refreshTokens()).rejects.toThrow('down');
    expect(api.refresh).toHaveBeenCalledTimes(3);

    await expect(manager.refreshTokens()).rejects.toThrow(/cooling down/);
    await vi.advanceTimersByTimeAsync(CONSTANTS.TOKEN_MANAGER_COOLDOWN_MS - 1);
    await expect(manager.refreshTokens()).rejects.toThrow(/cooling down/);
    expect(api.refresh).toHaveBeenCalledTimes(3);

    api.refresh.mockResolvedValue(tokenResponse());
    await vi.advanceTimersByTimeAsync(1);
    await expect(manager.refreshTokens()).resolves.toMatchObject({ tokenType: 'Bearer' });
    expect(api.refresh).toHaveBeenCalledTimes(4);
  });

  it('re-checks when the tab becomes visible again', async () => {
    const api = fakeAuthApi(15 * 60);
    const visibility = fakeVisibility();
    await track(createManager(api, visibility.source)).initialize();
    visibility.change(false);
    vi.setSystemTime(Date.now() + 12 * MINUTE);
    await vi.advanceTimersByTimeAsync(0);
    expect(api.refresh).not.toHaveBeenCalled();
    visibility.change(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(api.refresh).toHaveBeenCalledTimes(1);
  });
});

describe('reset', () => {
  it('clears the tokens, registers a new guest and tells listeners', async () => {
    storeTokens(START + 60 * MINUTE);
    const api = fakeAuthApi();
    const manager = track(createManager(api));
    const events: string[] = [];
    manager.subscribe((event) => events.push(event.type));
    await manager.resetAuth();
    expect(api.registerGuest).toHaveBeenCalledTimes(1);
    expect(manager.getAccessToken()).toMatch(/^access-/);
    expect(events).toContain('reset');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toContain(manager.getAccessToken()!);
  });
});

describe('sign-in and sign-out', () => {
  it('exchanges the code with the guest token as bearer and keeps the new tokens', async () => {
    const api = fakeAuthApi();
    const manager = track(createManager(api));
    await manager.initialize();
    const guestToken = manager.getAccessToken();
    const returnUrl = await manager.signIn({ code: 'one-time', state: 's1' });
    expect(api.exchangeCode).toHaveBeenCalledWith({
      code: 'one-time',
      state: 's1',
      guestAccessToken: guestToken,
    });
    expect(returnUrl).toBe('/profile');
    expect(manager.getAccessToken()).not.toBe(guestToken);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toContain(manager.getAccessToken()!);
  });

  it('keeps the guest tokens when the exchange fails', async () => {
    const api = fakeAuthApi();
    api.exchangeCode.mockRejectedValue(new AuthError('bad code', { url: '/auth/token' }));
    const manager = track(createManager(api));
    await manager.initialize();
    const guestToken = manager.getAccessToken();
    await expect(manager.signIn({ code: 'used' })).rejects.toThrow('bad code');
    expect(manager.getAccessToken()).toBe(guestToken);
  });

  it('signs out by forgetting the tokens without registering a new guest', async () => {
    storeTokens(START + 60 * MINUTE);
    const api = fakeAuthApi();
    const manager = track(createManager(api));
    await manager.initialize();
    manager.signOut();
    expect(manager.getAccessToken()).toBeNull();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(api.registerGuest).not.toHaveBeenCalled();
  });
});
