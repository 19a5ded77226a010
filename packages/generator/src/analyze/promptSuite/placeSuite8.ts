import { S, type SuitePrompt } from './suitePrompt.js';

/**
 * Places of round 8: outdoor FPS walls, place states, named landmarks, kinds of tree and props.
 */
// prettier-ignore
export const PLACE_SUITE_8: readonly SuitePrompt[] = [
  // FPS mazes in the open: walls of trees, rock, palms, hay, not bricks
  S('FPS', 'A hunter blasts werewolves in a snowy pine forest at night', ['forest'], 'hunter', ['hunter', 'werewolf'], { time: 'night', weather: 'snow' }),
  S('FPS', 'A ranger shoots scorpions in a red rock canyon', ['canyon'], 'ranger', ['ranger', 'scorpion']),
  S('FPS', 'A pirate fights crabs on a tropical beach', ['beach'], 'pirate', ['pirate', 'crab']),
  S('FPS', 'A farmer defends the farm from zombie chickens', ['farm'], 'farmer', ['farmer', 'chicken']),
  // polluted places: litter on the ground, murky colours
  S('COLLECTIBLE', 'A pelican picks up plastic bottles on a polluted beach', ['beach'], 'pelican', ['pelican', 'bottle'], { state: 'polluted' }),
  S('PLATFORMER', 'A raccoon runs down a trashy street at night', ['city'], 'raccoon', ['raccoon'], { state: 'polluted', time: 'night' }),
  S('SPLATTER', 'Splat flies in a dirty kitchen', ['kitchen'], null, ['fly'], { verb: 'splat', state: 'polluted' }),
  // named place kinds, landmarks, trees and props drawn as themselves
  S('PLATFORMER', "An elf wraps presents in Santa's workshop", ['toy-workshop'], 'elf', ['elf', 'present']),
  S('PLATFORMER', "A beaver saws planks in a carpenter's workshop", ['woodshop'], 'beaver', ['beaver', 'plank']),
  S('BRAINROT', 'A hippo in a tutu bounces on a trampoline', ['playground'], 'hippo', ['hippo']),
  S('PLATFORMER', 'A squirrel climbs giant redwood trees', ['redwood-forest'], 'squirrel', ['squirrel']),
  S('COLLECTIBLE', 'A panda collects petals under cherry blossom trees', ['blossom-grove'], 'panda', ['panda', 'petal'], { season: 'spring' }),
  S('AERIAL', 'A stork flies over a Dutch village with windmills', ['village'], 'stork', ['stork', 'windmill']),
];
