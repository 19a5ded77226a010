import {
  COMMENT_MAX_LENGTH,
  MESSAGES,
  type Comment,
  type CommentsPage,
} from '@promptplay/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UI_TEXT } from '../../lib/uiText.js';
import { errorBody, type FakeAnswer } from '../../testing/fakeAccountServer.js';
import type { FakeCommentsOptions } from '../../testing/fakeCommentsServer.js';
import { createFakeServer, requestedUrls } from '../../testing/fakeServer.js';
import { SOCIAL_PLAYER_ID, storeSession } from '../../testing/fakeSession.js';
import { makeFeedPage, makeGame } from '../../testing/fixtures.js';
import { renderApp } from '../../testing/renderApp.js';

const game = makeGame('g-talk', { title: 'Moon Hop', commentsCount: 2 });

function makeComment(id: string, overrides: Partial<Comment> = {}): Comment {
  return {
    id,
    gameId: game.id,
    text: `Comment ${id}`,
    createdAt: '2025-06-01T10:00:00.000Z',
    author: { playerId: `author-${id}`, playerName: `Author ${id}` },
    canDelete: false,
    ...overrides,
  };
}

function page(items: Comment[], total: number, nextCursor: string | null = null): CommentsPage {
  return { items, total, hasNextPage: nextCursor !== null, nextCursor };
}

