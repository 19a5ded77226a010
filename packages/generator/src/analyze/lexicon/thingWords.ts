import type { HeldItem } from '../types.js';
import { wordTable } from './wordTable.js';

/**
 * Nouns of two or three words (lower case, last word singular) the reader keeps together even
 * when the tagger reads a word of them as a verb ("shopping cart", "office boss", "frying pan").
 * Multi-word places, landmarks, vehicles and weapons from the other lexicons count too.
 */
// prettier-ignore
export const COMPOUND_NOUNS: ReadonlySet<string> = new Set([
  'frying pan', 'shopping cart', 'shopping trolley', 'paper airplane', 'paper plane', 'paper boat', 'fish bone',
  'office boss', 'office worker', 'ice cream', 'hot dog', 'race car', 'racing car', 'monster truck',
  'fire truck', 'fire engine', 'rubber duck', 'rubber chicken', 'teddy bear', 'gingerbread man',
  'polar bear', 'hot air balloon', 'rolling pin', 'baseball bat', 'water gun', 'water balloon',
  'squirt gun', 'pool noodle', 'boxing glove', 'magic carpet', 'flying carpet', 'flying saucer',
  'candy cane', 'candy corn', 'traffic cone', 'soccer ball', 'golf cart', 'go kart', 'bumper car',
  'school bus', 'ice cream truck', 'lawn mower', 'office chair', 'magic wand', 'laser gun', 'ray gun',
  'paint brush', 'paintball gun', 'paint gun', 'paint bucket', 'paint balloon', 'swimming pool',
  'bowling ball', 'sleeping bag', 'walking stick', 'fishing rod', 'cooking pot', 'washing machine',
  'vending machine', 'dining room', 'waiting room', 'diving board', 'skating rink', 'running shoe',
  'sewing machine', 'space race', 'dump truck', 'garbage truck', 'tow truck', 'police car',
  'sports car', 'toy car', 'toy robot', 'toy soldier', 'toy train', 'steam train', 'pirate ship',
  'space ship', 'rocket ship', 'treasure chest', 'gold coin', 'golden coin', 'star blaster',
  'laser sword', 'light saber', 'lightsaber', 'pizza slice', 'slice of pizza', 'jelly bean',
  'gummy bear', 'gummy worm', 'magic bean', 'dragon egg', 'dino egg', 'easter egg', 'snow globe',
  'fire hydrant', 'street lamp', 'mountain goat', 'sea turtle', 'sea lion', 'killer whale',
  'hermit crab', 'guinea pig', 'hot sauce', 'lava blob', 'slime blob', 'dust bunny', 'soap bubble',
  'bubble gum', 'chocolate bar', 'dog bone', 'cat food', 'pet food', 'fish food', 'dragon fruit',
  'wrecking ball', 'bow tie', 'top hat', 'party hat', 'witch hat', 'crystal ball', 'disco ball',
  'roller skate', 'ice skate', 'skate board', 'hover board', 'jet ski', 'speed boat', 'sail boat',
  'rowing boat', 'row boat', 'fighter jet', 'jumbo jet', 'space shuttle', 'dune buggy',
  'moon buggy', 'moon rover', 'mars rover', 'wooden sword', 'foam sword', 'pillow fight',
  'tennis racket', 'hockey stick', 'golf club', 'cricket bat', 'frisbee', 'nerf gun', 'bubble gun',
  'snow ball', 'cream pie', 'custard pie', 'rotten tomato', 'rotten egg', 'water bomb', 'stink bomb',
  'ninja star', 'throwing star', 'boomerang', 'pogo stick', 'gold bar', 'power up', 'health potion',
  'magic potion', 'spell book', 'magic book', 'shooting star', 'rubber band', 'paper clip',
  'zombie chicken', 'robot dog', 'robot cat', 'robot dinosaur', 'evil robot', 'giant robot',
  'killer robot', 'cardboard box', 'cardboard robot', 'coffee cup', 'coffee mug', 'tea cup',
  'birthday cake', 'wedding cake', 'pumpkin pie', 'apple pie', 'cherry pie', 'fortune cookie',
  'french fry', 'taco truck', 'food truck', 'burger bun', 'sushi roll', 'baby dragon', 'baby dino',
  'school bag', 'back pack', 'grandma kitchen', 'space helmet', 'doctor coat', 'tuk tuk',
  'auto rickshaw', 'hang glider', 'cable car',
]);

