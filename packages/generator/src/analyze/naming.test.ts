import { describe, expect, it } from 'vitest';
import { analyzePrompt } from './analyzePrompt.js';
import { nameInText } from './naming.js';
import { storyPlaceOf } from './storyPlace.js';

describe('nameInText', () => {
  it('lowers common nouns the way a sentence writes them', () => {
    expect(nameInText('Royal Treasure')).toBe('royal treasure');
    expect(nameInText('Hot-Headed Giant Robot')).toBe('hot-headed giant robot');
    expect(nameInText('Angel')).toBe('angel');
    expect(nameInText('Phoenix')).toBe('phoenix');
  });

  it('keeps acronyms and hand-written capitals', () => {
    expect(nameInText('Giant UFO')).toBe('giant UFO');
    expect(nameInText('ufos')).toBe('UFOs');
    expect(nameInText('Dj Cat')).toBe('DJ cat');
    expect(nameInText('T-Rex')).toBe('T-Rex');
  });

  it('keeps proper place, landmark and people names capitalised', () => {
    expect(nameInText('Alaska')).toBe('Alaska');
    expect(nameInText('Eiffel Tower Flag')).toBe('Eiffel Tower flag');
    expect(nameInText('gobi desert')).toBe('Gobi Desert');
    expect(nameInText('French Fries')).toBe('French fries');
    expect(nameInText('Santa Hat')).toBe('Santa hat');
    expect(nameInText('Opera House')).toBe('opera house');
  });
});

describe('named lands and seas in stories', () => {
  const placeOf = (prompt: string) => storyPlaceOf(analyzePrompt(prompt, 1).setting);

  it('keeps the capitals of deserts, rivers, seas, ranges and canyons', () => {
    expect(placeOf('A camel crosses the gobi desert')).toBe('the Gobi Desert');
    expect(placeOf('A lizard runs across the sahara')).toBe('the Sahara');
    expect(placeOf('Ski down the alps')).toBe('the Alps');
    expect(placeOf('A jaguar prowls the amazon')).toBe('the Amazon');
    expect(placeOf('An eagle flies over the grand canyon')).toBe('the Grand Canyon');
    expect(placeOf('A turtle swims in the pacific ocean')).toBe('the Pacific Ocean');
    expect(placeOf('A crocodile swims up the nile river')).toBe('the Nile River');
    expect(placeOf('A yak climbs the himalayan foothills')).toBe('the Himalayan foothills');
  });

  it('writes the kind of place after a name as part of it, never after a people', () => {
    expect(nameInText('mojave desert')).toBe('Mojave Desert');
    expect(nameInText('mediterranean sea')).toBe('Mediterranean Sea');
    expect(nameInText('Swiss Mountains')).toBe('Swiss mountains');
    expect(nameInText('sandy desert')).toBe('sandy desert');
  });
});

describe('proper names of places keep their capitals and no article slips in', () => {
  const placeOf = (prompt: string) => storyPlaceOf(analyzePrompt(prompt, 1).setting);

  it.each([
    ['A roadrunner collects chili peppers in New Mexico', 'New Mexico'],
    ['A farmer grows corn in New Mexico', 'New Mexico'],
    ['A cowboy rides across South Texas', 'South Texas'],
    ['A moose skis in North Dakota', 'North Dakota'],
  ])('%s: "%s", never "the new …"', (prompt, name) => {
    expect(placeOf(prompt)).toBe(name);
  });

  it.each([
    ['Slap a pharaoh by the River Nile', 'the River Nile'],
    ['A cowboy rides through The Nile River', 'the Nile River'],
    ['A crocodile swims down the Nile River', 'the Nile River'],
  ])('%s: "%s", the river named once', (prompt, name) => {
    expect(placeOf(prompt)).toBe(name);
    expect(analyzePrompt(prompt, 1).setting.places).toEqual(['egypt', 'river']);
  });

  it('still says "a new city" of a city that is new', () => {
    expect(placeOf('A robot explores a new city')).toBe('the city');
  });
});

describe('things of two parts', () => {
  it('keep their plural name and are "a pair of", other plurals take no "a"', async () => {
    const { withArticle } = await import('../categorize/describeLook.js');
    expect(analyzePrompt('A barber slaps a customer with scissors', 2).weapon?.name).toBe(
      'Scissors',
    );
    expect(analyzePrompt('A cat wearing sunglasses and boots', 2).hero.name).not.toMatch(
      /Sunglass\b|Boot\b/,
    );
    expect(withArticle('skis')).toBe('a pair of skis');
    expect(withArticle('ice skates')).toBe('a pair of ice skates');
    expect(withArticle('shopping carts')).toBe('shopping carts');
    expect(withArticle('bus')).toBe('a bus');
    expect(withArticle('octopus')).toBe('an octopus');
  });
});
