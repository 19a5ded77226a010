import { MESSAGES, type AdminReportGroup } from '@promptplay/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { receivedCalls } from '../../testing/fakeAdminServer.js';
import type { FakeReportsOptions } from '../../testing/fakeReportsServer.js';
import { createFakeServer } from '../../testing/fakeServer.js';
import { storeSession } from '../../testing/fakeSession.js';
import { renderApp } from '../../testing/renderApp.js';

const LOAD = { timeout: 5_000 };

const lavaLeap = {
  gameId: 'lava-leap',
  title: 'Lava Leap',
  author: 'Owen',
  screenshotUrl: '/media/games/lava-leap/screenshot.png',
};

const reportedComment: AdminReportGroup = {
  targetType: 'comment',
  targetId: 'c-1',
  hidden: false,
  hiddenReason: null,
  game: lavaLeap,
  comment: { text: 'you all stink', author: 'Ada' },
  reports: [
    {
      id: 'r-1',
      reason: 'hateful',
      text: 'rude to everyone',
      reporterId: 'p-bob',
      reporterName: 'Bob',
      status: 'open',
      createdAt: '2026-03-01T08:00:00.000Z',
      resolvedAt: null,
    },
    {
      id: 'r-2',
      reason: 'spam',
      text: null,
      reporterId: 'p-cy',
      reporterName: 'Cy',
      status: 'open',
      createdAt: '2026-03-01T09:00:00.000Z',
      resolvedAt: null,
    },
  ],
};

const reportedGame: AdminReportGroup = {
  targetType: 'game',
  targetId: 'lava-leap',
  hidden: false,
  hiddenReason: null,
  game: lavaLeap,
  comment: null,
  reports: [{ ...reportedComment.reports[0]!, id: 'r-3', reason: 'broken', text: null }],
};

async function openQueue(reports: FakeReportsOptions = { open: [reportedComment, reportedGame] }) {
  storeSession('social');
  const server = createFakeServer({ admin: {}, reports });
  renderApp('/admin', server);
  const section = await screen.findByTestId('admin-moderation', undefined, LOAD);
  if ((reports.open ?? []).length > 0) {
    await within(section).findAllByTestId('report-group', undefined, LOAD);
  }
  return { server, section };
}

const groupOf = (targetId: string) =>
  screen
    .getAllByTestId('report-group')
    .find((group) => group.getAttribute('data-target-id') === targetId)!;

const bodiesSentTo = (server: ReturnType<typeof createFakeServer>, path: string) =>
  receivedCalls(server)
    .filter((call) => call.path === path && call.method === 'POST')
    .map((call) => call.body);

describe('operator console: moderation', () => {
  it('lists reported comments and games with what they are and who reported them why', async () => {
    await openQueue();
    const comment = groupOf('c-1');
    expect(within(comment).getByText('you all stink')).toBeTruthy();
    expect(within(comment).getByText(MESSAGES.adminReportCount(2))).toBeTruthy();
    expect(
      within(comment).getByText(new RegExp(MESSAGES.adminReportedCommentOn('Lava Leap'))),
    ).toBeTruthy();
    const entries = within(comment).getAllByTestId('report-entry');
    expect(entries[0]!.textContent).toContain(MESSAGES.reportReasons.hateful);
    expect(entries[0]!.textContent).toContain('Bob');
    expect(entries[0]!.textContent).toContain('rude to everyone');
    expect(entries[1]!.textContent).toContain(MESSAGES.reportReasons.spam);
    expect(entries[1]!.textContent).toContain('Cy');

    const game = groupOf('lava-leap');
    expect(within(game).getByText('Lava Leap')).toBeTruthy();
    expect(game.querySelector('img')?.getAttribute('src')).toBe(lavaLeap.screenshotUrl);
  });

  it('hides a comment with a reason, and restores it from the handled list', async () => {
    const { server } = await openQueue();
    const comment = groupOf('c-1');
    fireEvent.click(within(comment).getByTestId('moderation-hide'));
    expect(within(comment).getByTestId('moderation-error').textContent).toBe(
      MESSAGES.adminFieldRequired(MESSAGES.adminHideReason),
    );
    fireEvent.change(within(comment).getByTestId('moderation-reason'), {
      target: { value: 'Insults' },
    });
    fireEvent.click(within(comment).getByTestId('moderation-hide'));

    expect((await screen.findByTestId('moderation-done')).textContent).toBe(
      MESSAGES.adminTargetHiddenDone,
    );
    await waitFor(() => expect(screen.getAllByTestId('report-group')).toHaveLength(1));
    expect(bodiesSentTo(server, '/api/admin/comments/c-1/hide')).toEqual([{ reason: 'Insults' }]);

    fireEvent.click(screen.getByTestId('moderation-list-closed'));
    await screen.findByTestId('report-target-hidden');
    const handled = groupOf('c-1');
    expect(within(handled).getByTestId('report-target-hidden').textContent).toBe(
      MESSAGES.adminTargetHidden('Insults'),
    );
    fireEvent.click(within(handled).getByTestId('moderation-restore'));
    expect((await screen.findByTestId('moderation-done')).textContent).toBe(
      MESSAGES.adminTargetRestoredDone,
    );
    expect(bodiesSentTo(server, '/api/admin/comments/c-1/restore')).toHaveLength(1);
  });

  it('hides a reported game through the games route', async () => {
    const { server } = await openQueue();
    const game = groupOf('lava-leap');
    fireEvent.change(within(game).getByTestId('moderation-reason'), {
      target: { value: 'Empty level' },
    });
    fireEvent.click(within(game).getByTestId('moderation-hide'));
    await screen.findByTestId('moderation-done');
    expect(bodiesSentTo(server, '/api/admin/games/lava-leap/hide')).toEqual([
      { reason: 'Empty level' },
    ]);
  });

  it('dismisses the reports of a target, leaving it as it is', async () => {
    const { server } = await openQueue();
    fireEvent.click(within(groupOf('lava-leap')).getByTestId('moderation-dismiss'));
    expect((await screen.findByTestId('moderation-done')).textContent).toBe(
      MESSAGES.adminReportsDismissed,
    );
    expect(bodiesSentTo(server, '/api/admin/reports/dismiss')).toEqual([
      { targetType: 'game', targetId: 'lava-leap' },
    ]);
    expect(bodiesSentTo(server, '/api/admin/games/lava-leap/hide')).toEqual([]);
    await waitFor(() => expect(screen.getAllByTestId('report-group')).toHaveLength(1));
  });

  it("shows the server's refusal on the card", async () => {
    await openQueue({
      open: [reportedComment],
      hideComment: () => ({
        statusCode: 404,
        code: 'NOT_FOUND',
        message: MESSAGES.commentNotFound,
        fieldErrors: [],
      }),
    });
    const comment = groupOf('c-1');
    fireEvent.change(within(comment).getByTestId('moderation-reason'), {
      target: { value: 'Spam' },
    });
    fireEvent.click(within(comment).getByTestId('moderation-hide'));
    expect((await within(comment).findByTestId('moderation-error')).textContent).toBe(
      MESSAGES.commentNotFound,
    );
  });

  it('says when nothing is waiting', async () => {
    const { section } = await openQueue({ open: [] });
    expect(await within(section).findByText(MESSAGES.adminModerationEmpty)).toBeTruthy();
  });
});
