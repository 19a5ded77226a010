// `npm test`: every check the project has, in the order that fails fastest.
// Postgres: set TEST_DATABASE_URL to also run the data layer on Postgres (required when CI=true).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureDependencies, run, runConcurrently } from './lib.mjs';

/** What the end-to-end tests drive, from Debian: the package and a file it installs. */
const E2E_PACKAGES = [
  { name: 'chromium', file: '/usr/bin/chromium' },
  { name: 'firefox-esr', file: '/usr/bin/firefox-esr' },
  { name: 'webkit2gtk-driver', file: '/usr/bin/WebKitWebDriver' },
  { name: 'xvfb', file: '/usr/bin/Xvfb' },
];

/** Installs the missing browsers in one apt-get run when root on Debian, else says what to do. */
function ensureBrowsers() {
  const missing = E2E_PACKAGES.filter(({ file }) => !existsSync(file)).map(({ name }) => name);
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    console.error(
      `✖ End-to-end tests need Debian's ${missing.join(', ')}.\n` +
        `  Install them with: sudo apt-get install -y ${missing.join(' ')}`,
    );
    process.exit(1);
  }
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', ...missing], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** The oldest Node LTS line still supported upstream; older ones are end of life. */
const OLDEST_SUPPORTED_NODE = 22;
/** The LTS line the server and e2e suites run on when this machine's Node is end of life. */
const CURRENT_LTS_NODE = 24;

/**
 * Every Vitest project under this machine's Node when it is a supported LTS line. On an
 * end-of-life Node, the server and e2e projects (what ships, and what drives it) run under
 * Node 24 LTS from the npm registry's `node` package instead (not twice: CI has 2 cores and
 * 30 minutes), and the rest under the machine's Node.
 */
function runVitest() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= OLDEST_SUPPORTED_NODE) return run('npx', ['vitest', 'run']);
  const onLts = ['server', 'e2e'].flatMap((name) => ['--project', name]);
  const onMachine = ['contracts', 'generator', 'runtime', 'web', 'bench'].flatMap((name) => [
    '--project',
    name,
  ]);
  run('npx', ['vitest', 'run', ...onMachine]);
  const vitest = 'node_modules/vitest/vitest.mjs';
  const node = `node@${CURRENT_LTS_NODE}`;
  run('npx', ['-y', '-p', node, '--', 'node', vitest, 'run', ...onLts]);
}

if (process.env.CI === 'true' && !process.env.TEST_DATABASE_URL) {
  console.error('✖ CI=true requires TEST_DATABASE_URL (the Postgres run is not optional in CI).');
  process.exit(1);
}

ensureDependencies();
ensureBrowsers();
// The static checks and the build need nothing of each other: together they keep both cores busy.
await runConcurrently([
  ['npm', ['run', 'typecheck']],
  ['npm', ['run', 'lint']],
  ['npm', ['run', 'format:check']],
  ['npm', ['run', 'build']],
]);
runVitest();
