import type { GameGenre } from '@promptplay/contracts';

/**
 * Prompts kept for human judgement: read them, look at what the game shows, score it. Never
 * tune the reader to them (tests only check they read deterministically); when one reads
 * badly, add a prompt like it to the suite and fix that one.
 */
// prettier-ignore
export const HELD_OUT_PROMPTS: readonly { prompt: string; genre: GameGenre }[] = [
  { prompt: 'A hamster in a space helmet explores a sunken pirate ship', genre: 'PLATFORMER' },
  { prompt: 'A granny on roller skates races through a shopping mall at closing time', genre: 'RACING' },
  { prompt: 'Throw pies at clowns in a rainy circus tent', genre: 'SHOOTER' },
  { prompt: 'A sleepy sloth farms bananas on a jungle island at sunset', genre: 'FARMING' },
  { prompt: 'Merge raindrops into a thunderstorm cloud', genre: 'MERGE' },
  { prompt: 'A firefighter dalmatian fights flames in a burning skyscraper', genre: 'FIGHTING' },
  { prompt: 'Slap a pirate captain with a soggy sock on a foggy dock', genre: 'SLAPPER' },
  { prompt: 'An octopus chef juggles sushi in a Tokyo restaurant at night', genre: 'COLLECTIBLE' },
  { prompt: 'A kite flies over a windy beach at dawn', genre: 'AERIAL' },
  { prompt: 'A snail races a turtle across the garden in the rain', genre: 'RACING' },
  { prompt: 'Splash ink on squids in the deep sea', genre: 'SPLATTER' },
  { prompt: 'A lost astronaut cat wanders a Mars base during a dust storm', genre: 'PLATFORMER' },
  { prompt: 'Defend the igloo from hungry polar bears in a blizzard', genre: 'FPS' },
  { prompt: 'A bored teenager collects socks in a messy laundry room', genre: 'COLLECTIBLE' },
  { prompt: 'A dragon plays the drums in a neon concert hall', genre: 'BRAINROT' },
  { prompt: 'Drive a tuk tuk up the hills of Bangkok', genre: 'HILL_RACER' },
  { prompt: 'A robot butler fights dust bunnies in a haunted mansion at midnight', genre: 'FIGHTING' },
  { prompt: 'Grow giant mushrooms in a fairy forest under the stars', genre: 'FARMING' },
  { prompt: 'A seagull steals fries on a crowded boardwalk', genre: 'PLATFORMER' },
  { prompt: 'Merge tiny robots into a mega robot in a lab', genre: 'MERGE' },
  { prompt: 'A zombie delivers pizza through a foggy graveyard', genre: 'HILL_RACER' },
  { prompt: 'Pilot a submarine past glowing jellyfish in the deep ocean', genre: 'AERIAL' },
  { prompt: 'Shoot marshmallows at gingerbread soldiers in a candy castle', genre: 'SHOOTER' },
  { prompt: 'A karate grandpa breaks boards in a dojo', genre: 'FIGHTING' },
  { prompt: 'Squish tomatoes on a sunny farm', genre: 'SPLATTER' },
  { prompt: 'A frog prince hops across lily pads in a misty pond at twilight', genre: 'PLATFORMER' },
  { prompt: 'A skateboarding penguin grinds rails in Central Park in the snow', genre: 'HILL_RACER' },
  { prompt: 'A disco ball spins on the moon while aliens dance', genre: 'BRAINROT' },
  { prompt: 'Paint the Louvre with a giant brush', genre: 'SPLATTER' },
  { prompt: 'A knight and a dragon have a pillow fight in a castle bedroom', genre: 'SLAPPER' },
];
