/**
 * What this browser remembers about signing in: whether the player has ever signed in here
 * (so the login prompt of spec §2 can find returning players even before the server answers)
 * and whether that prompt was already shown since the last sign-in.
 */
export interface LoginHistory {
  hasEverLoggedIn: () => boolean;
  /** After a successful sign-in; also re-arms the login prompt for the next signed-out visit. */
  markLoggedIn: () => void;
  wasLoginPromptShown: () => boolean;
  markLoginPromptShown: () => void;
}

export const HAS_EVER_LOGGED_IN_KEY = 'promptplay.auth.hasEverLoggedIn';
export const LOGIN_PROMPT_SHOWN_KEY = 'promptplay.auth.loginPromptShown';

export function createLoginHistory(storage: Storage = localStorage): LoginHistory {
  // Storage can throw (Safari private mode, disabled storage): then nothing is remembered.
  const read = (key: string) => {
    try {
      return storage.getItem(key) === 'true';
    } catch {
      return false;
    }
  };
  const write = (key: string, value: boolean) => {
    try {
      if (value) storage.setItem(key, 'true');
      else storage.removeItem(key);
    } catch {
      // Nothing to do: the flag is a convenience.
    }
  };
  return {
    hasEverLoggedIn: () => read(HAS_EVER_LOGGED_IN_KEY),
    markLoggedIn() {
      write(HAS_EVER_LOGGED_IN_KEY, true);
      write(LOGIN_PROMPT_SHOWN_KEY, false);
    },
    wasLoginPromptShown: () => read(LOGIN_PROMPT_SHOWN_KEY),
    markLoginPromptShown: () => write(LOGIN_PROMPT_SHOWN_KEY, true),
  };
}
