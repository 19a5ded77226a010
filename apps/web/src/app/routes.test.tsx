import { MESSAGES } from '@promptplay/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loginUrl } from '../lib/auth/login.js';
import { makeFeedPage, makeGame } from '../testing/fixtures.js';
import { createFakeServer, requestedUrls, urlOf } from '../testing/fakeServer.js';
import { renderApp } from '../testing/renderApp.js';

describe('routes', () => {
  it('shows the 404 page for an unknown path, and Return Home goes to the feed', async () => {
    const server = createFakeServer({ feed: () => makeFeedPage([makeGame('abc')]) });
    const { router } = renderApp('/no/such/page', server);
    expect(screen.getByText(MESSAGES.notFoundTitle)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: MESSAGES.returnHome }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Game abc')).toBeTruthy();
  });

  it('refuses a malformed shared game id with the spec text', () => {
    renderApp('/shared/bad$id', createFakeServer());
    expect(screen.getByText(MESSAGES.invalidSharedGameId)).toBeTruthy();
  });

  it('sends a callback without a code to /auth/error', async () => {
    const { router } = renderApp('/auth/callback', createFakeServer());
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/error'));
    expect(screen.getByText(MESSAGES.authErrorTitle)).toBeTruthy();
    expect(screen.getByText(MESSAGES.authErrorText)).toBeTruthy();
    expect(screen.getByRole('button', { name: MESSAGES.tryAgain })).toBeTruthy();
  });

  it('Try Again starts login with a return to the home page', () => {
    expect(loginUrl('https://promptplay.test/')).toBe(
      '/auth/login/google/predefined?returnUrl=https%3A%2F%2Fpromptplay.test%2F',
    );
  });

  it('opens the shared game modal, fetching the game when it is not in the feed', async () => {
    const shared = makeGame('shared-one', { title: 'Rocket Frogs' });
    const server = createFakeServer({
      feed: () => makeFeedPage([makeGame('other')]),
      games: [shared],
    });
    renderApp('/shared/shared-one', server);
    const modal = await screen.findByTestId('game-modal');
    expect(within(modal).getByText('Rocket Frogs')).toBeTruthy();
    expect(requestedUrls(server).some((url) => url.pathname === '/api/game-feeds/shared-one')).toBe(
      true,
    );
  });

  it('tells the player when a shared game does not exist', async () => {
    renderApp('/shared/no-such-game', createFakeServer());
    expect(await screen.findByText(MESSAGES.gameNotFound)).toBeTruthy();
    expect(screen.queryByTestId('game-modal')).toBeNull();
  });

  it('does not initialise auth on shared links, but does on the home page', async () => {
    const server = createFakeServer({ games: [makeGame('shared-two')] });
    renderApp('/shared/shared-two', server);
    await screen.findByTestId('game-modal');
    const registered = () =>
      requestedUrls(server).filter((url) => url.pathname === '/api/player/register').length;
    expect(registered()).toBe(0);

    const home = createFakeServer();
    renderApp('/', home);
    await waitFor(() =>
      expect(requestedUrls(home).some((url) => url.pathname === '/api/player/register')).toBe(true),
    );
  });

  it('says it could not get auth tokens when guest registration fails', async () => {
    const server = createFakeServer();
    const answer = server.getMockImplementation()!;
    server.mockImplementation((input, init) =>
      urlOf(input) === '/api/player/register'
        ? Promise.resolve(new Response('{}', { status: 400 }))
        : answer(input, init),
    );
    renderApp('/', server);
    expect(await screen.findByText(MESSAGES.registrationFailed)).toBeTruthy();
  });

  it('has a leaderboard page with a way back', async () => {
    const { router } = renderApp('/leaderboard', createFakeServer());
    expect(screen.getByTestId('leaderboard-page')).toBeTruthy();
    fireEvent.click(screen.getByTestId('page-back'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('shell', () => {
  it('has the five bottom tabs, with Competition and Friends disabled', () => {
    renderApp('/', createFakeServer());
    const nav = screen.getByTestId('bottom-nav');
    const competition = within(nav).getByRole('button', { name: MESSAGES.competitionDisabled });
    const friends = within(nav).getByRole('button', { name: MESSAGES.navFriends });
    expect((competition as HTMLButtonElement).disabled).toBe(true);
    expect((friends as HTMLButtonElement).disabled).toBe(true);
    for (const label of [MESSAGES.navHome, MESSAGES.navCreate, MESSAGES.navSignUp]) {
      expect(within(nav).getByText(label)).toBeTruthy();
    }
    expect(
      within(screen.getByTestId('header-profile-button')).getByText(MESSAGES.signUp),
    ).toBeTruthy();
  });

  it('CREATE opens the create modal that closes again', () => {
    renderApp('/', createFakeServer());
    fireEvent.click(screen.getByTestId('nav-create'));
    expect(screen.getByTestId('create-modal')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('create-modal')).toBeNull();
  });
});
