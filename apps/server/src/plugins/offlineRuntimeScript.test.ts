import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createOfflineRuntimeScriptReader,
  OFFLINE_RUNTIME_SCRIPT,
} from './offlineRuntimeScript.js';
import { appHtmlHeaders, NO_STORAGE_ORIGINS } from './securityHeaders.js';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

const dirs: string[] = [];
function runtimeDist(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'runtime-dist-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the offline runtime page in the SPA policy', () => {
  it("admits exactly the built runtime's inline script, by its SHA-256, for scripts only", () => {
    const code = 'console.log("runtime");\n';
    const source = createOfflineRuntimeScriptReader(
      runtimeDist({ [OFFLINE_RUNTIME_SCRIPT]: code }),
    )();
    expect(source).toBe(`'sha256-${sha256(code)}'`);

    const csp = appHtmlHeaders(NO_STORAGE_ORIGINS, null, null, null, source)[
      'content-security-policy'
    ]!;
    const directives = csp.split('; ');
    expect(directives).toContain(`script-src 'self' ${source}`);
    expect(directives.filter((directive) => directive.includes('sha256-'))).toHaveLength(1);
    expect(csp).not.toMatch(/script-src[^;]*(unsafe-inline|unsafe-eval|blob:|data:)/);
    // Its loader reads the pictures the page hands it from blob: URLs, as on its own page.
    expect(directives).toContain("connect-src 'self' data: blob:");
    const online = appHtmlHeaders(NO_STORAGE_ORIGINS, null, null, null, null)[
      'content-security-policy'
    ]!;
    expect(online.split('; ')).toContain("connect-src 'self'");
  });

  it('follows a runtime rebuild, and admits nothing while the runtime is not built', () => {
    const dir = runtimeDist({});
    const read = createOfflineRuntimeScriptReader(dir);
    expect(read()).toBeNull();
    const path = join(dir, OFFLINE_RUNTIME_SCRIPT);
    writeFileSync(path, 'first();');
    utimesSync(path, 1_000, 1_000);
    expect(read()).toBe(`'sha256-${sha256('first();')}'`);
    writeFileSync(path, 'second();');
    utimesSync(path, 2_000, 2_000);
    expect(read()).toBe(`'sha256-${sha256('second();')}'`);
  });
});
