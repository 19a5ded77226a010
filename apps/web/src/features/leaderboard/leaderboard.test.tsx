import { CONSTANTS, MESSAGES, type CompetitionEntry } from '@promptplay/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PHASE_OFFSETS, SECOND, makeEventData } from '../../testing/eventFixtures.js';
import type { FakeEventOptions } from '../../testing/fakeEventServer.js';
import { createFakeServer, requestedUrls, urlOf } from '../../testing/fakeServer.js';
import { storeSession } from '../../testing/fakeSession.js';
import { makeGame } from '../../testing/fixtures.js';
import { renderApp } from '../../testing/renderApp.js';
import { LEADERBOARD_TEXT } from './leaderboardText.js';

const NOW = Date.parse('2026-05-01T12:00:00.000Z');
const MY_ID = 'p1';

function entry(n: number, overrides: Partial<CompetitionEntry> = {}): CompetitionEntry {
  return {
    gameId: `fight-${n}`,
    gameTitle: `Fight ${n}`,
    ownerPlayerId: `owner-${n}`,
    ownerPlayerName: `Player ${n}`,
    score: 10 - n,
    ...overrides,
  };
}
const ranked = [
  entry(1),
  entry(2, { ownerPlayerId: MY_ID, ownerPlayerName: 'Ada' }),
  entry(3),
  entry(4),
  entry(9, { score: 1 }),
];

function render(event: FakeEventOptions, games = [makeGame('fight-2', { playsCount: 8 })]) {
  const server = createFakeServer({ event, games });
  return { server, ...renderApp('/leaderboard', server) };
}

const liveEvent = () => makeEventData(NOW, PHASE_OFFSETS.NormalActive, Date.now());
async function settle() {
  for (let round = 0; round < 20; round++) await act(() => vi.advanceTimersByTimeAsync(0));
}
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const rows = () => screen.getAllByTestId('leaderboard-row');
const competitionCalls = (server: ReturnType<typeof createFakeServer>) =>
  requestedUrls(server).filter((url) => url.pathname === '/api/game-competition').length;

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    now: NOW,
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('leaderboard rows', () => {
  it('ranks the entries with medals for the top three, authors and play counts', async () => {
    storeSession('social', MY_ID);
    render({ event: liveEvent, competition: () => ({ gameCompetitionEntries: ranked }) });
    expect(screen.getByRole('heading', { name: MESSAGES.leaderboardTitle })).toBeTruthy();
    await settle();
    expect(rows()).toHaveLength(5);
    const badges = screen.getAllByTestId('rank-badge');
    expect(badges.map((badge) => badge.dataset.medal)).toEqual([
      'gold',
      'silver',
      'bronze',
      undefined,
      undefined,
    ]);
    expect(badges.map((badge) => badge.getAttribute('aria-label'))).toEqual(
      [1, 2, 3, 4, 5].map(LEADERBOARD_TEXT.rank),
    );
    const first = rows()[0]!;
    expect(within(first).getByText('Fight 1')).toBeTruthy();
    expect(within(first).getByText(MESSAGES.byAuthor('Player 1'))).toBeTruthy();
    expect(within(first).getByText(MESSAGES.playCount(9))).toBeTruthy();
    expect(within(rows()[4]!).getByText(MESSAGES.playCount(1))).toBeTruthy();
    expect(MESSAGES.playCount(1)).toMatch(/ play$/);
  });

  it('tells the data layer the leaderboard was viewed once, with its entry count', async () => {
    delete window.dataLayer;
    render({ event: liveEvent, competition: () => ({ gameCompetitionEntries: ranked }) });
    await settle();
    await tick(CONSTANTS.LEADERBOARD_REFRESH_MS);
    await settle();
    const views = (window.dataLayer ?? []).filter(
      (entry) => (entry as { event?: unknown }).event === 'leaderboard_view',
    );
    expect(views).toEqual([{ event: 'leaderboard_view', entries: ranked.length }]);
  });

  it("marks and highlights the signed-in player's own games only", async () => {
    storeSession('social', MY_ID);
    render({ event: liveEvent, competition: () => ({ gameCompetitionEntries: ranked }) });
    await settle();
    const mine = rows().filter((row) => row.className.includes('is-mine'));
    expect(mine.map((row) => row.dataset.gameId)).toEqual(['fight-2']);
    expect(screen.getAllByText(MESSAGES.madeByMe)).toHaveLength(1);
    expect(within(mine[0]!).getByText(MESSAGES.madeByMe)).toBeTruthy();
  });

  it('opens the game modal from a row, with its play count, and plays it', async () => {
    storeSession('social', MY_ID);
    const { server } = render({
      event: liveEvent,
      competition: () => ({ gameCompetitionEntries: ranked }),
    });
    await settle();
    fireEvent.click(rows()[1]!);
    await settle();
    const modal = screen.getByTestId('game-modal');
    expect(within(modal).getByTestId('game-modal-title').textContent).toBe('Game fight-2');
    expect(within(modal).getByTestId('game-play-count').textContent).toBe(MESSAGES.playCount(8));
    fireEvent.click(within(modal).getByTestId('play-game'));
    await settle();
    expect(screen.queryByTestId('game-modal')).toBeNull();
    expect(screen.getByTestId('game-layer')).toBeTruthy();
    const starts = server.mock.calls.filter(([input]) => urlOf(input) === '/api/game-sessions');
    expect(JSON.parse(starts[0]![1]!.body as string)).toEqual({
      gameId: 'fight-2',
      source: 'modal_play',
    });
  });

  it('toasts and stays on the list when the game cannot be found', async () => {
    render({ event: liveEvent, competition: () => ({ gameCompetitionEntries: ranked }) }, []);
    await settle();
    fireEvent.click(rows()[0]!);
    await settle();
    expect(screen.queryByTestId('game-modal')).toBeNull();
    expect(within(screen.getByTestId('toasts')).getByText(MESSAGES.gameNotFound)).toBeTruthy();
  });
});

