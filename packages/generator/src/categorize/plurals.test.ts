import { describe, expect, it } from 'vitest';
import { pluralOfPhrase } from './plurals.js';

describe('pluralOfPhrase', () => {
  it.each([
    ['grumpy snowman', 'grumpy snowmen'],
    ['sewer rat', 'sewer rats'],
    ['goblin army', 'goblin armies'],
    ['angry rats', 'angry rats'],
    ['wobbly jellyfish', 'wobbly jellyfish'],
    ['evil broccoli', 'evil broccoli'],
    ['mice', 'mice'],
  ])('%s → %s', (phrase, plural) => {
    expect(pluralOfPhrase(phrase)).toBe(plural);
  });
});
