import { S, type SuitePrompt } from './suitePrompt.js';

/**
 * Text round 7: names the title and story must write as English does: acronyms and proper
 * names in capitals, things counted by the heap without a plural "s", hilly places named once.
 */
// prettier-ignore
export const TEXT_SUITE_7: readonly SuitePrompt[] = [
  // Acronyms and proper names stay capitalised in the story ("a UFO", "the T-Rexes", "Alaska").
  S('AERIAL', 'A UFO flies over Alaska', ['arctic'], null, ['ufo'], { field: 'ufo' }),
  S('RACING', 'A DJ races a UFO through Las Vegas', ['city'], 'dj', ['dj', 'ufo'], { field: 'ufo' }),
  S('FPS', 'Hunt T-Rexes in a jungle', ['jungle'], null, ['t-rex'], { verb: 'hunt' }),
  S('PLATFORMER', 'A T-Rex runs through the Gobi desert to reach the UFO', ['desert'], 't-rex', ['t-rex', 'ufo']),
  S('SLAPPER', 'A DJ slaps a robot with a vinyl record in Ibiza', ['island'], 'dj', ['dj', 'robot', 'vinyl record']),
  // Crops counted by the heap: "fields full of corn", never "corns".
  S('FARMING', 'A cow grows wheat on a farm', ['farm'], 'cow', ['cow', 'wheat']),
  S('FARMING', 'A pig grows corn in a barnyard', ['farm'], 'pig', ['pig', 'corn']),
  S('FARMING', 'A panda grows rice in a paddy field', ['paddy'], 'panda', ['panda', 'rice']),
  // A hilly place is the hills itself: no "hills of the green hills", no "Hills Hill Rally".
  S('HILL_RACER', 'A goat drives a tractor over green hills', ['meadow'], 'goat', ['goat', 'tractor'], { field: 'tractor' }),
  S('HILL_RACER', 'Ride a sled down snowy slopes', ['mountains'], null, ['sled'], { verb: 'ride', weather: 'snow', field: 'sled' }),
  S('HILL_RACER', 'A fox drives a jeep over sand dunes', ['desert'], 'fox', ['fox', 'jeep'], { field: 'jeep' }),
];
