import type { GameGenre } from '@promptplay/contracts';

export interface StarterPrompt {
  prompt: string;
  genre: GameGenre;
  author: string;
}

/** Family-friendly platformer prompts the server seeds the starter catalogue with. */
// prettier-ignore
export const STARTER_PROMPTS: readonly StarterPrompt[] = [
  { prompt: 'A pickle knight fights rats in the sewer', genre: 'PLATFORMER', author: 'DillDreamer' },
  { prompt: 'A purple ninja frog hops through the haunted forest collecting golden acorns and dodging angry bees', genre: 'PLATFORMER', author: 'LilyPadLegend' },
  { prompt: 'Tiny astronaut hamster collects stars on the moon while wobbly aliens chase him', genre: 'PLATFORMER', author: 'CosmoCrumbs' },
  { prompt: 'Princess penguin slides across icy mountains to find the golden fish', genre: 'PLATFORMER', author: 'FrostyFlipper' },
  { prompt: 'A brave red cat jumps across candy clouds to rescue her kittens', genre: 'PLATFORMER', author: 'WhiskerWhiz' },
  { prompt: 'Robot chef escapes a volcano full of angry lava blobs', genre: 'PLATFORMER', author: 'SousChefBot' },
  { prompt: 'A wizard bunny battles silly ghosts in a spooky graveyard', genre: 'PLATFORMER', author: 'HopAlakazam' },
  { prompt: 'A little green dragon dodges snakes in the jungle to reach the lost temple', genre: 'PLATFORMER', author: 'ScaleySam' },
  { prompt: 'A fox explorer outruns snappy crabs on a tropical island and finds the pirate treasure', genre: 'PLATFORMER', author: 'SandyPaws' },
  { prompt: 'A blue robot skates across city rooftops collecting batteries and avoiding rogue drones', genre: 'PLATFORMER', author: 'Voltage' },
  { prompt: 'A baby dinosaur stomps grumpy mushrooms in a mossy forest to get home to its nest', genre: 'PLATFORMER', author: 'RoarLite' },
  { prompt: 'A superhero pig flies through the desert dodging scorpions and grabbing ancient coins', genre: 'PLATFORMER', author: 'OinkForce' },
  { prompt: 'A pirate duck sails to the beach to collect seashells and escape from crabs', genre: 'PLATFORMER', author: 'CaptainQuack' },
  { prompt: 'A yellow bee gathers flowers in a sunny meadow while avoiding grumpy wasps', genre: 'PLATFORMER', author: 'BuzzBuddy' },
  { prompt: 'A gingerbread kid runs through a candy kingdom collecting gumdrops and fleeing sour gummy blobs', genre: 'PLATFORMER', author: 'SprinkleSprint' },
  { prompt: 'An octopus diver explores the coral reef, collecting pearls and dodging jellyfish', genre: 'PLATFORMER', author: 'InkyIvy' },
  { prompt: 'A viking hamster climbs snowy peaks and bonks grumpy snowmen', genre: 'PLATFORMER', author: 'NorthNibbles' },
  { prompt: 'A cowboy cactus kid races through the canyon avoiding rattlesnakes to reach the pyramid', genre: 'PLATFORMER', author: 'PricklyPete' },
  { prompt: 'A teddy bear knight defends the castle from bouncy slimes and collects royal gems', genre: 'PLATFORMER', author: 'SirFluff' },
  { prompt: 'A glowing mushroom sprite explores crystal caves dodging flappy bats', genre: 'PLATFORMER', author: 'SporeSpark' },
  { prompt: 'A unicorn leaps across rainbow clouds collecting golden feathers and avoiding grumpy crows', genre: 'PLATFORMER', author: 'RainbowRider' },
  { prompt: 'A plumber mouse fixes the factory, collecting golden gears and dodging rusty robots', genre: 'PLATFORMER', author: 'WrenchWren' },
  { prompt: 'A ladybug detective hunts for clues in a giant garden while avoiding sneaky spiders', genre: 'PLATFORMER', author: 'SpotTheSleuth' },
  { prompt: 'An egg with tiny legs runs through the farm to escape hungry foxes and find the cozy barn', genre: 'PLATFORMER', author: 'SunnySideUp' },
  { prompt: 'A banana monkey swings through the jungle collecting bananas and dodging parrots', genre: 'PLATFORMER', author: 'PeelAppeal' },
  { prompt: 'A magician owl flutters through a haunted mansion collecting candy corn and tricking ghosts', genre: 'PLATFORMER', author: 'HootHoudini' },
  { prompt: 'A samurai cat guards the bamboo forest from sneaky ninja rats', genre: 'PLATFORMER', author: 'KatanaKitty' },
  { prompt: 'A kitchen sponge hero scrubs through the bakery, collecting cupcakes and fleeing grumpy cookies', genre: 'PLATFORMER', author: 'SudsMcGee' },
  { prompt: 'A hungry hedgehog gathers shiny apples in the autumn orchard while dodging buzzing wasps', genre: 'COLLECTIBLE', author: 'PricklyPie' },
  { prompt: 'A penguin chef collects fresh fish on the snowy glacier while avoiding sneaky seals', genre: 'COLLECTIBLE', author: 'ChillChef' },
  { prompt: 'A karate panda battles grumpy raccoons in the bamboo forest', genre: 'FIGHTING', author: 'PandaPunch' },
  { prompt: 'A boxing kangaroo takes on sneaky crocodiles on a sunny beach', genre: 'FIGHTING', author: 'HopHaymaker' },
  { prompt: 'A squirrel throws golden acorns at angry wasps in the forest', genre: 'SHOOTER', author: 'NuttyNora' },
  { prompt: 'A robot astronaut defends the moon base from wobbly aliens with star blasters', genre: 'SHOOTER', author: 'LunarLaser' },
  { prompt: 'Splat the slimy green bugs crawling over the picnic but spare the ladybug', genre: 'SPLATTER', author: 'PicnicPatrol' },
  { prompt: 'A chef squishes sneaky tomato goblins in the kitchen', genre: 'SPLATTER', author: 'SaucyChef' },
  { prompt: 'Merge tiny seeds into a giant magic tree in an enchanted garden', genre: 'MERGE', author: 'SproutSmith' },
  { prompt: 'Combine sweet candy drops into a giant rainbow cake in the candy kingdom', genre: 'MERGE', author: 'SugarStack' },
  { prompt: 'A silly goose slaps a grumpy walrus with a fish on the icy beach', genre: 'SLAPPER', author: 'HonkHonk' },
  { prompt: 'A tiny knight slap-battles a sleepy troll in the castle, collecting golden cookies', genre: 'SLAPPER', author: 'SirSlapsALot' },
  { prompt: 'A racing raccoon drives a blue race car through the busy city dodging grumpy pigeons', genre: 'RACING', author: 'RingTailRacer' },
  { prompt: 'A penguin zooms on a purple snowmobile over the snowy peaks dodging sneaky seals', genre: 'RACING', author: 'SlushRush' },
  { prompt: 'A cheerful bunny farmer grows crunchy carrots in a sunny valley and sells them at the market', genre: 'FARMING', author: 'CarrotTop' },
  { prompt: 'A robot farmer grows glowing mushrooms on a moon base and sells them to friendly aliens', genre: 'FARMING', author: 'SpudBot' },
  { prompt: 'A skateboarding shark collects donuts in the city while dodging grumpy pigeons', genre: 'BRAINROT', author: 'ChaosChamp' },
  { prompt: 'A dancing potato catches cupcakes on the moon while dodging wobbly aliens', genre: 'BRAINROT', author: 'SpudSpin' },
];
