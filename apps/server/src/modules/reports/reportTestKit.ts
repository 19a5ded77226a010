import { commentSchema, type Comment } from '@promptplay/contracts';
import { expect } from 'vitest';
import type { App } from '../../appTypes.js';
import type { TestPlayer } from '../../testing/testPlayers.js';

/** A comment posted through the API (reports and moderation suites report it). */
export async function postTestComment(
  app: App,
  gameId: string,
  text: string,
  player: TestPlayer,
): Promise<Comment> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/games/${gameId}/comments`,
    headers: player.headers,
    payload: { text },
  });
  expect(response.statusCode, response.body).toBe(201);
  return commentSchema.parse(response.json());
}
