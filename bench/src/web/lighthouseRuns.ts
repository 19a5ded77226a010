import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Set to a folder to keep each run's full Lighthouse report (LCP element, request chains…). */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;

function keepReport(url: string, report: unknown): void {
  if (!REPORT_DIR) return;
  mkdirSync(REPORT_DIR, { recursive: true });
  const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
  writeFileSync(join(REPORT_DIR, name), JSON.stringify(report));
}

/** What one page load costs, as Lighthouse measures it. */
export interface FirstViewMetrics {
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** Scripts transferred during the load, as sent (compressed). */
  scriptBytes: number;
  totalBytes: number;
  score: number;
}

export interface LighthouseChrome {
  port: number;
  /** Lighthouse's default mobile run: a phone, simulated Slow 4G, 4× CPU slowdown. */
  measure(url: string): Promise<FirstViewMetrics>;
  close(): Promise<void>;
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

/** Debian's Chromium, headless, for Lighthouse (which resets storage before each run). */
export async function launchLighthouseChrome(): Promise<LighthouseChrome> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  return {
    port: chrome.port,
    async measure(url) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      keepReport(url, result.lhr);
      const { audits, categories } = result.lhr;
      const value = (id: string) => {
        const numeric = audits[id]?.numericValue;
        if (numeric === undefined) throw new Error(`Lighthouse has no ${id} for ${url}`);
        return numeric;
      };
      const details = audits['network-requests']?.details;
      const requests = (details && 'items' in details ? details.items : []) as NetworkRequest[];
      return {
        lcpMs: value('largest-contentful-paint'),
        fcpMs: value('first-contentful-paint'),
        tbtMs: value('total-blocking-time'),
        cls: value('cumulative-layout-shift'),
        scriptBytes: requests
          .filter((request) => request.resourceType === 'Script')
          .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
        totalBytes: value('total-byte-weight'),
        score: Math.round((categories.performance?.score ?? 0) * 100),
      };
    },
    close() {
      chrome.kill();
      return Promise.resolve();
    },
  };
}

/** The median of each measure over the runs (runs ≥ 1). */
export function medianMetrics(runs: readonly FirstViewMetrics[]): FirstViewMetrics {
  const median = (pick: (run: FirstViewMetrics) => number) => {
    const sorted = runs.map(pick).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  };
  return {
    lcpMs: median((run) => run.lcpMs),
    fcpMs: median((run) => run.fcpMs),
    tbtMs: median((run) => run.tbtMs),
    cls: median((run) => run.cls),
    scriptBytes: median((run) => run.scriptBytes),
    totalBytes: median((run) => run.totalBytes),
    score: median((run) => run.score),
  };
}
