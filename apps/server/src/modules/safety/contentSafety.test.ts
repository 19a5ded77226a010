import type { TargetAudience } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/appError.js';
import { audienceOfWord, rateAudience } from './audienceRating.js';
import { createContentSafety } from './contentSafety.js';
import { SAFETY_TEXT } from './safetyText.js';

const safety = createContentSafety();

describe('ContentSafety.check', () => {
  it.each([
    'a pickle knight fighting rats in a sewer',
    'an assassin ninja on the rooftops of Scunthorpe',
    'a shiitake mushroom farm run by a pussycat',
    'a cocktail of grapes and bass guitars',
    'a hot dog racing a titmouse',
    'the class analyst fights the raccoon boss',
    // Numbers are not leet-speak: 455 would read "ass" and 717 "tit".
    'avoid the sneaky spiders on level 455',
    'a gingerbread kid in room 717',
    '',
  ])('passes %j', (prompt) => {
    expect(safety.check({ prompt })).toEqual({ status: 'clean' });
  });

  it.each([
    ['fuck the rats', 'fuck'],
    ['a b1tch witch', 'bitch'],
    ['sh1t happens in the sewer', 'shit'],
    ['FUCK this level', 'fuck'],
    ['ʃṳ𝒸𝗄 this level', 'fuck'],
    ['fuuuuuck', 'fuck'],
    ['a dumb a55 robot', 'ass'],
  ])('refuses %j (matching %s, through case, leet-speak and look-alikes)', (prompt, term) => {
    expect(safety.check({ prompt })).toEqual({ status: 'refused', field: 'prompt', term });
  });

  it('names the first offending field, in the order given', () => {
    const verdict = safety.check({
      prompt: 'a cute farm',
      characterPrompt: null,
      environmentCreationPrompt: 'a sewer full of shit',
      gameCreationPrompt: 'fuck everything',
    });
    expect(verdict).toEqual({
      status: 'refused',
      field: 'environmentCreationPrompt',
      term: 'shit',
    });
  });

  it('throws a 400 naming the field, without repeating the word', () => {
    expect(() => safety.assertClean({ prompt: 'ok', title: 'Bitch Quest' })).toThrow(AppError);
    try {
      safety.assertClean({ prompt: 'ok', title: 'Bitch Quest' });
    } catch (error) {
      expect(error).toMatchObject({
        code: 'VALIDATION_FAILED',
        statusCode: 400,
        message: SAFETY_TEXT.refused,
        fieldErrors: [{ field: 'title', message: SAFETY_TEXT.refused }],
      });
      expect(JSON.stringify(error)).not.toMatch(/bitch/i);
    }
    expect(() => safety.assertClean({ prompt: 'a bunny in a meadow' })).not.toThrow();
  });
});

describe('rateAudience', () => {
  it.each<[string, TargetAudience]>([
    ['a bunny planting carrots in a sunny garden', 'children'],
    ['merge cupcakes into a giant birthday cake', 'children'],
    ['a cat collecting fish on a rainbow bridge', 'children'],
    ['a farmer weeding and smoking salmon by the lake', 'children'],
    ['a pickle knight fighting rats in a sewer', 'family'],
    ['a ninja slapping pillows at a sleepover', 'family'],
    ['pirates battle sea monsters with cannons', 'family'],
    ['a haunted castle full of friendly ghosts', 'family'],
    ['zombies with shotguns in a mall', 'teens'],
    ['a soldier at war with a sniper rifle', 'teens'],
    ['stabbing vampires until they are dead', 'teens'],
    ['a bloody duel in the desert', 'teens'],
    ['a drunk cowboy gambling in a casino', 'adults'],
    ['a mafia boss with a cigar', 'adults'],
    ['murder mystery on a train', 'adults'],
    ['gory decapitations in a slaughterhouse', 'mature_adults'],
    ['a cannibal chef dismembering corpses', 'mature_adults'],
    ['a naked dance party', 'mature_adults'],
    ['cocaine smuggling speedboats', 'mature_adults'],
  ])('rates %j as %s', (prompt, audience) => {
    expect(rateAudience([prompt])).toBe(audience);
  });

  it('takes the strictest rating across all the texts of a game', () => {
    expect(
      rateAudience([
        'a cat on a farm',
        'Title: Cat Farm',
        'The cat fights off a fox',
        'A zombie cow appears at night',
      ]),
    ).toBe('teens');
  });

  it('rates profanity as mature_adults even when nothing else would', () => {
    expect(rateAudience(['a lovely shit farm'])).toBe('mature_adults');
  });

  it('is for children when there is nothing to rate', () => {
    expect(rateAudience([])).toBe('children');
    expect(rateAudience(['', '   '])).toBe('children');
  });

  it('never rates unrestricted (that is a feed setting)', () => {
    expect(rateAudience(['gore torture massacre fuck'])).toBe('mature_adults');
  });

  it('knows inflected forms without false alarms on look-alike words', () => {
    expect(audienceOfWord('Killers')).toBe('teens');
    expect(audienceOfWord('gambling')).toBe('adults');
    expect(audienceOfWord('decapitation')).toBe('mature_adults');
    expect(audienceOfWord('stabbed')).toBe('teens');
    for (const word of ['skill', 'wares', 'ding', 'weeding', 'hello', 'dice', 'gunk']) {
      expect(audienceOfWord(word)).toBeNull();
    }
  });
});
