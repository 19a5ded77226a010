import { MESSAGES } from '@promptplay/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeGame, makeProfile } from '../../testing/fixtures.js';
import { createFakeServer } from '../../testing/fakeServer.js';
import { storeSession } from '../../testing/fakeSession.js';
import { renderApp } from '../../testing/renderApp.js';

const myGames = [
  makeGame('mine-1', {
    title: 'Moon Hop',
    playsCount: 12,
    likesCount: 4,
    commentsCount: 5,
    remixCount: 1,
  }),
  makeGame('mine-2', {
    title: 'Cheese Run',
    playsCount: 30,
    likesCount: 7,
    commentsCount: 0,
    remixCount: 3,
  }),
];

describe('creator stats (issue 14)', () => {
  it("shows each game's plays, likes, comments and remixes, and their totals beside the others", async () => {
    storeSession('social');
    renderApp(
      '/profile',
      createFakeServer({
        account: {
          profile: () => makeProfile({ dailyPromptsRemaining: 9 }),
          myGames: () => myGames,
        },
      }),
    );

    const [moonHop] = await screen.findAllByTestId('my-game-card');
    const stats = within(moonHop!).getByTestId('my-game-stats');
    expect(stats.getAttribute('aria-label')).toBe(MESSAGES.gameStatsLabel(12, 4, 5, 1));
    expect(within(stats).getByTestId('my-game-stat-comments').textContent).toBe('5');
    expect(within(stats).getByTestId('my-game-stat-remixes').textContent).toBe('1');

    const totals = screen.getByTestId('profile-stats');
    expect(within(totals).getByText(MESSAGES.statTotalComments)).toBeTruthy();
    expect(within(totals).getByText(MESSAGES.statTotalRemixes)).toBeTruthy();
    expect(screen.getByTestId('stat-total-comments-value').textContent).toBe('5');
    expect(screen.getByTestId('stat-total-remixes-value').textContent).toBe('4');
    expect(screen.getByTestId('stat-games-created-value').textContent).toBe('2');
    expect(screen.getByTestId('stat-total-likes-value').textContent).toBe('11');
    expect(screen.getByTestId('stat-daily-prompts-value').textContent).toBe('9');
  });
});
