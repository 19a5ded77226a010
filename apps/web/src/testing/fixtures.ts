import {
  DEFAULT_NAME_VALIDATION_RULES,
  type FeedPage,
  type Game,
  type PlayerProfile,
} from '@promptplay/contracts';

/** A valid feed game for tests. */
export function makeGame(id: string, overrides: Partial<Game> = {}): Game {
  return {
    id,
    title: `Game ${id}`,
    description: `The story of ${id}.`,
    screenshotUrl: `/media/games/${id}/screenshot.png`,
    videoUrl: null,
    version: '1.0',
    jsonDataUrl: `/worlds/${id}.json`,
    createdBy: 'player-1',
    createdAt: '2026-01-01T00:00:00.000Z',
    gameGenre: 'PLATFORMER',
    registeredToOgp: false,
    ogpGameApiKey: null,
    ogpGameId: null,
    likesCount: 3,
    playsCount: 0,
    playerName: 'Ada',
    targetAudience: 'family',
    commentsCount: 0,
    remixCount: 0,
    remixOf: null,
    ...overrides,
  };
}

export function makeFeedPage(games: Game[], currentPage = 1, hasNextPage = false): FeedPage {
  return { items: games, currentPage, hasNextPage };
}

/** A valid player profile for tests (default name rules 3 to 20). */
export function makeProfile(overrides: Partial<PlayerProfile> = {}): PlayerProfile {
  return {
    playerId: 'p1',
    id: 'p1',
    playerName: 'Ada',
    feeds: [],
    validationRules: DEFAULT_NAME_VALIDATION_RULES,
    dailyPromptsRemaining: 5,
    createdAt: '2026-03-03T10:00:00.000Z',
    email: 'ada@example.com',
    ...overrides,
  };
}
