import { CONSTANTS, MESSAGES, PRODUCTION_HIDDEN_GENRES } from '@promptplay/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCategorized } from '../../testing/createFixtures.js';
import { requestBodies, type FakeCreateOptions } from '../../testing/fakeCreateServer.js';
import type { FakeAccountOptions } from '../../testing/fakeAccountServer.js';
import { createFakeServer, requestedUrls } from '../../testing/fakeServer.js';
import { storeSession } from '../../testing/fakeSession.js';
import { makeProfile } from '../../testing/fixtures.js';
import { renderApp } from '../../testing/renderApp.js';
import { buildGameCreationPayload, editsFromCategorized } from './creationPayload.js';
import { playerGenreOrder } from './genreOrder.js';
import { PENDING_PROMPT_KEY } from './pendingPrompt.js';
import { SAVED_CREATE_STATE_KEY, saveCreateModalState } from './savedCreateState.js';

function render(
  path: string,
  options: { create?: FakeCreateOptions; account?: FakeAccountOptions } = {},
) {
  const server = createFakeServer(options);
  return { server, ...renderApp(path, server) };
}

const genreNames = () =>
  screen.getAllByTestId('genre-option').map((option) => option.dataset.genre);
const chooseGenre = (genre: string) =>
  fireEvent.click(
    screen.getAllByTestId('genre-option').find((option) => option.dataset.genre === genre)!,
  );
