import {
  CONSTANTS,
  feedPageSchema,
  parseWorldFile,
  type Game,
  type GameGenre,
  type WorldFile,
} from '@promptplay/contracts';

/** More pages than any starter catalogue has: stops a feed that never ends. */
const MAX_PAGES = 40;

/** A starter game and its world file, as the server serves them. */
export interface StarterGame {
  game: Game;
  world: WorldFile;
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/**
 * The first game of each genre in the latest feed of every audience (the starter catalogue the
 * generator built at start-up), each with its checked world file.
 */
export async function firstStarterGamePerGenre(
  origin: string,
): Promise<Map<GameGenre, StarterGame>> {
  const games = new Map<GameGenre, Game>();
  for (let pageNumber = 1; pageNumber <= MAX_PAGES; pageNumber++) {
    const query = `pageNumber=${pageNumber}&pageSize=${CONSTANTS.FEED_MAX_PAGE_SIZE}&targetAudience=unrestricted`;
    const page = feedPageSchema.parse(await fetchJson(`${origin}/api/game-feeds/latest?${query}`));
    for (const game of page.items) if (!games.has(game.gameGenre)) games.set(game.gameGenre, game);
    if (!page.hasNextPage) break;
  }
  const starters = new Map<GameGenre, StarterGame>();
  for (const [genre, game] of games) {
    const parsed = parseWorldFile(await fetchJson(new URL(game.jsonDataUrl, origin).href));
    if (!parsed.ok) throw new Error(`${game.jsonDataUrl} is not a valid world: ${parsed.error}`);
    starters.set(genre, { game, world: parsed.world });
  }
  return starters;
}
