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

/**
 * The first game of each genre in the latest feed of every audience, the way a player finds
 * it: the starter catalogue the server built with the generator at start-up.
 */
export async function firstGamePerGenre(baseUrl: string): Promise<Map<GameGenre, Game>> {
  const games = new Map<GameGenre, Game>();
  for (let pageNumber = 1; pageNumber <= MAX_PAGES; pageNumber++) {
    const query = `pageNumber=${pageNumber}&pageSize=${CONSTANTS.FEED_MAX_PAGE_SIZE}&targetAudience=unrestricted`;
    const response = await fetch(`${baseUrl}/api/game-feeds/latest?${query}`);
    if (!response.ok) throw new Error(`feed page ${pageNumber} answered ${response.status}`);
    const page = feedPageSchema.parse(await response.json());
    for (const game of page.items) if (!games.has(game.gameGenre)) games.set(game.gameGenre, game);
    if (!page.hasNextPage) break;
  }
  return games;
}

/** A game's world file as the server serves it, checked against its contracts schema. */
export async function fetchWorldFile(baseUrl: string, game: Game): Promise<WorldFile> {
  const response = await fetch(new URL(game.jsonDataUrl, baseUrl));
  if (!response.ok) throw new Error(`${game.jsonDataUrl} answered ${response.status}`);
  const parsed = parseWorldFile(await response.json());
  if (!parsed.ok) throw new Error(`${game.jsonDataUrl} is not a valid world: ${parsed.error}`);
  return parsed.world;
}