/** A promise the test settles: the server's answer arrives when the test says so. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

async function openModal(authMethod: 'guest' | 'social', comments: FakeCommentsOptions = {}) {
  storeSession(authMethod);
  const server = createFakeServer({ feed: () => makeFeedPage([game]), comments });
  const app = renderApp('/', server);
  fireEvent.click(await screen.findByText('Moon Hop'));
  const modal = await screen.findByTestId('game-modal');
  const section = await within(modal).findByTestId('comments');
  return { ...app, server, modal, section };
}

const shownTexts = (section: HTMLElement) =>
  within(section)
    .queryAllByTestId('comment-text')
    .map((text) => text.textContent);
const counter = (modal: HTMLElement) => within(modal).getByTestId('comment-count');

function write(section: HTMLElement, text: string) {
  fireEvent.change(within(section).getByLabelText(MESSAGES.commentLabel), {
    target: { value: text },
  });
  fireEvent.click(within(section).getByRole('button', { name: MESSAGES.postComment }));
}

describe('comments under a game', () => {
  it('lists comments newest first, with the server’s count on the modal’s counter', async () => {
    const { modal, section } = await openModal('guest', {
      list: () => page([makeComment('b'), makeComment('a')], 5),
    });
    expect(counter(modal).getAttribute('aria-label')).toBe(UI_TEXT.comments(2));
    await waitFor(() => expect(shownTexts(section)).toEqual(['Comment b', 'Comment a']));
    expect(counter(modal).getAttribute('aria-label')).toBe(UI_TEXT.comments(5));
    expect(within(section).getByText('5')).toBeTruthy();
  });

  it('says there are none yet', async () => {
    const { section } = await openModal('guest');
    expect(await within(section).findByText(MESSAGES.commentsEmpty)).toBeTruthy();
  });

  it('loads more after the last comment shown, with the server’s cursor', async () => {
    const { server, section } = await openModal('guest', {
      list: (_gameId, url) =>
        url.searchParams.get('before') === 'cursor-b'
          ? page([makeComment('a')], 2)
          : page([makeComment('b')], 2, 'cursor-b'),
    });
    fireEvent.click(
      await within(section).findByRole('button', { name: MESSAGES.loadMoreComments }),
    );
    await waitFor(() => expect(shownTexts(section)).toEqual(['Comment b', 'Comment a']));
    expect(within(section).queryByRole('button', { name: MESSAGES.loadMoreComments })).toBeNull();
    const asked = requestedUrls(server).filter((url) => url.pathname.endsWith('/comments'));
    expect(asked.map((url) => url.searchParams.get('before'))).toEqual([null, 'cursor-b']);
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    // Not retried by the api client (a 5xx is, with backoff), so the state shows at once.
    let answer: FakeAnswer<CommentsPage> = 404;
    const { section } = await openModal('guest', { list: () => answer });
    const alert = await within(section).findByRole('alert');
    expect(within(alert).getByText(MESSAGES.commentsLoadFailed)).toBeTruthy();
    answer = page([makeComment('a')], 1);
    fireEvent.click(within(alert).getByRole('button', { name: MESSAGES.tryAgain }));
    await waitFor(() => expect(shownTexts(section)).toEqual(['Comment a']));
  });

  it('offers guests sign-in instead of the composer', async () => {
    const { section, pageLocation } = await openModal('guest');
    expect(within(section).queryByLabelText(MESSAGES.commentLabel)).toBeNull();
    fireEvent.click(within(section).getByRole('button', { name: MESSAGES.signInToComment }));
    await waitFor(() =>
      expect(pageLocation.assigned[0]).toMatch(/^\/auth\/login\/google\/predefined\?returnUrl=/),
    );
  });

  it('shows a posted comment at once, then the server’s, and counts it', async () => {
    const answer = deferred<Comment>();
    const { modal, section } = await openModal('social', {
      list: () => page([makeComment('a')], 1),
      post: () => answer.promise,
    });
    await waitFor(() => expect(shownTexts(section)).toEqual(['Comment a']));
    write(section, '  What a jump!  ');

    await waitFor(() => expect(shownTexts(section)).toEqual(['What a jump!', 'Comment a']));
    expect(within(section).getByText(MESSAGES.commentPosting)).toBeTruthy();
    expect(counter(modal).getAttribute('aria-label')).toBe(UI_TEXT.comments(2));
    expect(within(section).getByLabelText(MESSAGES.commentLabel)).toHaveProperty('value', '');

    answer.resolve(
      makeComment('mine', {
        text: 'What a jump!',
        author: { playerId: SOCIAL_PLAYER_ID, playerName: 'Grace' },
        canDelete: true,
      }),
    );
    expect(await within(section).findByText('Grace')).toBeTruthy();
    expect(within(section).queryByText(MESSAGES.commentPosting)).toBeNull();
    expect(within(section).getAllByTestId('delete-comment')).toHaveLength(1);
    expect(shownTexts(section)).toEqual(['What a jump!', 'Comment a']);
    expect(counter(modal).getAttribute('aria-label')).toBe(UI_TEXT.comments(2));
  });

  it('takes a refused comment back, says why and gives the text back', async () => {
    const refusal = 'Please keep it friendly';
    const answer = deferred<FakeAnswer<Comment>>();
    const { modal, section } = await openModal('social', {
      list: () => page([makeComment('a')], 1),
      post: () => answer.promise,
    });
    await waitFor(() => expect(shownTexts(section)).toEqual(['Comment a']));
    write(section, 'rude words');
    await waitFor(() => expect(shownTexts(section)).toEqual(['rude words', 'Comment a']));

    answer.resolve(errorBody(400, 'Invalid request', [{ field: 'text', message: refusal }]));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(shownTexts(section)).toEqual(['Comment a']);
    expect(counter(modal).getAttribute('aria-label')).toBe(UI_TEXT.comments(1));
    expect(within(section).getByLabelText(MESSAGES.commentLabel)).toHaveProperty(
      'value',
      'rude words',
    );
  });

  it('rolls back with the generic message when the server fails', async () => {
    const { section } = await openModal('social', {
      list: () => page([], 0),
      post: () => 500,
    });
    await within(section).findByText(MESSAGES.commentsEmpty);
    write(section, 'hello');
    expect(await screen.findByText(MESSAGES.commentPostFailed)).toBeTruthy();
    expect(shownTexts(section)).toEqual([]);
    expect(within(section).getByText(MESSAGES.commentsEmpty)).toBeTruthy();
  });

  it('will not post an empty or too long comment', async () => {
    const { section } = await openModal('social');
    await within(section).findByText(MESSAGES.commentsEmpty);
    const postButton = within(section).getByRole('button', { name: MESSAGES.postComment });
    expect(postButton).toHaveProperty('disabled', true);
    fireEvent.change(within(section).getByLabelText(MESSAGES.commentLabel), {
      target: { value: 'x'.repeat(COMMENT_MAX_LENGTH + 1) },
    });
    expect(postButton).toHaveProperty('disabled', true);
    expect(within(section).getByText(MESSAGES.commentTooLong(COMMENT_MAX_LENGTH))).toBeTruthy();
  });

  it('deletes what the player may delete, and offers Report on the others', async () => {
    const { modal, section } = await openModal('social', {
      list: () =>
        page(
          [
            makeComment('mine', {
              author: { playerId: SOCIAL_PLAYER_ID, playerName: 'Grace' },
              canDelete: true,
            }),
            makeComment('theirs'),
          ],
          2,
        ),
      remove: () => ({ gameId: game.id, total: 1 }),
    });
    await waitFor(() => expect(shownTexts(section)).toHaveLength(2));
    const [mine, theirs] = within(section).getAllByTestId('comment');
    expect(within(mine!).queryByTestId('report-comment')).toBeNull();
    expect(within(theirs!).queryByTestId('delete-comment')).toBeNull();
    expect(within(theirs!).getByTestId('report-comment')).toBeTruthy();

    fireEvent.click(
      within(mine!).getByRole('button', { name: MESSAGES.deleteCommentLabel('Grace') }),
    );
    await waitFor(() => expect(shownTexts(section)).toEqual(['Comment theirs']));
    expect(counter(modal).getAttribute('aria-label')).toBe(UI_TEXT.comments(1));
  });

  it('keeps a comment the server would not delete, saying why', async () => {
    const { section } = await openModal('social', {
      list: () => page([makeComment('a', { canDelete: true })], 1),
      remove: () => errorBody(403, MESSAGES.commentDeleteForbidden),
    });
    fireEvent.click(await within(section).findByTestId('delete-comment'));
    expect(await screen.findByText(MESSAGES.commentDeleteForbidden)).toBeTruthy();
    expect(shownTexts(section)).toEqual(['Comment a']);
  });
});
