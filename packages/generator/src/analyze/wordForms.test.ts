import { describe, expect, it } from 'vitest';
import { pluralPhrase } from '../world/story.js';
import { singularOf } from './parsePhrases.js';
import { analyzePrompt } from './analyzePrompt.js';
import { inStoryPlace, storyPlaceOf } from './storyPlace.js';

// What a title or a story says of the things a player named: "Grandma's Rose Farm", never
// "Ros Farm"; "the grumpy snowmen", never "snowmans".
describe('word forms in titles and stories', () => {
  it.each([
    ['roses', 'rose'],
    ['cheeses', 'cheese'],
    ['coffees', 'coffee'],
    ['tomatoes', 'tomato'],
    ['volcanoes', 'volcano'],
    ['heroes', 'hero'],
    ['shoes', 'shoe'],
    ['horseshoes', 'horseshoe'],
    ['canoes', 'canoe'],
    ['toes', 'toe'],
    ['geese', 'goose'],
    ['leaves', 'leaf'],
  ])('the singular of %s is %s', (plural, singular) => {
    expect(singularOf(plural)).toBe(singular);
  });

  it.each([
    ['box', 'boxes'],
    ['grumpy snowman', 'grumpy snowmen'],
    ['angry fireman', 'angry firemen'],
    ['human', 'humans'],
    ['shaman', 'shamans'],
    ['tooth', 'teeth'],
    ['rubber duck', 'rubber ducks'],
    ['lotus flowers', 'lotus flowers'],
  ])('the plural of %s is %s', (singular, plural) => {
    expect(pluralPhrase(singular)).toBe(plural);
  });
});

describe('where a story happens', () => {
  it.each([
    ['the kitchen', 'in the kitchen'],
    ['Paris', 'in Paris'],
    ['the tropical island', 'on the tropical island'],
    ['Mars', 'on Mars'],
    ['the sunny beach', 'on the sunny beach'],
    ['the frozen lake', 'on the frozen lake'],
    ['the deep sea', 'in the deep sea'],
  ])('%s is told as "%s"', (place, told) => {
    expect(inStoryPlace(place)).toBe(told);
  });
});

describe('the place a story names', () => {
  it('says "the" once for a place whose name has it ("the bush")', () => {
    const place = storyPlaceOf(analyzePrompt('A kangaroo bounds across the bush', 1).setting);
    expect(place).not.toMatch(/\bthe the\b/i);
  });
});