const liveEvent = () => ({
  hasEvent: true,
  phase: 'NormalActive' as const,
  eventStart: '2026-01-01T00:00:00.000Z',
  eventEnd: '2026-01-08T00:00:00.000Z',
});
const saved = {
  prompt: 'a pickle knight fighting rats',
  gameGenre: 'FARMING' as const,
  characterGenerationType: 'PREMIUM' as const,
  uploadedImageUrl: '/media/uploads/u1.png',
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('genre list', () => {
  it("shows every genre in the player's own saved shuffle", async () => {
    render('/');
    fireEvent.click(screen.getByTestId('nav-create'));
    await waitFor(() => expect(genreNames()).toEqual(playerGenreOrder('p1', localStorage)));
    expect(localStorage.getItem('promptplay.genreOrder.p1')).toBe(JSON.stringify(genreNames()));
  });

  it('hides Shooter, Racing and Aerial in production', () => {
    vi.stubEnv('VITE_HIDE_PRODUCTION_GENRES', 'true');
    render('/');
    fireEvent.click(screen.getByTestId('nav-create'));
    expect(genreNames()).toHaveLength(8);
    for (const hidden of PRODUCTION_HIDDEN_GENRES) expect(genreNames()).not.toContain(hidden);
  });

  it('leads with a highlighted Fighting during a live event, which guests must sign in for', async () => {
    const { server, pageLocation } = render('/', { create: { event: liveEvent } });
    fireEvent.click(screen.getByTestId('nav-create'));
    await waitFor(() => expect(genreNames()[0]).toBe('Fighting'));
    expect(screen.getAllByTestId('genre-option')[0]!.className).toContain('is-featured');

    fireEvent.change(screen.getByTestId('create-prompt-input'), {
      target: { value: 'a pickle boxer' },
    });
    chooseGenre('Fighting');
    fireEvent.click(screen.getByTestId('generate-button'));
    expect(screen.getByTestId('create-notice')).toBeTruthy();
    expect(screen.queryByTestId('create-step-generating')).toBeNull();
    expect(requestedUrls(server).some((url) => url.pathname.endsWith('/categorize'))).toBe(false);

    fireEvent.click(screen.getByTestId('create-sign-up'));
    expect(pageLocation.assigned.at(-1)).toBe(
      `/auth/login/google/predefined?returnUrl=${encodeURIComponent('http://localhost/?openCreate=true')}`,
    );
    expect(JSON.parse(localStorage.getItem(SAVED_CREATE_STATE_KEY)!)).toMatchObject({
      prompt: 'a pickle boxer',
      gameGenre: 'FIGHTING',
      characterGenerationType: 'PREMIUM',
      uploadedImageUrl: null,
    });
  });
});

describe('daily prompts', () => {
  it('disables Generate for a signed-in player with none left, with the spec text', async () => {
    storeSession('social');
    render('/', { account: { profile: () => makeProfile({ dailyPromptsRemaining: 0 }) } });
    fireEvent.click(screen.getByTestId('nav-create'));
    await waitFor(() =>
      expect(screen.getByTestId<HTMLButtonElement>('generate-button').disabled).toBe(true),
    );
    expect(
      within(screen.getByTestId('create-notice')).getByText(MESSAGES.dailyPromptsUsed),
    ).toBeTruthy();
    expect(screen.queryByTestId('create-sign-up')).toBeNull();
  });

  it('prompts a guest with none left to register', async () => {
    const { pageLocation } = render('/', {
      account: { profile: () => makeProfile({ dailyPromptsRemaining: 0 }) },
    });
    fireEvent.click(screen.getByTestId('nav-create'));
    fireEvent.change(screen.getByTestId('create-prompt-input'), {
      target: { value: 'a pickle knight' },
    });
    chooseGenre('Merge');
    await screen.findByTestId('create-sign-up');
    fireEvent.click(screen.getByTestId('generate-button'));
    expect(within(screen.getByTestId('toasts')).getByText(MESSAGES.dailyPromptsUsed)).toBeTruthy();
    expect(screen.queryByTestId('create-step-generating')).toBeNull();
    fireEvent.click(screen.getByTestId('create-sign-up'));
    expect(pageLocation.assigned.at(-1)).toContain(
      'returnUrl=http%3A%2F%2Flocalhost%2F%3FopenCreate%3Dtrue',
    );
    expect(JSON.parse(localStorage.getItem(SAVED_CREATE_STATE_KEY)!)).toMatchObject({
      prompt: 'a pickle knight',
      gameGenre: 'MERGE',
    });
  });
});

describe('reopening after sign-in', () => {
  it('reopens 200 ms after load with a fresh save, then drops openCreate from the URL', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    saveCreateModalState(localStorage, saved, Date.now() - 59 * 60_000);
    const { router } = render('/?openCreate=true&sort=latest');
    await act(() => vi.advanceTimersByTimeAsync(CONSTANTS.CREATE_MODAL_REOPEN_DELAY_MS - 1));
    expect(screen.queryByTestId('create-modal')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByTestId('create-modal')).toBeTruthy();
    expect(screen.getByTestId<HTMLTextAreaElement>('create-prompt-input').value).toBe(saved.prompt);
    expect(router.state.location.search).toBe('?sort=latest');
    expect(localStorage.getItem(SAVED_CREATE_STATE_KEY)).toBeNull();
  });

  it('opens empty with openCreate when the save is an hour old', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    saveCreateModalState(localStorage, saved, Date.now() - CONSTANTS.CREATE_STATE_VALID_MS);
    render('/?openCreate=true');
    await act(() => vi.advanceTimersByTimeAsync(CONSTANTS.CREATE_MODAL_REOPEN_DELAY_MS));
    expect(screen.getByTestId<HTMLTextAreaElement>('create-prompt-input').value).toBe('');
  });

  it('does not reopen for a guest without openCreate', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    saveCreateModalState(localStorage, saved, Date.now());
    render('/');
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.queryByTestId('create-modal')).toBeNull();
  });

  it('reopens for a signed-in player with a fresh save', async () => {
    saveCreateModalState(localStorage, saved, Date.now());
    storeSession('social');
    render('/');
    expect(await screen.findByTestId('create-modal')).toBeTruthy();
    expect(screen.getByTestId<HTMLTextAreaElement>('create-prompt-input').value).toBe(saved.prompt);
    const farming = screen
      .getAllByTestId('genre-option')
      .find((option) => option.dataset.genre === 'Farming')!;
    expect(farming.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('upload-status').dataset.status).toBe('completed');
  });
});

describe('pending prompt', () => {
  it('starts the game waiting in session storage on load, once', async () => {
    const payload = buildGameCreationPayload({
      originalPrompt: 'a pickle knight',
      gameGenre: 'PLATFORMER',
      edits: editsFromCategorized(makeCategorized()),
      referenceImageUrl: null,
    });
    sessionStorage.setItem(PENDING_PROMPT_KEY, JSON.stringify(payload));
    const { server } = render('/');
    // The creation code loads first (it is out of the first view's scripts).
    await waitFor(() =>
      expect(screen.getByTestId('game-layer').dataset.gameStatus).toBe('CREATING_NEW_GAME'),
    );
    expect(sessionStorage.getItem(PENDING_PROMPT_KEY)).toBeNull();
    expect(screen.getByText(MESSAGES.statusCreatingEnvironment)).toBeTruthy();
    await waitFor(() => expect(requestBodies(server, '/api/draft-game/create')).toEqual([payload]));
  });
});
