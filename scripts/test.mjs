// `npm test`: every check the project has, in the order that fails fastest.
// Postgres: set TEST_DATABASE_URL to also run the data layer on Postgres (required when CI=true).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureDependencies, run } from './lib.mjs';

const CHROMIUM = '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    console.error(
      `✖ End-to-end tests need Debian's Chromium at ${CHROMIUM}.\n` +
        '  Install it with: sudo apt-get install -y chromium',
    );
    process.exit(1);
  }
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

if (process.env.CI === 'true' && !process.env.TEST_DATABASE_URL) {
  console.error('✖ CI=true requires TEST_DATABASE_URL (the Postgres run is not optional in CI).');
  process.exit(1);
}

ensureDependencies();
ensureChromium();
run('npm', ['run', 'typecheck']);
run('npm', ['run', 'lint']);
run('npm', ['run', 'format:check']);
run('npm', ['run', 'build']);
run('npx', ['vitest', 'run']);
