import { describe, expect, it } from 'vitest';
import { EARLY_TAPS_KEY } from './earlyTaps.js';
import { START_CAP_MS, startAppAfterFirstPaint } from './startAfterFirstPaintPlugin.js';

/** index.html as Vite writes it for a build. */
const BUILT_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Promptplay</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="modulepreload" crossorigin href="/assets/router-ghi.js">
    <link rel="stylesheet" crossorigin href="/assets/index-jkl.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('the build starts the app after its first painted frame', () => {
  it('takes the entry script and its preloads out of the head, keeping the stylesheet', () => {
    const html = startAppAfterFirstPaint(BUILT_HTML);
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-jkl.css">');
  });

  it('starts them from one inline script after the markup, at the end of the body', () => {
    const html = startAppAfterFirstPaint(BUILT_HTML);
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const boot = scripts[0]![1]!;
    expect(boot).toContain(
      `("/assets/index-abc.js",["/assets/react-def.js","/assets/router-ghi.js"],"${EARLY_TAPS_KEY}",${START_CAP_MS},"root")`,
    );
    expect(html.indexOf('<div id="root"></div>')).toBeLessThan(html.indexOf('<script>'));
    expect(html.trimEnd()).toMatch(/<\/script>\s*<\/body>\s*<\/html>$/);
  });

  it('fails the build when the page holds no module script (the app would never start)', () => {
    const withoutEntry = BUILT_HTML.replace(/<script[^>]*><\/script>/, '');
    expect(() => startAppAfterFirstPaint(withoutEntry)).toThrow(/one module script, found 0/);
  });
});
