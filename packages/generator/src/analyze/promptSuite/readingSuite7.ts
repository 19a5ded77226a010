import { S, type SuitePrompt } from './suitePrompt.js';

/**
 * Reading round 7: a subject's verb that is a plural noun too ("fires", "drops"), creatures
 * made of a thing, small things worn and job outfits, and an implied hero that fits.
 */
// prettier-ignore
export const READING_SUITE_7: readonly SuitePrompt[] = [
  // A verb that is a plural noun too is the subject's verb: its object is what is shot or thrown.
  S('SHOOTER', 'A tank fires shells at robots in a desert', ['desert'], 'tank', ['tank', 'shell', 'robot']),
  S('SHOOTER', 'A catapult hurls boulders at goblins', [], 'catapult', ['catapult', 'boulder', 'goblin']),
  S('SHOOTER', 'A helicopter drops water balloons on clowns at the circus', ['circus'], 'helicopter', ['helicopter', 'water balloon', 'clown']),
  S('SHOOTER', 'A pirate ship fires cannonballs at a kraken on the ocean', ['ocean'], 'ship', ['pirate ship', 'cannonball', 'kraken']),
  S('FIGHTING', 'A dragon drops eggs on knights over a castle', ['castle'], 'dragon', ['dragon', 'egg', 'knight']),
  // A creature made of a thing is that thing come alive.
  S('FIGHTING', 'A cowgirl battles a trash monster in the city', ['city'], 'cowgirl', ['cowgirl', 'trash monster']),
  S('PLATFORMER', 'A chef escapes a broccoli monster in a kitchen', ['kitchen'], 'chef', ['chef', 'broccoli monster']),
  S('SLAPPER', 'A kid slaps a pizza monster in a diner', ['restaurant'], 'kid', ['kid', 'pizza monster']),
  S('FPS', 'Hunt candy zombies in candy land', ['candy'], null, ['candy zombie'], { verb: 'hunt' }),
  S('SHOOTER', 'A wizard zaps sock monsters in a bedroom', ['bedroom'], 'wizard', ['wizard', 'sock monster']),
  // What a hero wears shows on it, big enough to see; a job wears its outfit.
  S('BRAINROT', 'A pineapple in a crown dances on a beach', ['beach'], 'pineapple', ['pineapple', 'crown']),
  S('PLATFORMER', 'A toaster in a cape runs through a kitchen', ['kitchen'], 'toaster', ['toaster', 'cape']),
  S('COLLECTIBLE', 'A donut wearing a mask collects coins in a bakery', ['kitchen'], 'donut', ['donut', 'mask', 'coin']),
  S('PLATFORMER', 'A cactus with a backpack hikes through the desert', ['desert'], 'cactus', ['cactus', 'backpack']),
  S('PLATFORMER', 'A burglar sneaks through a museum at night', ['museum'], 'burglar', ['burglar'], { time: 'night' }),
  // A hero the prompt implies fits what the player does, never the very job acted on.
  S('SLAPPER', 'Slap a lazy doctor in a hospital', ['hospital'], null, ['doctor'], { verb: 'slap' }),
  S('SLAPPER', 'Slap a grumpy cashier in a supermarket', ['supermarket'], null, ['cashier'], { verb: 'slap' }),
  S('RACING', 'Race dogs pulling sleds across the snow', [], null, ['dog', 'sled'], { verb: 'race', weather: 'snow', field: 'sled' }),
  S('FPS', 'A snowball fight in a park', ['park'], null, ['snowball'], { verb: 'fight' }),
  S('SPLATTER', 'Pillow fight in a bedroom', ['bedroom'], null, ['pillow'], { verb: 'fight' }),
  S('FPS', 'Water balloon battle in a garden on a sunny day', ['garden'], null, ['water balloon'], { verb: 'battle', time: 'day' }),
  S('RACING', 'Race reindeer pulling a sleigh through a snowy forest', ['forest'], null, ['reindeer', 'sleigh'], { verb: 'race', weather: 'snow', field: 'sleigh' }),
  // A compound plural the tagger does not know ("werewolves") is its tail's singular.
  S('FIGHTING', 'A ranger fights werewolves in a foggy forest', ['forest'], 'ranger', ['ranger', 'werewolf']),
  S('FPS', 'Hunt werewolves through a haunted village at midnight', ['village'], null, ['werewolf'], { verb: 'hunt', time: 'night' }),
  // An animal's kind names its coat: a polar bear is white, a ginger cat ginger.
  S('FIGHTING', 'A walrus wrestles a polar bear on an ice floe', ['arctic'], 'walrus', ['walrus', 'polar bear']),
  S('PLATFORMER', 'A ginger cat sneaks across a barn roof at night', ['farm'], 'cat', ['cat'], { time: 'night' }),
];
