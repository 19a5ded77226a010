import { S, type SuitePrompt } from './suitePrompt.js';

/** Specific vehicles, small named things, what an odd hero wears or does, and verbs after an object hero. */
// prettier-ignore
export const NAMED_THINGS_SUITE: readonly SuitePrompt[] = [
  // Specific vehicles read as themselves, not as their nearest common one.
  S('RACING', 'Race garbage trucks through a rainy city', ['city'], null, ['garbage truck'], { verb: 'race', weather: 'rain', field: 'garbage truck' }),
  S('HILL_RACER', 'A postman drives a mail van over the snowy hills', ['meadow'], 'postman', ['postman', 'mail van'], { weather: 'snow', field: 'mail van' }),
  S('AERIAL', 'A clown flies an ice cream van over the carnival', ['fairground'], 'clown', ['clown', 'ice cream van'], { field: 'ice cream van' }),
  S('SHOOTER', 'A golf cart blasts angry gophers on a golf course', ['park'], 'golf cart', ['golf cart', 'gopher']),
  S('RACING', 'A grandpa races a lawn mower around the garden', ['garden'], 'grandpa', ['grandpa', 'lawn mower'], { field: 'lawn mower' }),
  S('HILL_RACER', 'A tourist drives a double-decker bus up the hills of London', ['london'], 'tourist', ['tourist', 'double-decker bus'], { field: 'double-decker bus' }),
  S('RACING', 'Race dodgems around the fairground at night', ['fairground'], null, ['dodgem'], { verb: 'race', time: 'night', field: 'dodgem' }),
  S('HILL_RACER', 'A monkey drives a cable car over the jungle', ['jungle'], 'monkey', ['monkey', 'cable car'], { field: 'cable car' }),
  // Small named things are on screen and big enough to recognise.
  S('SPLATTER', 'Squash spiders in a dusty attic at night', [], null, ['spider'], { verb: 'squash', time: 'night' }),
  S('SPLATTER', 'Swat wasps at a picnic in the park', ['park'], null, ['wasp'], { verb: 'swat' }),
  S('PLATFORMER', 'A puppy jumps over shoes in a hallway', [], 'puppy', ['puppy', 'shoe'], { field: 'shoes' }),
  S('PLATFORMER', 'A squirrel hops across floating leaves on a pond', ['pond'], 'squirrel', ['squirrel', 'leaf'], { field: 'leaves' }),
  S('PLATFORMER', 'A mouse leaps over teacups in a kitchen', ['kitchen'], 'mouse', ['mouse', 'teacup'], { field: 'teacups' }),
  S('COLLECTIBLE', 'A butterfly collects pollen from daisies in a meadow', ['meadow'], 'butterfly', ['butterfly', 'pollen', 'daisy'], { field: 'pollen' }),
  S('COLLECTIBLE', 'A hedgehog gathers berries in an autumn forest', ['forest'], 'hedgehog', ['hedgehog', 'berry'], { season: 'autumn' }),
  S('MERGE', 'Merge pebbles into a boulder on a beach', ['beach'], null, ['pebble', 'boulder'], { verb: 'merge' }),
  // What an odd hero wears or does shows on it, and no unrelated foe comes with it.
  S('BRAINROT', 'A hippo in sneakers skateboards through an airport', ['airport'], 'hippo', ['hippo', 'sneaker', 'skateboard']),
  S('BRAINROT', 'A potato with a moustache sings in a diner', ['restaurant'], 'potato', ['potato', 'moustache']),
  S('BRAINROT', 'A walrus with a mustache rollerblades along the boardwalk', ['boardwalk'], 'walrus', ['walrus', 'mustache']),
  S('BRAINROT', 'A cactus in sunglasses skateboards through an office', ['office'], 'cactus', ['cactus', 'sunglasses', 'skateboard']),
  S('BRAINROT', 'A flamingo sings opera in a laundromat', ['laundromat'], 'flamingo', ['flamingo']),
  // A verb after an object hero is what it does, never its name.
  S('AERIAL', 'A hot air balloon glides over the vineyards at dusk', ['farm'], null, ['hot air balloon'], { verb: 'glide', time: 'sunset', field: 'hot air balloon' }),
  S('AERIAL', 'A kite floats above a windy beach', ['beach'], null, ['kite'], { verb: 'float', field: 'kite' }),
  S('HILL_RACER', 'An ice cream truck rumbles up a snowy mountain', ['mountains'], null, ['ice cream truck'], { verb: 'rumble', weather: 'snow', field: 'ice cream truck' }),
  S('RACING', 'A bumper car zooms around a neon arcade', [], null, ['bumper car'], { verb: 'zoom', mood: 'neon', field: 'bumper car' }),
  S('AERIAL', 'A blimp drifts over the stadium on a sunny day', ['stadium'], null, ['blimp'], { verb: 'drift', field: 'blimp' }),
  S('HILL_RACER', 'A tractor bounces across a muddy farm', ['farm'], null, ['tractor'], { verb: 'bounce', field: 'tractor' }),
];
