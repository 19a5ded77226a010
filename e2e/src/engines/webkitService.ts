import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { findFreePort } from '@promptplay/server/freePort';

export const WEBKIT_DRIVER_PATH = '/usr/bin/WebKitWebDriver';
export const XVFB_PATH = '/usr/bin/Xvfb';

/**
 * GTK styles for MiniBrowser's own toolbar (never the page): its widgets make the window at
 * least 447 px wide, wider than the phone. Shrunk, the window fits 390 CSS px; the toolbar's
 * remaining height is added to the window so the page still gets 844.
 */
const NARROW_TOOLBAR_CSS =
  '* { min-width: 0; min-height: 0; margin: 0; padding: 0; border-width: 0; font-size: 1px; }\n';

/** A private X display and WebKitWebDriver listening on a free local port. */
export interface WebkitService {
  url: string;
  stop(): Promise<void>;
}

/** Xvfb picks a free display itself and writes its number to fd 3 (-displayfd). */
async function startXvfb(): Promise<{ process: ChildProcess; display: string }> {
  const xvfb = spawn(
    XVFB_PATH,
    ['-displayfd', '3', '-screen', '0', '1024x2048x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let log = '';
  xvfb.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const display = await new Promise<string>((resolve, reject) => {
    (xvfb.stdio[3] as Readable).once('data', (chunk: Buffer) =>
      resolve(`:${chunk.toString().trim()}`),
    );
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}: ${log.slice(-2000)}`)));
  });
  return { process: xvfb, display };
}

async function waitUntilListening(url: string, driver: ChildProcess, output: () => string) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not start at ${url}\n${output().slice(-2000)}`);
}

/** Ends a process started with `detached: true` and every process it started. */
function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return Promise.resolve();
  }
  const timeout = setTimeout(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  }, 3_000);
  return exited.finally(() => clearTimeout(timeout));
}

/**
 * Starts Xvfb and WebKitWebDriver on it. The driver starts Debian's MiniBrowser for each
 * session; GDK_SCALE=2 gives the page a device ratio of 2, like the other engines' phone.
 */
export async function startWebkitService(): Promise<WebkitService> {
  const home = mkdtempSync(join(tmpdir(), 'promptplay-webkit-'));
  mkdirSync(join(home, 'gtk-3.0'));
  writeFileSync(join(home, 'gtk-3.0', 'gtk.css'), NARROW_TOOLBAR_CSS);
  const xvfb = await startXvfb();
  const port = await findFreePort();
  const driver = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], {
    env: {
      ...process.env,
      DISPLAY: xvfb.display,
      GDK_BACKEND: 'x11',
      GDK_SCALE: '2',
      XDG_CONFIG_HOME: home,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  driver.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  driver.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopGroup(driver);
    await stopGroup(xvfb.process);
    rmSync(home, { recursive: true, force: true });
  };
  try {
    await waitUntilListening(url, driver, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