/** What a hero holds when the prompt arms it with a weapon of this word (last word, singular). */
// prettier-ignore
export const WEAPON_WORDS: Readonly<Record<string, HeldItem>> = wordTable({
  sword: 'sword', blade: 'sword', katana: 'sword', sabre: 'sword', saber: 'sword', dagger: 'sword',
  knife: 'sword', cutlass: 'sword', rapier: 'sword', lightsaber: 'sword', spear: 'sword', lance: 'sword',
  trident: 'sword', scythe: 'sword', sickle: 'sword', 'light saber': 'sword', 'laser sword': 'sword',
  axe: 'hammer', hammer: 'hammer', mallet: 'hammer', club: 'hammer', bat: 'hammer', 'baseball bat': 'hammer',
  wrench: 'hammer', shovel: 'hammer', rake: 'hammer', crowbar: 'hammer', mace: 'hammer', plunger: 'hammer',
  'cricket bat': 'hammer', 'golf club': 'hammer', 'hockey stick': 'hammer', racket: 'hammer',
  'tennis racket': 'hammer', guitar: 'hammer', stick: 'hammer', 'walking stick': 'hammer', log: 'hammer',
  pipe: 'hammer', 'pool noodle': 'hammer', noodle: 'hammer', baguette: 'hammer', broom: 'hammer',
  mop: 'hammer', umbrella: 'hammer', ruler: 'hammer', keyboard: 'hammer', briefcase: 'hammer',
  stapler: 'hammer', book: 'hammer', newspaper: 'hammer', pillow: 'hammer', slipper: 'hammer',
  'flip flop': 'hammer', 'flip-flop': 'hammer', sock: 'hammer', glove: 'none', 'boxing glove': 'none',
  wand: 'wand', staff: 'wand', 'magic wand': 'wand', scepter: 'wand', sceptre: 'wand', rod: 'wand',
  'fishing rod': 'wand', paintbrush: 'wand', 'paint brush': 'wand', brush: 'wand', feather: 'wand',
  pan: 'spatula', 'frying pan': 'spatula', spatula: 'spatula', ladle: 'spatula', spoon: 'spatula',
  fork: 'spatula', whisk: 'spatula', 'rolling pin': 'spatula', pot: 'spatula', 'cooking pot': 'spatula',
  skillet: 'spatula', wok: 'spatula', cleaver: 'spatula', tongs: 'spatula',
  fish: 'none', tuna: 'none', salmon: 'none', trout: 'none', cod: 'none', mackerel: 'none', herring: 'none',
  sardine: 'none', 'rubber chicken': 'none', 'rubber duck': 'none', 'water gun': 'none',
  'squirt gun': 'none', 'water balloon': 'none', 'water bomb': 'none', blaster: 'none', 'star blaster': 'none',
  laser: 'none', 'laser gun': 'none', 'ray gun': 'none', gun: 'none', 'nerf gun': 'none', 'bubble gun': 'none',
  'paint gun': 'none', 'paintball gun': 'none', slingshot: 'none', bow: 'none', crossbow: 'none',
  boomerang: 'none', 'ninja star': 'none', shuriken: 'none', 'throwing star': 'none', net: 'none',
  lasso: 'none', whip: 'none', nunchuck: 'none', nunchuk: 'none', nunchaku: 'none', shield: 'none',
  snowball: 'none', 'snow ball': 'none', 'cream pie': 'none', 'custard pie': 'none', pie: 'none',
  tomato: 'none', 'rotten tomato': 'none', 'rotten egg': 'none', banana: 'none', cactus: 'none',
  'paint balloon': 'none', 'paint bucket': 'none', bucket: 'none', hose: 'none', 'fire hose': 'none',
  'wrecking ball': 'none', frisbee: 'none', 'stink bomb': 'none', bomb: 'none', cannon: 'none',
  'rubber band': 'none', potion: 'none', 'magic potion': 'none', spellbook: 'none', 'spell book': 'none',
  flashlight: 'none', torch: 'none', lantern: 'none', camera: 'none', 'vacuum cleaner': 'none',
  vacuum: 'none', 'leaf blower': 'none', 'hair dryer': 'none', 'fire extinguisher': 'none',
  'super soaker': 'none', 'water pistol': 'none', 'spray bottle': 'none', 'bubble wand': 'wand', 'candy cane': 'sword', lollipop: 'wand',
  carrot: 'none', 'ice cream': 'none', 'pizza slice': 'none', eel: 'none', tentacle: 'none',
});

