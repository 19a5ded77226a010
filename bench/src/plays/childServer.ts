import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { childMessageSchema, type ParentMessage } from './playsServerMessages.js';

export interface PlaysServer {
  origin: string;
  /** The server clock now (ms). */
  nowMs(): number;
  /** Moves the server clock forward. */
  advance(ms: number): Promise<void>;
  /** kill -9: no shutdown, connections cut mid-request. */
  killHard(): Promise<void>;
  close(): Promise<void>;
}

const SERVER_ENTRY = fileURLToPath(new URL('./playsServer.ts', import.meta.url));

/**
 * `BENCH_CPU_PROF_DIR=<folder>`: each server process writes a V8 CPU profile there when it
 * exits normally (open in Chrome DevTools or speedscope); a killed one writes none.
 */
const profileDir = z.string().trim().min(1).optional().parse(process.env.BENCH_CPU_PROF_DIR);
const profileArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** Starts the real server in a child process (see playsServer.ts) and waits until it listens. */
export async function startPlaysServer(
  databaseUrl: string,
  dataDir: string,
  startMs: number,
): Promise<PlaysServer> {
  const child = fork(SERVER_ENTRY, [databaseUrl, dataDir, String(startMs)], {
    execArgv: ['--import', 'tsx', ...profileArgs],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let nowMs = startMs;
  const waiters: ((message: unknown) => void)[] = [];
  child.on('message', (raw) => waiters.shift()?.(raw));
  const nextMessage = () =>
    new Promise<ReturnType<typeof childMessageSchema.parse>>((resolve, reject) => {
      const onExit = () => reject(new Error('The plays bench server exited'));
      child.once('exit', onExit);
      waiters.push((raw) => {
        child.off('exit', onExit);
        resolve(childMessageSchema.parse(raw));
      });
    });

  const listening = await nextMessage();
  if (listening.kind !== 'listening') throw new Error('The plays bench server did not listen');
  return {
    origin: listening.origin,
    nowMs: () => nowMs,
    async advance(ms) {
      const answer = nextMessage();
      child.send({ advanceMs: ms } satisfies ParentMessage);
      const advanced = await answer;
      if (advanced.kind === 'advanced') nowMs = advanced.nowMs;
    },
    async killHard() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async close() {
      if (child.connected) child.disconnect();
      await exited(child);
    },
  };
}
