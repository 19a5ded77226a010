import type { Comment, CommentDeleted, CommentsPage } from '@promptplay/contracts';
import { jsonBody, respond, type FakeAnswer } from './fakeAccountServer.js';

type Eventually<T> = FakeAnswer<T> | Promise<FakeAnswer<T>>;

/** How the fake server answers the comment calls; without options every game has none. */
export interface FakeCommentsOptions {
  /** GET /api/games/{gameId}/comments (`url` carries pageSize and before). */
  list?: (gameId: string, url: URL) => FakeAnswer<CommentsPage>;
  post?: (gameId: string, text: string) => Eventually<Comment>;
  remove?: (commentId: string) => Eventually<CommentDeleted>;
}

const EMPTY_PAGE: CommentsPage = { items: [], hasNextPage: false, total: 0, nextCursor: null };

function textOf(init: RequestInit | undefined): string {
  const { text } = jsonBody(init);
  return typeof text === 'string' ? text : '';
}

/** The answer to a comment call, or null when the request is not one. */
export function answerCommentsRequest(
  url: URL,
  method: string,
  init: RequestInit | undefined,
  options: FakeCommentsOptions = {},
): Promise<Response> | null {
  const gameMatch = /^\/api\/games\/([^/]+)\/comments$/.exec(url.pathname);
  if (gameMatch) {
    const gameId = decodeURIComponent(gameMatch[1] ?? '');
    if (method === 'GET') return respond(options.list?.(gameId, url) ?? EMPTY_PAGE);
    if (method === 'POST') {
      return Promise.resolve(options.post?.(gameId, textOf(init)) ?? 404).then(respond);
    }
  }
  const commentMatch = /^\/api\/comments\/([^/]+)$/.exec(url.pathname);
  if (commentMatch && method === 'DELETE') {
    const commentId = decodeURIComponent(commentMatch[1] ?? '');
    return Promise.resolve(options.remove?.(commentId) ?? 404).then(respond);
  }
  return null;
}
