// Small helpers shared by the start and test scripts (plain Node, no dependencies).
import { spawn, spawnSync } from 'node:child_process';
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

/**
 * Runs independent commands at the same time (each is mostly one thread; CI has two cores) and
 * prints each one's output in one block as it ends; exits the script once all have ended if any
 * failed.
 */
export async function runConcurrently(commands) {
  const started = Date.now();
  console.log(
    `\n▶ at once: ${commands.map(([command, args]) => `${command} ${args.join(' ')}`).join(' | ')}`,
  );
  const results = await Promise.all(
    commands.map(
      ([command, args]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (code, signal) => {
            const name = `${command} ${args.join(' ')}`;
            const seconds = ((Date.now() - started) / 1000).toFixed(1);
            process.stdout.write(`\n── ${name} ──\n${Buffer.concat(output).toString()}`);
            if (code === 0) console.log(`✔ ${name} (${seconds} s)`);
            else console.error(`✖ ${name} failed (exit ${code ?? signal})`);
            resolve(code === 0);
          });
        }),
    ),
  );
  if (results.includes(false)) process.exit(1);
}

/** Installs npm packages when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  const marker = `${root}node_modules/.package-lock.json`;
  const lock = `${root}package-lock.json`;
  const isStale =
    !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs);
  if (isStale) run('npm', existsSync(lock) ? ['ci'] : ['install']);
}
