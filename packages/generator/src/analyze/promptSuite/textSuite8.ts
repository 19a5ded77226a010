import { S, type SuitePrompt } from './suitePrompt.js';

/**
 * Text and reading of round 8: titles and stories that name what was asked, in English.
 */
// prettier-ignore
export const TEXT_SUITE_8: readonly SuitePrompt[] = [
  // a hero the prompt never names is called by a name with its role, never the bare role
  S('RACING', 'Race hot dog carts down a busy street', ['city'], null, ['hot dog cart'], { verb: 'race', field: 'hot dog cart' }),
  S('SHOOTER', 'Throw water balloons at wasps in a backyard', ['garden'], null, ['water balloon', 'wasp'], { verb: 'throw' }),
  S('COLLECTIBLE', 'Clean up litter in a city park', ['park'], null, ['litter'], { verb: 'clean' }),
  // named deserts, rivers, seas and ranges keep their capitals
  S('PLATFORMER', 'A camel crosses the gobi desert at sunset', ['desert'], 'camel', ['camel'], { time: 'sunset' }),
  S('AERIAL', 'An eagle soars over the grand canyon', ['canyon'], 'eagle', ['eagle']),
  S('COLLECTIBLE', 'A sea turtle collects shells in the pacific ocean', ['ocean'], 'turtle', ['sea turtle', 'shell']),
  // "<verb> down/up <thing>": the thing is acted on, no place
  S('SHOOTER', 'Shoot down UFOs over a farm', ['farm'], null, ['ufo'], { verb: 'shoot' }),
  S('SPLATTER', 'Knock down bottles at a county fair', ['fairground'], null, ['bottle'], { verb: 'knock' }),
  S('COLLECTIBLE', 'Pick up seashells on a sunny beach', ['beach'], null, ['seashell'], { verb: 'pick' }),
  S('FPS', 'Shoot angry printers in a haunted office building', ['office'], null, ['printer'], { verb: 'shoot', mood: 'spooky' }),
  // "<animals> pulling/carrying <thing>": the pulled thing is the ride, the carried thing the load
  S('RACING', 'Race horses pulling chariots', [], null, ['chariot'], { verb: 'race', field: 'chariot' }),
  S('RACING', 'Oxen pulling carts race across a farm', ['farm'], 'ox', ['ox', 'cart'], { field: 'cart' }),
  S('COLLECTIBLE', 'Ants carrying leaves through the jungle', ['jungle'], 'ant', ['ant', 'leaf']),
  // a place with its own people gives the unnamed hero
  S('FPS', 'Fight hungry lions in the Colosseum', ['rome'], null, ['lion'], { verb: 'fight' }),
  S('COLLECTIBLE', 'Collect seashells along a wooden boardwalk at sunset', ['boardwalk'], null, ['seashell'], { verb: 'collect', time: 'sunset' }),
];
