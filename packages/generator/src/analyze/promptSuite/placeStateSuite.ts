import { S, type SuitePrompt } from './suitePrompt.js';

/** Places by landmark region, crop and flower fields, and a place's state (burning, ruined, muddy, messy). */
// prettier-ignore
export const PLACE_STATE_SUITE: readonly SuitePrompt[] = [
  // a place's state, drawn on it
  S('PLATFORMER', 'A firefighter dashes through a burning town to save kittens', ['city'], 'firefighter', ['firefighter', 'kitten'], { state: 'burning' }),
  S('FIGHTING', 'A samurai duels a bandit in a village on fire', ['village'], 'samurai', ['samurai', 'bandit'], { state: 'burning' }),
  S('AERIAL', 'A dragon flies over a burning forest at dusk', ['forest'], 'dragon', ['dragon'], { time: 'sunset', state: 'burning' }),
  S('SHOOTER', 'A soldier blasts robots in a ruined city', ['city'], 'soldier', ['soldier', 'robot'], { state: 'ruined' }),
  S('COLLECTIBLE', 'An explorer gathers gems among crumbling castle walls', ['castle'], 'explorer', ['explorer', 'gem'], { state: 'ruined' }),
  S('RACING', 'Monster trucks race through a muddy field in the rain', ['meadow'], null, ['monster truck'], { weather: 'rain', state: 'muddy' }),
  S('FARMING', 'A farmer grows potatoes on a muddy farm', ['farm'], 'farmer', ['farmer', 'potato'], { state: 'muddy' }),
  S('SPLATTER', 'Splat cockroaches in a messy kitchen', ['kitchen'], null, ['cockroach'], { verb: 'splat', state: 'messy' }),
  S('BRAINROT', 'A sloth naps in a messy dorm room', ['bedroom'], 'sloth', ['sloth'], { state: 'messy' }),
  S('MERGE', 'Merge buckets into a rescue boat in a flooded village', ['village'], null, ['bucket', 'boat'], { verb: 'merge', state: 'flooded' }),
  S('HILL_RACER', 'A jeep splashes through a flooded valley', ['meadow'], null, ['jeep'], { field: 'jeep', state: 'flooded' }),
  S('FPS', 'Explore an abandoned hospital full of zombies', ['hospital'], null, ['zombie'], { verb: 'explore', state: 'abandoned' }),
  S('SLAPPER', 'A grandpa slaps a raccoon in an abandoned barn', ['farm'], 'grandpa', ['grandpa', 'raccoon'], { state: 'abandoned' }),
  S('PLATFORMER', 'A penguin skates across a frozen-over lake', ['pond'], 'penguin', ['penguin'], { state: 'frozen' }),
  S('AERIAL', 'A snowy owl glides over a village snowed in by winter', ['village'], 'owl', ['snowy owl'], { weather: 'snow', state: 'frozen' }),
  // fields named by their crop or flower: the crop in rows
  S('COLLECTIBLE', 'A bumblebee buzzes between rows in a sunflower field', ['farm', 'sunflower-field'], 'bumblebee', ['bumblebee']),
  S('RACING', 'Tractors race through golden wheat fields at sunset', ['farm', 'wheat-field'], null, ['tractor'], { time: 'sunset', field: 'tractor' }),
  S('SHOOTER', 'A scarecrow zaps crows over a cornfield', ['farm', 'cornfield'], 'scarecrow', ['scarecrow', 'crow']),
  S('AERIAL', 'A hot air balloon floats over the tulip fields of Holland', ['farm', 'tulip-field'], null, ['hot air balloon']),
  S('PLATFORMER', 'A bunny hops through lavender fields in Provence', ['farm', 'lavender-field'], 'bunny', ['bunny']),
  S('FARMING', 'A winemaker tends grapes in a hillside vineyard', ['farm', 'vineyard'], 'winemaker', ['grape']),
  S('FIGHTING', 'A hedgehog boxes a badger in an apple orchard', ['farm', 'orchard'], 'hedgehog', ['hedgehog', 'badger']),
  S('SPLATTER', 'Splat slugs in a pumpkin patch at dusk', ['farm', 'pumpkin-patch'], null, ['slug'], { verb: 'splat', time: 'sunset' }),
  S('BRAINROT', 'A dancing strawberry in a strawberry field', ['farm', 'strawberry-field'], 'strawberry', ['strawberry']),
  // named regions and natural landmarks, never a generic city
  S('AERIAL', 'A hot air balloon drifts over Cappadocia at sunrise', ['canyon'], null, ['hot air balloon'], { time: 'sunrise' }),
  S('PLATFORMER', 'A mountain goat climbs the Dolomites', ['mountains'], 'goat', ['mountain goat']),
  S('HILL_RACER', 'A jeep bounces across Patagonia', ['mountains'], null, ['jeep'], { field: 'jeep' }),
  S('COLLECTIBLE', 'A camel collects coins in Petra', ['canyon'], 'camel', ['camel', 'coin']),
  S('SLAPPER', 'A llama slaps a tourist at Machu Picchu', ['mountains'], 'llama', ['llama', 'tourist']),
  S('RACING', 'Scooters race along the cliffs of Santorini', ['white-town'], null, ['scooter'], { field: 'scooter' }),
  S('SHOOTER', 'A kayaker zaps jellyfish in Ha Long Bay', ['ocean', 'mountains'], 'kayaker', ['kayaker', 'jellyfish']),
  S('FIGHTING', 'A bagpiper battles a ghost in the Scottish Highlands', ['mountains'], 'bagpiper', ['bagpiper', 'ghost']),
  S('MERGE', 'Merge reindeer into a sleigh team in Lapland', ['arctic'], null, ['reindeer', 'sleigh'], { verb: 'merge' }),
  S('FARMING', 'A monkey grows bananas in Bali', ['island'], 'monkey', ['monkey', 'banana']),
  S('BRAINROT', 'A singing rock at Stonehenge', ['meadow', 'rome'], 'rock', ['rock']),
  S('SPLATTER', 'Squash mosquitoes in the Serengeti', ['savanna'], null, ['mosquito'], { verb: 'squash' }),
  // rooms in the FPS: walls and props of the room
  S('FPS', 'Hunt zombie interns through a cubicle farm', ['office'], null, ['zombie intern'], { verb: 'hunt' }),
  S('FPS', 'Blast robot chefs in a restaurant kitchen', ['kitchen'], null, ['robot chef'], { verb: 'blast' }),
  S('FPS', 'Shoot ghosts in a school at night', ['classroom'], null, ['ghost'], { verb: 'shoot', time: 'night' }),
  S('FPS', 'Clear the hospital of mutant rats', ['hospital'], null, ['mutant rat'], { verb: 'clear' }),
  S('FPS', 'Fight killer toasters in a living room', ['living-room'], null, ['toaster'], { verb: 'fight' }),
];
