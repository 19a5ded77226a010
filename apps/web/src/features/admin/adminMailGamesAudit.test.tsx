import { MESSAGES, type AdminMailInput } from '@promptplay/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { receivedCalls, type FakeAdminOptions } from '../../testing/fakeAdminServer.js';
import { createFakeServer } from '../../testing/fakeServer.js';
import { storeSession } from '../../testing/fakeSession.js';
import { renderApp } from '../../testing/renderApp.js';

const LOAD = { timeout: 5_000 };

async function openConsole(admin: FakeAdminOptions = {}) {
  storeSession('social');
  const server = createFakeServer({ admin });
  renderApp('/admin', server);
  await screen.findByTestId('admin-mail', undefined, LOAD);
  return server;
}

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

const bodiesSentTo = (server: ReturnType<typeof createFakeServer>, path: string) =>
  receivedCalls(server)
    .filter((call) => call.path === path)
    .map((call) => call.body);

describe('operator console: mail', () => {
  it('previews the HTML body sanitized: no scripts, event attributes or javascript: links', async () => {
    await openConsole();
    type('admin-mail-title', 'Week of Fight is live');
    type(
      'admin-mail-body',
      '<p>Hello <b>fighters</b></p><img src="/x.png" onerror="alert(1)">' +
        '<script>alert(2)</script><a href="javascript:alert(3)">prize</a>',
    );
    const preview = screen.getByTestId('mail-preview');
    expect(within(preview).getByText('Week of Fight is live')).toBeTruthy();
    const body = screen.getByTestId('mail-preview-body');
    await waitFor(() => expect(body.querySelector('b')?.textContent).toBe('fighters'));
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(body.querySelector('a')?.getAttribute('href') ?? '').not.toContain('javascript:');
    expect(body.innerHTML).not.toMatch(/onerror|<script|javascript:/i);
  });

  it('sends to everyone, or to one player id', async () => {
    const server = await openConsole();
    type('admin-mail-title', 'Hi');
    type('admin-mail-body', '<p>All</p>');
    fireEvent.click(screen.getByTestId('mail-send'));
    expect(await screen.findByText(MESSAGES.adminMailSent)).toBeTruthy();

    type('admin-mail-title', 'Just you');
    type('admin-mail-body', '<p>One</p>');
    fireEvent.click(screen.getByTestId('mail-to-one'));
    fireEvent.click(screen.getByTestId('mail-send'));
    expect(screen.getByTestId('mail-error').textContent).toBe(
      MESSAGES.adminFieldRequired(MESSAGES.adminMailPlayerId),
    );
    type('mail-player-id', 'player-42');
    fireEvent.click(screen.getByTestId('mail-send'));
    await screen.findByTestId('audit-entry');
    const sent = bodiesSentTo(server, '/api/admin/mail') as AdminMailInput[];
    expect(sent).toEqual([
      { title: 'Hi', body: '<p>All</p>' },
      { title: 'Just you', body: '<p>One</p>', playerId: 'player-42' },
    ]);
  });

  it("shows the server's refusal", async () => {
    await openConsole({
      mail: () => ({
        statusCode: 404,
        code: 'NOT_FOUND',
        message: 'No player with that id',
        fieldErrors: [],
      }),
    });
    type('admin-mail-title', 'Hi');
    type('admin-mail-body', 'Hello');
    fireEvent.click(screen.getByTestId('mail-to-one'));
    type('mail-player-id', 'nobody');
    fireEvent.click(screen.getByTestId('mail-send'));
    expect((await screen.findByTestId('mail-error')).textContent).toBe('No player with that id');
  });
});

describe('operator console: games', () => {
  it('hides a game with a reason and restores it', async () => {
    const server = await openConsole();
    type('game-id', 'starter-01-moon');
    fireEvent.click(screen.getByTestId('hide-game'));
    expect(screen.getByTestId('games-error').textContent).toBe(
      MESSAGES.adminFieldRequired(MESSAGES.adminHideReason),
    );
    type('hide-reason', 'Copied art');
    fireEvent.click(screen.getByTestId('hide-game'));
    expect((await screen.findByTestId('games-done')).textContent).toBe(
      MESSAGES.adminGameHidden('starter-01-moon'),
    );
    expect(bodiesSentTo(server, '/api/admin/games/starter-01-moon/hide')).toEqual([
      { reason: 'Copied art' },
    ]);

    fireEvent.click(screen.getByTestId('restore-game'));
    expect(await screen.findByText(MESSAGES.adminGameRestored('starter-01-moon'))).toBeTruthy();
  });

  it('refuses a malformed game id before calling the server', async () => {
    const server = await openConsole();
    type('game-id', 'no spaces!');
    type('hide-reason', 'Spam');
    fireEvent.click(screen.getByTestId('hide-game'));
    expect(screen.getByTestId('games-error').textContent).toBe(MESSAGES.adminInvalidGameId);
    expect(receivedCalls(server).some((call) => call.path.includes('/games/'))).toBe(false);
  });
});

describe('operator console: audit log', () => {
  it('lists who did what and when, and adds each new action', async () => {
    await openConsole({
      audit: [
        {
          id: 'a1',
          adminPlayerId: 'p9',
          adminName: 'Grace',
          action: 'event.create',
          targetId: 'e1',
          details: { name: 'Spring Brawl' },
          createdAt: '2026-03-01T08:00:00.000Z',
        },
      ],
    });
    const [entry] = await screen.findAllByTestId('audit-entry');
    expect(within(entry!).getByText('Grace')).toBeTruthy();
    expect(within(entry!).getByText('event.create')).toBeTruthy();
    expect(within(entry!).getByText('name: Spring Brawl')).toBeTruthy();
    expect(entry!.querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-01T08:00:00.000Z');
    for (const column of [
      MESSAGES.adminAuditWho,
      MESSAGES.adminAuditWhat,
      MESSAGES.adminAuditWhen,
    ]) {
      expect(screen.getByRole('columnheader', { name: column })).toBeTruthy();
    }

    type('game-id', 'starter-02-cheese');
    fireEvent.click(screen.getByTestId('restore-game'));
    expect(await screen.findByText('game.restore')).toBeTruthy();
    expect(screen.getAllByTestId('audit-entry')).toHaveLength(2);
  });
});
