import { S, type SuitePrompt } from './suitePrompt.js';

/**
 * Round 9's art of heroes: whole clothes drawn on any body (suits, tuxedos, dresses, tutus,
 * armour, raincoats), worn and held things big enough to see on a phone, vendors' carts on
 * wheels, small heroes among busy scenes.
 */
// prettier-ignore
export const WEAR_SUITE_9: readonly SuitePrompt[] = [
  // whole clothes on a body that is not a person's, and on people
  S('BRAINROT', 'A pineapple in a business suit runs a meeting in an office', ['office'], 'pineapple', ['pineapple', 'business suit']),
  S('BRAINROT', 'A penguin in a tuxedo dances at a disco', ['disco'], 'penguin', ['penguin', 'tuxedo']),
  S('BRAINROT', 'A carrot in a pink dress twirls on a stage', ['stage'], 'carrot', ['carrot', 'dress']),
  S('BRAINROT', 'A taco wearing a tutu dances in a circus', ['circus'], 'taco', ['taco', 'tutu']),
  S('PLATFORMER', 'A turtle in shining armor runs through a dark forest', ['forest'], 'turtle', ['turtle', 'armor']),
  S('COLLECTIBLE', 'A duck in a yellow raincoat collects coins in a rainy city', ['city'], 'duck', ['duck', 'raincoat', 'coin'], { weather: 'rain' }),
  S('FIGHTING', 'A banker in a grey suit fights a shark in a harbor', ['harbor'], 'banker', ['banker', 'grey suit', 'shark']),
  S('SLAPPER', 'A bride in a wedding dress slaps a groom with a bouquet in a church garden', ['garden'], 'bride', ['bride', 'wedding dress', 'bouquet']),
  // small worn and held things, big enough to see
  S('BRAINROT', 'A strawberry in sunglasses plays the guitar on a beach', ['beach'], 'strawberry', ['strawberry', 'sunglasses', 'guitar']),
  S('BRAINROT', 'A mushroom wearing a crown plays the violin in a castle', ['castle'], 'mushroom', ['mushroom', 'crown', 'violin']),
  S('PLATFORMER', 'A frog with an umbrella hops through a rainy park', ['park'], 'frog', ['frog', 'umbrella'], { weather: 'rain' }),
  S('HILL_RACER', 'A hedgehog in a scarf and goggles rides a sled down a snowy mountain', ['mountains'], 'hedgehog', ['hedgehog', 'scarf', 'goggles', 'sled'], { weather: 'snow', field: 'sled' }),
  // vendors' carts on wheels, stalls on a counter
  S('RACING', 'Race coffee carts through a busy city street', ['city'], null, ['coffee cart'], { field: 'coffee cart' }),
  S('HILL_RACER', 'A chef pushes a hot dog cart down the hills of San Francisco', ['san-francisco'], 'chef', ['chef', 'hot dog cart'], { field: 'hot dog cart' }),
  // small heroes among busy scenes
  S('PLATFORMER', 'A mouse sneaks through a dark pine forest at night', ['forest'], 'mouse', ['mouse'], { time: 'night' }),
];
