import { S, type SuitePrompt } from './suitePrompt.js';

/**
 * Genre playfields and things of round 8: named targets, collectibles, shots and vehicles drawn as what they are.
 */
// prettier-ignore
export const GENRE_SUITE_8: readonly SuitePrompt[] = [
  // named targets and collectibles in their own colours: white gulls, grey space rocks, steel caps
  S('SHOOTER', 'Shoot seagulls at the beach', ['beach'], null, ['seagull'], { verb: 'shoot' }),
  S('SHOOTER', 'Blast asteroids in space', ['space'], null, ['asteroid'], { verb: 'blast' }),
  S('COLLECTIBLE', 'Collect bottle caps on a beach', ['beach'], null, ['bottle cap'], { verb: 'collect' }),
  S('SPLATTER', 'Throw snowballs at pelicans at the beach', ['beach'], null, ['snowball', 'pelican'], { verb: 'throw' }),
  // vehicles named by what they carry, and everyday things ridden
  S('RACING', 'Race popcorn carts through a city', ['city'], null, ['popcorn cart'], { field: 'popcorn cart' }),
  S('RACING', 'Race taco trucks through a city', ['city'], null, ['taco truck'], { field: 'taco truck' }),
  S('RACING', 'Race wheelbarrows around a farm', ['farm'], null, ['wheelbarrow'], { field: 'wheelbarrow' }),
  // shots that fit the hero with no weapon named
  S('SHOOTER', 'A cowboy shoots outlaws in a desert town', ['desert'], 'cowboy', ['cowboy', 'outlaw']),
  S('SHOOTER', 'A wizard fights ghosts in a graveyard', ['graveyard'], 'wizard', ['wizard', 'ghost']),
  // small riders: on top of the sled, big
  S('HILL_RACER', 'A polar bear rides a toboggan down a snowy mountain', ['mountains'], 'polar bear', ['polar bear', 'toboggan'], { field: 'toboggan' }),
  S('COLLECTIBLE', 'Collect buttons on a farm', ['farm'], null, ['button'], { verb: 'collect' }),
];
