import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildGame, seedFromString, STARTER_PROMPTS } from '@promptplay/generator';
import {
  createPromptplayServer,
  loadConfig,
  starterGameId,
  type DatabaseConnection,
} from '@promptplay/server';
import { sql } from 'drizzle-orm';

/** Copies of each starter game, so deep feed pages have rows to skip. */
export const EXTRA_GAMES_PER_STARTER = 200;

export interface RunningBenchServer {
  origin: string;
  /** A game whose world file exists. */
  sampleGameId: string;
  gameCount: number;
  /** The app's own database connection, for reading back what the load wrote. */
  database: DatabaseConnection;
  close(): Promise<void>;
}

/**
 * Starts the real app (migrations, signing key, starter catalogue from the generator) on a
 * temp data dir and the given database (PGlite when `databaseUrl` is undefined), listening on
 * a free port, with `extraGamesPerStarter` copies of each starter game cloned in for deep
 * pages (none for a first-view bench), and screenshot tiers only when `mediaTiers` is set.
 * `env` adds settings (e.g. a higher daily prompt allowance).
 */
export async function startBenchServer(
  databaseUrl: string | undefined,
  {
    extraGamesPerStarter = EXTRA_GAMES_PER_STARTER,
    mediaTiers = false,
    env = {},
  }: { extraGamesPerStarter?: number; mediaTiers?: boolean; env?: Record<string, string> } = {},
): Promise<RunningBenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'promptplay-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    LOG_LEVEL: 'warn',
    PORT: '0',
    // The bench drives thousands of calls from one address: the abuse limits would refuse them.
    RATE_LIMITS: 'off',
    // Rendering screenshot tiers in the background (sharp, AVIF) would take the CPU the load
    // is measured on; only the first-view bench, which shows them, turns it on.
    MEDIA_TIERS: String(mediaTiers),
    ...env,
  });
  const server = await createPromptplayServer({
    config,
    starterCatalogue: { prompts: STARTER_PROMPTS, buildGame, seedFromString },
  });
  if (extraGamesPerStarter > 0) {
    await server.database.db.execute(sql`
      insert into games (id, title, description, genre, target_audience, version, created_by,
        author_name, screenshot_key, preview_key, world_key, likes_count, plays_count, created_at)
      select 'bench-' || copy.n || '-' || left(game.id, 30), game.title, game.description,
        game.genre, game.target_audience, game.version, game.created_by, game.author_name,
        game.screenshot_key, game.preview_key, game.world_key, (copy.n * 37) % 500, 0,
        game.created_at - make_interval(mins => copy.n)
      from games as game cross join generate_series(1, ${extraGamesPerStarter}) as copy(n)
      where game.id like 'starter-%'`);
    // As autovacuum would after a bulk load: the planner needs the table's statistics.
    await server.database.db.execute(sql`analyze games`);
  }
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const firstPrompt = STARTER_PROMPTS[0];
  if (!firstPrompt) throw new Error('The generator has no starter prompts');
  return {
    origin: address,
    sampleGameId: starterGameId(1, firstPrompt.prompt),
    gameCount: STARTER_PROMPTS.length * (extraGamesPerStarter + 1),
    database: server.database,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