/** Things a character wears or has: "a cat with a hat" is the cat's, not a weapon. */
// prettier-ignore
export const WEARABLE_WORDS: ReadonlySet<string> = new Set([
  'hat', 'cap', 'cape', 'crown', 'glasses', 'sunglasses', 'goggles', 'mustache', 'moustache', 'beard',
  'tail', 'horn', 'backpack', 'jetpack', 'helmet', 'boot', 'shoe', 'sneaker', 'scarf', 'tie', 'bow tie',
  'mask', 'costume', 'suit', 'armor', 'armour', 'dress', 'skirt', 'shirt', 'hair', 'face', 'nose', 'ear',
  'eye', 'smile', 'tooth', 'teeth', 'leg', 'arm', 'wing', 'hand', 'foot', 'feet', 'paw', 'fur', 'spot',
  'stripe', 'power', 'superpower', 'heart', 'dream', 'friend', 'top hat', 'party hat', 'witch hat',
  'space helmet', 'bandana', 'apron', 'coat', 'jacket', 'hoodie', 'uniform', 'tutu', 'wig', 'bow',
  'skill', 'personality', 'attitude', 'name', 'voice', 'laugh', 'belly', 'mane',
]);

/**
 * Vehicles by their last word (singular) or their whole name: a phrase ending in one is a ride,
 * never a place or an enemy ("race shopping carts", "a paper airplane", "in a race car").
 */
// prettier-ignore
export const VEHICLE_NOUNS: ReadonlySet<string> = new Set([
  'car', 'racecar', 'automobile', 'taxi', 'cab', 'jeep', 'limo', 'limousine', 'convertible', 'sportscar',
  'coupe', 'hotrod', 'roadster', 'kart', 'gokart', 'go-kart', 'buggy', 'cart', 'trolley', 'soapbox', 'wagon',
  'truck', 'lorry', 'bus', 'van', 'tractor', 'tank', 'bulldozer', 'firetruck', 'ambulance', 'bike',
  'bicycle', 'motorcycle', 'motorbike', 'scooter', 'moped', 'unicycle', 'tricycle', 'skateboard',
  'hoverboard', 'snowmobile', 'sled', 'sledge', 'sleigh', 'toboggan', 'plane', 'airplane', 'aeroplane',
  'jet', 'biplane', 'glider', 'seaplane', 'aircraft', 'airliner', 'kite', 'helicopter', 'chopper',
  'copter', 'gyrocopter', 'balloon', 'airship', 'blimp', 'zeppelin', 'dirigible', 'rocket', 'rocketship',
  'spacecraft', 'spaceship', 'starship', 'shuttle', 'jetpack', 'broom', 'broomstick', 'saucer', 'ufo', 'carpet', 'rug', 'boat',
  'ship', 'submarine', 'sub', 'sailboat', 'canoe', 'kayak', 'raft', 'yacht', 'ferry', 'surfboard',
  'train', 'tram', 'trolleybus', 'rover', 'mech', 'drone', 'hovercraft', 'hovercar', 'lawnmower',
  'wheelchair', 'stroller', 'pram', 'bathtub', 'gondola', 'parachute', 'paraglider', 'canoe',
  'mower', 'hovercraft', 'camper', 'segway', 'pickup truck',
  'shopping cart', 'race car', 'racing car', 'monster truck', 'fire truck', 'fire engine', 'golf cart',
  'go kart', 'bumper car', 'school bus', 'ice cream truck', 'lawn mower', 'office chair',
  'paper airplane', 'paper plane', 'paper boat', 'hot air balloon', 'magic carpet', 'flying carpet',
  'flying saucer', 'space shuttle', 'dune buggy', 'moon buggy', 'moon rover', 'mars rover', 'jet ski',
  'speed boat', 'sail boat', 'row boat', 'fighter jet', 'jumbo jet', 'pirate ship', 'rocket ship',
  'toy car', 'toy train', 'steam train', 'police car', 'sports car', 'dump truck', 'garbage truck',
  'tow truck', 'taco truck', 'food truck', 'roller skate', 'ice skate', 'pogo stick', 'shopping trolley',
  'tuk tuk', 'tuk-tuk', 'tuktuk', 'rickshaw', 'auto rickshaw', 'hang glider', 'speedboat',
  'motorboat', 'powerboat', 'cable car', 'snowboard', 'ski', 'skis', 'rowboat', 'jetski', 'hot rod',
]);

