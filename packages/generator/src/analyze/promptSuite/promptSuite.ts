import type { GameGenre } from '@promptplay/contracts';
import type { Mood, PlaceId, TimeOfDay, Weather } from '../types.js';

/**
 * One prompt of the faithfulness suite and what a player who typed it expects to see.
 * Written as a player would read the prompt, not as the reader happens to read it.
 */
export interface SuitePrompt {
  prompt: string;
  genre: GameGenre;
  /** Every place it names, main first ([] when it names none). */
  places: PlaceId[];
  /** A noun the hero's name must contain; null when the prompt names no hero. */
  hero: string | null;
  /** For prompts that start with an order ("slap…"): the hero is never named after it. */
  verb?: string;
  /** Every noun it names that the game should draw: cast, items, weapon, vehicle, landmarks. */
  things: string[];
  time?: TimeOfDay;
  weather?: Weather;
  mood?: Mood;
  /** Words the genre's own fields must contain ("shopping cart" for a racing vehicle). */
  field?: string;
}

const S = (
  genre: GameGenre,
  prompt: string,
  places: PlaceId[],
  hero: string | null,
  things: string[],
  extra: Partial<Pick<SuitePrompt, 'verb' | 'time' | 'weather' | 'mood' | 'field'>> = {},
): SuitePrompt => ({ prompt, genre, places, hero, things, ...extra });

