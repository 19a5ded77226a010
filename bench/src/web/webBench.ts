// `npm run bench -- web` (issue 10 "Speed bench"): Lighthouse's mobile profile on `/` and
// `/shared/{id}` of a fresh production build, median of 3, against the goals.
// `--no-build` measures the build already in apps/web/dist and packages/runtime/dist.
import { spawnSync } from 'node:child_process';
import { REPO_ROOT } from '@promptplay/server';
import { startBenchServer } from '../benchServer.js';
import { installabilityErrors } from './installability.js';
import { launchLighthouseChrome, medianMetrics, type FirstViewMetrics } from './lighthouseRuns.js';
import { missedFirstViewGoals, printFirstViewTable } from './webReport.js';

const RUNS = 3;
/** Screenshot tiers render in the background after start-up; the first view should use them. */
const TIERS_TIMEOUT_MS = 180_000;

function buildApp(): void {
  console.log('npm run build…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`npm run build exited with ${build.status}`);
}

/** Waits until the first feed page's screenshots have their tiers (or gives up, saying so). */
async function waitForScreenshotTiers(origin: string): Promise<void> {
  const deadline = Date.now() + TIERS_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const response = await fetch(`${origin}/api/game-feeds/latest`);
    const page = (await response.json()) as { items: { screenshotTiers?: unknown[] }[] };
    if (page.items.every((item) => (item.screenshotTiers?.length ?? 0) > 0)) return;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  console.warn('screenshot tiers not rendered yet: measuring with the original screenshots');
}

async function medianOf(measure: () => Promise<FirstViewMetrics>): Promise<FirstViewMetrics> {
  const runs: FirstViewMetrics[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await measure());
  return medianMetrics(runs);
}

export async function runWebBench(args: readonly string[]): Promise<string[]> {
  if (!args.includes('--no-build')) buildApp();
  const server = await startBenchServer(undefined, { extraGamesPerStarter: 0, mediaTiers: true });
  const chrome = await launchLighthouseChrome();
  try {
    await waitForScreenshotTiers(server.origin);
    const homeUrl = `${server.origin}/`;
    const sharedUrl = `${server.origin}/shared/${server.sampleGameId}`;
    console.log(`Lighthouse (mobile, simulated Slow 4G, 4× CPU), median of ${RUNS}…`);
    const home = await medianOf(() => chrome.measure(homeUrl));
    const shared = await medianOf(() => chrome.measure(sharedUrl));
    const installErrors = await installabilityErrors(chrome.port, homeUrl);
    printFirstViewTable(home, shared);
    console.log(
      `installable (Chromium's checks): ${installErrors.length === 0 ? 'yes' : installErrors.join(', ')}`,
    );
    return [
      ...missedFirstViewGoals(home, shared),
      ...installErrors.map((error) => `not installable: ${error}`),
    ];
  } finally {
    await chrome.close();
    await server.close();
  }
}
