import { describe, expect, it } from 'vitest';
import { heroInText } from './storyWords.js';

describe('how a story calls the hero', () => {
  it.each([
    [{ name: 'Window Cleaner', phrase: 'window cleaner' }, 'the window cleaner'],
    [{ name: 'Lighthouse Keeper', phrase: 'a lighthouse keeper' }, 'the lighthouse keeper'],
    [{ name: 'Penguin', phrase: 'penguin' }, 'the penguin'],
    [{ name: 'Dot the Driver', phrase: 'driver' }, 'Dot the Driver'],
    [{ name: 'Santa Claus', phrase: 'santa claus' }, 'Santa Claus'],
    [{ name: 'Grandma', phrase: 'grandma' }, 'Grandma'],
    [{ name: 'Captain Fluff', phrase: 'cat' }, 'Captain Fluff'],
  ])('%o reads "%s"', (hero, expected) => {
    expect(heroInText(hero)).toBe(expected);
  });
});
