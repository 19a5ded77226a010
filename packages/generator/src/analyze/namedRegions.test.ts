import { describe, expect, it } from 'vitest';
import { analyzePrompt } from './analyzePrompt.js';
import { storyPlaceOf } from './storyPlace.js';

const storyPlace = (prompt: string): string => storyPlaceOf(analyzePrompt(prompt, 3).setting);

describe('a city, country or world named after the main place stays in the story', () => {
  it.each([
    ['A bunny grows lettuce on a rooftop garden in New York', 'the rooftop garden in New York'],
    ['A chef cooks in a tiny restaurant in Paris', 'the tiny restaurant in Paris'],
    ['A knight explores a castle in Scotland', 'the castle in Scotland'],
    ['A girl skates on a frozen lake in Canada', 'the frozen lake in Canada'],
    ['A frog hops through a swamp in Louisiana', 'the swamp in Louisiana'],
    ['A raccoon sneaks through a subway station in New York', 'the subway station in New York'],
    ['A little astronaut explores a crystal cave on the moon', 'the crystal cave on the moon'],
    ['A robot bakes cookies in a kitchen on Mars', 'the kitchen on Mars'],
    ['A cat runs through a kitchen on a spaceship', 'the kitchen on the spaceship'],
  ])('%s', (prompt, place) => {
    expect(storyPlace(prompt)).toBe(place);
  });

  it('joins no two places one travels between, and names space with no article', () => {
    expect(storyPlace('A pigeon flies from Paris to London')).not.toMatch(/Paris in London/);
    expect(storyPlace('An astronaut blasts asteroids in space')).toBe('space');
  });
});
