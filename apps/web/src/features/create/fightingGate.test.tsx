import { MESSAGES } from '@promptplay/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DAY, PHASE_OFFSETS, SECOND, makeEventData } from '../../testing/eventFixtures.js';
import { errorBody } from '../../testing/fakeAccountServer.js';
import { createFakeServer, requestedUrls } from '../../testing/fakeServer.js';
import { storeSession } from '../../testing/fakeSession.js';
import { renderApp } from '../../testing/renderApp.js';
import { SAVED_CREATE_STATE_KEY } from './savedCreateState.js';

const NOW = Date.parse('2026-05-01T12:00:00.000Z');
const genreOptions = () => screen.getAllByTestId('genre-option');
const chooseGenre = (genre: string) =>
  fireEvent.click(genreOptions().find((option) => option.dataset.genre === genre)!);

afterEach(() => {
  vi.useRealTimers();
});

describe('Fighting during Week of Fight', () => {
  it('moves Fighting first, highlighted, at the instant the event goes live', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
      now: NOW,
    });
    const offsets = { ...PHASE_OFFSETS.Preview, previewAt: -DAY, startAt: 5 * SECOND };
    renderApp('/', createFakeServer({ event: { event: () => makeEventData(NOW, offsets) } }));
    for (let round = 0; round < 20; round++) await act(() => vi.advanceTimersByTimeAsync(0));
    fireEvent.click(screen.getByTestId('nav-create'));
    expect(genreOptions().some((option) => option.className.includes('is-featured'))).toBe(false);

    await act(() => vi.advanceTimersByTimeAsync(5 * SECOND));
    expect(genreOptions()[0]!.dataset.genre).toBe('Fighting');
    expect(genreOptions()[0]!.className).toContain('is-featured');
  });

  it('shows the server refusal and Sign Up, keeping the idea for after sign-in', async () => {
    // The modal believes the player may enter (a social token); the server knows better.
    storeSession('social');
    const server = createFakeServer({
      event: { event: () => makeEventData(Date.now(), PHASE_OFFSETS.NormalActive) },
      create: {
        createDraft: () => errorBody(403, MESSAGES.fightingNeedsSocialSignIn),
      },
    });
    const { pageLocation } = renderApp('/', server);
    fireEvent.click(screen.getByTestId('nav-create'));
    await waitFor(() => expect(genreOptions()[0]!.dataset.genre).toBe('Fighting'));
    fireEvent.change(screen.getByTestId('create-prompt-input'), {
      target: { value: 'a pickle boxer' },
    });
    chooseGenre('Fighting');
    fireEvent.click(screen.getByTestId('generate-button'));
    fireEvent.click(await screen.findByTestId('start-build'));

    const message = await screen.findByTestId('game-error-message');
    expect(message.textContent).toBe(MESSAGES.fightingNeedsSocialSignIn);
    expect(
      within(screen.getByTestId('toasts')).getByText(MESSAGES.fightingNeedsSocialSignIn),
    ).toBeTruthy();
    expect(requestedUrls(server).some((url) => url.pathname.includes('/status'))).toBe(false);
    expect(JSON.parse(localStorage.getItem(SAVED_CREATE_STATE_KEY)!)).toMatchObject({
      prompt: 'a pickle boxer',
      gameGenre: 'FIGHTING',
    });

    fireEvent.click(screen.getByTestId('game-error-sign-in'));
    expect(pageLocation.assigned.at(-1)).toBe(
      `/auth/login/google/predefined?returnUrl=${encodeURIComponent('http://localhost/?openCreate=true')}`,
    );
  });

  it('offers no Sign Up for other build failures', async () => {
    storeSession('social');
    const server = createFakeServer({ create: { createDraft: () => 500 } });
    renderApp('/', server);
    fireEvent.click(screen.getByTestId('nav-create'));
    fireEvent.change(screen.getByTestId('create-prompt-input'), {
      target: { value: 'a pickle knight' },
    });
    chooseGenre('Platformer');
    fireEvent.click(screen.getByTestId('generate-button'));
    fireEvent.click(await screen.findByTestId('start-build'));
    expect((await screen.findByTestId('game-error-message')).textContent).toBe(
      MESSAGES.failedToStartGameCreation,
    );
    expect(screen.queryByTestId('game-error-sign-in')).toBeNull();
  });
});
