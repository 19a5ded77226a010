import { S, type SuitePrompt } from './suitePrompt.js';

/**
 * Round 11's looks: sea creatures and beings of myth as opponents (tails, fins, tentacles),
 * small heroes whose outfit must read, things hopped across that are the course (not the
 * pickup), merge items drawn as the thing merged, named vehicles that are no small car, the
 * named weapon in an FPS hand and a pilot who shows over the cockpit.
 */
// prettier-ignore
export const LOOK_SUITE_11: readonly SuitePrompt[] = [
  // sea creatures and beings of myth as opponents
  S('FIGHTING', 'A pirate captain duels a mermaid on a ship', ['ocean'], 'captain', ['pirate captain', 'mermaid']),
  S('SLAPPER', 'A fisherman slaps a merman on a pier', ['boardwalk'], 'fisherman', ['fisherman', 'merman']),
  S('FIGHTING', 'A viking battles a sea monster in a storm', ['ocean'], 'viking', ['viking', 'sea monster'], { weather: 'storm' }),
  S('FIGHTING', 'A diver fights a giant octopus under the sea', ['underwater'], 'diver', ['diver', 'octopus']),
  S('SLAPPER', 'A surfer slaps a pufferfish at the beach', ['beach'], 'surfer', ['surfer', 'pufferfish']),
  S('FIGHTING', 'A sailor fights a mermaid princess in a lagoon', ['beach'], 'sailor', ['sailor', 'mermaid princess']),
  // small heroes in big places: the outfit reads
  S('PLATFORMER', 'A lumberjack runs through a snowy pine forest', ['forest'], 'lumberjack', ['lumberjack'], { weather: 'snow' }),
  S('PLATFORMER', 'A chef dashes through a restaurant kitchen', ['kitchen', 'restaurant'], 'chef', ['chef']),
  // things hopped across are the course
  S('PLATFORMER', 'A frog hops across lily pads in a misty swamp', ['pond', 'swamp'], 'frog', ['frog', 'lily pad'], { weather: 'fog' }),
  S('PLATFORMER', 'A girl jumps across stepping stones over a river', ['river'], 'girl', ['girl']),
  S('PLATFORMER', 'A penguin hops across ice floes in the arctic', ['arctic'], 'penguin', ['penguin']),
  S('PLATFORMER', 'A bunny bounces on clouds in the sky', ['sky'], 'bunny', ['bunny', 'cloud']),
  S('PLATFORMER', 'A beaver hops across floating logs on a lake', ['pond'], 'beaver', ['beaver', 'log']),
  // merge items drawn as the named thing
  S('MERGE', 'Merge snowballs into a snowman', ['arctic'], null, ['snowball', 'snowman'], { verb: 'merge', field: 'snowman' }),
  S('MERGE', 'Merge pebbles into a mountain', ['mountains'], null, ['pebble'], { verb: 'merge' }),
  S('MERGE', 'Merge raindrops into a storm cloud', ['sky'], null, ['raindrop', 'storm cloud'], { verb: 'merge', field: 'storm cloud' }),
  // named vehicles
  S('RACING', 'Race golf carts on a golf course', ['park'], null, ['golf cart'], { verb: 'race', field: 'golf cart' }),
  S('HILL_RACER', 'Ride a snowmobile over snowy hills', ['meadow'], null, ['snowmobile'], { verb: 'ride', field: 'snowmobile', weather: 'snow' }),
  S('RACING', 'Race quad bikes across the prairie', ['meadow'], null, ['quad bike'], { verb: 'race', field: 'quad bike' }),
  S('HILL_RACER', 'A farmer drives a tractor over muddy hills', [], 'farmer', ['farmer', 'tractor'], { field: 'tractor' }),
  // the named weapon in the hand, a pilot over the cockpit
  S('FPS', 'A hunter fights zombies with a crossbow in a forest', ['forest'], 'hunter', ['hunter', 'zombie', 'crossbow']),
  S('FPS', 'A space marine blasts aliens with a plasma gun on Mars', ['mars'], 'marine', ['space marine', 'alien', 'plasma gun']),
  S('AERIAL', 'A pilot flies a plane over the ocean', ['ocean'], 'pilot', ['pilot']),
  // a thing named with a role word ("a sponge hero") is the thing; a machine named with a person word is the machine
  S('PLATFORMER', 'A kitchen sponge hero scrubs through the bakery', ['kitchen'], 'sponge', ['sponge']),
  S('COLLECTIBLE', 'A pencil hero collects erasers in a classroom', ['classroom'], 'pencil', ['pencil', 'eraser']),
  S('FIGHTING', 'A sock puppet fights a vacuum cleaner in a laundry room', ['laundromat'], 'puppet', ['sock puppet', 'vacuum cleaner']),
];
