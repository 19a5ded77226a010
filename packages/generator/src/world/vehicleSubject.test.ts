import type { GameGenre } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { analyzePrompt } from '../analyze/analyzePrompt.js';
import { genreAnalysisFor } from './genreAnalysis.js';
import { withoutVehicle } from './racing/findVehicle.js';

const read = (genre: GameGenre, prompt: string) =>
  genreAnalysisFor(prompt, genre, analyzePrompt(prompt, 3), 3);

describe('a vehicle that is the sentence subject', () => {
  it('leaves its verb a verb when the genre takes it out of the prompt', () => {
    expect(withoutVehicle('A hot air balloon drifts over the hills', 'hot air balloon')).toBe(
      'it drifts over the hills',
    );
    expect(withoutVehicle('A penguin drives an ice cream truck', 'ice cream truck')).toBe(
      'A penguin drives it',
    );
    // A vehicle ending its clause leaves "it" too: "flies" stays a verb, never "Toaster Fly".
    expect(withoutVehicle('A toaster flies a helicopter', 'helicopter')).toBe('A toaster flies it');
    expect(withoutVehicle('A toaster flies a helicopter over Paris', 'helicopter')).toBe(
      'A toaster flies over Paris',
    );
  });

  it('never names the pilot or driver after what the vehicle does', () => {
    const cases: [GameGenre, string, string][] = [
      ['AERIAL', 'A hot air balloon drifts over the hills', 'drift'],
      ['AERIAL', 'A paper plane glides over the rooftops', 'glide'],
      ['AERIAL', 'The kite floats above the meadow', 'float'],
      ['AERIAL', 'A pirate ship sails through the clouds', 'sail'],
      ['AERIAL', 'A blimp hovers over the stadium', 'hover'],
      ['RACING', 'A bumper car zooms around the carnival', 'zoom'],
      ['RACING', 'A shopping cart rolls through the supermarket', 'roll'],
      ['HILL_RACER', 'A mail truck bounces over the sand dunes', 'bounce'],
      ['HILL_RACER', 'A tractor tumbles down the muddy hill', 'tumble'],
      ['HILL_RACER', 'An ice cream truck rumbles up a snowy hill', 'rumble'],
    ];
    for (const [genre, prompt, verb] of cases) {
      const { analysis, vehiclePhrase } = read(genre, prompt);
      expect(analysis.hero.name.toLowerCase(), prompt).not.toContain(verb.replace(/e$/, ''));
      expect(vehiclePhrase, prompt).not.toBe('');
    }
  });
});
