import { describe, expect, it } from 'vitest';
import page from '../index.html?raw';

/** Declarations per selector in the page's `<style>`, e.g. `{ 'html': { 'touch-action': 'none' } }`. */
function readRules(html: string): Map<string, Map<string, string>> {
  const css = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)]
    .map((match) => match[1] ?? '')
    .join('\n')
    .replace(/\/\*[\s\S]*?\*\//g, '');
  const rules = new Map<string, Map<string, string>>();
  for (const [, selectors = '', body = ''] of css.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    for (const selector of selectors.split(',').map((each) => each.trim())) {
      const declarations = rules.get(selector) ?? new Map<string, string>();
      for (const declaration of body.split(';')) {
        const [property, value] = declaration.split(':').map((part) => part.trim());
        if (property && value) declarations.set(property, value);
      }
      rules.set(selector, declarations);
    }
  }
  return rules;
}

describe('the runtime page on a phone', () => {
  const rules = readRules(page);

  it.each(['html', 'body', '#game', '#game canvas'])(
    'gives every touch on %s to the game (no double-tap zoom, pinch or panning)',
    (selector) => {
      expect(rules.get(selector)?.get('touch-action')).toBe('none');
    },
  );

  it.each(['html', 'body', '#game'])('never lets %s pull to refresh or overscroll', (selector) => {
    expect(rules.get(selector)?.get('overscroll-behavior')).toBe('none');
  });

  it('fills the screen under the notch and keeps the page at its scale', () => {
    const viewport = /<meta\s+name="viewport"\s+content="([^"]*)"/.exec(page)?.[1] ?? '';
    expect(viewport).toContain('viewport-fit=cover');
    expect(viewport).toContain('user-scalable=no');
  });
});
