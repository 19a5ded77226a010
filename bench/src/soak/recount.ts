import { InteractionType } from '@promptplay/contracts';
import type { DatabaseConnection } from '@promptplay/server';
import { sql } from 'drizzle-orm';
import { z } from 'zod';

/** node-postgres and PGlite both answer `rows`; counts may come back as text. */
const recountSchema = z.object({
  like_rows: z.coerce.number(),
  likes_count: z.coerce.number(),
  like_mismatched_games: z.coerce.number(),
  play_rows: z.coerce.number(),
  plays_count: z.coerce.number(),
  play_mismatched_games: z.coerce.number(),
});
const answerSchema = z.object({ rows: z.tuple([recountSchema]) });

export type Recount = z.infer<typeof recountSchema>;

/**
 * Likes (interactions rows) and counted plays (counted_plays rows) counted again from the
 * rows, against the games' likes_count and plays_count, in total and game by game.
 */
export async function recount(database: DatabaseConnection): Promise<Recount> {
  const like = InteractionType.Like;
  const result = await database.db.execute(sql`
    with per_game as (
      select game.id, game.likes_count, game.plays_count,
        (select count(*) from interactions as i where i.game_id = game.id and i.type = ${like})
          as like_rows,
        (select count(*) from counted_plays as c where c.game_id = game.id) as play_rows
      from games as game
    )
    select coalesce(sum(like_rows), 0) as like_rows,
      coalesce(sum(likes_count), 0) as likes_count,
      count(*) filter (where like_rows <> likes_count) as like_mismatched_games,
      coalesce(sum(play_rows), 0) as play_rows,
      coalesce(sum(plays_count), 0) as plays_count,
      count(*) filter (where play_rows <> plays_count) as play_mismatched_games
    from per_game`);
  return answerSchema.parse(result).rows[0];
}
