import { MESSAGES } from '@promptplay/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeFeedPage, makeGame } from '../../testing/fixtures.js';
import type { FakeAccountOptions } from '../../testing/fakeAccountServer.js';
import { createFakeServer, requestedUrls } from '../../testing/fakeServer.js';
import { storeSession } from '../../testing/fakeSession.js';
import { renderApp } from '../../testing/renderApp.js';

const game = makeGame('g-like', { title: 'Moon Hop', likesCount: 3 });

async function openModal(authMethod: 'guest' | 'social', account: FakeAccountOptions = {}) {
  storeSession(authMethod);
  const server = createFakeServer({ feed: () => makeFeedPage([game]), account });
  const app = renderApp('/', server);
  fireEvent.click(await screen.findByText('Moon Hop'));
  const modal = await screen.findByTestId('game-modal');
  return { ...app, server, modal };
}

const likeButton = () => screen.getByTestId('like-button');
const likeCount = () => screen.getByTestId('like-count').textContent;

describe('like button', () => {
  it("loads the player's like status when the modal opens", async () => {
    const { server } = await openModal('social', {
      likeStatus: () => ({ likesCount: 8, isLikedByPlayer: true }),
    });
    await waitFor(() => expect(likeCount()).toBe('8'));
    expect(likeButton().getAttribute('aria-pressed')).toBe('true');
    expect(
      requestedUrls(server).some((url) => url.pathname === '/api/player-interactions/game/g-like'),
    ).toBe(true);
  });

  it('keeps the feed count and says so when the status cannot be loaded', async () => {
    await openModal('social', { likeStatus: () => 403 });
    expect(await screen.findByText(MESSAGES.likeStatusLoadFailed)).toBeTruthy();
    expect(likeCount()).toBe('3');
  });

  it('likes at once, then keeps the server count and updates the feed card', async () => {
    const { server } = await openModal('social', {
      likeStatus: () => ({ likesCount: 3, isLikedByPlayer: false }),
      like: (_id, isLiked) => ({ likesCount: isLiked ? 10 : 9, isLikedByPlayer: isLiked }),
    });
    await waitFor(() =>
      expect(requestedUrls(server).some((url) => url.pathname.includes('/game/g-like'))).toBe(true),
    );
    fireEvent.click(likeButton());
    expect(likeCount()).toBe('4');
    expect(likeButton().getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(likeCount()).toBe('10'));
    const card = screen.getByTestId('game-card');
    expect(within(card).getByTestId('game-card-likes').textContent).toBe('10');
  });

  it.each([
    [401, MESSAGES.likeLoginRequired],
    [403, MESSAGES.likeForbidden],
    [404, 'Failed with 404'],
  ])('reverts when the server answers %i, with the spec message', async (status, message) => {
    await openModal('social', {
      likeStatus: () => ({ likesCount: 3, isLikedByPlayer: false }),
      like: () => status,
    });
    await waitFor(() => expect(likeCount()).toBe('3'));
    fireEvent.click(likeButton());
    expect(likeCount()).toBe('4');
    expect(await screen.findByText(message)).toBeTruthy();
    expect(likeCount()).toBe('3');
    expect(likeButton().getAttribute('aria-pressed')).toBe('false');
  });

  it('unlikes a liked game', async () => {
    await openModal('social', {
      likeStatus: () => ({ likesCount: 5, isLikedByPlayer: true }),
      like: (_id, isLiked) => ({ likesCount: isLiked ? 6 : 4, isLikedByPlayer: isLiked }),
    });
    await waitFor(() => expect(likeCount()).toBe('5'));
    fireEvent.click(likeButton());
    expect(likeCount()).toBe('4');
    await waitFor(() => expect(likeButton().getAttribute('aria-pressed')).toBe('false'));
  });

  it('asks guests to log in without calling the server', async () => {
    const { server } = await openModal('guest');
    fireEvent.click(likeButton());
    expect(await screen.findByText(MESSAGES.likeLoginRequired)).toBeTruthy();
    expect(likeCount()).toBe('3');
    expect(
      requestedUrls(server).some((url) => url.pathname === '/api/player-interactions/add'),
    ).toBe(false);
  });
});
