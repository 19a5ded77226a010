import { S, type SuitePrompt } from './suitePrompt.js';

/**
 * Round 12's named things: what a platformer hero collects, finds or searches for is the pickup
 * even after a participle ("lost keys", "hidden gears") and over a place's own pickup; animals
 * that race the vehicles they ride race their own kind on them, while one big vehicle is raced
 * on foot; fighters of one kind fight each other; vehicles whose look is their point (a monster
 * truck, a limousine, a dump truck, a digger); chests, crates, barrels and lanterns as pickups;
 * a brainrot hero's outfit and board.
 */
// prettier-ignore
export const THING_SUITE_12: readonly SuitePrompt[] = [
  // what is collected, found or searched for is the pickup
  S('PLATFORMER', 'A squirrel leaps across rooftops collecting lost acorns', ['city'], 'squirrel', ['squirrel', 'acorn'], { field: 'acorn' }),
  S('PLATFORMER', 'A pirate hops across rocks on a beach gathering hidden pearls', ['beach'], 'pirate', ['pirate', 'pearl'], { field: 'pearl' }),
  S('PLATFORMER', 'A robot jumps over clouds finding scattered bolts', ['sky'], 'robot', ['robot', 'bolt'], { field: 'bolt' }),
  S('PLATFORMER', 'A dog searches the park for buried bones', ['park'], 'dog', ['dog', 'bone'], { field: 'bone' }),
  S('PLATFORMER', 'A knight explores a dungeon looking for golden keys', ['dungeon'], 'knight', ['knight', 'key'], { field: 'key' }),
  S('PLATFORMER', 'A frog hops across lily pads in a swamp collecting shiny coins', ['pond', 'swamp'], 'frog', ['frog', 'lily pad', 'coin'], { field: 'coin' }),
  // animals ride what they race, against their own kind; one big vehicle is raced on foot
  S('RACING', 'Cats race go-karts through a city at night', ['city'], 'cat', ['cat', 'go-kart'], { time: 'night', field: 'go-kart' }),
  S('RACING', 'Dogs race on scooters along the beach', ['beach'], 'dog', ['dog', 'scooter'], { field: 'scooter' }),
  S('RACING', 'Penguins race sleds down a snowy hill', ['meadow'], 'penguin', ['penguin', 'sled'], { weather: 'snow', field: 'sled' }),
  S('RACING', 'Monkeys race in bathtubs down a jungle river', ['river', 'jungle'], 'monkey', ['monkey', 'bathtub'], { field: 'bathtub' }),
  S('RACING', 'Rhinos race a train across the savanna', ['savanna'], 'rhino', ['rhino', 'train'], { field: 'rhino' }),
  // fighters of one kind
  S('FIGHTING', 'Two samurai duel in a bamboo forest', ['bamboo-grove'], 'samurai', ['samurai']),
  S('FIGHTING', 'Robots fight each other in a junkyard', ['junkyard'], 'robot', ['robot']),
  S('FIGHTING', 'Two wizards battle on a mountain top', ['mountains'], 'wizard', ['wizard']),
  S('SLAPPER', 'Two grannies slap each other in a kitchen', ['kitchen'], 'granny', ['granny']),
  // vehicles whose look is their point
  S('RACING', 'A bear drives a monster truck through a muddy field', ['meadow'], 'bear', ['bear', 'monster truck'], { field: 'monster truck' }),
  S('HILL_RACER', 'A movie star drives a limousine over the hills', ['meadow'], 'star', ['movie star', 'limousine'], { field: 'limousine' }),
  S('RACING', 'A builder drives a dump truck through a quarry', ['canyon'], 'builder', ['builder', 'dump truck'], { field: 'dump truck' }),
  S('HILL_RACER', 'A beaver drives an excavator over muddy hills', [], 'beaver', ['beaver', 'excavator'], { field: 'excavator' }),
  // chests, crates, barrels and lanterns as pickups
  S('COLLECTIBLE', 'An octopus gathers treasure chests in a shipwreck', ['shipwreck'], 'octopus', ['octopus', 'treasure chest'], { field: 'treasure chest' }),
  S('COLLECTIBLE', 'A pirate collects barrels on a ship', ['ocean'], 'pirate', ['pirate', 'barrel'], { field: 'barrel' }),
  S('COLLECTIBLE', 'A miner collects lanterns in a mine', ['mine'], 'miner', ['miner', 'lantern'], { field: 'lantern' }),
  S('COLLECTIBLE', 'A mouse collects crates in a warehouse', ['factory'], 'mouse', ['mouse', 'crate'], { field: 'crate' }),
  // a brainrot hero's outfit and board
  S('BRAINROT', 'A shark wearing sneakers skateboards through a mall', ['mall'], 'shark', ['shark', 'sneaker', 'skateboard']),
  S('BRAINROT', 'A frog wearing a crown riding a skateboard', [], 'frog', ['frog', 'crown', 'skateboard']),
  S('BRAINROT', 'A potato in sunglasses on a hoverboard in space', ['space'], 'potato', ['potato', 'sunglasses']),
];
