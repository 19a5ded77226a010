import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TARGET_AUDIENCES, type FeedSort, type TargetAudience } from '@promptplay/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/testDatabase.js';
import { testEnv } from '../../testing/testEnv.js';
import { audiencesAtOrBelow } from './audiences.js';
import { feedPageKeysQuery } from './queries.js';

/** Enough rows that a full scan and sort would cost the planner more than the index runs. */
const GAMES_PER_AUDIENCE = 2_000;
const PAGE = { number: 40, size: 20 } as const;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function* nodesOf(node: PlanNode): Generator<PlanNode> {
  yield node;
  for (const child of node.Plans ?? []) yield* nodesOf(child);
}

describe.skipIf(!testEnv.postgresUrl)('deep feed pages use the feed indexes [postgres]', () => {
  let database: TestDatabase;
  let tempDir: string;

  beforeAll(async () => {
    tempDir = mkdtempSync(join(tmpdir(), 'feed-index-'));
    database = await createTestDatabase('postgres', {
      dataDir: tempDir,
      postgresUrl: testEnv.postgresUrl,
    });
    const { db } = database.connection;
    // Audiences round-robin, a few likes each, one game a minute: one bulk insert.
    await db.execute(sql`
      insert into games (id, title, description, genre, target_audience, version, author_name,
        screenshot_key, world_key, likes_count, created_at)
      select 'game-' || n, 'Game ' || n, 'A game', 'PLATFORMER',
        (array[${sql.join(
          TARGET_AUDIENCES.map((audience) => sql`${audience}`),
          sql`, `,
        )}])[1 + n % ${TARGET_AUDIENCES.length}],
        '1.0', 'Author', 'games/' || n || '/screenshot.png', 'games/' || n || '/world.json',
        (n * 37) % 500, now() - make_interval(mins => n)
      from generate_series(1, ${GAMES_PER_AUDIENCE * TARGET_AUDIENCES.length}) as n`);
    // As autovacuum would after a bulk load: the planner needs the table's statistics.
    await db.execute(sql`analyze games`);
  });
  afterAll(async () => {
    await database?.dispose();
    rmSync(tempDir, { recursive: true, force: true });
  });

  async function planOf(sort: FeedSort, audience: TargetAudience): Promise<PlanNode[]> {
    const query = feedPageKeysQuery(database.connection.db, {
      sort,
      audiences: audiencesAtOrBelow(audience),
      limit: PAGE.size + 1,
      offset: (PAGE.number - 1) * PAGE.size,
      hiddenIds: [],
    });
    if (!query) throw new Error(`no feed query for ${audience}`);
    // node-postgres' result (the database type is the driver-neutral Drizzle one).
    const result = (await database.connection.db.execute(sql`explain (format json) ${query}`)) as {
      rows: { 'QUERY PLAN': [{ Plan: PlanNode }] }[];
    };
    const [row] = result.rows;
    if (!row) throw new Error('EXPLAIN returned no plan');
    return [...nodesOf(row['QUERY PLAN'][0].Plan)];
  }

  const INDEX_OF_SORT = { latest: 'games_latest_idx', topRated: 'games_top_rated_idx' } as const;
  const cases = (['latest', 'topRated'] as const).flatMap((sort) =>
    (['children', 'unrestricted'] as const).map((audience) => ({ sort, audience })),
  );

  it.each(cases)(
    `page ${PAGE.number} of ${PAGE.size}, $sort, audiences up to $audience: index runs, no scan of games`,
    async ({ sort, audience }) => {
      const nodes = await planOf(sort, audience);
      const onGames = nodes.filter((node) => node['Relation Name'] === 'games');
      expect(onGames.map((node) => node['Node Type'])).not.toContain('Seq Scan');
      const indexRuns = onGames.filter((node) => node['Index Name'] === INDEX_OF_SORT[sort]);
      // One ordered run per allowed audience.
      expect(indexRuns).toHaveLength(audiencesAtOrBelow(audience).length);
    },
  );
});
