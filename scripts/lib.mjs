// Small helpers shared by the start and test scripts (plain Node, no dependencies).
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

export const root = new URL('..', import.meta.url).pathname;

/** Runs a command in the repository root, streaming output; exits the script on failure. */
export function run(command, args, options = {}) {
  const started = Date.now();
  console.log(`\n▶ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`✖ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${command} ${args.join(' ')} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/** Installs npm packages when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  const marker = `${root}node_modules/.package-lock.json`;
  const lock = `${root}package-lock.json`;
  const isStale =
    !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs);
  if (isStale) run('npm', existsSync(lock) ? ['ci'] : ['install']);
}
