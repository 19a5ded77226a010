import {
  MESSAGES,
  savedCreateModalStateSchema,
  type Game,
  type RemixListResponse,
  type RemixSource,
} from '@promptplay/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeCategorized } from '../../testing/createFixtures.js';
import { requestBodies } from '../../testing/fakeCreateServer.js';
import { createFakeServer, requestedUrls, urlOf } from '../../testing/fakeServer.js';
import { storeSession } from '../../testing/fakeSession.js';
import { makeFeedPage, makeGame } from '../../testing/fixtures.js';
import { renderApp } from '../../testing/renderApp.js';
import {
  SAVED_CREATE_STATE_KEY,
  remixStartState,
  saveCreateModalState,
} from '../create/savedCreateState.js';

const source = makeGame('g-source', { title: 'Pickle Quest', playerName: 'Ada', remixCount: 2 });
const remixes = [
  makeGame('g-remix-2', { title: 'Pickle Quest on the Moon', playerName: 'Bob' }),
  makeGame('g-remix-1', { title: 'Pickle Quest at Night', playerName: 'Cy' }),
];
const remixSource: RemixSource = {
  gameId: source.id,
  title: source.title,
  author: 'Ada',
  prompt: 'a pickle knight fighting rats in a sewer',
  categorized: makeCategorized('PLATFORMER', { characterPrompt: 'a pickle knight in armour' }),
  selectedCharacterMatches: {},
};

function json(body: unknown): Promise<Response> {
  return Promise.resolve(
    new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }),
  );
}

/** The fake server with the remix routes answered for `source`. */
function serverWith(feed: Game[], games: Game[] = feed) {
  const base = createFakeServer({ feed: () => makeFeedPage(feed), games });
  return vi.fn<typeof fetch>((input, init) => {
    const { pathname } = new URL(urlOf(input), 'http://localhost');
    if (pathname === `/api/games/${source.id}/remix-source`) return json(remixSource);
    if (pathname === `/api/games/${source.id}/remixes`) {
      const list: RemixListResponse = { items: remixes, hasNextPage: false, total: 2 };
      return json(list);
    }
    return base(input, init);
  });
}

async function openModalOf(title: string) {
  const card = (await screen.findAllByTestId('game-card-title')).find(
    (element) => element.textContent === title,
  );
  fireEvent.click(card!);
  return screen.getByTestId('game-modal');
}

describe('Remix on the game modal', () => {
  it("opens a signed-in player's create modal on the game's categorization, and START BUILD sends remixOf", async () => {
    storeSession('social');
    const server = serverWith([source]);
    renderApp('/', server);

    fireEvent.click(within(await openModalOf(source.title)).getByTestId('remix-game'));

    const step = await screen.findByTestId('create-step-categorization');
    expect(within(step).getByTestId<HTMLTextAreaElement>('categorized-character').value).toBe(
      'a pickle knight in armour',
    );
    expect(within(step).getByTestId<HTMLTextAreaElement>('categorized-environment').value).toBe(
      remixSource.categorized.environmentCreationPrompt,
    );
    fireEvent.change(within(step).getByTestId('categorized-environment'), {
      target: { value: 'the surface of the moon' },
    });
    fireEvent.click(within(step).getByTestId('start-build'));

    await waitFor(() => expect(requestBodies(server, '/api/draft-game/create')).toHaveLength(1));
    expect(requestBodies(server, '/api/draft-game/create')[0]).toMatchObject({
      remixOf: source.id,
      originalPlayerPrompt: remixSource.prompt,
      characterPrompt: 'a pickle knight in armour',
      environmentCreationPrompt: 'the surface of the moon',
      gameGenre: 'PLATFORMER',
    });
  });

  it('asks a guest to sign in, keeping the remix to come back to', async () => {
    const server = serverWith([source]);
    const { pageLocation } = renderApp('/', server);

    fireEvent.click(within(await openModalOf(source.title)).getByTestId('remix-game'));

    expect(pageLocation.assigned.at(-1)).toContain(encodeURIComponent('/?openCreate=true'));
    const saved = savedCreateModalStateSchema.parse(
      JSON.parse(localStorage.getItem(SAVED_CREATE_STATE_KEY) ?? 'null'),
    );
    expect(saved.remixOf).toBe(source.id);
    expect(requestedUrls(server).some((url) => url.pathname.endsWith('/remix-source'))).toBe(false);
  });

  it('reopens on the remix once the guest has signed in', async () => {
    saveCreateModalState(localStorage, remixStartState(source.id, Date.now()), Date.now());
    storeSession('social');
    renderApp('/?openCreate=true', serverWith([source]));

    const step = await screen.findByTestId('create-step-categorization', {}, { timeout: 3_000 });
    expect(within(step).getByTestId<HTMLTextAreaElement>('categorized-character').value).toBe(
      'a pickle knight in armour',
    );
  });
});

describe('remix credit and Remixes list', () => {
  it("links a remix's credit to its source's modal", async () => {
    const remix = makeGame('g-remix-1', {
      title: 'Pickle Quest at Night',
      remixOf: { gameId: source.id, title: source.title, author: 'Ada', available: true },
    });
    renderApp('/', serverWith([remix], [remix, source]));

    const modal = await openModalOf(remix.title);
    const link = within(modal).getByTestId('remix-credit-link');
    expect(link.textContent).toBe(MESSAGES.remixOf('Pickle Quest', 'Ada'));
    fireEvent.click(link);

    await waitFor(() => {
      const titles = screen.getAllByTestId('game-modal-title').map((title) => title.textContent);
      expect(titles).toContain(source.title);
    });
  });

  it('shows the credit as plain text once the source is hidden or deleted', async () => {
    const remix = makeGame('g-remix-1', {
      title: 'Pickle Quest at Night',
      remixOf: { gameId: null, title: source.title, author: 'Ada', available: false },
    });
    renderApp('/', serverWith([remix]));

    const modal = await openModalOf(remix.title);
    expect(within(modal).getByTestId('remix-credit-text').textContent).toBe(
      MESSAGES.remixOf('Pickle Quest', 'Ada'),
    );
    expect(within(modal).queryByTestId('remix-credit-link')).toBeNull();
  });

  it("shows the source's remix count and its remixes, each opening its own modal", async () => {
    renderApp('/', serverWith([source]));

    const modal = await openModalOf(source.title);
    expect(within(modal).getByTestId('remix-count').textContent).toBe(MESSAGES.remixCount(2));
    const cards = await within(modal).findAllByTestId('remix-card');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining('Pickle Quest on the Moon'),
      expect.stringContaining('Pickle Quest at Night'),
    ]);
    fireEvent.click(cards[1]!);

    await waitFor(() => {
      const titles = screen.getAllByTestId('game-modal-title').map((title) => title.textContent);
      expect(titles).toContain('Pickle Quest at Night');
    });
  });
});
