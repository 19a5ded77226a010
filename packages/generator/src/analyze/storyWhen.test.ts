import { describe, expect, it } from 'vitest';
import { analyzePrompt } from './analyzePrompt.js';
import { atmosphereOf } from './atmosphere.js';
import { inStoryPlace, storyPlaceWhenOf } from './storyPlace.js';
import { storyWhenOf } from './storyWhen.js';
import type { Atmosphere } from './types.js';
import { titlePlaceOf } from '../world/title.js';

/** The place as a story first names it, with its time and weather. */
const storyPlace = (prompt: string): string => storyPlaceWhenOf(analyzePrompt(prompt, 3));

describe('the time and weather a story tells', () => {
  it('keeps the words the player used, opened by their preposition', () => {
    expect(atmosphereOf('A frog hops through a foggy swamp at dawn').phrases).toEqual(['at dawn']);
    expect(atmosphereOf('A fox runs through the forest after the rain').phrases).toEqual([
      'after the rain',
    ]);
    expect(atmosphereOf('A ghost floats through a castle under a full moon').phrases).toEqual([
      'under a full moon',
    ]);
    expect(
      atmosphereOf('a paper airplane flying through a thunderstorm over Paris').phrases,
    ).toEqual(['in a thunderstorm']);
    expect(atmosphereOf('A raccoon collects candy in a park on Halloween night').phrases).toEqual([
      'on Halloween night',
    ]);
  });

  it('reads no time or weather into things and places ("rain forest", "meteors fall")', () => {
    for (const prompt of [
      'A monkey swings through the rain forest',
      'A little dinosaur escapes a volcano while meteors fall',
      'A knight in a dark castle',
      'A penguin shakes a snow globe',
      'An astronaut bunny bounces across the moon',
    ])
      expect(atmosphereOf(prompt).phrases, prompt).toBeUndefined();
  });

  it('follows the place with when it happens, in every kind of prompt', () => {
    expect(storyPlace('A frog hops through a foggy swamp at dawn')).toBe('the foggy swamp at dawn');
    expect(storyPlace('A pirate duels a skeleton on a ship during a storm')).toMatch(
      /ship during a storm$/,
    );
    expect(storyPlace('A squirrel collects acorns in a park in the fall')).toBe(
      'the park in the fall',
    );
    expect(storyPlace('A boxer fights a bear in the snow at noon')).toMatch(/at noon$/);
    expect(storyPlace('Splat flies in a kitchen in December')).toBe('the kitchen in December');
  });

  it('never says what the place already says, and says more when the prompt does', () => {
    expect(storyPlace('A knight in a dark castle')).toBe('the dark castle');
    expect(storyPlace('A fox explorer runs through a foggy swamp dodging crocodiles')).toBe(
      'the foggy swamp',
    );
    expect(storyPlace('A bat flies through a misty forest in the fog')).toBe('the misty forest');
    expect(storyPlace('A penguin slides down snowy mountains during a blizzard')).toBe(
      'the snowy mountains during a blizzard',
    );
    expect(storyPlace('A dog walks in a park')).toBe('the park');
  });

  it("writes the game's own words when the prompt's are not a phrase, or no longer fit", () => {
    const stormyNight = { timeOfDay: 'night', weather: 'storm', mood: 'plain' } as const;
    expect(storyWhenOf(stormyNight, 'the ship')).toBe('on a stormy night');
    expect(storyWhenOf({ ...stormyNight, weather: 'clear' }, 'the ship')).toBe('at night');
    expect(storyWhenOf({ ...stormyNight, timeOfDay: 'day' }, 'the ship')).toBe('in the storm');
    // A follow-up made it day: "at midnight" is no longer what the game shows.
    const madeDay: Atmosphere = {
      timeOfDay: 'day',
      weather: 'clear',
      mood: 'plain',
      phrases: ['at midnight'],
    };
    expect(storyWhenOf(madeDay, 'the museum')).toBe('');
  });

  it('stands on places one stands on, whatever follows them', () => {
    const rainyNight = { timeOfDay: 'night', weather: 'rain', mood: 'plain' } as const;
    expect(inStoryPlace('the beach', rainyNight)).toBe('on the beach on a rainy night');
    expect(inStoryPlace('the beach in Hawaii')).toBe('on the beach in Hawaii');
    expect(inStoryPlace('the castle wall')).toBe('on the castle wall');
  });
});

describe('the title says the weather or the time the place does not', () => {
  const titlePlace = (prompt: string): string => titlePlaceOf(analyzePrompt(prompt, 3));

  it.each([
    ['A pirate duels a skeleton on a ship during a storm', 'Stormy Ship'],
    ['A witch flies a broom over Paris at midnight', 'Midnight Paris'],
    ['A cowboy shoots tin cans in the desert at sunrise', 'Sunrise Desert'],
    ['A frog hops through a foggy swamp at dawn', 'Foggy Swamp'],
    ['A sloth climbs trees in a rainforest during a monsoon', 'Rainforest'],
    ['A cactus dances in the desert during a sandstorm', 'Dusty Desert'],
    ['A ghost haunts a spooky castle', 'Spooky Castle'],
  ])('%s: %s', (prompt, place) => {
    expect(titlePlace(prompt)).toBe(place);
  });
});
