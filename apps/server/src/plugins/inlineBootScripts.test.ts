import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createInlineBootScriptsReader, inlineScriptSources } from './inlineBootScripts.js';
import { appHtmlHeaders, NO_STORAGE_ORIGINS } from './securityHeaders.js';

const source = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the page's inline boot script in the SPA policy", () => {
  it('admits each script the page runs inline by its SHA-256, and no data block or file', () => {
    const boot = '(function(){start()})("/assets/index.js",[])';
    const html = `<head><script type="module" src="/assets/x.js"></script></head><body>
      <script type="application/json" id="first-view-state">{"a":1}</script>
      <script>${boot}</script><script type="module">go()</script></body>`;
    expect(inlineScriptSources(html)).toEqual([source(boot), source('go()')]);

    const csp = appHtmlHeaders(NO_STORAGE_ORIGINS, null, null, null, null, [source(boot)])[
      'content-security-policy'
    ]!;
    expect(csp.split('; ')).toContain(`script-src 'self' ${source(boot)}`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('follows a rebuild of index.html, and admits nothing while the app is not built', () => {
    const dir = mkdtempSync(join(tmpdir(), 'web-dist-'));
    dirs.push(dir);
    const path = join(dir, 'index.html');
    const read = createInlineBootScriptsReader(path);
    expect(read()).toEqual([]);
    writeFileSync(path, '<script>first()</script>');
    utimesSync(path, 1_000, 1_000);
    expect(read()).toEqual([source('first()')]);
    writeFileSync(path, '<script>second()</script>');
    utimesSync(path, 2_000, 2_000);
    expect(read()).toEqual([source('second()')]);
  });
});