/** The suite: ≥ 200 prompts over all 13 genres (see issue 16, part 6). */
// prettier-ignore
export const PROMPT_SUITE: readonly SuitePrompt[] = [
  // PLATFORMER
  S('PLATFORMER', 'A knight in a dark castle', ['castle'], 'knight', ['knight'], { time: 'night' }),
  S('PLATFORMER', 'A pickle knight fights rats in the sewer', ['sewer'], 'knight', ['pickle knight', 'rat']),
  S('PLATFORMER', 'A ninja cat runs across the rooftops of Tokyo at night', ['tokyo'], 'cat', ['ninja cat'], { time: 'night' }),
  S('PLATFORMER', 'A penguin slides down snowy mountains during a blizzard', ['mountains'], 'penguin', ['penguin'], { weather: 'snow' }),
  S('PLATFORMER', 'Jump through a haunted forest under a full moon', ['forest'], null, [], { verb: 'jump', time: 'night', mood: 'spooky' }),
  S('PLATFORMER', 'A robot explores an abandoned factory full of rusty robots', ['factory'], 'robot', ['robot']),
  S('PLATFORMER', 'A mermaid swims through a coral reef collecting pearls', ['underwater'], 'mermaid', ['mermaid', 'pearl']),
  S('PLATFORMER', 'A little dinosaur escapes a volcano while meteors fall', ['volcano'], 'dinosaur', ['dinosaur', 'meteor']),
  S('PLATFORMER', 'A cowboy frog hops across the desert at sunset collecting cactus flowers', ['desert'], 'frog', ['cowboy frog', 'cactus flower'], { time: 'sunset' }),
  S('PLATFORMER', 'A grandma chases runaway pancakes through a busy kitchen', ['kitchen'], 'grandma', ['grandma', 'pancake']),
  S('PLATFORMER', 'Escape the museum at night while mummies chase you', ['museum'], null, ['mummy'], { verb: 'escape', time: 'night' }),
  S('PLATFORMER', 'A fox explorer runs through a foggy swamp dodging crocodiles', ['swamp'], 'fox', ['fox explorer', 'crocodile'], { weather: 'fog' }),
  S('PLATFORMER', 'A teddy bear hops across a messy bedroom to find the lost toy car', ['bedroom'], 'bear', ['teddy bear', 'toy car']),
  S('PLATFORMER', 'An astronaut bunny bounces across the moon collecting stars', ['moon'], 'bunny', ['astronaut bunny', 'star']),
  S('PLATFORMER', 'A tiny mouse sneaks through a library at midnight collecting cheese', ['library'], 'mouse', ['mouse', 'cheese'], { time: 'night' }),
  S('PLATFORMER', 'Climb the Eiffel Tower in the rain as a pigeon', ['paris'], 'pigeon', ['pigeon', 'eiffel tower'], { weather: 'rain' }),
  S('PLATFORMER', 'A viking climbs icy cliffs in a snowstorm to reach a treasure chest', ['mountains'], 'viking', ['viking', 'treasure chest'], { weather: 'snow' }),
  S('PLATFORMER', 'A gingerbread man runs through candy land avoiding sour gummy worms', ['candy'], 'gingerbread', ['gingerbread man', 'gummy worm']),
  S('PLATFORMER', 'An explorer climbs snowy mountains on Mars', ['mountains', 'mars'], 'explorer', ['explorer'], { weather: 'snow' }),
  S('PLATFORMER', 'A cat runs through a kitchen on a spaceship', ['kitchen', 'spaceship'], 'cat', ['cat']),
  S('PLATFORMER', 'A lost puppy finds its way home through the rainy city streets', ['city'], 'puppy', ['puppy'], { weather: 'rain' }),

  // FIGHTING
  S('FIGHTING', 'A grandma with a frying pan fights a giant robot in a kitchen', ['kitchen'], 'grandma', ['grandma', 'frying pan', 'robot']),
  S('FIGHTING', 'A karate panda battles grumpy raccoons in the bamboo forest', ['forest'], 'panda', ['panda', 'raccoon']),
  S('FIGHTING', 'A boxing kangaroo takes on sneaky crocodiles on a sunny beach', ['beach'], 'kangaroo', ['kangaroo', 'crocodile'], { time: 'day' }),
  S('FIGHTING', 'Two sumo wrestlers fight in a Tokyo arena at night', ['arena', 'tokyo'], 'wrestler', ['sumo wrestler'], { time: 'night' }),
  S('FIGHTING', 'A pirate captain duels a skeleton on a ship during a storm', ['ocean'], 'captain', ['pirate captain', 'skeleton', 'ship'], { weather: 'storm' }),
  S('FIGHTING', 'Punch zombies in a haunted school', ['classroom'], null, ['zombie'], { verb: 'punch', mood: 'spooky' }),
  S('FIGHTING', 'A superhero cat fights a giant slime monster in New York', ['new-york'], 'cat', ['superhero cat', 'slime monster']),
  S('FIGHTING', 'A samurai with a katana battles ninjas on a snowy mountain', ['mountains'], 'samurai', ['samurai', 'katana', 'ninja'], { weather: 'snow' }),
  S('FIGHTING', 'A chef fights angry vegetables in a restaurant kitchen', ['kitchen'], 'chef', ['chef', 'vegetable']),
  S('FIGHTING', 'Wrestle a grumpy bear in the woods at sunset', ['forest'], null, ['bear'], { verb: 'wrestle', time: 'sunset' }),
  S('FIGHTING', 'A robot boxer fights rivals in a neon arena', ['arena'], 'boxer', ['robot boxer'], { mood: 'neon' }),
  S('FIGHTING', 'A princess with a magic wand battles a dragon in the throne room', ['castle-hall'], 'princess', ['princess', 'magic wand', 'dragon']),
  S('FIGHTING', 'A knight fights a troll under a bridge in the rain', [], 'knight', ['knight', 'troll', 'bridge'], { weather: 'rain' }),
  S('FIGHTING', 'A gorilla fights a shark in a flooded museum', ['museum'], 'gorilla', ['gorilla', 'shark']),
  S('FIGHTING', 'A karate kid battles bullies in a school gym', ['gym'], 'kid', ['karate kid', 'bully']),
  S('FIGHTING', 'Fight alien invaders on Mars with a laser sword', ['mars'], null, ['alien', 'laser sword'], { verb: 'fight' }),
  S('FIGHTING', 'A wizard battles a vampire in a graveyard at midnight', ['graveyard'], 'wizard', ['wizard', 'vampire'], { time: 'night' }),

  // SLAPPER
  S('SLAPPER', 'slap a grumpy office boss with a giant fish', ['office'], null, ['office boss', 'fish'], { verb: 'slap', field: 'fish' }),
  S('SLAPPER', 'A silly goose slaps a grumpy walrus with a fish on the icy beach', ['beach'], 'goose', ['goose', 'walrus', 'fish'], { field: 'fish' }),
  S('SLAPPER', 'A tiny knight slap-battles a sleepy troll in the castle', ['castle'], 'knight', ['knight', 'troll']),
  S('SLAPPER', 'Slap a noisy robot with a rubber chicken in the lab', ['lab'], null, ['robot', 'rubber chicken'], { verb: 'slap', field: 'rubber chicken' }),
  S('SLAPPER', 'A grandma slaps a rude pirate with a baguette in Paris', ['paris'], 'grandma', ['grandma', 'pirate', 'baguette'], { field: 'baguette' }),
  S('SLAPPER', 'Slap sleepy zombies with a pillow in a haunted house', ['haunted-house'], null, ['zombie', 'pillow'], { verb: 'slap', mood: 'spooky', field: 'pillow' }),
  S('SLAPPER', 'A cat slaps a dog with a slipper in the living room', ['living-room'], 'cat', ['cat', 'dog', 'slipper'], { field: 'slipper' }),
  S('SLAPPER', 'Smack a snowman with a frozen fish in a blizzard', [], null, ['snowman', 'fish'], { verb: 'smack', weather: 'snow', field: 'fish' }),
  S('SLAPPER', 'A teacher slaps a cheeky monkey with a ruler in the classroom', ['classroom'], 'teacher', ['teacher', 'monkey', 'ruler'], { field: 'ruler' }),
  S('SLAPPER', 'A penguin slaps a polar bear with a sardine at the north pole', ['arctic'], 'penguin', ['penguin', 'polar bear', 'sardine'], { field: 'sardine' }),
  S('SLAPPER', 'Slap the evil clown with a cream pie at the circus', ['park'], null, ['clown', 'cream pie'], { verb: 'slap', field: 'cream pie' }),
  S('SLAPPER', 'A queen slaps a goblin with a glove in the great hall', ['castle-hall'], 'queen', ['queen', 'goblin', 'glove'], { field: 'glove' }),
  S('SLAPPER', 'Slap a snoring giant with a pool noodle at the water park', ['park'], null, ['giant', 'pool noodle'], { verb: 'slap', field: 'pool noodle' }),
  S('SLAPPER', 'A monkey slaps a tourist with a banana in the jungle at sunrise', ['jungle'], 'monkey', ['monkey', 'tourist', 'banana'], { time: 'sunrise', field: 'banana' }),
  S('SLAPPER', 'A robot slaps a sleepy dragon with a wrench in a spaceship', ['spaceship'], 'robot', ['robot', 'dragon', 'wrench'], { field: 'wrench' }),
  S('SLAPPER', 'Slap a grumpy chef with a spatula in a busy restaurant', ['restaurant'], null, ['chef', 'spatula'], { verb: 'slap', field: 'spatula' }),

  // MERGE
  S('MERGE', 'merge tiny dragons into a legendary volcano dragon', [], null, ['dragon'], { verb: 'merge', field: 'dragon' }),
  S('MERGE', 'Merge tiny seeds into a giant magic tree in an enchanted garden', ['garden'], null, ['seed', 'tree'], { verb: 'merge', field: 'tree' }),
  S('MERGE', 'Combine sweet candy drops into a giant rainbow cake in the candy kingdom', ['candy'], null, ['candy drop', 'cake'], { verb: 'combine', field: 'cake' }),
  S('MERGE', 'Merge baby slimes into a king slime in a dark cave', ['cave'], null, ['slime'], { verb: 'merge', time: 'night', field: 'slime' }),
  S('MERGE', 'Merge kittens into a giant lion on a sunny savanna', ['meadow'], null, ['kitten', 'lion'], { verb: 'merge', time: 'day', field: 'lion' }),
  S('MERGE', 'Merge eggs into a golden chicken on the farm', ['farm'], null, ['egg', 'chicken'], { verb: 'merge', field: 'chicken' }),
  S('MERGE', 'Stack cupcakes into a wedding cake in a bakery', ['kitchen'], null, ['cupcake', 'wedding cake'], { verb: 'stack', field: 'cake' }),
  S('MERGE', 'Merge planets into a glowing star in outer space', ['space'], null, ['planet', 'star'], { verb: 'merge', field: 'planet' }),
  S('MERGE', 'Merge fish into a giant whale under the sea', ['underwater'], null, ['fish', 'whale'], { verb: 'merge', field: 'whale' }),
  S('MERGE', 'Merge robot parts into a giant mech in a futuristic factory', ['factory'], null, ['robot part', 'mech'], { verb: 'merge', mood: 'neon', field: 'mech' }),
  S('MERGE', 'Merge pumpkins into a giant jack-o-lantern in a spooky pumpkin patch', ['farm'], null, ['pumpkin', 'jack-o-lantern'], { verb: 'merge', mood: 'spooky', field: 'pumpkin' }),
  S('MERGE', 'Merge coins into a treasure chest on a pirate island', ['island'], null, ['coin', 'treasure chest'], { verb: 'merge', field: 'coin' }),
  S('MERGE', 'Merge snowflakes into a snowman in a winter village', ['village'], null, ['snowflake', 'snowman'], { verb: 'merge', weather: 'snow', field: 'snowman' }),
  S('MERGE', 'Merge puppies into a big dog in a cozy living room', ['living-room'], null, ['puppy', 'dog'], { verb: 'merge', mood: 'cute', field: 'dog' }),
  S('MERGE', 'Merge gems into a magic crown in the royal palace at night', ['castle'], null, ['gem', 'crown'], { verb: 'merge', time: 'night', field: 'crown' }),
  S('MERGE', 'Merge tiny bugs into a giant beetle in the jungle during the rain', ['jungle'], null, ['bug', 'beetle'], { verb: 'merge', weather: 'rain', field: 'beetle' }),

  // RACING
  S('RACING', 'race shopping carts through a neon city at night', ['city'], null, ['shopping cart'], { verb: 'race', time: 'night', mood: 'neon', field: 'shopping cart' }),
  S('RACING', 'A racing raccoon drives a blue race car through the busy city dodging grumpy pigeons', ['city'], 'raccoon', ['raccoon', 'race car', 'pigeon'], { field: 'race car' }),
  S('RACING', 'A penguin zooms on a purple snowmobile over the snowy peaks dodging sneaky seals', ['mountains'], 'penguin', ['penguin', 'snowmobile', 'seal'], { weather: 'snow', field: 'snowmobile' }),
  S('RACING', 'Race go-karts around a volcano while lava bombs fall', ['volcano'], null, ['go-kart', 'lava bomb'], { verb: 'race', field: 'go-kart' }),
  S('RACING', 'A grandma races a wheelchair through the hospital halls', ['hospital'], 'grandma', ['grandma', 'wheelchair'], { field: 'wheelchair' }),
  S('RACING', 'Drive a taxi through London in the rain', ['london'], null, ['taxi'], { verb: 'drive', weather: 'rain', field: 'taxi' }),
  S('RACING', 'A dog races a bathtub down a snowy hill', ['meadow'], 'dog', ['dog', 'bathtub'], { weather: 'snow', field: 'bathtub' }),
  S('RACING', 'Race motorbikes across the desert at sunset', ['desert'], null, ['motorbike'], { verb: 'race', time: 'sunset', field: 'motorbike' }),
  S('RACING', 'A monkey drives a banana car through the jungle', ['jungle'], 'monkey', ['monkey', 'banana car'], { field: 'banana car' }),
  S('RACING', 'Race ice cream trucks through a sunny beach town', ['beach'], null, ['ice cream truck'], { verb: 'race', time: 'day', field: 'ice cream truck' }),
  S('RACING', 'Race lawn mowers around the backyard', ['garden'], null, ['lawn mower'], { verb: 'race', field: 'lawn mower' }),
  S('RACING', 'A pizza delivery guy races a scooter through New York at night', ['new-york'], 'guy', ['delivery guy', 'scooter'], { time: 'night', field: 'scooter' }),
  S('RACING', 'Race fire trucks through a smoky city', ['city'], null, ['fire truck'], { verb: 'race', weather: 'fog', field: 'fire truck' }),
  S('RACING', 'A cat drives a toy car around the living room', ['living-room'], 'cat', ['cat', 'toy car'], { field: 'toy car' }),
  S('RACING', 'Race sleds down the mountain in a snowstorm', ['mountains'], null, ['sled'], { verb: 'race', weather: 'snow', field: 'sled' }),
  S('RACING', 'Race hovercars through Tokyo in the future', ['tokyo'], null, ['hovercar'], { verb: 'race', field: 'hovercar' }),
  S('RACING', 'Race office chairs through the office', ['office'], null, ['office chair'], { verb: 'race', field: 'office chair' }),

  // AERIAL
  S('AERIAL', 'a paper airplane flying through a thunderstorm over Paris', ['paris'], null, ['paper airplane'], { weather: 'storm', field: 'paper airplane' }),
  S('AERIAL', 'A witch cat flies a purple broom over the haunted woods dodging grumpy bats', ['forest'], 'cat', ['witch cat', 'broom', 'bat'], { mood: 'spooky', field: 'broom' }),
  S('AERIAL', 'A pirate parrot flies a seaplane over the tropical island collecting gold coins', ['island'], 'parrot', ['pirate parrot', 'seaplane', 'gold coin'], { field: 'seaplane' }),
  S('AERIAL', 'A knight rides a green dragon over the castle collecting royal gems', ['castle'], 'knight', ['knight', 'dragon', 'gem'], { field: 'dragon' }),
  S('AERIAL', 'Fly a hot air balloon over London at sunrise', ['london'], null, ['hot air balloon'], { verb: 'fly', time: 'sunrise', field: 'hot air balloon' }),
  S('AERIAL', 'A pigeon flies a tiny helicopter between New York skyscrapers', ['new-york'], 'pigeon', ['pigeon', 'helicopter', 'skyscraper'], { field: 'helicopter' }),
  S('AERIAL', 'Pilot a rocket through an asteroid field in deep space', ['space'], null, ['rocket', 'asteroid'], { verb: 'pilot', field: 'rocket' }),
  S('AERIAL', 'A duck flies a biplane over the farm in the fog', ['farm'], 'duck', ['duck', 'biplane'], { weather: 'fog', field: 'biplane' }),
  S('AERIAL', 'An owl flies over a misty swamp at night', ['swamp'], 'owl', ['owl'], { time: 'night', weather: 'fog' }),
  S('AERIAL', 'Fly a magic carpet over the desert in a sandstorm', ['desert'], null, ['magic carpet'], { verb: 'fly', weather: 'storm', field: 'carpet' }),
  S('AERIAL', 'A superhero flies over the city during a thunderstorm', ['city'], 'superhero', ['superhero'], { weather: 'storm' }),
  S('AERIAL', 'A bee flies through a flower garden collecting nectar', ['garden'], 'bee', ['bee', 'nectar']),
  S('AERIAL', 'Fly a paper plane through the classroom', ['classroom'], null, ['paper plane'], { verb: 'fly', field: 'paper plane' }),
  S('AERIAL', 'An astronaut flies a jetpack over the moon', ['moon'], 'astronaut', ['astronaut', 'jetpack'], { field: 'jetpack' }),
  S('AERIAL', 'A dragon flies over snowy mountains at sunset', ['mountains'], 'dragon', ['dragon'], { time: 'sunset', weather: 'snow' }),
  S('AERIAL', 'A dragon flies over a volcano on a tropical island at sunset', ['volcano', 'island'], 'dragon', ['dragon', 'volcano'], { time: 'sunset' }),
  S('AERIAL', 'Fly a UFO over Tokyo at night abducting cows', ['tokyo'], null, ['ufo', 'cow'], { verb: 'fly', time: 'night', field: 'ufo' }),

  // SHOOTER
  S('SHOOTER', 'A squirrel throws golden acorns at angry wasps in the forest', ['forest'], 'squirrel', ['squirrel', 'acorn', 'wasp']),
  S('SHOOTER', 'A robot astronaut defends the moon base from wobbly aliens with star blasters', ['moon'], 'astronaut', ['robot astronaut', 'alien', 'star blaster']),
  S('SHOOTER', 'Shoot zombies in a spooky graveyard at midnight', ['graveyard'], null, ['zombie'], { verb: 'shoot', time: 'night', mood: 'spooky' }),
  S('SHOOTER', 'A cowboy shoots bottles in the wild west at sunset', ['canyon'], 'cowboy', ['cowboy', 'bottle'], { time: 'sunset' }),
  S('SHOOTER', 'Blast asteroids from a spaceship in outer space', ['space'], null, ['asteroid', 'spaceship'], { verb: 'blast' }),
  S('SHOOTER', 'A chef throws tomatoes at rats in the kitchen', ['kitchen'], 'chef', ['chef', 'tomato', 'rat']),
  S('SHOOTER', 'A snowman throws snowballs at kids in a snowy park', ['park'], 'snowman', ['snowman', 'snowball', 'kid'], { weather: 'snow' }),
  S('SHOOTER', 'Shoot water balloons at pirates on a beach', ['beach'], null, ['water balloon', 'pirate'], { verb: 'shoot' }),
  S('SHOOTER', 'A frog spits bubbles at mosquitoes in a swamp at night', ['swamp'], 'frog', ['frog', 'bubble', 'mosquito'], { time: 'night' }),
  S('SHOOTER', 'Zap evil robots with a laser in a neon city', ['city'], null, ['robot', 'laser'], { verb: 'zap', mood: 'neon' }),
  S('SHOOTER', 'A knight shoots arrows at dragons from the castle walls', ['castle'], 'knight', ['knight', 'arrow', 'dragon']),
  S('SHOOTER', 'A penguin throws fish at seals on an iceberg', ['arctic'], 'penguin', ['penguin', 'fish', 'seal']),
  S('SHOOTER', 'Defend the farm from hungry crows with a slingshot', ['farm'], null, ['crow', 'slingshot'], { verb: 'defend' }),
  S('SHOOTER', 'A monkey throws coconuts at tourists on a tropical island', ['island'], 'monkey', ['monkey', 'coconut', 'tourist']),
  S('SHOOTER', 'Shoot paintballs at ninjas in a bamboo forest in the rain', ['forest'], null, ['paintball', 'ninja'], { verb: 'shoot', weather: 'rain' }),
  S('SHOOTER', 'A ghost hunter blasts ghosts in a haunted mansion', ['haunted-house'], 'hunter', ['ghost hunter', 'ghost'], { mood: 'spooky' }),

  // FPS
  S('FPS', 'Explore a dark space station and shoot alien bugs', ['spaceship'], null, ['alien bug'], { verb: 'explore', time: 'night' }),
  S('FPS', 'A soldier fights robots in a ruined city in the rain', ['city'], 'soldier', ['soldier', 'robot'], { weather: 'rain' }),
  S('FPS', 'Hunt zombies through a hospital at night', ['hospital'], null, ['zombie'], { verb: 'hunt', time: 'night' }),
  S('FPS', 'Blast slimes in a crystal cave', ['cave'], null, ['slime'], { verb: 'blast' }),
  S('FPS', 'A detective shoots ghosts in a haunted mansion', ['haunted-house'], 'detective', ['detective', 'ghost'], { mood: 'spooky' }),
  S('FPS', 'Defend the pyramid from mummies in Egypt', ['egypt'], null, ['pyramid', 'mummy'], { verb: 'defend' }),
  S('FPS', 'A space marine fights aliens on Mars', ['mars'], 'marine', ['space marine', 'alien']),
  S('FPS', 'Paintball battle in an office at night', ['office'], null, ['paintball'], { time: 'night' }),
  S('FPS', 'Shoot snowballs at yetis in a snowy forest', ['forest'], null, ['snowball', 'yeti'], { verb: 'shoot', weather: 'snow' }),
  S('FPS', 'A robot guards a factory from invading drones', ['factory'], 'robot', ['robot', 'drone']),
  S('FPS', 'Water gun fight in a backyard on a sunny day', ['garden'], null, ['water gun'], { time: 'day' }),
  S('FPS', 'Fight pirates on a ship in a storm', ['ocean'], null, ['pirate', 'ship'], { verb: 'fight', weather: 'storm' }),
  S('FPS', 'A knight fights skeletons in a dungeon', ['dungeon'], 'knight', ['knight', 'skeleton']),
  S('FPS', 'Shoot lasers at aliens inside a UFO', ['spaceship'], null, ['laser', 'alien'], { verb: 'shoot' }),
  S('FPS', 'A cyborg hunts robots in a neon Tokyo at night', ['tokyo'], 'cyborg', ['cyborg', 'robot'], { time: 'night', mood: 'neon' }),

  // SPLATTER
  S('SPLATTER', 'paint-splash the zombies in a haunted mall', ['mall'], null, ['zombie'], { verb: 'paint-splash', mood: 'spooky', field: 'zombie' }),
  S('SPLATTER', 'Splat the slimy green bugs crawling over the picnic', ['park'], null, ['bug'], { verb: 'splat', field: 'bug' }),
  S('SPLATTER', 'A chef squishes sneaky tomato goblins in the kitchen', ['kitchen'], 'chef', ['chef', 'tomato goblin'], { field: 'goblin' }),
  S('SPLATTER', 'Squash mosquitoes in a swamp at dusk', ['swamp'], null, ['mosquito'], { verb: 'squash', time: 'sunset', field: 'mosquito' }),
  S('SPLATTER', 'Splat tomatoes at clowns in a circus', ['park'], null, ['tomato', 'clown'], { verb: 'splat', field: 'clown' }),
  S('SPLATTER', 'Splash paint on ghosts in a castle at midnight', ['castle'], null, ['ghost'], { verb: 'splash', time: 'night', field: 'ghost' }),
  S('SPLATTER', 'Squish slimes in a rainy jungle', ['jungle'], null, ['slime'], { verb: 'squish', weather: 'rain', field: 'slime' }),
  S('SPLATTER', 'A kid splats water balloons at teachers in the schoolyard', ['classroom'], 'kid', ['kid', 'water balloon', 'teacher'], { field: 'teacher' }),
  S('SPLATTER', 'Swat flies in a messy kitchen', ['kitchen'], null, ['fly'], { verb: 'swat', field: 'fl' }),
  S('SPLATTER', 'Splat cockroaches in a New York subway at night', ['new-york'], null, ['cockroach'], { verb: 'splat', time: 'night', field: 'cockroach' }),
  S('SPLATTER', 'Splatter paint on robots in a neon arcade', ['mall'], null, ['robot'], { verb: 'splatter', mood: 'neon', field: 'robot' }),
  S('SPLATTER', 'Smash bugs in a garden on a sunny morning', ['garden'], null, ['bug'], { verb: 'smash', time: 'sunrise', field: 'bug' }),
  S('SPLATTER', 'Splat aliens on the moon', ['moon'], null, ['alien'], { verb: 'splat', field: 'alien' }),
  S('SPLATTER', 'Squish jelly monsters in a candy factory', ['candy', 'factory'], null, ['jelly monster'], { verb: 'squish', field: 'monster' }),
  S('SPLATTER', 'Splat snowmen with snowballs in a snowy village', ['village'], null, ['snowman', 'snowball'], { verb: 'splat', weather: 'snow', field: 'snowm' }),
  S('SPLATTER', 'Splat pigeons in Paris at sunset', ['paris'], null, ['pigeon'], { verb: 'splat', time: 'sunset', field: 'pigeon' }),

  // COLLECTIBLE
  S('COLLECTIBLE', 'A hungry hedgehog gathers shiny apples in the autumn orchard while dodging buzzing wasps', ['farm'], 'hedgehog', ['hedgehog', 'apple', 'wasp']),
  S('COLLECTIBLE', 'A penguin chef collects fresh fish on the snowy glacier while avoiding sneaky seals', ['arctic'], 'penguin', ['penguin chef', 'fish', 'seal'], { weather: 'snow' }),
  S('COLLECTIBLE', 'Collect coins in a rainy London street', ['london'], null, ['coin'], { verb: 'collect', weather: 'rain' }),
  S('COLLECTIBLE', 'A squirrel collects acorns in a park in autumn', ['park'], 'squirrel', ['squirrel', 'acorn']),
  S('COLLECTIBLE', 'Collect seashells on a beach at sunset', ['beach'], null, ['seashell'], { verb: 'collect', time: 'sunset' }),
  S('COLLECTIBLE', 'A kid collects candy on Halloween night', [], 'kid', ['kid', 'candy'], { time: 'night', mood: 'spooky' }),
  S('COLLECTIBLE', 'A robot vacuum collects socks in a bedroom', ['bedroom'], 'vacuum', ['robot vacuum', 'sock']),
  S('COLLECTIBLE', 'Collect gems in a crystal cave', ['cave'], null, ['gem'], { verb: 'collect' }),
  S('COLLECTIBLE', 'A shopper grabs groceries in a busy supermarket', ['supermarket'], 'shopper', ['shopper', 'grocery']),
  S('COLLECTIBLE', 'A diver collects pearls in a shipwreck', ['underwater'], 'diver', ['diver', 'pearl', 'shipwreck']),
  S('COLLECTIBLE', 'Collect stars in outer space while dodging meteors', ['space'], null, ['star', 'meteor'], { verb: 'collect' }),
  S('COLLECTIBLE', 'A bunny collects eggs in a flower garden in the morning', ['garden'], 'bunny', ['bunny', 'egg'], { time: 'sunrise' }),
  S('COLLECTIBLE', 'Gather mushrooms in a foggy forest', ['forest'], null, ['mushroom'], { verb: 'gather', weather: 'fog' }),
  S('COLLECTIBLE', 'A mouse collects cheese in a restaurant at night', ['restaurant'], 'mouse', ['mouse', 'cheese'], { time: 'night' }),
  S('COLLECTIBLE', 'Collect books in a magical library', ['library'], null, ['book'], { verb: 'collect' }),
  S('COLLECTIBLE', 'Collect shells in an underwater city', ['underwater', 'city'], null, ['shell'], { verb: 'collect' }),
  S('COLLECTIBLE', 'Collect snowflakes on a snowy mountain top', ['mountains'], null, ['snowflake'], { verb: 'collect', weather: 'snow' }),

  // FARMING
  S('FARMING', 'A cheerful bunny farmer grows crunchy carrots in a sunny valley and sells them at the market', ['meadow'], 'bunny', ['bunny farmer', 'carrot'], { time: 'day', field: 'carrot' }),
  S('FARMING', 'Grow pumpkins in a spooky garden', ['garden'], null, ['pumpkin'], { verb: 'grow', mood: 'spooky', field: 'pumpkin' }),
  S('FARMING', 'Farm potatoes on Mars', ['mars'], null, ['potato'], { verb: 'farm', field: 'potato' }),
  S('FARMING', 'A robot farmer grows tomatoes in a greenhouse', ['garden'], 'robot', ['robot farmer', 'tomato'], { field: 'tomato' }),
  S('FARMING', 'A chicken grows corn on a rainy farm', ['farm'], 'chicken', ['chicken', 'corn'], { weather: 'rain', field: 'corn' }),
  S('FARMING', 'Grow magic beans on a floating island in the sky', ['sky'], null, ['magic bean'], { verb: 'grow', field: 'bean' }),
  S('FARMING', 'A frog grows lilies in a swamp', ['swamp'], 'frog', ['frog', 'lily'], { field: 'lil' }),
  S('FARMING', 'Grow strawberries in a backyard at sunrise', ['garden'], null, ['strawberry'], { verb: 'grow', time: 'sunrise', field: 'strawberr' }),
  S('FARMING', 'A pig farmer raises cabbages in a muddy village', ['village'], 'pig', ['pig farmer', 'cabbage'], { field: 'cabbage' }),
  S('FARMING', 'Grow crystals in an underground cave', ['cave'], null, ['crystal'], { verb: 'grow', field: 'crystal' }),
  S('FARMING', 'A grandpa grows watermelons on a sunny farm', ['farm'], 'grandpa', ['grandpa', 'watermelon'], { time: 'day', field: 'watermelon' }),
  S('FARMING', 'Plant flowers on the moon', ['moon'], null, ['flower'], { verb: 'plant', field: 'flower' }),
  S('FARMING', 'A bear grows honey flowers in a forest clearing', ['forest'], 'bear', ['bear', 'honey flower'], { field: 'flower' }),
  S('FARMING', 'Grow candy trees in candy land', ['candy'], null, ['candy tree'], { verb: 'grow', field: 'candy tree' }),
  S('FARMING', 'A cat grows fish in an underwater farm', ['underwater', 'farm'], 'cat', ['cat', 'fish'], { field: 'fish' }),
  S('FARMING', 'Grow carrots in a garden on the moon', ['garden', 'moon'], null, ['carrot'], { verb: 'grow', field: 'carrot' }),
  S('FARMING', 'Grow apples in a snowy orchard in winter', ['farm'], null, ['apple'], { verb: 'grow', weather: 'snow', field: 'apple' }),

  // BRAINROT
  S('BRAINROT', 'A shark with sneakers dances in a supermarket', ['supermarket'], 'shark', ['shark', 'sneaker']),
  S('BRAINROT', 'A screaming toilet chases a banana in the bathroom', ['bathroom'], 'toilet', ['toilet', 'banana']),
  S('BRAINROT', 'A ballerina cappuccino spins in Paris at night', ['paris'], 'cappuccino', ['ballerina cappuccino'], { time: 'night' }),
  S('BRAINROT', 'A crocodile airplane flies over a tropical island', ['island'], 'crocodile', ['crocodile airplane']),
  S('BRAINROT', 'A giant frog in a business suit runs an office', ['office'], 'frog', ['frog', 'business suit']),
  S('BRAINROT', 'A cat astronaut eats pizza on the moon', ['moon'], 'cat', ['cat astronaut', 'pizza']),
  S('BRAINROT', 'A skibidi toilet fights a cameraman in a mall', ['mall'], 'toilet', ['toilet', 'cameraman']),
  S('BRAINROT', 'A chicken DJ throws a party in a neon nightclub', [], 'chicken', ['chicken dj'], { mood: 'neon' }),
  S('BRAINROT', 'A potato with sunglasses surfs on a pizza in the ocean', ['ocean'], 'potato', ['potato', 'sunglasses', 'pizza']),
  S('BRAINROT', 'A banana phone rings in a spooky haunted house', ['haunted-house'], 'phone', ['banana phone'], { mood: 'spooky' }),
  S('BRAINROT', 'A dancing hot dog in Times Square at night', ['new-york'], 'dog', ['hot dog', 'times square'], { time: 'night' }),
  S('BRAINROT', 'A llama in a tuxedo plays guitar in the desert at sunset', ['desert'], 'llama', ['llama', 'tuxedo', 'guitar'], { time: 'sunset' }),
  S('BRAINROT', 'A goose with a knife screams at a chef in a kitchen', ['kitchen'], 'goose', ['goose', 'knife', 'chef']),
  S('BRAINROT', 'An elephant cactus walks through a storm in the desert', ['desert'], 'cactus', ['elephant cactus'], { weather: 'storm' }),
  S('BRAINROT', 'A capybara in a bathtub floats through space', ['space'], 'capybara', ['capybara', 'bathtub']),
  S('BRAINROT', 'A sad hamster rides a skateboard through Tokyo in the rain', ['tokyo'], 'hamster', ['hamster', 'skateboard'], { weather: 'rain' }),
  S('BRAINROT', 'A rubber duck sings opera in a bathtub during a thunderstorm', ['bathroom'], 'duck', ['rubber duck', 'bathtub'], { weather: 'storm' }),

  // HILL_RACER
  S('HILL_RACER', 'A frog drives a green jeep over the bumpy forest hills collecting golden flies', ['forest'], 'frog', ['frog', 'jeep', 'fly'], { field: 'jeep' }),
  S('HILL_RACER', 'A cat drives a red monster truck up the steep desert dunes grabbing ancient coins', ['desert'], 'cat', ['cat', 'monster truck', 'coin'], { field: 'monster truck' }),
  S('HILL_RACER', 'An astronaut hamster rides a yellow motorbike over the bumpy moon collecting stars', ['moon'], 'hamster', ['astronaut hamster', 'motorbike', 'star'], { field: 'motorbike' }),
  S('HILL_RACER', 'Drive a tractor up muddy farm hills in the rain', ['farm'], null, ['tractor'], { verb: 'drive', weather: 'rain', field: 'tractor' }),
  S('HILL_RACER', 'A grandpa drives an old pickup truck over snowy mountains', ['mountains'], 'grandpa', ['grandpa', 'pickup truck'], { weather: 'snow', field: 'truck' }),
  S('HILL_RACER', 'Ride a bicycle down the hills of San Francisco', ['city'], null, ['bicycle'], { verb: 'ride', field: 'bicycle' }),
  S('HILL_RACER', 'A monkey drives a jeep through the jungle in the rain', ['jungle'], 'monkey', ['monkey', 'jeep'], { weather: 'rain', field: 'jeep' }),
  S('HILL_RACER', 'Drive a moon buggy across Mars', ['mars'], null, ['moon buggy'], { verb: 'drive', field: 'buggy' }),
  S('HILL_RACER', 'A skeleton rides a motorcycle through a graveyard at night', ['graveyard'], 'skeleton', ['skeleton', 'motorcycle'], { time: 'night', field: 'motorcycle' }),
  S('HILL_RACER', 'A penguin drives a snowmobile across the arctic in a blizzard', ['arctic'], 'penguin', ['penguin', 'snowmobile'], { weather: 'snow', field: 'snowmobile' }),
  S('HILL_RACER', 'Drive an ice cream truck over candy hills', ['candy'], null, ['ice cream truck'], { verb: 'drive', field: 'ice cream truck' }),
  S('HILL_RACER', 'A bear rides a unicycle over the canyon at sunset', ['canyon'], 'bear', ['bear', 'unicycle'], { time: 'sunset', field: 'unicycle' }),
  S('HILL_RACER', 'A dog drives a dune buggy on the beach', ['beach'], 'dog', ['dog', 'dune buggy'], { field: 'buggy' }),
  S('HILL_RACER', 'A robot drives a tank over a junkyard', ['junkyard'], 'robot', ['robot', 'tank'], { field: 'tank' }),
  S('HILL_RACER', 'Drive a school bus over the volcano', ['volcano'], null, ['school bus'], { verb: 'drive', field: 'school bus' }),
  S('HILL_RACER', 'A cowboy drives a wagon through the wild west at dawn', ['canyon'], 'cowboy', ['cowboy', 'wagon'], { time: 'sunrise', field: 'wagon' }),
];
