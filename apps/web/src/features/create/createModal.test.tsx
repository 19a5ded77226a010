import { MESSAGES, type CategorizedPrompt } from '@promptplay/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCategorized } from '../../testing/createFixtures.js';
import {
  requestBodies,
  type FakeCreateAnswer,
  type FakeCreateOptions,
} from '../../testing/fakeCreateServer.js';
import { createFakeServer, requestedUrls } from '../../testing/fakeServer.js';
import { renderApp } from '../../testing/renderApp.js';

function openCreate(create: FakeCreateOptions = {}) {
  const server = createFakeServer({ create });
  const app = renderApp('/', server);
  fireEvent.click(screen.getByTestId('nav-create'));
  return { server, ...app };
}

const promptInput = () => screen.getByTestId<HTMLTextAreaElement>('create-prompt-input');
const typePrompt = (text: string) => fireEvent.change(promptInput(), { target: { value: text } });
const chooseGenre = (genre: string) =>
  fireEvent.click(
    screen.getAllByTestId('genre-option').find((option) => option.dataset.genre === genre)!,
  );
const bodiesOf = requestBodies;

async function reachCategorization(categorize?: () => FakeCreateAnswer<CategorizedPrompt>) {
  const app = openCreate({ categorize });
  typePrompt('a pickle knight fighting rats in a sewer');
  chooseGenre('Platformer');
  fireEvent.click(screen.getByTestId('generate-button'));
  await screen.findByTestId('create-step-categorization');
  return app;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('create modal: prompt step', () => {
  it('asks for a description, then a genre, before analysing anything', () => {
    const { server } = openCreate();
    fireEvent.click(screen.getByTestId('generate-button'));
    expect(screen.getByText(MESSAGES.enterGameDescription)).toBeTruthy();

    typePrompt('   ');
    fireEvent.click(screen.getByTestId('generate-button'));
    expect(screen.getByText(MESSAGES.enterGameDescription)).toBeTruthy();

    typePrompt('a pickle knight');
    expect(screen.queryByText(MESSAGES.enterGameDescription)).toBeNull();
    fireEvent.click(screen.getByTestId('generate-button'));
    expect(screen.getByText(MESSAGES.selectGameGenre)).toBeTruthy();
    expect(bodiesOf(server, '/api/player-profile/categorize')).toEqual([]);
  });

  it('submits on Enter, and Shift+Enter only starts a new line', async () => {
    const { server } = openCreate({ categorize: () => 'hang' });
    typePrompt('  a pickle knight fighting rats in a sewer ');
    chooseGenre('Merge');
    fireEvent.keyDown(promptInput(), { key: 'Enter', shiftKey: true });
    expect(screen.queryByTestId('create-step-generating')).toBeNull();

    fireEvent.keyDown(promptInput(), { key: 'Enter' });
    expect(screen.getByTestId('create-step-generating')).toBeTruthy();
    await waitFor(() =>
      expect(bodiesOf(server, '/api/player-profile/categorize')).toEqual([
        { prompt: 'a pickle knight fighting rats in a sewer', gameGenre: 'MERGE' },
      ]),
    );
  });

  it('fills the prompt from an example chip and from "surprise me"', () => {
    openCreate();
    const [first] = screen.getAllByTestId('example-prompt');
    fireEvent.click(first!);
    expect(promptInput().value).toBe(first!.textContent);
    fireEvent.click(screen.getByTestId('surprise-me'));
    const surprise = promptInput().value;
    expect(surprise).not.toBe(first!.textContent);
    expect(surprise.length).toBeGreaterThan(0);
  });
});

describe('create modal: generating step', () => {
  it('counts down 15 seconds, then says it is almost there', async () => {
    vi.useFakeTimers();
    openCreate({ categorize: () => 'hang' });
    typePrompt('a pickle knight');
    chooseGenre('Platformer');
    fireEvent.click(screen.getByTestId('generate-button'));
    const countdown = () => screen.getByTestId('analysis-countdown').textContent;
    expect(countdown()).toBe('15');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(countdown()).toBe('14');
    await act(() => vi.advanceTimersByTimeAsync(13_000));
    expect(countdown()).toBe('1');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(countdown()).toMatch(/almost there/i);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(countdown()).toMatch(/almost there/i);
  });

  const failures: [string, () => FakeCreateAnswer<CategorizedPrompt>, string][] = [
    [
      'the server reason',
      () => makeCategorized('PLATFORMER', { success: false, errorMessage: 'Too spicy' }),
      'Too spicy',
    ],
    [
      'the plain failure',
      () => makeCategorized('PLATFORMER', { success: false, errorMessage: null }),
      MESSAGES.categorizeFailed,
    ],
    ['a try-again on errors', () => 500, MESSAGES.categorizeFailedTryAgain],
    [
      'the reason a refused prompt gives',
      () => ({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Please keep it friendly',
        fieldErrors: [{ field: 'prompt', message: 'Please keep it friendly' }],
      }),
      'Please keep it friendly',
    ],
  ];
  it.each(failures)(
    'returns to the prompt with %s when analysis fails',
    async (_, categorize, toast) => {
      openCreate({ categorize });
      typePrompt('a pickle knight');
      chooseGenre('Platformer');
      fireEvent.click(screen.getByTestId('generate-button'));
      expect(within(await screen.findByTestId('toast-error')).getByText(toast)).toBeTruthy();
      expect(screen.getByTestId('create-step-prompt')).toBeTruthy();
      expect(promptInput().value).toBe('a pickle knight');
    },
  );
});

describe('create modal: categorization step', () => {
  it('shows every part editable, with look-alikes and their similarity', async () => {
    await reachCategorization();
    const character = screen.getByTestId<HTMLTextAreaElement>('categorized-character');
    expect(character.value).toBe('a pickle knight with a toothpick sword');
    fireEvent.change(character, { target: { value: 'a pickle knight in golden armour' } });
    expect(character.value).toBe('a pickle knight in golden armour');
    expect(screen.getByTestId<HTMLTextAreaElement>('categorized-environment').value).toBe(
      'a dripping green sewer',
    );
    expect(screen.getByLabelText('Collectible')).toBeTruthy();
    expect(screen.getByLabelText('Basic enemy')).toBeTruthy();
    const matches = screen.getAllByTestId('character-match');
    expect(matches.map((match) => match.textContent)).toEqual([
      'Knight87% match',
      'Pickle62% match',
      'Rat91% match',
    ]);
    fireEvent.click(matches[1]!);
    expect(matches[1]!.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(matches[1]!);
    expect(matches[1]!.getAttribute('aria-pressed')).toBe('false');
  });

  it('asks before BACK throws the edits away, and keeps the prompt', async () => {
    await reachCategorization();
    fireEvent.click(screen.getByTestId('create-back'));
    const confirm = screen.getByTestId('confirm-dialog');
    expect(within(confirm).getByText(MESSAGES.confirmLoseEdits)).toBeTruthy();
    fireEvent.click(within(confirm).getByTestId('confirm-cancel'));
    expect(screen.getByTestId('create-step-categorization')).toBeTruthy();

    fireEvent.click(screen.getByTestId('create-back'));
    fireEvent.click(screen.getByTestId('confirm-accept'));
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
    expect(promptInput().value).toBe('a pickle knight fighting rats in a sewer');
  });

  it('asks the same before closing, by Escape or the close button', async () => {
    await reachCategorization();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(
      within(screen.getByTestId('confirm-dialog')).getByText(MESSAGES.confirmLoseEdits),
    ).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
    expect(screen.getByTestId('create-modal')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByTestId('confirm-accept'));
    expect(screen.queryByTestId('create-modal')).toBeNull();
  });

  it('START BUILD sends the edited game, closes, shows the creation and starts the new game', async () => {
    const { server } = await reachCategorization();
    fireEvent.change(screen.getByTestId('categorized-character'), {
      target: { value: 'a pickle knight in golden armour' },
    });
    fireEvent.click(screen.getAllByTestId('character-match')[0]!);
    const feedLoads = () =>
      requestedUrls(server).filter((url) => url.pathname === '/api/game-feeds/latest').length;
    const feedLoadsBefore = feedLoads();
    fireEvent.click(screen.getByTestId('start-build'));

    expect(screen.queryByTestId('create-modal')).toBeNull();
    const layer = screen.getByTestId('game-layer');
    expect(layer.dataset.gameStatus).toBe('CREATING_NEW_GAME');
    expect(within(layer).getByText(MESSAGES.statusCreatingEnvironment)).toBeTruthy();
    await waitFor(() => expect(bodiesOf(server, '/api/draft-game/create')).toHaveLength(1));
    expect(bodiesOf(server, '/api/draft-game/create')[0]).toMatchObject({
      originalPlayerPrompt: 'a pickle knight fighting rats in a sewer',
      characterPrompt: 'a pickle knight in golden armour',
      gameGenre: 'PLATFORMER',
      timeLimit: 180,
      addressableVersion: 1,
      enableExperimental: false,
      characterGenerationType: 1,
      selectedCharacterMatches: { character: { name: 'Knight' } },
    });
    await waitFor(
      () =>
        expect(requestedUrls(server).some((url) => url.pathname === '/worlds/new-game.json')).toBe(
          true,
        ),
      { timeout: 3_000 },
    );
    expect(feedLoads()).toBeGreaterThan(feedLoadsBefore);
  });

  it('shows a failed build in the layer with the spec toast', async () => {
    const app = openCreate({
      draftStatus: (draftId) => ({ draftId, status: 'failed', message: 'The sewer flooded' }),
    });
    typePrompt('a pickle knight');
    chooseGenre('Platformer');
    fireEvent.click(screen.getByTestId('generate-button'));
    fireEvent.click(await screen.findByTestId('start-build'));
    expect(await screen.findByTestId('game-error-message', {}, { timeout: 3_000 })).toHaveProperty(
      'textContent',
      'The sewer flooded',
    );
    expect(
      within(screen.getByTestId('toasts')).getByText(MESSAGES.startGameCreationFailed),
    ).toBeTruthy();
    expect(app.services.gameStore.getState().gameStatus).toBe('ERROR');
  });
});
