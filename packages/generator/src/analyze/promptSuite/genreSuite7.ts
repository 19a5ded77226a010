import { S, type SuitePrompt } from './suitePrompt.js';

/**
 * Genre playfields that show the prompt: splats in the colour of what is thrown, aerial rides
 * drawn big over obstacles of the place, FPS walls a player knows the place by.
 */
// prettier-ignore
export const GENRE_SUITE_7: readonly SuitePrompt[] = [
  // splatter: targets start clean, splats take the colour of what is thrown
  S('SPLATTER', 'Throw tomatoes at zombies in a graveyard', ['graveyard'], null, ['tomato', 'zombie'], { verb: 'throw' }),
  S('SPLATTER', 'Splat pirates with water balloons on a ship', ['ocean'], null, ['water balloon', 'pirate'], { verb: 'splat' }),
  S('SPLATTER', 'Hit clowns with cream pies at the circus', ['circus'], null, ['cream pie', 'clown'], { verb: 'hit' }),
  S('SPLATTER', 'Throw mud at pigs on a farm', ['farm'], null, ['mud', 'pig'], { verb: 'throw' }),
  // aerial: the ridden thing drawn big, obstacles and flyers of the place and the hour
  S('AERIAL', 'A hot air balloon drifts over the pyramids', ['egypt'], null, ['hot air balloon'], { field: 'hot air balloon' }),
  S('AERIAL', 'A witch rides a broomstick over a village at night', ['village'], 'witch', ['witch', 'broomstick'], { time: 'night', field: 'broomstick' }),
  S('AERIAL', 'A zeppelin floats over a pine forest', ['forest'], null, ['zeppelin'], { field: 'zeppelin' }),
  S('AERIAL', 'A delivery van flies over London dodging pigeons', ['london'], null, ['delivery van', 'pigeon'], { field: 'delivery van' }),
  // fps: walls of the place
  S('FPS', 'Hunt vampires in a gothic cathedral', ['castle-hall'], null, ['vampire'], { verb: 'hunt' }),
  S('FPS', 'Blast aliens on a space station', ['spaceship'], null, ['alien'], { verb: 'blast' }),
  S('FPS', 'Shoot zombies in a shopping mall', ['mall'], null, ['zombie'], { verb: 'shoot' }),
  S('FPS', 'Fight goblins in a gold mine', ['mine'], null, ['goblin'], { verb: 'fight' }),
];
