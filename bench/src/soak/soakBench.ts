// `npm run bench -- soak` (issue 12 "Load held"): simulated players browse, open games, fetch
// worlds, play sessions, like and unlike and now and then create a game, for minutes on end;
// then the errors, read latency, RSS and an exact recount of likes and plays are judged.
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { createBenchPostgres, type BenchPostgres } from '../benchDatabase.js';
import { mapConcurrently } from '../plays/jsonClient.js';
import { startBenchServer } from '../benchServer.js';
import { lastHalfGrowth, sampleMemory } from './memorySampler.js';
import { createLedger, runPlayer } from './playerLoop.js';
import { recount } from './recount.js';
import { createSoakClient } from './soakClient.js';
import { mintSocialPlayers, registerGuest } from './soakPlayers.js';
import { reportSoak, type SoakOutcome } from './soakReport.js';

/** Full soak: 500 players for 10 minutes. */
export const FULL_SOAK = { players: 500, minutes: 10 } as const;
/** One player in this many is signed in socially (the only ones who may like). */
const SOCIAL_EVERY = 5;
/** Players start spread over this long, not all in the same millisecond. */
const RAMP_MS = 5_000;
const RSS_SAMPLE_MS = 2_000;
const REGISTER_CONCURRENCY = 32;

const envSchema = z.object({
  DATABASE_URL: z.string().trim().optional(),
  TEST_DATABASE_URL: z.string().trim().optional(),
});

export interface SoakOptions {
  players: number;
  minutes: number;
}

/** `--players=N --minutes=M` (defaults: the full soak). */
export function parseSoakArgs(args: readonly string[]): SoakOptions {
  const flag = (name: string) =>
    args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  return z
    .object({
      players: z.coerce.number().int().min(1).default(FULL_SOAK.players),
      minutes: z.coerce.number().positive().default(FULL_SOAK.minutes),
    })
    .parse({ players: flag('players'), minutes: flag('minutes') });
}

/**
 * Runs the soak against the real app in this process, on a fresh Postgres database when
 * `databaseUrl` is given (else PGlite), and answers what the run measured.
 */
export async function runSoak(
  databaseUrl: string | undefined,
  options: SoakOptions,
): Promise<SoakOutcome> {
  const server = await startBenchServer(databaseUrl, {
    extraGamesPerStarter: 0,
    // Creations must not run out of prompts for the day.
    env: { DAILY_PROMPTS_GUEST: '10000', DAILY_PROMPTS_SOCIAL: '10000' },
  });
  try {
    const client = createSoakClient(server.origin);
    const socialCount = Math.floor(options.players / SOCIAL_EVERY);
    const guests = await mapConcurrently(
      Array.from({ length: options.players - socialCount }),
      REGISTER_CONCURRENCY,
      () => registerGuest(client),
    );
    const players = [...guests, ...(await mintSocialPlayers(server.database, socialCount))];
    const ledger = createLedger();
    const memory = sampleMemory(RSS_SAMPLE_MS);
    const deadline = performance.now() + options.minutes * 60_000;
    await Promise.all(
      players.map(async (player, index) => {
        await sleep((index / players.length) * RAMP_MS);
        await runPlayer(client, player, deadline, ledger);
      }),
    );
    const samples = memory.stop();
    return {
      tally: client.tally,
      ledger,
      recount: await recount(server.database),
      memory: lastHalfGrowth(samples),
    };
  } finally {
    await server.close();
  }
}

/** `npm run bench -- soak [--players=N] [--minutes=M]`: prints the tables; answers goals missed. */
export async function runSoakBench(args: readonly string[]): Promise<string[]> {
  const options = parseSoakArgs(args);
  const env = envSchema.parse(process.env);
  const adminUrl = env.DATABASE_URL || env.TEST_DATABASE_URL || undefined;
  let postgres: BenchPostgres | undefined;
  try {
    if (adminUrl) postgres = await createBenchPostgres(adminUrl);
    const label = postgres ? 'Postgres' : 'PGlite';
    console.log(`Soak: ${options.players} players for ${options.minutes} min on ${label}…`);
    const outcome = await runSoak(postgres?.url, options);
    return reportSoak(
      `${label}: ${options.players} players × ${options.minutes} min (RSS of this process: server and players)`,
      outcome,
    );
  } finally {
    await postgres?.drop();
  }
}
