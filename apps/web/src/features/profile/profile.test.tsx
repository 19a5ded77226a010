import { MESSAGES, OGP_LINKED_ID_HINT } from '@promptplay/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UI_TEXT } from '../../lib/uiText.js';
import { makeGame, makeProfile } from '../../testing/fixtures.js';
import { errorBody } from '../../testing/fakeAccountServer.js';
import { createFakeServer, requestedUrls } from '../../testing/fakeServer.js';
import { storeSession } from '../../testing/fakeSession.js';
import { renderApp } from '../../testing/renderApp.js';
import { formatPlayerSince } from './formatPlayerSince.js';
import { OGP_IDENTITY_TEXT } from './ogpIdentityText.js';

afterEach(() => {
  vi.restoreAllMocks();
});

const myGames = [
  makeGame('mine-1', { title: 'Moon Hop', likesCount: 4, playsCount: 12 }),
  makeGame('mine-2', {
    title: 'Cheese Run',
    likesCount: 7,
    playsCount: 30,
    registeredToOgp: true,
    ogpGameId: 'o2',
  }),
];

describe('profile page', () => {
  it('says it is loading the profile', () => {
    storeSession('social');
    renderApp('/profile', createFakeServer({ account: { profile: () => 'hang' } }));
    expect(screen.getByText(MESSAGES.loadingProfile)).toBeTruthy();
  });

  it('says the profile was not found', async () => {
    storeSession('social');
    renderApp('/profile', createFakeServer({ account: { profile: () => 404 } }));
    expect(await screen.findByText(MESSAGES.profileNotFound)).toBeTruthy();
  });

  it('says an error occurred when the profile fails otherwise', async () => {
    storeSession('social');
    renderApp('/profile', createFakeServer({ account: { profile: () => 403 } }));
    expect(await screen.findByText(MESSAGES.genericError)).toBeTruthy();
  });

  it('shows the initial, name, since-date and stats summed from my games', async () => {
    storeSession('social');
    const server = createFakeServer({
      account: {
        profile: () => makeProfile({ playerName: 'grace', dailyPromptsRemaining: 9 }),
        myGames: () => myGames,
      },
    });
    renderApp('/profile', server);
    expect((await screen.findByTestId('profile-name')).textContent).toBe('grace');
    expect(screen.getByTestId('profile-avatar').textContent).toBe('G');
    expect(screen.getByTestId('profile-since').textContent).toMatch(/^Player since .*2026/);
    await screen.findAllByTestId('my-game-card');
    const stats = screen.getByTestId('profile-stats');
    expect(within(stats).getByText(MESSAGES.statGamesCreated)).toBeTruthy();
    expect(within(stats).getByText(MESSAGES.statTotalLikes)).toBeTruthy();
    expect(within(stats).getByText(MESSAGES.statTotalPlays)).toBeTruthy();
    expect(within(stats).getByText(MESSAGES.statDailyPromptsLeft)).toBeTruthy();
    expect(screen.getByTestId('stat-games-created-value').textContent).toBe('2');
    expect(screen.getByTestId('stat-total-likes-value').textContent).toBe('11');
    expect(screen.getByTestId('stat-total-plays-value').textContent).toBe('42');
    expect(screen.getByTestId('stat-daily-prompts-value').textContent).toBe('9');
  });

  it("lists 'Your Games' with read-only likes, and a game's modal plays it", async () => {
    storeSession('social');
    const server = createFakeServer({ account: { myGames: () => myGames } });
    const { services } = renderApp('/profile', server);
    expect(await screen.findByText(MESSAGES.yourGames)).toBeTruthy();
    const cards = await screen.findAllByTestId('my-game-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByTestId('my-game-likes').textContent).toBe('4');
    expect(within(cards[0]!).queryByRole('button', { name: /like/i })).toBeNull();

    const startGame = vi.spyOn(services.runtimeHost, 'startGame').mockResolvedValue();
    fireEvent.click(within(cards[0]!).getByText('Moon Hop'));
    const modal = await screen.findByTestId('game-modal');
    expect(within(modal).getByText(MESSAGES.share)).toBeTruthy();
    fireEvent.click(within(modal).getByText(MESSAGES.playGame));
    expect(startGame).toHaveBeenCalledWith(
      expect.objectContaining({ gameId: 'mine-1', source: 'modal_play' }),
    );
  });

  it('says it is loading my games, then that there are none yet', async () => {
    storeSession('social');
    renderApp('/profile', createFakeServer({ account: { myGames: () => 'hang' } }));
    expect(await screen.findByText(MESSAGES.loadingYourGames)).toBeTruthy();

    renderApp('/profile', createFakeServer({ account: { myGames: () => [] } }));
    expect(await screen.findByText(MESSAGES.noGamesYet)).toBeTruthy();
    expect(screen.getByText(MESSAGES.createFirstGame)).toBeTruthy();
  });

  it('names the error when my games fail to load', async () => {
    storeSession('social');
    renderApp(
      '/profile',
      createFakeServer({ account: { myGames: () => errorBody(403, 'Not your games') } }),
    );
    expect(await screen.findByText(MESSAGES.errorLoadingGames('Not your games'))).toBeTruthy();
  });

  it('registers a game with OGP and marks it', async () => {
    storeSession('social');
    const server = createFakeServer({ account: { myGames: () => myGames } });
    renderApp('/profile', server);
    const [first, second] = await screen.findAllByTestId('my-game-card');
    expect(within(second!).getByTestId('ogp-registered')).toBeTruthy();
    fireEvent.click(within(first!).getByTestId('ogp-register'));
    await waitFor(() => expect(within(first!).getByTestId('ogp-registered')).toBeTruthy());
    expect(await screen.findByText(UI_TEXT.ogpRegisteredToast)).toBeTruthy();
    const register = requestedUrls(server).find(
      (url) => url.pathname === '/api/player-profile/ogp/register-game',
    );
    expect(register).toBeTruthy();
  });

  it('explains when OGP is not configured on the server', async () => {
    storeSession('social');
    const server = createFakeServer({
      account: { myGames: () => myGames, ogpRegister: () => errorBody(503, 'OGP is off') },
    });
    renderApp('/profile', server);
    const [first] = await screen.findAllByTestId('my-game-card');
    fireEvent.click(within(first!).getByTestId('ogp-register'));
    expect(await screen.findByText(UI_TEXT.ogpNotConfigured)).toBeTruthy();
    const button = within(first!).getByTestId<HTMLButtonElement>('ogp-register');
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe(UI_TEXT.ogpUnavailable);
  });

  it('shows where OGP rewards go and links a wallet after checking its format', async () => {
    storeSession('social');
    const wallet = 'sol:7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';
    const server = createFakeServer({
      account: {
        myGames: () => myGames,
        ogpIdentity: (linkedId) => ({
          activeId: linkedId ?? 'email:me@example.test',
          linkedId: linkedId ?? null,
          delivered: [{ identity: 'email:me@example.test', points: 1200, rounds: 3 }],
          waitingPoints: 0,
        }),
      },
    });
    renderApp('/profile', server);
    const active = await screen.findByTestId('ogp-identity-active');
    expect(active.textContent).toBe('email:me@example.test');
    expect(screen.getByTestId('ogp-identity-delivered').textContent).toBe(
      `email:me@example.test: ${OGP_IDENTITY_TEXT.delivered(1200, 3)}`,
    );
    const input = screen.getByTestId<HTMLInputElement>('ogp-linked-id');
    fireEvent.change(input, { target: { value: 'my-internal-id' } });
    fireEvent.click(screen.getByText(OGP_IDENTITY_TEXT.link));
    expect(await screen.findByText(OGP_LINKED_ID_HINT)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(input, { target: { value: wallet } });
    fireEvent.click(screen.getByText(OGP_IDENTITY_TEXT.link));
    await waitFor(() => expect(screen.getByTestId('ogp-identity-active').textContent).toBe(wallet));
    const puts = requestedUrls(server).filter(
      (url) => url.pathname === '/api/player-profile/ogp/identity',
    );
    expect(puts.length).toBeGreaterThanOrEqual(2);
  });

  it('offers guests Sign Up instead of Sign out, and no OGP registration', async () => {
    storeSession('guest');
    const { pageLocation } = renderApp(
      '/profile',
      createFakeServer({ account: { myGames: () => myGames } }),
    );
    await screen.findAllByTestId('my-game-card');
    expect(screen.queryByTestId('sign-out')).toBeNull();
    expect(screen.queryByTestId('ogp-register')).toBeNull();
    fireEvent.click(screen.getByTestId('profile-sign-up'));
    expect(pageLocation.assigned).toEqual([
      `/auth/login/google/predefined?returnUrl=${encodeURIComponent('http://localhost/profile')}`,
    ]);
  });

  it('goes one level up with Back', async () => {
    storeSession('social');
    const { router } = renderApp('/profile', createFakeServer());
    await screen.findByTestId('profile-name');
    fireEvent.click(screen.getByTestId('page-back'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('formatPlayerSince', () => {
  it('localises the date, or says Player without one', () => {
    expect(formatPlayerSince('2026-03-03T10:00:00.000Z', 'en-US')).toBe(
      MESSAGES.playerSince('March 3, 2026'),
    );
    expect(formatPlayerSince('not a date')).toBe(MESSAGES.player);
    expect(formatPlayerSince(null)).toBe(MESSAGES.player);
  });
});
