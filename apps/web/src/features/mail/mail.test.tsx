import { MESSAGES } from '@promptplay/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UI_TEXT } from '../../lib/uiText.js';
import type { FakeMail } from '../../testing/fakeEventServer.js';
import { createFakeServer, requestedUrls, urlOf } from '../../testing/fakeServer.js';
import { storeSession } from '../../testing/fakeSession.js';
import { renderApp } from '../../testing/renderApp.js';

function render(mails: FakeMail[], path = '/') {
  storeSession('social');
  const server = createFakeServer({ event: { mails } });
  return { server, ...renderApp(path, server) };
}

const readCalls = (server: ReturnType<typeof createFakeServer>) =>
  requestedUrls(server)
    .filter((url) => url.pathname.startsWith('/api/player-mail/'))
    .map((url) => url.pathname);
const mailCalls = (server: ReturnType<typeof createFakeServer>) =>
  requestedUrls(server).filter((url) => url.pathname === '/api/player-mail').length;

describe('mail modal', () => {
  it('opens on load with the title and the body, and is read once closed', async () => {
    const { server } = render([
      { mailId: 'm1', title: 'Week of Fight is coming', body: '<p>Get <b>ready</b>!</p>' },
    ]);
    const modal = await screen.findByTestId('mail-modal');
    expect(within(modal).getByRole('heading').textContent).toBe('Week of Fight is coming');
    expect(within(modal).getByTestId('mail-body').innerHTML).toBe('<p>Get <b>ready</b>!</p>');
    expect(screen.getByRole('dialog', { name: 'Week of Fight is coming' })).toBe(modal);

    fireEvent.click(within(modal).getByRole('button', { name: UI_TEXT.gotIt }));
    expect(screen.queryByTestId('mail-modal')).toBeNull();
    await waitFor(() => expect(readCalls(server)).toEqual(['/api/player-mail/m1/read']));
    await waitFor(() => expect(mailCalls(server)).toBe(2));
    expect(screen.queryByTestId('mail-modal')).toBeNull();
  });

  it('shows the next unread mail after the first is closed', async () => {
    const { server } = render([
      { mailId: 'm1', title: 'First', body: '<p>one</p>' },
      { mailId: 'm2', title: 'Second', body: '<p>two</p>' },
    ]);
    fireEvent.keyDown(await screen.findByRole('dialog', { name: 'First' }), { key: 'Escape' });
    expect(await screen.findByRole('dialog', { name: 'Second' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: UI_TEXT.close }));
    await waitFor(() =>
      expect(readCalls(server)).toEqual(['/api/player-mail/m1/read', '/api/player-mail/m2/read']),
    );
    await waitFor(() => expect(mailCalls(server)).toBe(3));
    expect(screen.queryByTestId('mail-modal')).toBeNull();
  });

  it('removes scripts, event handlers and javascript: links from the body', async () => {
    render([
      {
        mailId: 'm1',
        title: 'Hello',
        body:
          '<p>Hi</p><script>window.hacked = true</script>' +
          '<img src="/media/x.png" onerror="window.hacked = true">' +
          '<a href="javascript:alert(1)">bad</a><a href="https://example.com/">good</a>' +
          '<iframe src="https://example.com/"></iframe>',
      },
    ]);
    const body = within(await screen.findByTestId('mail-modal')).getByTestId('mail-body');
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('iframe')).toBeNull();
    expect(body.innerHTML).not.toContain('onerror');
    expect(body.innerHTML).not.toContain('javascript:');
    expect(body.querySelector('img')?.getAttribute('src')).toBe('/media/x.png');
    const good = within(body).getByText('good');
    expect(good.getAttribute('href')).toBe('https://example.com/');
    expect(good.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(body).getByText('bad').hasAttribute('href')).toBe(false);
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it("says 'No content available.' when the body is empty", async () => {
    render([{ mailId: 'm1', title: 'Empty', body: '   ' }]);
    const modal = await screen.findByTestId('mail-modal');
    expect(within(modal).getByTestId('mail-body').textContent).toBe(MESSAGES.noContentAvailable);
  });

  it("says 'No content available.' when sanitizing leaves nothing", async () => {
    render([{ mailId: 'm1', title: 'Only a script', body: '<script>alert(1)</script>' }]);
    const modal = await screen.findByTestId('mail-modal');
    expect(within(modal).getByText(MESSAGES.noContentAvailable)).toBeTruthy();
  });

  it('does not reopen a closed mail when marking it read fails', async () => {
    storeSession('social');
    const server = createFakeServer({
      event: { mails: [{ mailId: 'm1', title: 'Hi', body: 'x' }] },
    });
    const answer = server.getMockImplementation()!;
    server.mockImplementation((input, init) =>
      urlOf(input).endsWith('/read')
        ? Promise.reject(new TypeError('offline'))
        : answer(input, init),
    );
    renderApp('/', server);
    fireEvent.click(await screen.findByRole('button', { name: UI_TEXT.gotIt }));
    // The read call is retried with backoff (about 3 s) before the inbox is asked again.
    await waitFor(() => expect(mailCalls(server)).toBe(2), { timeout: 6_000 });
    expect(screen.queryByTestId('mail-modal')).toBeNull();
  });

  it('waits for auth and asks nothing on shared links', async () => {
    const { server } = render([{ mailId: 'm1', title: 'Hi', body: 'x' }], '/shared/some-game');
    await screen.findByText(MESSAGES.gameNotFound);
    expect(mailCalls(server)).toBe(0);
  });
});
