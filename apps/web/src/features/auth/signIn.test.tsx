import { MESSAGES } from '@promptplay/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HAS_EVER_LOGGED_IN_KEY } from '../../lib/auth/loginHistory.js';
import { TOKEN_STORAGE_KEY } from '../../lib/auth/tokenStorage.js';
import { makeProfile } from '../../testing/fixtures.js';
import { createFakeServer, requestedUrls, urlOf } from '../../testing/fakeServer.js';
import { guestAccessToken, socialAccessToken, storeSession } from '../../testing/fakeSession.js';
import { renderApp } from '../../testing/renderApp.js';

function exchangeCalls(server: ReturnType<typeof createFakeServer>) {
  return server.mock.calls.filter(([input]) => urlOf(input) === '/auth/token/google/predefined');
}

describe('/auth/callback', () => {
  it('says it is processing while the code is exchanged', () => {
    storeSession('guest');
    renderApp('/auth/callback?code=abc', createFakeServer({ account: { exchange: () => 'hang' } }));
    expect(screen.getByText(MESSAGES.processingAuthentication)).toBeTruthy();
  });

  it('exchanges the code with the guest bearer, signs in and goes back where sign-in started', async () => {
    storeSession('guest');
    const server = createFakeServer({
      account: {
        exchange: () => ({
          access_token: socialAccessToken(),
          refresh_token: 'refresh-social',
          expires_in: 900,
          token_type: 'Bearer',
          issued_at: Math.floor(Date.now() / 1000),
          return_url: '/profile?tab=games',
        }),
        profile: () => makeProfile({ playerName: 'Grace Hopper' }),
      },
    });
    const { router, services } = renderApp('/auth/callback?code=one-time&state=xyz', server);

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(router.state.location.search).toBe('?tab=games');
    const [call] = exchangeCalls(server);
    const form = new URLSearchParams(call?.[1]?.body as string);
    expect(Object.fromEntries(form)).toEqual({
      grant_type: 'authorization_code',
      code: 'one-time',
      state: 'xyz',
    });
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe(
      `Bearer ${guestAccessToken()}`,
    );
    expect(services.authStore.getState().claims?.authMethod).toBe('social');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toContain(socialAccessToken());
    expect(localStorage.getItem(HAS_EVER_LOGGED_IN_KEY)).toBe('true');
    const header = await screen.findByTestId('header-profile-button');
    await waitFor(() => expect(within(header).getByText('Grace Hopper')).toBeTruthy());
  });

  it('goes home instead of following a return_url to another site', async () => {
    storeSession('guest');
    const server = createFakeServer({
      account: {
        exchange: () => ({
          access_token: socialAccessToken(),
          refresh_token: 'r',
          expires_in: 900,
          token_type: 'Bearer',
          issued_at: Math.floor(Date.now() / 1000),
          return_url: '//evil.test/steal',
        }),
      },
    });
    const { router } = renderApp('/auth/callback?code=abc', server);
    await waitFor(() => expect(exchangeCalls(server)).toHaveLength(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends a callback without a code to /auth/error without exchanging anything', async () => {
    const server = createFakeServer();
    const { router } = renderApp('/auth/callback?error=access_denied', server);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/error'));
    expect(screen.getByText(MESSAGES.authErrorTitle)).toBeTruthy();
    expect(exchangeCalls(server)).toHaveLength(0);
  });

  it('goes home without exchanging when the player is already signed in', async () => {
    storeSession('social');
    const server = createFakeServer();
    const { router } = renderApp('/auth/callback?code=abc', server);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(exchangeCalls(server)).toHaveLength(0);
  });

  it('lands on /auth/error when the exchange is refused, and the player stays a guest', async () => {
    storeSession('guest');
    const server = createFakeServer({ account: { exchange: () => 400 } });
    const { router, services } = renderApp('/auth/callback?code=used-twice', server);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/error'));
    expect(services.authStore.getState().claims?.authMethod).toBe('guest');
    expect(localStorage.getItem(HAS_EVER_LOGGED_IN_KEY)).toBeNull();
  });

  it('registers a guest first when none exists, so the exchange carries a bearer', async () => {
    const server = createFakeServer();
    const { router } = renderApp('/auth/callback?code=abc', server);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const paths = requestedUrls(server).map((url) => url.pathname);
    expect(paths.indexOf('/api/player/register')).toBeLessThan(
      paths.indexOf('/auth/token/google/predefined'),
    );
    expect(new Headers(exchangeCalls(server)[0]?.[1]?.headers).get('Authorization')).toMatch(
      /^Bearer /,
    );
  });
});

describe('/auth/error', () => {
  it('Try Again starts sign-in, coming back to the home page', () => {
    const { pageLocation } = renderApp('/auth/error', createFakeServer());
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.tryAgain }));
    expect(pageLocation.assigned).toEqual([
      `/auth/login/google/predefined?returnUrl=${encodeURIComponent('http://localhost/')}`,
    ]);
  });
});
