import { S, type SuitePrompt } from './suitePrompt.js';

/**
 * Places a player must recognise at a glance: world cities drawn in the style they share (canal
 * houses, old towns, whitewashed islands, domes and minarets, pagodas), growing places under
 * glass, caves lined by the world they lie in, and features named as part of a place.
 */
// prettier-ignore
export const PLACE_SUITE_7: readonly SuitePrompt[] = [
  // world cities by their style
  S('AERIAL', 'A pigeon delivers letters over the rooftops of Copenhagen', ['canal-city'], 'pigeon', ['pigeon', 'letter']),
  S('PLATFORMER', 'A cat chases mice through Utrecht at dawn', ['canal-city'], 'cat', ['cat', 'mouse'], { time: 'sunrise' }),
  S('FIGHTING', 'A knight duels a dragon in Prague at night', ['old-town'], 'knight', ['knight', 'dragon'], { time: 'night' }),
  S('COLLECTIBLE', 'A fox collects gingerbread in Salzburg in the snow', ['old-town'], 'fox', ['fox', 'gingerbread'], { weather: 'snow' }),
  S('PLATFORMER', 'A goat hops across the white rooftops of Mykonos', ['white-town'], 'goat', ['goat']),
  S('AERIAL', 'A genie flies a magic carpet over Marrakesh', ['domed-city', 'desert'], 'genie', ['genie', 'magic carpet']),
  S('RACING', 'A scooter races through the streets of Istanbul', ['domed-city'], null, ['scooter'], { field: 'scooter' }),
  S('SHOOTER', 'A ninja throws stars at ghosts in Kyoto at dusk', ['pagoda-town'], 'ninja', ['ninja', 'ghost'], { time: 'sunset' }),
  // growing places under glass
  S('FARMING', 'A hamster grows tomatoes in a greenhouse', ['greenhouse'], 'hamster', ['hamster', 'tomato']),
  S('COLLECTIBLE', 'A gardener gathers orchids in a glass conservatory', ['greenhouse'], 'gardener', ['gardener', 'orchid']),
  S('PLATFORMER', 'A snail climbs the shelves of a plant nursery', ['greenhouse'], 'snail', ['snail']),
  S('SPLATTER', 'Splat aphids in a polytunnel', ['greenhouse'], null, ['aphid'], { verb: 'splat' }),
  // caves lined by the world they lie in
  S('COLLECTIBLE', 'A mermaid searches an underwater cave for pearls', ['cave', 'underwater'], 'mermaid', ['mermaid', 'pearl']),
  S('PLATFORMER', 'A polar bear slides through a glittering ice cave', ['cave', 'arctic'], 'polar bear', ['polar bear']),
  S('FIGHTING', 'A salamander battles a rock golem in a lava cave', ['cave', 'volcano'], 'salamander', ['salamander', 'golem']),
  S('SHOOTER', 'A pirate defends his treasure in a sea cave', ['cave', 'ocean'], 'pirate', ['pirate', 'treasure']),
  // features named as part of a place
  S('PLATFORMER', 'An astronaut bounces between craters on the moon', ['moon', 'craters'], 'astronaut', ['astronaut']),
  S('SPLATTER', 'Splat ants marching toward a picnic blanket in the meadow', ['meadow', 'picnic'], null, ['ant'], { verb: 'splat' }),
  S('COLLECTIBLE', 'A raccoon steals marshmallows by the campfire in the woods', ['forest', 'campfire'], 'raccoon', ['raccoon', 'marshmallow']),
  S('FPS', 'Hunt a bear sneaking between the tents of a campsite', ['forest', 'tents'], null, ['bear'], { verb: 'hunt' }),
  S('PLATFORMER', 'A mountain goat leaps across boulders in the mountains', ['mountains', 'boulders'], 'goat', ['goat']),
  S('RACING', 'A kid on a bike splashes through puddles in a rainy village', ['village', 'puddles'], 'kid', ['bike'], { weather: 'rain' }),
];
