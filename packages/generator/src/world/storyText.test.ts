import type { GameGenre } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { buildGame } from '../buildGame.js';
import { withArticle } from '../categorize/describeLook.js';
import { seedFromString } from '../random/seededRandom.js';
import { pluralPhrase } from './story.js';

/** Title and description of a game, the way the player first reads them. */
async function textOf(genre: GameGenre, prompt: string, seedText = prompt) {
  const game = await buildGame({
    gameId: 'story-text',
    prompt,
    genre,
    author: 'Reader',
    seed: seedFromString(seedText),
    createdAt: '2026-01-01T00:00:00.000Z',
    mediaBaseUrl: '/media/games/story-text/',
  });
  return { title: game.title, description: game.description };
}

/** The descriptions of one prompt under a few seeds, so every story template is read. */
async function descriptionsOf(genre: GameGenre, prompt: string): Promise<string[]> {
  const texts = await Promise.all(
    ['a', 'b', 'c', 'd'].map((seed) => textOf(genre, prompt, `${prompt}-${seed}`)),
  );
  return texts.map((text) => `${text.title} | ${text.description}`);
}

describe('story text reads as English about the prompt', () => {
  it('writes acronyms and proper names as English does, common nouns in lower case', async () => {
    expect((await textOf('AERIAL', 'A UFO flies over Alaska')).description).toMatch(
      /the UFO\b.*Alaska/,
    );
    expect((await textOf('FPS', 'Hunt T-Rexes in a jungle')).description).toContain('T-Rexes');
    const platformer = await textOf('PLATFORMER', 'A knight in a dark castle');
    expect(platformer.description).toContain('royal treasure');
    expect(platformer.description).not.toContain('Royal Treasure');
    for (const text of await descriptionsOf('RACING', 'A DJ races a UFO through Las Vegas')) {
      expect(text).not.toMatch(/\bufo\b|an UFO/);
    }
  });

  it('puts "a" or "an" by the sound of the word', () => {
    expect(withArticle('UFO')).toBe('a UFO');
    expect(withArticle('MRI scanner')).toBe('an MRI scanner');
    expect(withArticle('unicorn')).toBe('a unicorn');
    expect(withArticle('hour glass')).toBe('an hour glass');
    expect(withArticle('ambulance')).toBe('an ambulance');
  });

  it('lists three or more things with commas and "and"', async () => {
    const slap = await textOf('SLAPPER', 'A grandma slaps a rude pirate with a baguette in Paris');
    expect(slap.description).toContain(
      'with the baguette, the big baguette and the giant baguette',
    );
    const rain = await textOf('BRAINROT', 'A shark with sneakers dances in a supermarket');
    expect(rain.description).toMatch(/It is raining [a-z ,]+ and [a-z ]+ over the supermarket/);
  });

  it('puts the plural on the head noun of a name', async () => {
    expect(pluralPhrase('fuel can')).toBe('fuel cans');
    expect(pluralPhrase('pot of food')).toBe('pots of food');
    expect(pluralPhrase('candy corns')).toBe('candy corn');
    const splat = await textOf(
      'SPLATTER',
      'A grumpy cat paints naughty gnomes in a sunny backyard',
    );
    expect(splat.title).toMatch(/the Naughty Gnomes:/);
  });

  it('names the place in every title', async () => {
    const rain = await textOf('BRAINROT', 'A singing rock at Stonehenge');
    expect(rain.title).toMatch(/^Singing Rock: Stonehenge /);
  });

  it('never says a hilly place twice', async () => {
    for (const text of await descriptionsOf(
      'HILL_RACER',
      'Drive an ice cream truck over candy hills',
    )) {
      expect(text).not.toMatch(/Hills (Hill|Uphill)|hills of the candy hills/);
    }
    const road = 'A grandma drives a tuk-tuk up a mountain road in the rain';
    for (const text of await descriptionsOf('HILL_RACER', road)) {
      expect(text).not.toMatch(/road through the mountain road|hills of the mountain road/);
    }
  });

  it('gives mass nouns no plural "s"', async () => {
    const farm = await textOf('FARMING', 'A chicken grows corn on a rainy farm');
    expect(farm.description).toContain('full of corn ');
  });

  it('calls an unnamed bystander "the kid", not "Kid"', async () => {
    const splat = await textOf('SPLATTER', 'Squash bugs on a picnic blanket in the park');
    expect(splat.description).toMatch(/never splat the [a-z]+!/);
  });

  it('writes merge tiers in lower case inside sentences, in Title Case in the title', async () => {
    const merge = await textOf('MERGE', 'Merge kittens into a giant lion on a sunny savanna');
    expect(merge.title).toBe('Giant Lion Merge');
    expect(merge.description).toContain('the giant lion');
  });
});