/** Vehicle words that are also places: a place after "in", "inside" or "aboard". */
export const VEHICLE_PLACES: ReadonlySet<string> = new Set([
  'spaceship',
  'ship',
  'airship',
  'train',
  'ufo',
  'submarine',
  'sailboat',
  'boat',
  'bathtub',
  'bath tub',
]);

/**
 * Animals, people and creatures the look lexicon has no drawing for: they are still characters
 * (a hero, an enemy, a friend), never places or items.
 */
// prettier-ignore
export const CREATURE_WORDS: ReadonlySet<string> = new Set([
  'shark', 'whale', 'dolphin', 'seal', 'walrus', 'goose', 'kangaroo', 'crocodile', 'alligator', 'gator',
  'hedgehog', 'turtle', 'tortoise', 'snail', 'slug', 'giraffe', 'elephant', 'horse', 'pony', 'sheep',
  'lamb', 'goat', 'deer', 'moose', 'reindeer', 'eagle', 'hawk', 'falcon', 'pigeon', 'seagull', 'gull',
  'flamingo', 'hippo', 'hippopotamus', 'rhino', 'zebra', 'camel', 'llama', 'alpaca', 'sloth', 'otter',
  'beaver', 'badger', 'skunk', 'mole', 'yeti', 'bigfoot', 'vampire', 'mummy', 'skeleton', 'werewolf',
  'mermaid', 'merman', 'ogre', 'cyclops', 'kraken', 'minotaur', 'medusa', 'centaur', 'fairy', 'pixie',
  'gnome', 'dwarf', 'imp', 'demon', 'angel', 'soldier', 'guard', 'thief', 'bandit', 'robber', 'burglar',
  'villain', 'minion', 'clone', 'dragonfly', 'butterfly', 'fly', 'mosquito', 'cockroach', 'roach',
  'termite', 'moth', 'firefly', 'squid', 'starfish', 'seahorse', 'pufferfish', 'piranha', 'eel', 'shrimp',
  'clam', 'oyster', 'leopard', 'cheetah', 'panther', 'jaguar', 'hyena', 'gorilla', 'chimp', 'chimpanzee',
  'baboon', 'lemur', 'meerkat', 'possum', 'opossum', 'ferret', 'toucan', 'peacock', 'swan', 'turkey',
  'rooster', 'hen', 'dodo', 'orc', 'knight', 'giant', 'titan', 'golem', 'gargoyle', 'sphinx', 'griffin',
  'gryphon', 'pegasus', 'phoenix', 'wyvern', 'hydra', 'kraken', 'yeti', 'sasquatch', 'genie', 'wizard',
  't-rex', 'trex', 'raptor', 'velociraptor', 'triceratops', 'stegosaurus', 'pterodactyl', 'mammoth',
  'narwhal', 'platypus', 'koala', 'wombat', 'armadillo', 'porcupine', 'raccoon', 'weasel', 'lynx',
  'cougar', 'puma', 'bison', 'buffalo', 'ox', 'bull', 'donkey', 'mule', 'hamster', 'chipmunk', 'vulture',
  'crow', 'raven', 'magpie', 'parakeet', 'budgie', 'canary', 'ostrich', 'emu', 'pelican', 'puffin',
  'woodpecker', 'hummingbird', 'bunny', 'capybara', 'axolotl', 'chameleon', 'gecko', 'iguana', 'cobra',
  'python', 'rattlesnake', 'viper', 'tarantula', 'scorpion', 'centipede', 'grasshopper', 'cricket',
  'ladybird', 'frog', 'salamander', 'newt', 'jellyfish', 'octopus', 'lobster', 'crab', 'person', 'man',
  'husky', 'malamute', 'beagle', 'labrador', 'bulldog', 'terrier', 'dachshund', 'corgi', 'dalmatian',
  'woman', 'lady', 'guy', 'boy', 'girl', 'baby', 'toddler', 'teen', 'teenager', 'kid', 'child', 'mom',
  'mum', 'dad', 'grandma', 'grandpa', 'granny', 'grandmother', 'grandfather', 'nana', 'uncle', 'aunt',
  'boss', 'worker', 'teacher', 'student', 'doctor', 'nurse', 'scientist', 'firefighter', 'fireman',
  'police', 'policeman', 'cop', 'officer', 'diver', 'driver', 'pilot', 'racer', 'artist', 'painter',
  'clown', 'shopper', 'janitor', 'mailman', 'postman', 'athlete', 'boxer', 'wrestler', 'gladiator',
  'sailor', 'captain', 'tourist', 'waiter', 'waitress', 'librarian', 'cashier', 'surfer', 'skier',
  'snowboarder', 'mechanic', 'dentist', 'vet', 'zookeeper', 'rancher', 'lumberjack', 'miner', 'hunter',
  'ranger', 'archer', 'monk', 'nun', 'priest', 'pharaoh', 'emperor', 'empress', 'duke', 'lord', 'sheriff',
  'outlaw', 'spy', 'agent', 'hacker', 'gamer', 'youtuber', 'streamer', 'influencer', 'singer', 'dancer',
  'ballerina', 'drummer', 'rockstar', 'dj', 'chef', 'cook', 'baker', 'butcher', 'farmer', 'gardener',
  'plumber', 'builder', 'carpenter', 'astronaut', 'cosmonaut', 'alien', 'robot', 'cyborg', 'android',
  'zombie', 'ghost', 'witch', 'goblin', 'troll', 'elf', 'snowman', 'monster', 'beast', 'creature',
  'dinosaur', 'dino', 'dragon', 'unicorn', 'mouse', 'rat', 'cat', 'dog', 'fox', 'wolf', 'bear', 'pig',
  'cow', 'chicken', 'duck', 'owl', 'penguin', 'parrot', 'bee', 'wasp', 'spider', 'ant', 'bat', 'monkey',
  'tiger', 'lion', 'panda', 'rabbit', 'squirrel', 'bird', 'snake', 'lizard', 'slime', 'blob', 'germ',
  'virus', 'bacteria', 'microbe', 'bookworm', 'worm', 'caterpillar', 'beetle', 'bug', 'hero', 'superhero',
  'villain', 'princess', 'prince', 'king', 'queen', 'knight', 'ninja', 'samurai', 'pirate', 'viking',
  'cowboy', 'cowgirl', 'detective', 'magician', 'explorer', 'adventurer', 'warrior', 'mage', 'sorcerer',
  'skater', 'tamer', 'keeper', 'champion', 'rival', 'opponent', 'enemy', 'teammate', 'player', 'fighter',
  'brawler', 'gingerbread man', 'teddy bear', 'polar bear', 'rubber duck', 'sea turtle', 'sea lion',
  'killer whale', 'hermit crab', 'guinea pig', 'mountain goat', 'dust bunny', 'toy soldier', 'toy robot',
  'robot dog', 'robot cat', 'zombie chicken', 'office boss', 'office worker', 'gummy bear', 'gummy worm',
  'lava blob', 'slime blob', 'rogue drone', 'mummy', 'pumpkin head', 'jack-o-lantern', 'scarecrow',
  'sponge', 'nugget', 'meatball', 'sandwich', 'toaster',
]);

