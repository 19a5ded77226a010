import { CONSTANTS, MESSAGES } from '@promptplay/contracts';
import { ApiError } from '../api/errors.js';
import {
  browserTimers,
  systemClock,
  type Clock,
  type TimerHandle,
  type Timers,
} from '../timing/timers.js';
import type { AuthApi, CodeExchange } from './authApi.js';
import { storedTokensFrom, type StoredTokens, type TokenStorage } from './tokenStorage.js';
import { documentVisibility, type VisibilitySource } from './visibility.js';

/** Registration failed: the player has no usable tokens ('Failed to obtain valid auth tokens'). */
export class AuthInitError extends Error {
  override readonly name = 'AuthInitError';
  constructor(cause?: unknown) {
    super(MESSAGES.registrationFailed, { cause });
  }
}

/** A refresh was refused without a call because of the cooldown after repeated failures. */
export class RefreshCooldownError extends Error {
  override readonly name = 'RefreshCooldownError';
  constructor() {
    super('Token refresh is cooling down after repeated failures');
  }
}

export type TokenManagerEvent =
  | { type: 'tokens'; tokens: StoredTokens | null }
  /** Auth was reset (a 401 on a protected call): tokens cleared, a new guest registered. */
  | { type: 'reset' };

export interface TokenManagerOptions {
  storage: TokenStorage;
  authApi: AuthApi;
  clock?: Clock;
  timers?: Timers;
  visibility?: VisibilitySource;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/**
 * Owns the player's tokens (spec §4 Auth, §9): initialisation, the refresh loop, the
 * failure cooldown, stale refresh and re-checks when the tab becomes visible.
 */
export class TokenManager {
  private readonly storage: TokenStorage;
  private readonly authApi: AuthApi;
  private readonly clock: Clock;
  private readonly timers: Timers;
  private readonly visibility: VisibilitySource;
  private readonly listeners = new Set<(event: TokenManagerEvent) => void>();
  private tokens: StoredTokens | null;
  private loopTimer: TimerHandle | null = null;
  private isLoopRunning = false;
  private stopWatchingVisibility: (() => void) | null = null;
  private consecutiveFailures = 0;
  private cooldownUntil = 0;
  private refreshInFlight: Promise<StoredTokens> | null = null;
  private registerInFlight: Promise<StoredTokens> | null = null;

  constructor(options: TokenManagerOptions) {
    this.storage = options.storage;
    this.authApi = options.authApi;
    this.clock = options.clock ?? systemClock;
    this.timers = options.timers ?? browserTimers;
    this.visibility = options.visibility ?? documentVisibility();
    this.tokens = this.storage.load();
  }

  getAccessToken(): string | null {
    return this.tokens?.accessToken ?? null;
  }

  getTokens(): StoredTokens | null {
    return this.tokens;
  }

