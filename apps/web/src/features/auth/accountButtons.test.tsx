import { MESSAGES } from '@promptplay/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRegistrationLog } from '../../lib/analytics/registrationLog.js';
import { TOKEN_STORAGE_KEY } from '../../lib/auth/tokenStorage.js';
import { UI_TEXT } from '../../lib/uiText.js';
import { makeProfile } from '../../testing/fixtures.js';
import { createFakeServer } from '../../testing/fakeServer.js';
import { storeSession } from '../../testing/fakeSession.js';
import { renderApp } from '../../testing/renderApp.js';

const INSTAGRAM_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.0.0 Mobile Safari/537.36 Instagram 330.0.0.40.92 Android';
const TIKTOK_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 musical_ly_34.1.0 BytedanceWebview/d8a21c6';

function useUserAgent(userAgent: string) {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

const headerButton = () => screen.getByTestId('header-profile-button');
const navMe = () => screen.getByTestId('nav-me');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('header and nav account buttons', () => {
  it('offer Sign Up to guests, which starts sign-in coming back to the current page', async () => {
    storeSession('guest');
    const { pageLocation } = renderApp('/?sort=topRated', createFakeServer());
    expect(within(headerButton()).getByText(MESSAGES.signUp)).toBeTruthy();
    expect(within(navMe()).getByText(MESSAGES.navSignUp)).toBeTruthy();
    fireEvent.click(headerButton());
    fireEvent.click(navMe());
    const expected = `/auth/login/google/predefined?returnUrl=${encodeURIComponent(
      'http://localhost/?sort=topRated',
    )}`;
    await waitFor(() => expect(pageLocation.assigned).toEqual([expected, expected]));
  });

  it("show a signed-in player's name in the header and Me in the nav, both opening the profile", async () => {
    storeSession('social');
    const server = createFakeServer({
      account: { profile: () => makeProfile({ playerName: 'Grace' }) },
    });
    const { router, pageLocation } = renderApp('/', server);
    await waitFor(() => expect(within(headerButton()).getByText('Grace')).toBeTruthy());
    expect(within(navMe()).getByText(MESSAGES.me)).toBeTruthy();
    fireEvent.click(headerButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(pageLocation.assigned).toEqual([]);
  });

  it("show Me until a signed-in player's profile has loaded", () => {
    storeSession('social');
    renderApp('/', createFakeServer({ account: { profile: () => 'hang' } }));
    expect(within(headerButton()).getByText(MESSAGES.me)).toBeTruthy();
  });

  it('nudge guests in an in-app web view to the external browser (Android intent)', async () => {
    useUserAgent(INSTAGRAM_ANDROID);
    storeSession('guest');
    const { pageLocation } = renderApp('/profile', createFakeServer());
    expect(within(headerButton()).getByText(MESSAGES.fullExperienceInBrowser)).toBeTruthy();
    expect(within(navMe()).getByText(MESSAGES.fullExperience)).toBeTruthy();
    fireEvent.click(headerButton());
    await waitFor(() =>
      expect(pageLocation.assigned).toEqual([
        'intent://localhost/profile#Intent;scheme=http;action=android.intent.action.VIEW;end',
      ]),
    );
  });

  it('copy the link and explain how to go on when the web view stays open (iOS)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      useUserAgent(TIKTOK_IOS);
      const writeText = vi.fn(() => Promise.resolve());
      Object.defineProperty(window.navigator, 'clipboard', {
        value: { writeText },
        configurable: true,
      });
      const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
      const { pageLocation } = renderApp('/', createFakeServer());
      fireEvent.click(navMe());
      expect(pageLocation.assigned).toEqual(['x-safari-http://localhost/']);
      await act(() => vi.advanceTimersByTimeAsync(2_000));
      expect(writeText).toHaveBeenCalledWith('http://localhost/');
      expect(alert).toHaveBeenCalledWith(UI_TEXT.openInBrowserCopied);
    } finally {
      vi.useRealTimers();
      Reflect.deleteProperty(window.navigator, 'clipboard');
    }
  });

  it('still show the name of a signed-in player inside a web view', async () => {
    useUserAgent(INSTAGRAM_ANDROID);
    storeSession('social');
    renderApp(
      '/',
      createFakeServer({ account: { profile: () => makeProfile({ playerName: 'Lin' }) } }),
    );
    await waitFor(() => expect(within(headerButton()).getByText('Lin')).toBeTruthy());
    expect(within(navMe()).getByText(MESSAGES.me)).toBeTruthy();
  });
});

describe('sign out', () => {
  it('forgets the tokens and sends the browser to the auth host logout', async () => {
    storeSession('social');
    const { pageLocation } = renderApp('/profile', createFakeServer());
    fireEvent.click(await screen.findByTestId('sign-out'));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(pageLocation.assigned).toEqual([
      `/auth/logout/google/predefined?returnUrl=${encodeURIComponent('http://localhost/')}`,
    ]);
  });

  it('tells the data layer and the registration-event log', async () => {
    storeSession('social');
    renderApp('/profile', createFakeServer());
    fireEvent.click(await screen.findByTestId('sign-out'));
    expect(window.dataLayer).toContainEqual({ event: 'sign_out' });
    expect(createRegistrationLog(localStorage).entries().at(-1)?.event).toBe('sign_out');
  });
});