/** Words that name the game itself, not a thing in it ("a game where…", "a level with…"). */
// prettier-ignore
export const META_WORDS: ReadonlySet<string> = new Set([
  'game', 'minigame', 'mini-game', 'level', 'story', 'platformer', 'version', 'world', 'mode', 'round',
  'lot', 'bit', 'kind', 'sort', 'type', 'thing', 'stuff', 'way', 'time', 'fun', 'everything', 'something',
  'anything', 'nothing', 'everyone', 'someone', 'style', 'theme', 'idea', 'scene', 'setting', 'background',
  'genre', 'shooter', 'simulator', 'sim', 'battle', 'race', 'fight', 'quest', 'adventure', 'challenge',
  'tournament', 'competition', 'contest', 'showdown', 'duel', 'match', 'rampage', 'frenzy', 'mayhem',
  'chaos', 'party',
]);

/**
 * Verbs a prompt may start with, giving an order to the player ("slap…", "race…", "merge…"):
 * the words after are what the player acts on, and the hero is the player.
 */
// prettier-ignore
export const ACTION_VERBS: ReadonlySet<string> = new Set([
  'slap', 'smack', 'whack', 'punch', 'kick', 'hit', 'bonk', 'bop', 'smash', 'squash', 'squish', 'splat',
  'splatter', 'splash', 'paint', 'spray', 'squirt', 'shoot', 'blast', 'zap', 'fire', 'throw', 'toss',
  'race', 'drive', 'ride', 'fly', 'pilot', 'steer', 'sail', 'drift', 'skate', 'surf', 'ski', 'swim',
  'dive', 'jump', 'hop', 'run', 'dash', 'climb', 'explore', 'escape', 'dodge', 'avoid', 'collect',
  'gather', 'grab', 'catch', 'find', 'save', 'rescue', 'help', 'defend', 'protect', 'guard', 'fight',
  'battle', 'defeat', 'beat', 'stomp', 'crush', 'destroy', 'merge', 'combine', 'fuse', 'stack', 'match',
  'mix', 'grow', 'plant', 'farm', 'harvest', 'build', 'cook', 'bake', 'feed', 'raise', 'tame', 'train',
  'hatch', 'breed', 'evolve', 'upgrade', 'play', 'be', 'become', 'control', 'guide', 'lead', 'chase',
  'hunt', 'eat', 'munch', 'pop', 'tap', 'swat', 'splat', 'stamp', 'step', 'fish', 'dig', 'mine', 'deliver',
  'sell', 'buy', 'trade', 'bounce', 'roll', 'slide', 'glide', 'soar', 'zoom', 'speed', 'outrun', 'flee',
  'survive', 'wrestle', 'box', 'duel', 'spar', 'tackle', 'karate-chop', 'chop', 'slice', 'cut', 'pelt',
  'tickle', 'poke', 'flick', 'whip', 'swing', 'bash', 'clobber', 'wallop', 'thump', 'pummel', 'headbutt',
  'juggle', 'launch', 'fling', 'hurl', 'lob', 'drop', 'sneak', 'hide', 'seek', 'visit', 'tour', 'travel',
  'cross', 'navigate', 'defuse', 'stop', 'free', 'unlock', 'open', 'clean', 'scrub', 'wash', 'decorate',
  'design', 'create', 'make', 'draw', 'color', 'colour', 'stack', 'sort', 'pick', 'scoop', 'loot',
  'steal', 'rob', 'pet', 'hug', 'wake', 'scare', 'haunt', 'zap', 'freeze', 'melt', 'burn', 'boop',
  'paint-splash', 'slap-battle', 'splat', 'blow', 'bubble', 'honk', 'herd', 'escort', 'carry',
  'knock', 'topple',
  // ridding a place of something: "clear zombies out of the mall", "banish ghosts"
  'clear', 'rid', 'purge', 'banish', 'vanquish', 'exterminate', 'repel', 'eliminate', 'evict',
]);

/** Verbs after which the thing named is the player's own character ("play as a cat", "be a ninja"). */
export const HERO_VERBS: ReadonlySet<string> = new Set([
  'play',
  'be',
  'become',
  'control',
  'guide',
  'help',
  'lead',
  'pretend',
]);
