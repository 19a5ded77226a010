import type { AccessTokenClaims } from '@promptplay/contracts';
import { createStore } from 'zustand/vanilla';

export type AuthInitStatus = 'idle' | 'pending' | 'ready' | 'error';

export interface AuthState {
  /** Things that wait for auth may go on (set after init, or at once on shared pages). */
  isInitialised: boolean;
  status: AuthInitStatus;
  error: string | null;
  /** Read from the current access token's payload (display decisions only). */
  claims: AccessTokenClaims | null;
}

export type AuthStore = ReturnType<typeof createAuthStore>;

export function createAuthStore() {
  return createStore<AuthState>()(() => ({
    isInitialised: false,
    status: 'idle',
    error: null,
    claims: null,
  }));
}

/** True for a player signed in with a social account, false for guests. */
export function isSocialPlayer(state: AuthState): boolean {
  return state.claims?.authMethod === 'social';
}

/** The current player's id, or null before any tokens exist. */
export function selectPlayerId(state: AuthState): string | null {
  return state.claims?.playerId ?? null;
}

/**
 * The player id protected calls may be made for: only after auth init confirmed the tokens,
 * so a stale token cannot trigger a 401 (and with it an auth reset) on a page that skipped init.
 */
export function selectVerifiedPlayerId(state: AuthState): string | null {
  return state.status === 'ready' ? selectPlayerId(state) : null;
}
