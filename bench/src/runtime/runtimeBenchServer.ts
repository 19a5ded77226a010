import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildGame, seedFromString, STARTER_PROMPTS } from '@promptplay/generator';
import { createPromptplayServer, loadConfig } from '@promptplay/server';

export interface RuntimeBenchServer {
  origin: string;
  /** Where the server reads the runtime build from. */
  runtimeDistDir: string;
  close(): Promise<void>;
}

/**
 * Starts the real app on PGlite in a temp folder (migrations, starter catalogue built by the
 * generator), serving a copy of the runtime build taken now. Fails when the runtime is not built.
 */
export async function startRuntimeBenchServer(
  /** A runtime build to measure instead of the repository's (a copy of an earlier build). */
  runtimeDistOverride?: string,
): Promise<RuntimeBenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'promptplay-runtime-bench-'));
  const defaults = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    PORT: '0',
    // The tap-to-frame measure plays as a guest through the app: no ad before the play, and no
    // screenshot tiers rendering beside it.
    ADS_ENABLED: 'false',
    MEDIA_TIERS: 'false',
    // The bench drives thousands of calls from one address: the abuse limits would refuse them.
    RATE_LIMITS: 'off',
  });
  if (!existsSync(join(defaults.runtimeDistDir, '.vite', 'manifest.json'))) {
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(
      `The runtime is not built in ${defaults.runtimeDistDir}: run \`npm run build\``,
    );
  }
  // A snapshot of the build: a rebuild during the run must not change what is measured.
  const runtimeDistDir = join(dataDir, 'runtime-dist');
  cpSync(runtimeDistOverride ?? defaults.runtimeDistDir, runtimeDistDir, { recursive: true });
  const config = { ...defaults, runtimeDistDir };
  const server = await createPromptplayServer({
    config,
    starterCatalogue: { prompts: STARTER_PROMPTS, buildGame, seedFromString },
  });
  const origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    origin,
    runtimeDistDir,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
