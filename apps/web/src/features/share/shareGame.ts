import type { Game } from '@promptplay/contracts';

export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

/** The game's share link: the server's shareUrl, else our own /shared/{id}. */
export function shareUrlFor(game: Pick<Game, 'id' | 'shareUrl'>, origin: string): string {
  return game.shareUrl ?? `${origin}/shared/${encodeURIComponent(game.id)}`;
}

function isAbort(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError'
  );
}

type ShareNavigator = Partial<Pick<Navigator, 'share' | 'clipboard'>>;

/**
 * Shares a game (spec §2): the Web Share sheet when the browser has one, else the link is
 * copied to the clipboard. A player closing the share sheet is 'cancelled', not an error.
 */
export async function shareGame(
  game: Pick<Game, 'id' | 'title' | 'shareUrl'>,
  env: { navigator: ShareNavigator; origin: string },
): Promise<ShareOutcome> {
  const url = shareUrlFor(game, env.origin);
  if (typeof env.navigator.share === 'function') {
    try {
      await env.navigator.share({ title: game.title, url });
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'cancelled';
      throw error;
    }
  }
  if (!env.navigator.clipboard) throw new Error('Clipboard unavailable');
  await env.navigator.clipboard.writeText(url);
  return 'copied';
}
