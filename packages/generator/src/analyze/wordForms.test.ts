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
    // A compound the tagger does not know: its tail's own singular.
    ['werewolves', 'werewolf'],
    ['bookshelves', 'bookshelf'],
    ['housewives', 'housewife'],
    ['olives', 'olive'],
    ['gloves', 'glove'],
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
    // A noun the tagger takes for a verb still takes its plural; an uncountable one none.
    ['pizza slice', 'pizza slices'],
    ['turbo cheese', 'turbo cheese'],
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

  it.each([
    ['An eagle soars over a Scottish castle at dawn', 'Scottish'],
    ['A grandma bakes pies in a Dutch village', 'Dutch'],
    ['A knight climbs an Irish castle in the rain', 'Irish'],
    ['Race camels through a Moroccan market', 'Moroccan'],
  ])("keeps the capital of a people's word: %s", (prompt, people) => {
    expect(storyPlaceOf(analyzePrompt(prompt, 1).setting)).toContain(people);
  });
});