describe('the hero and the foes in the text are the ones the player asked for', () => {
  it.each([
    ['RACING', 'Race hot dog carts down a busy street'],
    ['COLLECTIBLE', 'Clean up litter in a city park'],
    ['FPS', 'Hunt werewolves through a haunted village at midnight'],
    ['PLATFORMER', 'Ski down the alps'],
    ['SHOOTER', 'Shoot down UFOs over a farm'],
  ] as const)(
    '%s "%s": a hero it never names has a name, not a bare role',
    async (genre, prompt) => {
      for (const text of await descriptionsOf(genre, prompt)) {
        expect(text).toMatch(/^[A-Z][a-z]+ the [A-Z]/);
        expect(text).not.toMatch(/(^|[.!] )(Driver|Kid|Explorer|Ranger|Hero|Space Ranger) [a-z]/);
      }
    },
  );

  it('calls a hero named by a bare noun "the penguin", a grandma "Grandma"', async () => {
    for (const text of await descriptionsOf('PLATFORMER', 'A penguin slides down snowy mountains'))
      expect(text).toMatch(/\b[Tt]he penguin\b/);
    for (const text of await descriptionsOf('PLATFORMER', 'A grandma runs through a kitchen'))
      expect(text).toMatch(/\bGrandma\b/);
  });

  it('names no foe the prompt never named', async () => {
    for (const text of await descriptionsOf('PLATFORMER', 'A knight in a dark castle'))
      expect(text).not.toMatch(/slimes|bats|ghosts|skeletons/);
    for (const text of await descriptionsOf('PLATFORMER', 'A cowboy rides through the desert'))
      expect(text).not.toMatch(/scorpions|snakes|vultures/);
    const named = await descriptionsOf('PLATFORMER', 'A pickle knight fights rats in the sewer');
    for (const text of named) expect(text).toContain('rats');
  });

  it('counts a heap of something with "much", never "many"', async () => {
    const prompt = 'A tiny mouse sneaks through a library collecting cheese';
    for (const text of await descriptionsOf('PLATFORMER', prompt))
      expect(text).not.toMatch(/many cheese|one of the cheese/);
  });

  it('keeps the capitals of named lands in titles and stories', async () => {
    for (const text of await descriptionsOf('PLATFORMER', 'A camel crosses the gobi desert'))
      expect(text).toMatch(/Gobi Desert.*the Gobi Desert/);
  });

  it('writes a place\'s own name as it is, never "the new Mexico" or a river twice', async () => {
    for (const text of await descriptionsOf(
      'COLLECTIBLE',
      'A roadrunner collects chili peppers in New Mexico',
    )) {
      expect(text).toContain('New Mexico');
      expect(text).not.toMatch(/the new Mexico|the New Mexico/i);
    }
    for (const text of await descriptionsOf('RACING', 'Race boats down the River Nile')) {
      expect(text).toContain('River Nile');
      expect(text).not.toMatch(/river\W+(\w+\W+)?river/i);
    }
  });
});
