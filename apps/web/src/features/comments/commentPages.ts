import type { Comment, CommentsPage } from '@promptplay/contracts';
import type { InfiniteData } from '@tanstack/react-query';

/** The cached pages of a game's comments (TanStack Query's infinite data, by cursor). */
export type CommentPages = InfiniteData<CommentsPage, string | null>;

function withFirstPage(
  data: CommentPages,
  change: (page: CommentsPage) => CommentsPage,
): CommentPages {
  const [first, ...rest] = data.pages;
  return first ? { ...data, pages: [change(first), ...rest] } : data;
}

/** Every page's total set to `total` (they all describe the same game). */
function withTotal(data: CommentPages, total: number): CommentPages {
  return { ...data, pages: data.pages.map((page) => ({ ...page, total })) };
}

/** Shows `comment` first (a post, pending or answered) and counts it. */
export function prependComment(data: CommentPages, comment: Comment): CommentPages {
  const total = (data.pages[0]?.total ?? 0) + 1;
  return withTotal(
    withFirstPage(data, (page) => ({ ...page, items: [comment, ...page.items] })),
    total,
  );
}

/**
 * Puts the server's comment where the pending one was; when a refetch meanwhile dropped the
 * pending one, or already brought the comment, it is shown once all the same.
 */
export function settleComment(
  data: CommentPages,
  pendingId: string,
  comment: Comment,
): CommentPages {
  const items = data.pages.flatMap((page) => page.items);
  if (items.some((item) => item.id === comment.id)) return removeComment(data, pendingId, null);
  if (!items.some((item) => item.id === pendingId)) return prependComment(data, comment);
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((item) => (item.id === pendingId ? comment : item)),
    })),
  };
}

/**
 * Takes the comment out of every page. `total` is the server's count after a deletion, or
 * null to count one fewer (a pending post taken back) when the comment was there.
 */
export function removeComment(
  data: CommentPages,
  commentId: string,
  total: number | null,
): CommentPages {
  const wasShown = data.pages.some((page) => page.items.some((item) => item.id === commentId));
  const pages = data.pages.map((page) => ({
    ...page,
    items: page.items.filter((item) => item.id !== commentId),
  }));
  const current = data.pages[0]?.total ?? 0;
  return withTotal({ ...data, pages }, total ?? (wasShown ? Math.max(0, current - 1) : current));
}
