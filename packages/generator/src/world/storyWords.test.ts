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
    // a plural role reads as one of them, a people's word keeps its capital
    [{ name: 'Robot Guard', phrase: 'robot guards' }, 'the robot guard'],
    [{ name: 'Space Marine', phrase: 'space marines' }, 'the space marine'],
    [{ name: 'Viking Warrior', phrase: 'viking warrior' }, 'the Viking warrior'],
    [{ name: 'Pirate Captain', phrase: 'brave pirate captain' }, 'the pirate captain'],
    // an own name the player typed is no role: no "the captain nova"
    [{ name: 'Captain Nova', phrase: 'captain nova' }, 'Captain Nova'],
  ])('%o reads "%s"', (hero, expected) => {
    expect(heroInText(hero)).toBe(expected);
  });
});
