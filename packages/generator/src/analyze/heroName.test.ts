import { describe, expect, it } from 'vitest';
import { impliedHeroName } from './heroName.js';

describe('impliedHeroName', () => {
  it('gives a role a first name that sounds like it', () => {
    expect(impliedHeroName('driver', () => false)).toBe('Dot the Driver');
    expect(impliedHeroName('gardener', () => false)).toBe('Gus the Gardener');
    expect(impliedHeroName('office worker', () => false)).toBe('Olive the Office Worker');
  });

  it('keeps a role that is a name already', () => {
    expect(impliedHeroName('santa', () => false)).toBe('Santa');
  });

  it('skips a first name the prompt must not give', () => {
    expect(impliedHeroName('builder', (name) => name === 'bea')).toBe('Bo the Builder');
  });
});
