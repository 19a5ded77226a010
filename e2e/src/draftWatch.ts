import type { Page } from 'playwright-core';

/** The game id of the draft whose status answered completed, and when, once one did. */
export function watchCompletedDraft(page: Page): () => { gameId: string; at: number } | null {
  let completed: { gameId: string; at: number } | null = null;
  page.on('response', (response) => {
    if (!/\/api\/draft-game\/[^/]+\/status$/.test(new URL(response.url()).pathname)) return;
    void response
      .json()
      .then((body: { status?: string; gameId?: string }) => {
        if (body.status !== 'completed' || !body.gameId || completed) return;
        completed = { gameId: body.gameId, at: Date.now() };
      })
      .catch(() => undefined);
  });
  return () => completed;
}
