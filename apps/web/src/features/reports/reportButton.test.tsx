import { MESSAGES, type ReportInput } from '@promptplay/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { receivedCalls } from '../../testing/fakeAdminServer.js';
import type { FakeReportsOptions } from '../../testing/fakeReportsServer.js';
import { createFakeServer } from '../../testing/fakeServer.js';
import { storeSession } from '../../testing/fakeSession.js';
import { makeFeedPage, makeGame } from '../../testing/fixtures.js';
import { renderApp } from '../../testing/renderApp.js';

const game = makeGame('g-report', { title: 'Moon Hop' });

async function openModal(authMethod: 'guest' | 'social', reports: FakeReportsOptions = {}) {
  storeSession(authMethod);
  const server = createFakeServer({ feed: () => makeFeedPage([game]), reports });
  renderApp('/', server);
  fireEvent.click(await screen.findByText('Moon Hop'));
  const modal = await screen.findByTestId('game-modal');
  return { server, modal };
}

const reportsSent = (server: ReturnType<typeof createFakeServer>) =>
  receivedCalls(server)
    .filter((call) => call.path === '/api/reports')
    .map((call) => call.body as ReportInput);

async function openReportDialog(modal: HTMLElement) {
  fireEvent.click(within(modal).getByRole('button', { name: MESSAGES.report }));
  return screen.findByTestId('report-dialog');
}

describe('report button', () => {
  it('sends a signed-in player’s reason and words, thanks them and closes', async () => {
    const { server, modal } = await openModal('social');
    const dialog = await openReportDialog(modal);
    expect(within(dialog).getByText(MESSAGES.reportGameTitle)).toBeTruthy();
    const send = within(dialog).getByRole('button', { name: MESSAGES.reportSend });
    // Nothing to send before a reason is chosen.
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByLabelText(MESSAGES.reportReasons.not_for_children));
    fireEvent.change(within(dialog).getByLabelText(MESSAGES.reportTextLabel), {
      target: { value: '  A scary monster  ' },
    });
    fireEvent.click(send);

    expect(await screen.findByText(MESSAGES.reportSent)).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('report-dialog')).toBeNull());
    expect(reportsSent(server)).toEqual([
      {
        targetType: 'game',
        targetId: 'g-report',
        reason: 'not_for_children',
        text: 'A scary monster',
      },
    ]);
  });

  it('sends no text when the player wrote none', async () => {
    const { server, modal } = await openModal('social');
    const dialog = await openReportDialog(modal);
    fireEvent.click(within(dialog).getByLabelText(MESSAGES.reportReasons.broken));
    fireEvent.click(within(dialog).getByRole('button', { name: MESSAGES.reportSend }));
    await screen.findByText(MESSAGES.reportSent);
    expect(reportsSent(server)).toEqual([
      { targetType: 'game', targetId: 'g-report', reason: 'broken' },
    ]);
  });

  it('says so when the player has already reported it, and closes', async () => {
    const { modal } = await openModal('social', {
      report: () => ({
        statusCode: 409,
        code: 'CONFLICT',
        message: MESSAGES.reportAlreadyOpen,
        fieldErrors: [],
      }),
    });
    const dialog = await openReportDialog(modal);
    fireEvent.click(within(dialog).getByLabelText(MESSAGES.reportReasons.spam));
    fireEvent.click(within(dialog).getByRole('button', { name: MESSAGES.reportSend }));
    expect(await screen.findByText(MESSAGES.reportAlreadyOpen)).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('report-dialog')).toBeNull());
  });

  it('keeps the form open to try again when sending fails', async () => {
    const { modal } = await openModal('social', { report: () => 500 });
    const dialog = await openReportDialog(modal);
    fireEvent.click(within(dialog).getByLabelText(MESSAGES.reportReasons.other));
    fireEvent.click(within(dialog).getByRole('button', { name: MESSAGES.reportSend }));
    expect(await screen.findByText(MESSAGES.reportFailed)).toBeTruthy();
    expect(screen.getByTestId('report-dialog')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: MESSAGES.reportCancel }));
    await waitFor(() => expect(screen.queryByTestId('report-dialog')).toBeNull());
    expect(screen.getByTestId('game-modal')).toBeTruthy();
  });

  it('offers no Report on the player’s own game', async () => {
    const own = makeGame('g-own', { title: 'Moon Hop', createdBy: 'p-me' });
    storeSession('social', 'p-me');
    const server = createFakeServer({ feed: () => makeFeedPage([own]) });
    renderApp('/', server);
    fireEvent.click(await screen.findByText('Moon Hop'));
    const modal = await screen.findByTestId('game-modal');
    expect(within(modal).getByTestId('like-button')).toBeTruthy();
    expect(within(modal).queryByRole('button', { name: MESSAGES.report })).toBeNull();
  });

  it('asks a guest to sign in instead of opening the form', async () => {
    const { server, modal } = await openModal('guest');
    fireEvent.click(within(modal).getByRole('button', { name: MESSAGES.report }));
    expect(await screen.findByText(MESSAGES.reportLoginRequired)).toBeTruthy();
    expect(screen.queryByTestId('report-dialog')).toBeNull();
    expect(reportsSent(server)).toEqual([]);
  });
});
