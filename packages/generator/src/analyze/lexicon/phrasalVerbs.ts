import { wordTable } from './wordTable.js';

/**
 * Verbs with a particle that act on the next words ("shoot down UFOs", "pick up shells"), by
 * the one verb the reader knows them as: the particle is part of the verb, never a preposition
 * leading into a place ("down UFOs" is no place).
 */
// prettier-ignore
export const PHRASAL_VERBS: Readonly<Record<string, string>> = wordTable({
  'shoot down': 'blast', 'gun down': 'blast', 'knock down': 'hit', 'knock over': 'hit',
  'knock out': 'punch', 'chop down': 'chop', 'cut down': 'chop', 'mow down': 'smash',
  'take down': 'defeat', 'take out': 'defeat', 'wipe out': 'destroy', 'blow up': 'blast',
  'beat up': 'beat', 'track down': 'hunt', 'hunt down': 'hunt', 'fight off': 'fight',
  'fend off': 'fight', 'hold off': 'fight', 'fight back': 'fight', 'scare off': 'scare',
  'scare away': 'scare', 'chase away': 'chase', 'chase off': 'chase', 'put out': 'fight',
  'stamp out': 'stomp', 'stomp out': 'stomp', 'pick up': 'collect', 'clean up': 'collect',
  'scoop up': 'scoop', 'gather up': 'gather', 'snap up': 'grab', 'sweep up': 'collect',
  'round up': 'herd', 'gobble up': 'eat', 'eat up': 'eat', 'pick off': 'blast',
  // "a robot stands guard over the junkyard": the watch kept is the verb, no guard to fight
  'stand guard': 'guard', 'keep guard': 'guard', 'stand watch': 'guard', 'keep watch': 'guard',
  'stand sentry': 'guard',
});