  subscribe(listener: (event: TokenManagerEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Auth init (spec §4): stored tokens are validated (or refreshed when near expiry or
   * invalid); without any, a guest is registered. Then the refresh loop starts.
   * Rejects with AuthInitError when no usable tokens could be obtained.
   */
  async initialize(): Promise<void> {
    this.tokens = this.storage.load();
    const stored = this.tokens;
    if (!stored) {
      await this.registerGuest();
    } else if (this.isNearExpiry(stored)) {
      await this.refreshOrReplaceForInit(stored);
    } else if (!(await this.isValidOnServer(stored))) {
      await this.refreshOrReplaceForInit(stored);
    }
    this.startRefreshLoop();
  }

  /** Refreshes now, unless cooling down. Single flight: concurrent callers share one call. */
  refreshTokens(): Promise<StoredTokens> {
    this.refreshInFlight ??= this.runRefresh().finally(() => {
      this.refreshInFlight = null;
    });
    return this.refreshInFlight;
  }

  /** Clears the tokens and registers a new guest (after a 401 on a protected call). */
  async resetAuth(): Promise<void> {
    this.setTokens(null);
    this.storage.clear();
    this.emit({ type: 'reset' });
    await this.registerGuest();
    if (this.isLoopRunning) this.scheduleLoop(this.nextLoopDelay());
  }

  /**
   * Finishes sign-in (spec §4): exchanges the callback's code, with the current guest token as
   * bearer, and keeps the signed-in tokens. Resolves with the return URL the server names.
   */
  async signIn(exchange: Omit<CodeExchange, 'guestAccessToken'>): Promise<string | null> {
    const response = await this.authApi.exchangeCode({
      ...exchange,
      guestAccessToken: this.getAccessToken(),
    });
    this.consecutiveFailures = 0;
    this.cooldownUntil = 0;
    this.setTokens(storedTokensFrom(response, this.clock.now()));
    if (this.isLoopRunning) this.scheduleLoop(this.nextLoopDelay());
    return response.return_url ?? null;
  }

  /**
   * Forgets the tokens without registering a guest: the page leaves for the auth host's
   * logout next, and the next auth init registers a new guest.
   */
  signOut(): void {
    this.stop();
    this.setTokens(null);
    this.storage.clear();
  }

  startRefreshLoop(): void {
    if (!this.isLoopRunning) {
      this.isLoopRunning = true;
      this.stopWatchingVisibility = this.visibility.subscribe(() => {
        if (this.visibility.isVisible()) void this.runLoop();
      });
    }
    this.scheduleLoop(this.nextLoopDelay());
  }

  stop(): void {
    this.isLoopRunning = false;
    this.stopWatchingVisibility?.();
    this.stopWatchingVisibility = null;
    if (this.loopTimer !== null) this.timers.clearTimeout(this.loopTimer);
    this.loopTimer = null;
  }

  private async refreshOrReplaceForInit(stored: StoredTokens): Promise<void> {
    try {
      await this.refreshOrReplace();
    } catch (error) {
      if (error instanceof AuthInitError) throw error;
      // Refresh could not reach the server: keep tokens that still work, the loop retries.
      if (this.clock.now() >= stored.expiresAt) throw new AuthInitError(error);
    }
  }

  private async isValidOnServer(tokens: StoredTokens): Promise<boolean> {
    try {
      return await this.authApi.validate(tokens.accessToken);
    } catch (error) {
      // Only the server saying no makes the token invalid; an unreachable server does not.
      return !(error instanceof ApiError && error.errorClass === 'auth');
    }
  }

  private isNearExpiry(tokens: StoredTokens): boolean {
    return this.clock.now() >= tokens.expiresAt - CONSTANTS.TOKEN_NEAR_EXPIRY_MS;
  }

  private needsRefresh(tokens: StoredTokens): boolean {
    return this.clock.now() >= tokens.expiresAt - CONSTANTS.TOKEN_REFRESH_BUFFER_MS;
  }

  /** Refresh when the refresh is still allowed, else (stale or rejected) register a new guest. */
  private async refreshOrReplace(): Promise<StoredTokens> {
    const tokens = this.tokens;
    if (!tokens) return this.registerGuest();
    if (this.clock.now() > tokens.expiresAt + CONSTANTS.STALE_REFRESH_WINDOW_MS) {
      return this.registerGuest();
    }
    try {
      return await this.refreshTokens();
    } catch (error) {
      const isRejected =
        error instanceof ApiError && (error.errorClass === 'auth' || error.errorClass === 'fatal');
      if (isRejected) return this.registerGuest();
      throw error;
    }
  }

  private async runRefresh(): Promise<StoredTokens> {
    const tokens = this.tokens;
    if (!tokens) throw new Error('No refresh token');
    if (this.clock.now() < this.cooldownUntil) throw new RefreshCooldownError();
    try {
      const response = await this.authApi.refresh(tokens.refreshToken);
      this.consecutiveFailures = 0;
      const fresh = storedTokensFrom(response, this.clock.now());
      this.setTokens(fresh);
      return fresh;
    } catch (error) {
      this.consecutiveFailures++;
      if (this.consecutiveFailures >= CONSTANTS.TOKEN_MANAGER_MAX_CONSECUTIVE_FAILURES) {
        this.cooldownUntil = this.clock.now() + CONSTANTS.TOKEN_MANAGER_COOLDOWN_MS;
        this.consecutiveFailures = 0;
      }
      throw error;
    }
  }

  private registerGuest(): Promise<StoredTokens> {
    this.registerInFlight ??= this.authApi
      .registerGuest()
      .then(
        (response) => {
          const fresh = storedTokensFrom(response, this.clock.now());
          this.setTokens(fresh);
          return fresh;
        },
        (error: unknown) => {
          throw new AuthInitError(error);
        },
      )
      .finally(() => {
        this.registerInFlight = null;
      });
    return this.registerInFlight;
  }

  private nextLoopDelay(): number {
    const tokens = this.tokens;
    const untilRefresh = tokens
      ? tokens.expiresAt - CONSTANTS.TOKEN_REFRESH_BUFFER_MS - this.clock.now()
      : 0;
    return clamp(
      untilRefresh,
      CONSTANTS.REFRESH_INTERVAL_MIN_MS,
      CONSTANTS.REFRESH_INTERVAL_MAX_MS,
    );
  }

  private scheduleLoop(delay: number): void {
    if (this.loopTimer !== null) this.timers.clearTimeout(this.loopTimer);
    this.loopTimer = this.timers.setTimeout(() => {
      this.loopTimer = null;
      void this.runLoop();
    }, delay);
  }

  private async runLoop(): Promise<void> {
    if (!this.isLoopRunning) return;
    try {
      const tokens = this.tokens;
      if (!tokens) await this.registerGuest();
      else if (this.needsRefresh(tokens)) await this.refreshOrReplace();
      if (this.isLoopRunning) this.scheduleLoop(this.nextLoopDelay());
    } catch {
      if (this.isLoopRunning) this.scheduleLoop(CONSTANTS.REFRESH_LOOP_FAILURE_WAIT_MS);
    }
  }

  private setTokens(tokens: StoredTokens | null): void {
    this.tokens = tokens;
    if (tokens) this.storage.save(tokens);
    this.emit({ type: 'tokens', tokens });
  }

  private emit(event: TokenManagerEvent): void {
    for (const listener of this.listeners) listener(event);
  }
}
