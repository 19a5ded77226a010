import { safeReturnPath } from '../../lib/auth/returnPath.js';

export interface SignInCallbackParams {
  code: string;
  state?: string | undefined;
}

export interface CompleteSignInDeps {
  /** Auth init, so the exchange carries a valid guest token (its games and likes move over). */
  initAuth: () => Promise<void>;
  signIn: (params: SignInCallbackParams) => Promise<string | null>;
  markLoggedIn: () => void;
  /** Loads the signed-in player's profile (its name shows in the header at once). */
  loadProfile: () => Promise<unknown>;
}

/**
 * Finishes sign-in with the callback's code (spec §4 Auth): exchanges it, remembers that this
 * browser has signed in, loads the profile and resolves with the in-app path to go back to.
 * Rejects when the exchange fails.
 */
export async function completeSignIn(
  params: SignInCallbackParams,
  deps: CompleteSignInDeps,
): Promise<string> {
  await deps.initAuth();
  const returnUrl = await deps.signIn(params);
  deps.markLoggedIn();
  // Signed in either way: a profile that fails to load now loads again on the next page.
  await deps.loadProfile().catch(() => undefined);
  return safeReturnPath(returnUrl);
}
