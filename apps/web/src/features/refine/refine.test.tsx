import { MESSAGES, type Game, type GameVersionsResponse } from '@promptplay/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { requestBodies } from '../../testing/fakeCreateServer.js';
import { createFakeServer, urlOf } from '../../testing/fakeServer.js';
import { SOCIAL_PLAYER_ID, storeSession } from '../../testing/fakeSession.js';
import { makeFeedPage, makeGame } from '../../testing/fixtures.js';
import { renderApp } from '../../testing/renderApp.js';

const first = makeGame('g-own', { title: 'Fox Quest', createdBy: SOCIAL_PLAYER_ID });
const night = { ...first, title: 'Fox Quest by Night', version: '2.0' };

function versionsOf(current: number): GameVersionsResponse {
  return {
    items: [
      {
        version: 1,
        label: '1.0',
        prompt: null,
        createdAt: '2026-01-01T00:00:00.000Z',
        screenshotUrl: first.screenshotUrl,
        current: current === 1,
      },
      {
        version: 2,
        label: '2.0',
        prompt: 'make it night time',
        createdAt: '2026-01-02T00:00:00.000Z',
        screenshotUrl: '/media/games/g-own/versions/d1/screenshot.png',
        current: current === 2,
      },
    ],
  };
}

function json(body: unknown, status = 200): Promise<Response> {
  return Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
}

/** The fake server with the refine routes: one refine makes version 2, restores move back. */
function refineServer(options: { refused?: string } = {}) {
  let current = 1;
  let refined = false;
  const shown = (): Game => (current === 2 ? night : first);
  const base = createFakeServer({ feed: () => makeFeedPage([first]) });
  return vi.fn<typeof fetch>((input, init) => {
    const { pathname } = new URL(urlOf(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (method === 'POST' && pathname === '/api/games/g-own/refine') {
      if (options.refused) {
        return json(
          {
            statusCode: 400,
            code: 'VALIDATION_FAILED',
            message: options.refused,
            fieldErrors: [{ field: 'prompt', message: options.refused }],
          },
          400,
        );
      }
      refined = true;
      return json({ draftId: 'd1' }, 202);
    }
    if (pathname === '/api/draft-game/d1/status') {
      current = 2;
      return json({ draftId: 'd1', status: 'completed', gameId: 'g-own' });
    }
    if (pathname === '/api/games/g-own/versions') {
      return json(refined ? versionsOf(current) : { items: versionsOf(1).items.slice(0, 1) });
    }
    const restore = /^\/api\/games\/g-own\/versions\/(\d)\/restore$/.exec(pathname);
    if (method === 'POST' && restore) {
      current = Number(restore[1]);
      return json(versionsOf(current));
    }
    if (pathname === '/api/game-feeds/g-own') return json(shown());
    return base(input, init);
  });
}

async function openOwnGame() {
  const card = await screen.findByText(first.title, {
    selector: '[data-testid="game-card-title"]',
  });
  fireEvent.click(card);
  return screen.getByTestId('game-modal');
}

describe('Change it: refine your own game', () => {
  it('shows Change it only on a game the player made', async () => {
    storeSession('social', 'someone-else');
    renderApp('/', refineServer());
    const modal = await openOwnGame();
    expect(within(modal).queryByTestId('change-it')).toBeNull();
  });

  it('sends the follow-up, shows its progress, then the new version and its Versions list', async () => {
    storeSession('social');
    const server = refineServer();
    renderApp('/', server);
    const modal = await openOwnGame();

    fireEvent.click(within(modal).getByTestId('change-it'));
    const sheet = await screen.findByTestId('refine-sheet');
    const examples = within(sheet).getAllByTestId('refine-example');
    expect(examples.map((example) => example.textContent)).toEqual([...MESSAGES.refineExamples]);
    fireEvent.click(examples[0]!);
    expect(within(sheet).getByTestId<HTMLInputElement>('refine-prompt').value).toBe(
      MESSAGES.refineExamples[0],
    );
    fireEvent.click(within(sheet).getByTestId('refine-send'));

    expect((await within(sheet).findByTestId('refine-building')).textContent).toContain(
      MESSAGES.refineBuilding,
    );
    expect(requestBodies(server, '/api/games/g-own/refine')).toEqual([
      { prompt: MESSAGES.refineExamples[0] },
    ]);
    await waitFor(() => expect(screen.queryByTestId('refine-sheet')).toBeNull(), {
      timeout: 4_000,
    });
    expect(within(modal).getByTestId('game-modal-title').textContent).toContain(night.title);
    const versions = await within(modal).findAllByTestId('version');
    expect(versions).toHaveLength(2);
    expect(within(versions[1]!).getByText(MESSAGES.versionCurrent)).toBeTruthy();
    expect(within(versions[0]!).getByTestId('restore-version').textContent).toContain(
      MESSAGES.backToVersion(1),
    );
  });

  it('goes back to version 1 from the Versions list', async () => {
    storeSession('social');
    renderApp('/', refineServer());
    const modal = await openOwnGame();
    fireEvent.click(within(modal).getByTestId('change-it'));
    fireEvent.change(await screen.findByTestId('refine-prompt'), {
      target: { value: 'make it night time' },
    });
    fireEvent.click(screen.getByTestId('refine-send'));
    const back = await within(modal).findByTestId('restore-version', {}, { timeout: 4_000 });

    fireEvent.click(back);

    await waitFor(() =>
      expect(within(modal).getByTestId('game-modal-title').textContent).toContain(first.title),
    );
    expect(within(modal).getByTestId('restore-version').textContent).toContain(
      MESSAGES.backToVersion(2),
    );
  });

  it("shows the server's words when it cannot read the follow-up", async () => {
    storeSession('social');
    renderApp('/', refineServer({ refused: MESSAGES.refineUnreadable }));
    const modal = await openOwnGame();
    fireEvent.click(within(modal).getByTestId('change-it'));
    fireEvent.change(await screen.findByTestId('refine-prompt'), {
      target: { value: 'blorp' },
    });
    fireEvent.click(screen.getByTestId('refine-send'));

    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.refineUnreadable);
    expect(screen.getByTestId<HTMLInputElement>('refine-prompt').value).toBe('blorp');
  });

  it('asks for words before sending an empty follow-up', async () => {
    storeSession('social');
    const server = refineServer();
    renderApp('/', server);
    const modal = await openOwnGame();
    fireEvent.click(within(modal).getByTestId('change-it'));
    fireEvent.click(await screen.findByTestId('refine-send'));

    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.refinePromptEmpty);
    expect(requestBodies(server, '/api/games/g-own/refine')).toEqual([]);
  });
});
