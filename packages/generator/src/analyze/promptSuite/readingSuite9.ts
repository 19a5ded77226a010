import { S, type SuitePrompt } from './suitePrompt.js';

/**
 * Reading of round 8's misses, as categories: things that fly by themselves, what is shot at,
 * compounds with a plural head, verbs of standing and keeping watch, and implied heroes that fit
 * the place.
 */
// prettier-ignore
export const READING_SUITE_9: readonly SuitePrompt[] = [
  // a light thing the air carries flies as itself, never as a plane's pilot
  S('AERIAL', 'A paper lantern drifts over a lake in Kyoto at night', ['pond', 'pagoda-town'], 'lantern', ['paper lantern'], { time: 'night', field: 'paper lantern' }),
  S('AERIAL', 'A red balloon floats over the rooftops of Paris', ['paris'], 'balloon', ['balloon'], { field: 'red balloon' }),
  S('AERIAL', 'An autumn leaf drifts through a forest in the wind', ['forest'], 'leaf', ['leaf'], { field: 'autumn leaf' }),
  S('AERIAL', 'A feather floats over a snowy village', ['village'], 'feather', ['feather'], { field: 'feather' }),
  S('AERIAL', 'A soap bubble floats through a bathroom', ['bathroom'], 'bubble', ['soap bubble'], { field: 'soap bubble' }),
  S('AERIAL', 'A paper airplane glides through a classroom', ['classroom'], 'paper airplane', ['paper airplane'], { field: 'paper airplane' }),
  // what is shot off, from or at something is the target; the weapon fires its own shot
  S('SHOOTER', 'A cowboy shoots bottles off a barrel in a saloon', ['canyon'], 'cowboy', ['cowboy', 'bottle', 'barrel']),
  S('SHOOTER', 'A pirate shoots coconuts off palm trees on an island', ['island'], 'pirate', ['pirate', 'coconut', 'palm tree']),
  S('SHOOTER', 'Knock tin cans off a wall with a slingshot in a backyard', ['garden'], null, ['tin can', 'slingshot'], { verb: 'knock' }),
  S('SHOOTER', 'An archer shoots apples from a tree in a forest', ['forest'], 'archer', ['archer', 'apple']),
  S('SHOOTER', 'Shoot balloons at a fairground', ['fairground'], null, ['balloon'], { verb: 'shoot' }),
  // a thing named by two words whose head is plural stays one thing
  S('RACING', 'Race vacuum cleaners around an office', ['office'], null, ['vacuum cleaner'], { verb: 'race', field: 'vacuum cleaner' }),
  S('RACING', 'Vacuum cleaners race through a shopping mall', ['mall'], null, ['vacuum cleaner'], { field: 'vacuum cleaner' }),
  S('HILL_RACER', 'Ride a vacuum cleaner down the stairs of a mansion', ['haunted-house'], null, ['vacuum cleaner'], { verb: 'ride', field: 'vacuum cleaner' }),
  // standing guard, keeping watch, a plural subject, what someone owns: verbs stay verbs
  S('PLATFORMER', 'A lonely robot stands guard over a junkyard', ['junkyard'], 'robot', ['robot']),
  S('PLATFORMER', 'An owl keeps watch over a dark forest', ['forest'], 'owl', ['owl']),
  S('FIGHTING', 'Robot guards fight ninjas in a secret base', ['lab'], 'robot guard', ['robot guard', 'ninja']),
  S('AERIAL', "A witch's broom flies over a graveyard at night", ['graveyard'], null, ['broom'], { time: 'night', field: 'broom' }),
  S('PLATFORMER', 'A scarecrow stands tall in a cornfield', ['farm', 'cornfield'], 'scarecrow', ['scarecrow']),
  S('FIGHTING', 'A Viking warrior fights a troll in the snow', ['arctic'], 'warrior', ['viking warrior', 'troll'], { weather: 'snow' }),
  // the hero of an order fits the place: an everyday tool is in the hands of its people
  S('SLAPPER', 'Slap a goat with a frying pan on a farm', ['farm'], null, ['goat', 'frying pan'], { verb: 'slap' }),
  S('SLAPPER', 'Slap a pirate with a broom on a ship', ['ocean'], null, ['pirate', 'broom'], { verb: 'slap' }),
  S('SLAPPER', 'Bonk a robot with a wrench in a hospital', ['hospital'], null, ['robot', 'wrench'], { verb: 'bonk' }),
];
