import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildGame, seedFromString, STARTER_PROMPTS } from '@promptplay/generator';
import { createPromptplayServer, loadConfig } from '@promptplay/server';
import type pg from 'pg';
import { measure, type LoadResult } from '../loadTest.js';

/** Competition entries in the bench's event (more than the 100 shown). */
const ENTRIES = 300;
/** Players whose plays score the entries (each plays a share of them). */
const FANS = 100;

/**
 * A live Week of Fight around the real clock: ENTRIES Fighting games by social players, with
 * counted plays in the window (about 15,000), written straight into the database.
 */
async function seedCompetition(pool: pg.Pool): Promise<void> {
  await pool.query(`
    insert into live_events (id, name, prize, preview_at, start_at, ending_soon_at, end_at, review_until)
    values ('bench-event', 'Bench Week of Fight', 'A bench', now() - interval '2 hours',
      now() - interval '1 hour', now() + interval '1 hour', now() + interval '2 hours',
      now() + interval '3 hours')`);
  await pool.query(
    `insert into players (id, player_name, auth_method, login_method)
     select 'bench-social-' || n, 'Fighter ' || n, 'social', 'google'
     from generate_series(1, $1::int) as n`,
    [Math.max(ENTRIES, FANS)],
  );
  await pool.query(
    `insert into games (id, title, description, genre, target_audience, version, created_by,
       author_name, screenshot_key, preview_key, world_key, created_at)
     select 'bench-entry-' || n, 'Entry ' || n, game.description, 'FIGHTING',
       game.target_audience, game.version, 'bench-social-' || n, 'Fighter ' || n,
       game.screenshot_key, game.preview_key, game.world_key,
       now() - interval '1 hour' + make_interval(secs => n)
     from (select * from games where id like 'starter-%' limit 1) as game
     cross join generate_series(1, $1::int) as n`,
    [ENTRIES],
  );
  await pool.query(
    `insert into counted_plays (player_id, game_id, hour_bucket, session_id, counted_at)
     select 'bench-social-' || fan, 'bench-entry-' || entry, date_trunc('hour', now()),
       'bench-' || entry || '-' || fan, now() - interval '30 minutes' + make_interval(secs => fan)
     from generate_series(1, $1::int) as entry
     cross join generate_series(1, $2::int) as fan
     where fan <= (entry * 37) % $2::int`,
    [ENTRIES, FANS],
  );
  await pool.query('analyze games; analyze counted_plays; analyze players');
}

/**
 * GET /api/game-competition of the real app (in this process, like the feed bench) at the
 * bench's full load, to compare with the baseline measured at the same load: plain (as the
 * feed bench asks) and as a browser asks (Brotli accepted).
 */
export async function measureCompetition(
  databaseUrl: string,
  pool: pg.Pool,
): Promise<LoadResult[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'promptplay-competition-bench-'));
  const server = await createPromptplayServer({
    config: loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      PORT: '0',
      DRAFT_WORKER_SLOTS: '0',
      // The bench drives thousands of calls from one address: the abuse limits would refuse them.
      RATE_LIMITS: 'off',
    }),
    starterCatalogue: { prompts: STARTER_PROMPTS.slice(0, 1), buildGame, seedFromString },
  });
  try {
    await seedCompetition(pool);
    const origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${origin}/api/game-competition`;
    return [
      await measure({ name: 'competition (cached 5 s)', url }),
      await measure({
        name: 'competition, Accept-Encoding: br',
        url,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      }),
    ];
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