describe('leaderboard states', () => {
  it('shows loading while the entries are on their way', async () => {
    render({ event: liveEvent, competition: () => 'hang' });
    await settle();
    expect(screen.getByTestId('leaderboard-loading')).toBeTruthy();
    expect(screen.getByText(LEADERBOARD_TEXT.loading)).toBeTruthy();
  });

  it('says it failed and that auto-refresh will retry, then recovers on the next refresh', async () => {
    storeSession('social', MY_ID);
    render({
      event: liveEvent,
      competition: (call) => (call <= 3 ? 503 : { gameCompetitionEntries: ranked }),
    });
    await tick(10 * SECOND);
    const error = screen.getByTestId('leaderboard-error');
    expect(within(error).getByText(MESSAGES.leaderboardFailed)).toBeTruthy();
    expect(within(error).getByText(MESSAGES.leaderboardAutoRetry)).toBeTruthy();
    await tick(CONSTANTS.LEADERBOARD_REFRESH_MS);
    expect(rows()).toHaveLength(5);
    expect(screen.queryByTestId('leaderboard-error')).toBeNull();
  });

  it('counts down to the start before the competition', async () => {
    render({ event: () => makeEventData(NOW, PHASE_OFFSETS.Preview, Date.now()) });
    await settle();
    const startsIn = screen.getByTestId('leaderboard-starts-in');
    expect(startsIn.textContent).toBe(MESSAGES.competitionStartsIn('01:02:03:04'));
    await tick(SECOND);
    expect(startsIn.textContent).toBe(MESSAGES.competitionStartsIn('01:02:03:03'));
  });

  it('says the competition has ended after the end', async () => {
    render({ event: () => makeEventData(NOW, PHASE_OFFSETS.Review, Date.now()) });
    await settle();
    expect(
      within(screen.getByTestId('leaderboard-empty')).getByText(MESSAGES.competitionEnded),
    ).toBeTruthy();
  });

  it('asks signed-in players to be the first', async () => {
    storeSession('social', MY_ID);
    render({ event: liveEvent });
    await settle();
    const empty = screen.getByTestId('leaderboard-empty');
    expect(within(empty).getByText(MESSAGES.noCompetitionEntries)).toBeTruthy();
    expect(within(empty).getByText(MESSAGES.beFirstToCreate)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.signUpToJoin)).toBeNull();
  });

  it('offers guests a sign-up that comes back here', async () => {
    storeSession('guest');
    const { pageLocation } = render({ event: liveEvent });
    await settle();
    const empty = screen.getByTestId('leaderboard-empty');
    expect(within(empty).getByText(MESSAGES.noCompetitionEntries)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.beFirstToCreate)).toBeNull();
    fireEvent.click(within(empty).getByRole('button', { name: MESSAGES.signUpToJoin }));
    expect(pageLocation.assigned.at(-1)).toBe(
      `/auth/login/google/predefined?returnUrl=${encodeURIComponent('http://localhost/leaderboard')}`,
    );
  });
});

describe('leaderboard footer and refresh', () => {
  it('tells signed-in players the rankings are live and when they refresh next', async () => {
    storeSession('social', MY_ID);
    render({ event: liveEvent, competition: () => ({ gameCompetitionEntries: ranked }) });
    await settle();
    const footer = screen.getByTestId('leaderboard-footer');
    expect(within(footer).getByText(MESSAGES.rankingsRealTime)).toBeTruthy();
    const next = screen.getByTestId('leaderboard-next-refresh');
    expect(next.textContent).toBe(MESSAGES.nextRefreshIn(60));
    await tick(SECOND);
    expect(next.textContent).toBe(MESSAGES.nextRefreshIn(59));
    expect(screen.queryByText(MESSAGES.loginToViewCompetition)).toBeNull();
  });

  it('asks guests to log in', async () => {
    storeSession('guest');
    const { pageLocation } = render({
      event: liveEvent,
      competition: () => ({ gameCompetitionEntries: ranked }),
    });
    await settle();
    expect(screen.queryByText(MESSAGES.rankingsRealTime)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.loginToViewCompetition }));
    expect(pageLocation.assigned.at(-1)).toContain(
      encodeURIComponent('http://localhost/leaderboard'),
    );
  });

  it('refreshes every 60 s while visible and not at all while hidden', async () => {
    storeSession('social', MY_ID);
    const { server } = render({
      event: liveEvent,
      competition: () => ({ gameCompetitionEntries: ranked }),
    });
    await settle();
    expect(competitionCalls(server)).toBe(1);
    await tick(CONSTANTS.LEADERBOARD_REFRESH_MS - SECOND);
    expect(competitionCalls(server)).toBe(1);
    await tick(SECOND);
    expect(competitionCalls(server)).toBe(2);
    expect(screen.getByTestId('leaderboard-next-refresh').textContent).toBe(
      MESSAGES.nextRefreshIn(60),
    );

    const visibility = vi.spyOn(document, 'visibilityState', 'get');
    visibility.mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await tick(5 * CONSTANTS.LEADERBOARD_REFRESH_MS);
    expect(competitionCalls(server)).toBe(2);

    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await settle();
    // The refresh that fell due while hidden happens on coming back, then every 60 s again.
    expect(competitionCalls(server)).toBe(3);
    await tick(CONSTANTS.LEADERBOARD_REFRESH_MS);
    expect(competitionCalls(server)).toBe(4);
  });
});
