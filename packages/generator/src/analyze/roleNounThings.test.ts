import { describe, expect, it } from 'vitest';
import { analyzePrompt } from './analyzePrompt.js';

describe('a thing named with a role word is that thing', () => {
  it.each([
    ['A kitchen sponge hero scrubs through the bakery, collecting cupcakes', 'sponge'],
    ['A pencil hero collects erasers in a classroom', 'pencil'],
    ['A brave toaster hero jumps across a kitchen counter', 'toaster'],
    ['A pizza mascot dances in a mall', 'pizza'],
  ])('"%s": the hero is drawn as the %s, not a person', (prompt, thing) => {
    const { hero } = analyzePrompt(prompt, 7);
    expect(hero.sprite?.label).toContain(thing);
    expect(hero.name.toLowerCase()).toContain(thing);
    expect(hero.name.toLowerCase()).not.toContain('hero');
  });

  it('a role word alone, or after a place, stays a person', () => {
    expect(analyzePrompt('A hero runs through a forest', 7).hero).toMatchObject({
      name: 'Hero',
      look: { body: 'humanoid' },
    });
    expect(analyzePrompt('A jungle hero swings on vines', 7).hero.sprite ?? null).toBeNull();
  });

  it('a machine whose name ends in a person word is the machine ("a vacuum cleaner")', () => {
    const { enemy } = analyzePrompt('A sock puppet fights a vacuum cleaner in a laundry room', 7);
    expect(enemy.sprite?.label).toBe('vacuum cleaner');
    const { hero } = analyzePrompt('A window cleaner slaps a pigeon on a skyscraper', 7);
    expect(hero.sprite ?? null).toBeNull();
    expect(hero.look.body).toBe('humanoid');
  });
});
