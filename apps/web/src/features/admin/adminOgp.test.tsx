import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServer } from '../../testing/fakeServer.js';
import { storeSession } from '../../testing/fakeSession.js';
import { renderApp } from '../../testing/renderApp.js';

/** The lazy chunk loads on first use: give it longer than a findBy's default second. */
const LOAD = { timeout: 5_000 };

describe('operator console: OGP rewards', () => {
  it('shows registered games, points per delivery state and the last error', async () => {
    storeSession('social');
    renderApp(
      '/admin',
      createFakeServer({
        admin: {
          ogp: () => ({
            configured: true,
            games: [
              { gameId: 'moon-hop', title: 'Moon Hop', ogpGameId: 'o1', registeredToOgp: true },
            ],
            points: {
              held: { rounds: 2, points: 300 },
              queued: { rounds: 1, points: 50 },
              sent: { rounds: 40, points: 12_000 },
              failed: { rounds: 0, points: 0 },
              expired: { rounds: 1, points: 80 },
            },
            lastError: 'OGP answered 429',
          }),
        },
      }),
    );
    const card = await screen.findByTestId('admin-ogp', undefined, LOAD);
    expect(await within(card).findByText('1 registered game')).toBeTruthy();
    expect(within(card).getByTestId('admin-ogp-sent').textContent).toContain('12000 points');
    expect(within(card).getByTestId('admin-ogp-held').textContent).toContain('2 rounds');
    expect(within(card).getByText('Last error: OGP answered 429')).toBeTruthy();
  });
});
