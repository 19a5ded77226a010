import { MESSAGES, type CompetitionEntry } from '@promptplay/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DAY,
  PHASE_OFFSETS,
  SECOND,
  makeEventData,
  type ScheduleOffsets,
} from '../../testing/eventFixtures.js';
import type { FakeEventOptions } from '../../testing/fakeEventServer.js';
import { createFakeServer, requestedUrls } from '../../testing/fakeServer.js';
import { renderApp } from '../../testing/renderApp.js';

const NOW = Date.parse('2026-05-01T12:00:00.000Z');

function render(path: string, event: FakeEventOptions) {
  const server = createFakeServer({ event });
  return { server, ...renderApp(path, server) };
}

/** The event as the server answers at the current (fake) time. */
const answerAt = (offsets: ScheduleOffsets) => () => makeEventData(NOW, offsets, Date.now());

/** Lets fetches and renders finish without moving the fake clock. */
async function settle() {
  for (let round = 0; round < 20; round++) await act(() => vi.advanceTimersByTimeAsync(0));
}
const banner = async () => {
  await settle();
  return screen.getByTestId('event-banner');
};
const tab = () => screen.getByTestId<HTMLButtonElement>('nav-competition');
const countdown = () => within(screen.getByTestId('event-banner')).getByTestId('countdown');
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function entry(n: number): CompetitionEntry {
  return {
    gameId: `fight-${n}`,
    gameTitle: `Fight ${n}`,
    ownerPlayerId: `owner-${n}`,
    ownerPlayerName: `Player ${n}`,
    score: 100 - n,
  };
}

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    now: NOW,
  });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('event banner', () => {
  it('counts down to the start in Preview, every second, with the name and prize', async () => {
    render('/', { event: answerAt(PHASE_OFFSETS.Preview) });
    const preview = await banner();
    expect(preview.dataset.phase).toBe('Preview');
    expect(within(preview).getByText('Week of Fight', { selector: 'strong' })).toBeTruthy();
    expect(within(preview).getByText(MESSAGES.eventBannerPrize('a game console'))).toBeTruthy();
    expect(within(preview).getByText(MESSAGES.eventBannerComingSoon)).toBeTruthy();
    expect(within(preview).getByText(MESSAGES.eventBannerStartsIn)).toBeTruthy();
    expect(countdown().textContent).toBe('01:02:03:04');
    expect(countdown().getAttribute('aria-label')).toBe('1 day 2 hours 3 minutes 4 seconds');
    await tick(SECOND);
    expect(countdown().textContent).toBe('01:02:03:03');
    await tick(4 * SECOND);
    expect(countdown().textContent).toBe('01:02:02:59');
    expect(tab().textContent).toBe(MESSAGES.competitionWeekOfFight);
    expect(tab().disabled).toBe(false);
  });

  it('shows the live banner in NormalActive, without a countdown', async () => {
    render('/', { event: answerAt(PHASE_OFFSETS.NormalActive) });
    const live = await banner();
    expect(live.dataset.phase).toBe('NormalActive');
    expect(within(live).getByText(MESSAGES.eventBannerLive)).toBeTruthy();
    expect(within(live).getByText(MESSAGES.eventBannerLiveText)).toBeTruthy();
    expect(within(live).queryByTestId('countdown')).toBeNull();
  });

  it('counts down to the end in EndingSoon', async () => {
    render('/', { event: answerAt(PHASE_OFFSETS.EndingSoon) });
    const ending = await banner();
    expect(ending.dataset.phase).toBe('EndingSoon');
    expect(within(ending).getByText(MESSAGES.eventBannerEndingSoon)).toBeTruthy();
    expect(within(ending).getByText(MESSAGES.eventBannerEndsIn)).toBeTruthy();
    expect(countdown().textContent).toBe('00:02:00:05');
    await tick(SECOND);
    expect(countdown().textContent).toBe('00:02:00:04');
  });

  it('shows the top three winners when the event has ended, and opens the leaderboard', async () => {
    const { router } = render('/', {
      event: answerAt(PHASE_OFFSETS.Review),
      competition: () => ({ gameCompetitionEntries: [1, 2, 3, 4].map(entry) }),
    });
    const ended = await banner();
    expect(ended.dataset.phase).toBe('Review');
    expect(within(ended).getByText(MESSAGES.competitionFinalResults)).toBeTruthy();
    const winners = within(ended).getByTestId('event-winners');
    expect(
      within(winners)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1Fight 1by Player 1', '2Fight 2by Player 2', '3Fight 3by Player 3']);
    expect(tab().textContent).toBe(MESSAGES.competitionFinalResults);
    fireEvent.click(ended);
    await settle();
    expect(router.state.location.pathname).toBe('/leaderboard');
    expect(screen.queryByTestId('event-banner')).toBeNull();
  });

  it('says when an ended event has no winners', async () => {
    render('/', { event: answerAt(PHASE_OFFSETS.Review) });
    const ended = await banner();
    expect(within(ended).getByText(MESSAGES.eventBannerNoWinners)).toBeTruthy();
  });

  it('is on Home only', async () => {
    const { server } = render('/profile', { event: answerAt(PHASE_OFFSETS.NormalActive) });
    await settle();
    expect(tab().textContent).toBe(MESSAGES.competitionWeekOfFight);
    expect(requestedUrls(server).some((url) => url.pathname === '/api/player-event')).toBe(true);
    expect(screen.queryByTestId('event-banner')).toBeNull();
  });

  it('counts on the server clock when the phone clock is wrong', async () => {
    // The phone is an hour behind: the server says it is NOW + 1 h.
    const serverNow = NOW + 3_600_000;
    const offsets = { ...PHASE_OFFSETS.Preview, startAt: 3_600_000 + 10 * SECOND };
    render('/', { event: () => makeEventData(NOW, offsets, serverNow) });
    await banner();
    expect(countdown().textContent).toBe('00:00:00:10');
  });

  it('shows nothing and keeps the tab disabled without an event', async () => {
    const { server } = render('/', {});
    await settle();
    expect(requestedUrls(server).some((url) => url.pathname === '/api/player-event')).toBe(true);
    expect(screen.queryByTestId('event-banner')).toBeNull();
    expect(tab().textContent).toBe(MESSAGES.competitionDisabled);
    expect(tab().disabled).toBe(true);
  });
});

describe('phase changes on the client', () => {
  it('moves through every phase at its instant, without asking the server again', async () => {
    const offsets = {
      previewAt: -DAY,
      startAt: 5 * SECOND,
      endingSoonAt: 10 * SECOND,
      endAt: 20 * SECOND,
      reviewUntil: 30 * SECOND,
    };
    // Answered once: the Preview view. Every later phase must come from the client's clock.
    const first = makeEventData(NOW, offsets, NOW);
    const { server } = render('/', { event: () => first });
    expect((await banner()).dataset.phase).toBe('Preview');
    const eventCalls = () =>
      requestedUrls(server).filter((url) => url.pathname === '/api/player-event').length;
    const callsBefore = eventCalls();

    await tick(4 * SECOND);
    expect(countdown().textContent).toBe('00:00:00:01');
    await tick(999);
    expect(screen.getByTestId('event-banner').dataset.phase).toBe('Preview');
    await tick(1);
    expect(screen.getByTestId('event-banner').dataset.phase).toBe('NormalActive');
    expect(tab().textContent).toBe(MESSAGES.competitionWeekOfFight);

    await tick(5 * SECOND);
    expect(screen.getByTestId('event-banner').dataset.phase).toBe('EndingSoon');
    expect(countdown().textContent).toBe('00:00:00:10');

    await tick(10 * SECOND);
    expect(screen.getByTestId('event-banner').dataset.phase).toBe('Review');
    expect(tab().textContent).toBe(MESSAGES.competitionFinalResults);
    expect(tab().disabled).toBe(false);

    await tick(10 * SECOND);
    expect(screen.queryByTestId('event-banner')).toBeNull();
    expect(tab().textContent).toBe(MESSAGES.competitionDisabled);
    expect(tab().disabled).toBe(true);
    expect(eventCalls()).toBe(callsBefore);
  });

  it('opens the leaderboard from the competition tab', async () => {
    const { router } = render('/', { event: answerAt(PHASE_OFFSETS.NormalActive) });
    await banner();
    fireEvent.click(tab());
    await settle();
    expect(router.state.location.pathname).toBe('/leaderboard');
    expect(tab().getAttribute('aria-current')).toBe('page');
  });
});
