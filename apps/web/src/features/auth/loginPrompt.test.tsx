import { CONSTANTS, MESSAGES } from '@promptplay/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HAS_EVER_LOGGED_IN_KEY } from '../../lib/auth/loginHistory.js';
import { createFakeServer, requestedUrls } from '../../testing/fakeServer.js';
import { storeSession } from '../../testing/fakeSession.js';
import { renderApp } from '../../testing/renderApp.js';

const prompt = () => screen.queryByTestId('login-prompt');

/** Lets auth init and the first calls settle, then the prompt's delay pass. */
async function passDelay() {
  await act(() => vi.advanceTimersByTimeAsync(CONSTANTS.GUEST_LOGIN_PROMPT_DELAY_MS));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('login prompt', () => {
  it('appears 2 s after load for a guest who signed in here before, with the spec texts', async () => {
    storeSession('guest');
    localStorage.setItem(HAS_EVER_LOGGED_IN_KEY, 'true');
    renderApp('/', createFakeServer());
    await act(() => vi.advanceTimersByTimeAsync(CONSTANTS.GUEST_LOGIN_PROMPT_DELAY_MS - 100));
    expect(prompt()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(prompt()).toBeTruthy();
    for (const text of [
      MESSAGES.loginPromptTitle,
      MESSAGES.loginPromptText,
      MESSAGES.loginPromptLogin,
      MESSAGES.loginPromptNotNow,
      MESSAGES.loginPromptNote,
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
  });

  it('holds focus over an inert page until Not Now or Escape', async () => {
    storeSession('guest');
    localStorage.setItem(HAS_EVER_LOGGED_IN_KEY, 'true');
    renderApp('/', createFakeServer());
    await passDelay();
    expect(prompt()!.contains(document.activeElement)).toBe(true);
    expect(screen.getByTestId('bottom-nav').closest('[inert]')).not.toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(prompt()).toBeNull();
    expect(screen.getByTestId('bottom-nav').closest('[inert]')).toBeNull();
  });

  it('is shown once: after Not Now it does not come back on the next load', async () => {
    storeSession('guest');
    localStorage.setItem(HAS_EVER_LOGGED_IN_KEY, 'true');
    const first = renderApp('/', createFakeServer());
    await passDelay();
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.loginPromptNotNow }));
    expect(prompt()).toBeNull();
    first.unmount();

    renderApp('/', createFakeServer());
    await passDelay();
    await passDelay();
    expect(prompt()).toBeNull();
  });

  it("appears when the server remembers a sign-in this browser doesn't know of", async () => {
    storeSession('guest');
    const server = createFakeServer({ account: { hasEverLoggedIn: () => true } });
    renderApp('/', server);
    await passDelay();
    expect(prompt()).toBeTruthy();
    expect(requestedUrls(server).some((url) => url.pathname === '/api/ogp/has-logged-in')).toBe(
      true,
    );
  });

  it('never appears for players who never signed in', async () => {
    storeSession('guest');
    renderApp('/', createFakeServer({ account: { hasEverLoggedIn: () => false } }));
    await passDelay();
    await passDelay();
    expect(prompt()).toBeNull();
  });

  it('never appears for players who are signed in now', async () => {
    storeSession('social');
    localStorage.setItem(HAS_EVER_LOGGED_IN_KEY, 'true');
    renderApp('/', createFakeServer({ account: { hasEverLoggedIn: () => true } }));
    await passDelay();
    await passDelay();
    expect(prompt()).toBeNull();
  });

  it('Login starts sign-in back to the current page', async () => {
    storeSession('guest');
    localStorage.setItem(HAS_EVER_LOGGED_IN_KEY, 'true');
    const { pageLocation } = renderApp('/leaderboard', createFakeServer());
    await passDelay();
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.loginPromptLogin }));
    expect(pageLocation.assigned).toEqual([
      `/auth/login/google/predefined?returnUrl=${encodeURIComponent('http://localhost/leaderboard')}`,
    ]);
    expect(prompt()).toBeNull();
  });
});
