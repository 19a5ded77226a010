import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort } from '@promptplay/server/freePort';

const repoRoot = new URL('../../', import.meta.url).pathname;

/** What ships: the compiled server (`npm run build`); its TypeScript when not built. */
export const SERVER_ENTRY_ARGS = existsSync(join(repoRoot, 'apps/server/dist/main.js'))
  ? ['apps/server/dist/main.js']
  : ['--import', 'tsx', 'apps/server/src/main.ts'];

export interface RunningServer {
  baseUrl: string;
  /** The server's process (tests that signal it, e.g. SIGTERM). */
  process: ChildProcess;
  /** What it has written to stdout and stderr so far. */
  output(): string;
  stop(): Promise<void>;
}

async function waitForHealthy(baseUrl: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/game-feeds/latest?pageSize=1`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server at ${baseUrl} did not become healthy in ${timeoutMs} ms`);
}

/**
 * Starts the real server (the compiled entry point `npm start` uses) on a free port with a fresh
 * embedded database, so each e2e run begins from a new install with the starter catalogue.
 * `env` adds or overrides configuration (ADMIN_EMAILS, ADS_ENABLED...).
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await findFreePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'promptplay-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn('node', SERVER_ENTRY_ARGS, {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: baseUrl,
      // Every browser of the run registers and plays from 127.0.0.1: no abuse limits here.
      RATE_LIMITS: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await waitForHealthy(baseUrl, child, 120_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output.slice(-4000)}`);
  }
  return {
    baseUrl,
    process: child,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
