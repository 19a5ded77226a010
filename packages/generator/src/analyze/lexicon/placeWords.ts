import type { GoalKind, ItemKind, PlaceId } from '../types.js';

/**
 * Words and phrases (lower case, singular) that name a place, mapped to the place the scene
 * composer draws. Open on purpose: many words per place, multi-word names ("throne room",
 * "new york") and landmarks ("eiffel tower") included. Longer phrases win over their words.
 */
// prettier-ignore
export const PLACE_WORDS: Readonly<Record<string, PlaceId>> = {
  // outdoor, natural
  meadow: 'meadow', field: 'meadow', grassland: 'meadow', prairie: 'meadow', countryside: 'meadow',
  valley: 'meadow', hill: 'meadow', hillside: 'meadow', pasture: 'meadow', 'flower field': 'meadow',
  savanna: 'meadow', savannah: 'meadow', steppe: 'meadow',
  'sunny meadow': 'meadow', glade: 'meadow', clearing: 'meadow',
  forest: 'forest', wood: 'forest', woods: 'forest', woodland: 'forest', grove: 'forest',
  'bamboo forest': 'forest', 'pine forest': 'forest', 'enchanted forest': 'forest', treetop: 'forest',
  taiga: 'forest', 'fairy forest': 'forest', 'autumn forest': 'forest', campsite: 'forest', campground: 'forest',
  jungle: 'jungle', rainforest: 'jungle', 'rain forest': 'jungle', 'lost temple': 'jungle', ruin: 'jungle',
  'jungle temple': 'jungle', amazon: 'jungle',
  swamp: 'swamp', marsh: 'swamp', bog: 'swamp', bayou: 'swamp', wetland: 'swamp', mire: 'swamp', fen: 'swamp',
  marshland: 'swamp', everglade: 'swamp',
  beach: 'beach', shore: 'beach', seaside: 'beach', coast: 'beach', coastline: 'beach', boardwalk: 'beach',
  seashore: 'beach', 'sandy beach': 'beach', surf: 'beach', lagoon: 'beach',
  island: 'island', isle: 'island', atoll: 'island', 'desert island': 'island', 'tropical island': 'island',
  'treasure island': 'island', archipelago: 'island',
  ocean: 'ocean', sea: 'ocean', 'open sea': 'ocean', 'high sea': 'ocean', lake: 'ocean', river: 'ocean',
  pond: 'ocean', waves: 'ocean', bay: 'ocean', 'ocean surface': 'ocean', waterfall: 'ocean',
  ship: 'ocean', 'pirate ship': 'ocean', deck: 'ocean', 'ship deck': 'ocean', sailboat: 'ocean',
  underwater: 'underwater', reef: 'underwater', 'coral reef': 'underwater', seabed: 'underwater',
  seafloor: 'underwater', 'sea floor': 'underwater', 'ocean floor': 'underwater', 'deep sea': 'underwater',
  abyss: 'underwater', atlantis: 'underwater', aquarium: 'underwater', shipwreck: 'underwater',
  'kelp forest': 'underwater', 'bottom of the sea': 'underwater',
  desert: 'desert', dune: 'desert', 'sand dune': 'desert', oasis: 'desert', sahara: 'desert',
  wasteland: 'desert', badland: 'desert', badlands: 'desert',
  canyon: 'canyon', gorge: 'canyon', 'grand canyon': 'canyon', mesa: 'canyon', 'wild west': 'canyon',
  ravine: 'canyon', 'old west': 'canyon', frontier: 'canyon',
  mountain: 'mountains', mountains: 'mountains', peak: 'mountains', cliff: 'mountains', alp: 'mountains',
  alps: 'mountains', himalaya: 'mountains', himalayas: 'mountains', ridge: 'mountains', everest: 'mountains',
  'mount everest': 'mountains', 'mountain top': 'mountains', mountaintop: 'mountains', 'ski slope': 'mountains',
  slope: 'mountains',
  arctic: 'arctic', antarctica: 'arctic', antarctic: 'arctic', glacier: 'arctic', tundra: 'arctic',
  'north pole': 'arctic', 'south pole': 'arctic', iceberg: 'arctic', igloo: 'arctic', 'ice field': 'arctic',
  'winter wonderland': 'arctic', 'frozen lake': 'arctic', polar: 'arctic', 'ice palace': 'arctic',
  'ice rink': 'arctic', 'ice kingdom': 'arctic', snowfield: 'arctic', 'frozen tundra': 'arctic',
  snow: 'arctic', ice: 'arctic', 'snowy forest': 'forest', 'ice cave': 'cave',
  volcano: 'volcano', lava: 'volcano', magma: 'volcano', inferno: 'volcano', 'lava lake': 'volcano',
  'volcanic island': 'volcano', 'lava pit': 'volcano', 'fire mountain': 'volcano', 'lava cave': 'volcano',
  cave: 'cave', cavern: 'cave', grotto: 'cave', mine: 'cave', 'crystal cave': 'cave', underground: 'cave',
  labyrinth: 'cave', 'gold mine': 'cave', 'coal mine': 'cave',
  sky: 'sky', cloud: 'sky', clouds: 'sky', heaven: 'sky', 'sky island': 'sky', skyland: 'sky',
  'floating island': 'sky', stratosphere: 'sky', 'cloud kingdom': 'sky', 'rainbow cloud': 'sky',
  farm: 'farm', barn: 'farm', barnyard: 'farm', ranch: 'farm', farmyard: 'farm', orchard: 'farm',
  'pumpkin patch': 'farm', vineyard: 'farm', cornfield: 'farm', 'corn field': 'farm', farmland: 'farm',
  'chicken coop': 'farm', 'apple orchard': 'farm', 'farmers market': 'farm',
  park: 'park', playground: 'park', 'amusement park': 'park', 'theme park': 'park', zoo: 'park',
  carnival: 'park', funfair: 'park', 'water park': 'park', 'skate park': 'park',
  circus: 'park', fairground: 'park', picnic: 'park', 'swimming pool': 'park', pool: 'park',
  'city park': 'park', 'central park': 'new-york',
  garden: 'garden', backyard: 'garden', yard: 'garden', greenhouse: 'garden', 'flower garden': 'garden',
  'vegetable garden': 'garden', lawn: 'garden', 'rose garden': 'garden', 'secret garden': 'garden',
  'veggie patch': 'garden', 'vegetable patch': 'garden', 'garden patch': 'garden',
  // built, outdoor
  city: 'city', town: 'city', street: 'city', downtown: 'city', rooftop: 'city', roof: 'city',
  skyscraper: 'city', metropolis: 'city', neighborhood: 'city', neighbourhood: 'city', alley: 'city',
  highway: 'city', road: 'city', suburb: 'city', avenue: 'city', plaza: 'city', 'city street': 'city',
  'big city': 'city', megacity: 'city', 'cyber city': 'city', cyberpunk: 'city', 'main street': 'city',
  rome: 'city', berlin: 'city', 'los angeles': 'city', 'las vegas': 'city', chicago: 'city', seoul: 'city',
  'hong kong': 'city', shanghai: 'city', dubai: 'city', sydney: 'city', venice: 'city', amsterdam: 'city',
  moscow: 'city', 'san francisco': 'city', 'rio de janeiro': 'city', rio: 'city', mumbai: 'city',
  madrid: 'city', barcelona: 'city', 'mexico city': 'city', colosseum: 'arena', 'golden gate bridge': 'city',
  'taj mahal': 'city', 'leaning tower': 'city', 'great wall': 'mountains',
  paris: 'paris', 'eiffel tower': 'paris', louvre: 'paris', france: 'paris', 'notre dame': 'paris',
  'arc de triomphe': 'paris', seine: 'paris', montmartre: 'paris',
  london: 'london', 'big ben': 'london', england: 'london', 'tower bridge': 'london', thames: 'london',
  'buckingham palace': 'london', 'london eye': 'london', britain: 'london', uk: 'london',
  'new york': 'new-york', nyc: 'new-york', manhattan: 'new-york', brooklyn: 'new-york',
  'statue of liberty': 'new-york', 'times square': 'new-york', 'empire state building': 'new-york',
  broadway: 'new-york', 'new york city': 'new-york',
  tokyo: 'tokyo', japan: 'tokyo', 'mount fuji': 'tokyo', fuji: 'tokyo', shibuya: 'tokyo', kyoto: 'tokyo',
  'tokyo tower': 'tokyo', akihabara: 'tokyo',
  egypt: 'egypt', pyramid: 'egypt', pyramids: 'egypt', sphinx: 'egypt', nile: 'egypt', cairo: 'egypt',
  'ancient egypt': 'egypt', 'pharaoh tomb': 'egypt', 'great pyramid': 'egypt',
  village: 'village', hamlet: 'village', 'fishing village': 'village', 'mountain village': 'village',
  'medieval village': 'village', 'viking village': 'village',
  castle: 'castle', kingdom: 'castle', palace: 'castle', fortress: 'castle', fort: 'castle',
  citadel: 'castle', rampart: 'castle', drawbridge: 'castle', moat: 'castle', 'castle wall': 'castle',
  'castle tower': 'castle', tower: 'castle', 'sand castle': 'beach', sandcastle: 'beach',
  graveyard: 'graveyard', cemetery: 'graveyard', 'grave yard': 'graveyard', 'pumpkin field': 'farm',
  racetrack: 'racetrack', 'race track': 'racetrack', track: 'racetrack', speedway: 'racetrack',
  circuit: 'racetrack', raceway: 'racetrack', 'race course': 'racetrack', racecourse: 'racetrack',
  'kart track': 'racetrack', 'dirt track': 'racetrack', 'rally course': 'racetrack',
  stadium: 'stadium', court: 'stadium', pitch: 'stadium', ballpark: 'stadium', 'football field': 'stadium',
  'soccer field': 'stadium', 'basketball court': 'stadium', 'tennis court': 'stadium', 'sports field': 'stadium',
  harbor: 'harbor', harbour: 'harbor', port: 'harbor', dock: 'harbor', docks: 'harbor', pier: 'harbor',
  marina: 'harbor', wharf: 'harbor', shipyard: 'harbor',
  'construction site': 'construction-site', 'building site': 'construction-site', 'work site': 'construction-site',
  junkyard: 'junkyard', scrapyard: 'junkyard', dump: 'junkyard', landfill: 'junkyard', 'scrap yard': 'junkyard',
  'junk yard': 'junkyard',
  // indoor
  kitchen: 'kitchen', pantry: 'kitchen', bakery: 'kitchen', 'chef kitchen': 'kitchen', galley: 'kitchen',
  'grandma kitchen': 'kitchen', 'cooking show': 'kitchen',
  office: 'office', cubicle: 'office', workplace: 'office', boardroom: 'office', 'office building': 'office',
  headquarters: 'office', 'meeting room': 'office', 'open office': 'office', bank: 'office',
  classroom: 'classroom', school: 'classroom', 'school hallway': 'classroom', kindergarten: 'classroom',
  university: 'classroom', college: 'classroom', 'high school': 'classroom', schoolyard: 'classroom',
  hallway: 'classroom', 'science class': 'classroom',
  museum: 'museum', gallery: 'museum', 'art gallery': 'museum', exhibit: 'museum', exhibition: 'museum',
  'history museum': 'museum', 'dinosaur museum': 'museum',
  mall: 'mall', 'shopping mall': 'mall', 'shopping center': 'mall', 'shopping centre': 'mall', store: 'mall',
  shop: 'mall', boutique: 'mall', 'department store': 'mall', 'toy store': 'toyland', 'toy shop': 'toyland',
  restaurant: 'restaurant', diner: 'restaurant', cafe: 'restaurant', café: 'restaurant', cafeteria: 'restaurant',
  pizzeria: 'restaurant', bistro: 'restaurant', 'food court': 'restaurant', 'pizza place': 'restaurant',
  'burger joint': 'restaurant', 'sushi bar': 'restaurant', 'ice cream shop': 'restaurant', 'fast food': 'restaurant',
  canteen: 'restaurant', 'coffee shop': 'restaurant', arcade: 'mall', 'video arcade': 'mall',
  nightclub: 'city', 'night club': 'city', disco: 'city', 'dance floor': 'city', club: 'city',
  library: 'library', bookshop: 'library', bookstore: 'library', 'book store': 'library', archive: 'library',
  'castle hall': 'castle-hall', 'throne room': 'castle-hall', 'great hall': 'castle-hall',
  'banquet hall': 'castle-hall', ballroom: 'castle-hall', 'royal hall': 'castle-hall', throne: 'castle-hall',
  'castle kitchen': 'kitchen',
  bedroom: 'bedroom', nursery: 'bedroom', dorm: 'bedroom', 'bunk bed': 'bedroom', bed: 'bedroom',
  'kid room': 'bedroom', 'sleepover': 'bedroom', 'pillow fort': 'bedroom',
  'living room': 'living-room', lounge: 'living-room', house: 'living-room', apartment: 'living-room',
  attic: 'living-room', 'family room': 'living-room', couch: 'living-room', sofa: 'living-room',
  basement: 'living-room', garage: 'living-room', 'tree house': 'forest', treehouse: 'forest',
  bathroom: 'bathroom', bathtub: 'bathroom', bath: 'bathroom', toilet: 'bathroom', shower: 'bathroom',
  'bath tub': 'bathroom', restroom: 'bathroom',
  supermarket: 'supermarket', 'grocery store': 'supermarket', grocery: 'supermarket', market: 'supermarket',
  'convenience store': 'supermarket', aisle: 'supermarket', 'farmer market': 'farm', hypermarket: 'supermarket',
  gym: 'gym', gymnasium: 'gym', dojo: 'gym', 'fitness center': 'gym', 'karate school': 'gym',
  hospital: 'hospital', clinic: 'hospital', 'emergency room': 'hospital', 'vet clinic': 'hospital',
  lab: 'lab', laboratory: 'lab', 'science lab': 'lab', 'secret lab': 'lab', 'mad scientist lab': 'lab',
  factory: 'factory', workshop: 'factory', warehouse: 'factory', 'assembly line': 'factory', foundry: 'factory',
  'toy factory': 'toyland', 'chocolate factory': 'candy', 'robot factory': 'factory', mill: 'factory',
  sewer: 'sewer', drain: 'sewer', gutter: 'sewer', 'sewer tunnel': 'sewer', 'subway tunnel': 'sewer',
  subway: 'sewer', tunnel: 'sewer', pipe: 'sewer',
  dungeon: 'dungeon', crypt: 'dungeon', prison: 'dungeon', jail: 'dungeon', catacomb: 'dungeon',
  catacombs: 'dungeon', tomb: 'dungeon',
  'haunted house': 'haunted-house', mansion: 'haunted-house', 'haunted mansion': 'haunted-house',
  manor: 'haunted-house', 'spooky house': 'haunted-house', 'ghost house': 'haunted-house',
  'haunted castle': 'castle', 
  spaceship: 'spaceship', 'space station': 'spaceship', starship: 'spaceship', mothership: 'spaceship',
  cockpit: 'spaceship', 'space ship': 'spaceship', 'alien ship': 'spaceship', 'space base': 'spaceship',
  ufo: 'spaceship', 'flying saucer': 'spaceship', 'rocket ship': 'spaceship',
  arena: 'arena', coliseum: 'arena', ring: 'arena', 'boxing ring': 'arena', 'wrestling ring': 'arena',
  battleground: 'arena', battlefield: 'arena', 'fighting ring': 'arena', octagon: 'arena', tournament: 'arena',
  // other worlds
  space: 'space', 'outer space': 'space', galaxy: 'space', cosmos: 'space', universe: 'space', orbit: 'space',
  nebula: 'space', asteroid: 'space', 'asteroid belt': 'space', 'asteroid field': 'space', planet: 'space', 'solar system': 'space',
  'black hole': 'space', 'deep space': 'space', 'alien planet': 'space', jupiter: 'space', saturn: 'space',
  venus: 'space', 'milky way': 'space', 'star system': 'space',
  moon: 'moon', 'moon base': 'moon', lunar: 'moon', 'moon surface': 'moon',
  mars: 'mars', 'red planet': 'mars', 'mars base': 'mars', 'mars colony': 'mars',
  candy: 'candy', 'candy land': 'candy', candyland: 'candy', 'candy kingdom': 'candy', sweet: 'candy',
  gingerbread: 'candy', 'gingerbread house': 'candy', 'sugar land': 'candy', chocolate: 'candy',
  'candy world': 'candy', dessert: 'candy', 'cake land': 'candy', 'lollipop land': 'candy',
  toyland: 'toyland', 'toy land': 'toyland', 'toy box': 'toyland', toybox: 'toyland', playroom: 'toyland',
  dollhouse: 'toyland', 'toy room': 'toyland', 'toy world': 'toyland', 'toy town': 'toyland',
};

/**
 * Landmarks: phrases that name one thing in a place ("eiffel tower" is in Paris). The place
 * is their PLACE_WORDS entry; the phrase itself is kept for the scene's landmark sprite.
 */
// prettier-ignore
export const LANDMARK_PHRASES: ReadonlySet<string> = new Set([
  'eiffel tower', 'louvre', 'notre dame', 'arc de triomphe', 'big ben', 'tower bridge', 'london eye',
  'buckingham palace', 'statue of liberty', 'times square', 'empire state building', 'central park',
  'mount fuji', 'tokyo tower', 'pyramid', 'pyramids', 'great pyramid', 'sphinx', 'colosseum',
  'golden gate bridge', 'mount everest', 'grand canyon', 'lighthouse', 'windmill', 'ferris wheel',
  'roller coaster', 'rollercoaster', 'castle tower', 'volcano', 'igloo', 'treehouse', 'tree house',
  'sand castle', 'sandcastle', 'shipwreck', 'waterfall', 'skyscraper', 'barn', 'space station',
  'palm tree', 'totem pole', 'bridge', 'great wall', 'taj mahal', 'leaning tower',
]);

/** Landmarks that are common nouns: stories write them in lower case ("the volcano"). */
// prettier-ignore
export const COMMON_LANDMARKS: ReadonlySet<string> = new Set([
  'pyramid', 'pyramids', 'lighthouse', 'windmill', 'ferris wheel', 'roller coaster', 'rollercoaster',
  'castle tower', 'volcano', 'igloo', 'treehouse', 'tree house', 'sand castle', 'sandcastle', 'shipwreck',
  'waterfall', 'skyscraper', 'barn', 'space station', 'palm tree', 'totem pole', 'bridge', 'leaning tower',
]);

/** Proper place names: stories name them without "the" ("over Paris", not "over the paris"). */
// prettier-ignore
export const PROPER_PLACES: ReadonlySet<string> = new Set([
  'paris', 'london', 'new york', 'new york city', 'nyc', 'manhattan', 'brooklyn', 'tokyo', 'japan', 'egypt',
  'mars', 'france', 'england', 'britain', 'rome', 'berlin', 'los angeles', 'las vegas', 'chicago', 'seoul',
  'hong kong', 'shanghai', 'dubai', 'sydney', 'venice', 'amsterdam', 'moscow', 'san francisco', 'rio',
  'rio de janeiro', 'mumbai', 'madrid', 'barcelona', 'mexico city', 'kyoto', 'cairo', 'antarctica', 'atlantis',
  'everest', 'mount everest', 'mount fuji', 'fuji', 'jupiter', 'saturn', 'venus', 'broadway', 'shibuya',
  'akihabara', 'montmartre', 'candyland', 'toyland', 'big ben', 'times square', 'central park',
  'buckingham palace', 'notre dame', 'mexico', 'china', 'india',
]);

/**
 * Place words that lead when they modify another place ("candy kingdom" is candy first, "lava
 * cave" is a volcano); other modifiers follow the head ("city park" is a park in a city).
 */
export const LEADING_PLACES: ReadonlySet<PlaceId> = new Set<PlaceId>([
  'candy',
  'volcano',
  'toyland',
  'underwater',
  'space',
  'moon',
  'mars',
]);

/** How a place looks until the scene composer draws it, and the cast it falls back to. */
export interface PlaceProfile {
  /** The nearest of the 17 themes: palette and background layers. */
  theme: string;
  /** How titles name the place when the prompt's words do not ("Kitchen"). */
  label: string;
  /** How stories name it ("the busy kitchen"). */
  story: string;
  indoor: boolean;
  /** Default enemy phrase when the prompt names none (else the theme's). */
  enemy?: string;
  collectible?: { kind: ItemKind; name: string; phrase: string; color?: string };
  goal?: { kind: GoalKind; name: string };
}

const P = (
  theme: string,
  label: string,
  story: string,
  indoor: boolean,
  extra: Partial<Pick<PlaceProfile, 'enemy' | 'collectible' | 'goal'>> = {},
): PlaceProfile => ({ theme, label, story, indoor, ...extra });

const item = (kind: ItemKind, name: string, phrase: string, color?: string) =>
  color ? { kind, name, phrase, color } : { kind, name, phrase };

/** Every place's nearest theme, name, story words and fallback cast. */
// prettier-ignore
export const PLACE_PROFILES: Readonly<Record<PlaceId, PlaceProfile>> = {
  meadow: P('meadow', 'Meadow', 'the sunny meadow', false),
  forest: P('forest', 'Forest', 'the whispering forest', false),
  jungle: P('jungle', 'Jungle', 'the steamy jungle', false),
  swamp: P('jungle', 'Swamp', 'the murky swamp', false, { enemy: 'grumpy toads', collectible: item('mushroom', 'Swamp Mushroom', 'swamp mushrooms'), goal: { kind: 'house', name: 'Swamp Hut' } }),
  beach: P('beach', 'Beach', 'the sunny beach', false),
  island: P('beach', 'Island', 'the tropical island', false, { goal: { kind: 'chest', name: 'Buried Treasure' } }),
  ocean: P('beach', 'Ocean', 'the open ocean', false, { enemy: 'hungry sharks', collectible: item('shell', 'Seashell', 'seashells') }),
  underwater: P('underwater', 'Reef', 'the deep blue reef', false),
  desert: P('desert', 'Desert', 'the blazing desert', false),
  canyon: P('desert', 'Canyon', 'the dusty canyon', false, { enemy: 'rattlesnakes', goal: { kind: 'flag', name: 'Canyon Flag' } }),
  mountains: P('snow', 'Mountains', 'the tall mountains', false, { goal: { kind: 'flag', name: 'Summit Flag' } }),
  arctic: P('snow', 'Arctic', 'the frozen arctic', false),
  volcano: P('volcano', 'Volcano', 'the rumbling volcano', false),
  cave: P('cave', 'Cave', 'the glittering crystal caves', false),
  sky: P('sky', 'Sky', 'the fluffy clouds', false),
  farm: P('meadow', 'Farm', 'the busy farm', false, { enemy: 'hungry crows', collectible: item('egg', 'Egg', 'fresh eggs'), goal: { kind: 'house', name: 'Big Red Barn' } }),
  park: P('meadow', 'Park', 'the park', false, { enemy: 'naughty squirrels', collectible: item('coin', 'Coin', 'shiny coins'), goal: { kind: 'flag', name: 'Finish Flag' } }),
  garden: P('meadow', 'Garden', 'the garden', false, { enemy: 'hungry snails', collectible: item('flower', 'Flower', 'pretty flowers'), goal: { kind: 'house', name: 'Garden Shed' } }),
  city: P('city', 'City', 'the busy city', false),
  paris: P('city', 'Paris', 'Paris', false, { enemy: 'naughty pigeons', collectible: item('cookie', 'Croissant', 'croissants', '#e0a050'), goal: { kind: 'flag', name: 'Eiffel Tower Flag' } }),
  london: P('city', 'London', 'London', false, { enemy: 'cheeky pigeons', collectible: item('coin', 'Gold Coin', 'gold coins'), goal: { kind: 'flag', name: 'Big Ben Flag' } }),
  'new-york': P('city', 'New York', 'New York', false, { enemy: 'sneaky rats', collectible: item('cookie', 'Pretzel', 'pretzels', '#b5773a'), goal: { kind: 'flag', name: 'Rooftop Flag' } }),
  tokyo: P('city', 'Tokyo', 'Tokyo', false, { enemy: 'rogue robots', collectible: item('fish', 'Sushi', 'sushi rolls'), goal: { kind: 'flag', name: 'Tower Flag' } }),
  egypt: P('desert', 'Egypt', 'ancient Egypt', false, { enemy: 'sneaky mummies', collectible: item('coin', 'Ancient Coin', 'ancient coins'), goal: { kind: 'door', name: 'Pyramid Door' } }),
  village: P('meadow', 'Village', 'the little village', false, { enemy: 'naughty geese', collectible: item('apple', 'Apple', 'red apples'), goal: { kind: 'house', name: 'Cozy Cottage' } }),
  castle: P('castle', 'Castle', 'the old stone castle', false),
  graveyard: P('haunted', 'Graveyard', 'the spooky graveyard', false, { enemy: 'silly ghosts', goal: { kind: 'door', name: 'Crypt Door' } }),
  racetrack: P('city', 'Racetrack', 'the racetrack', false, { enemy: 'rival racers', collectible: item('star', 'Turbo Star', 'turbo stars'), goal: { kind: 'flag', name: 'Checkered Flag' } }),
  stadium: P('city', 'Stadium', 'the big stadium', false, { enemy: 'rival players', collectible: item('star', 'Star', 'gold stars'), goal: { kind: 'trophy', name: 'Golden Trophy' } }),
  harbor: P('beach', 'Harbor', 'the busy harbor', false, { enemy: 'greedy seagulls', collectible: item('fish', 'Fish', 'fresh fish'), goal: { kind: 'chest', name: 'Cargo Chest' } }),
  'construction-site': P('factory', 'Construction Site', 'the construction site', false, { enemy: 'runaway robots', collectible: item('bolt', 'Bolt', 'shiny bolts'), goal: { kind: 'flag', name: 'Crane Flag' } }),
  junkyard: P('factory', 'Junkyard', 'the junkyard', false, { enemy: 'rusty robots', collectible: item('gear', 'Gear', 'old gears'), goal: { kind: 'trophy', name: 'Junk Trophy' } }),
  kitchen: P('candy', 'Kitchen', 'the busy kitchen', true, { enemy: 'sneaky mice', collectible: item('cookie', 'Cookie', 'warm cookies'), goal: { kind: 'cake', name: 'Big Cake' } }),
  office: P('city', 'Office', 'the office', true, { enemy: 'grumpy robots', collectible: item('coin', 'Coin', 'coins'), goal: { kind: 'door', name: 'Elevator Door' } }),
  classroom: P('city', 'Classroom', 'the classroom', true, { enemy: 'buzzing flies', collectible: item('star', 'Gold Star', 'gold stars'), goal: { kind: 'trophy', name: 'Top Marks Trophy' } }),
  museum: P('castle', 'Museum', 'the museum', true, { enemy: 'sneaky mummies', collectible: item('gem', 'Jewel', 'precious jewels'), goal: { kind: 'chest', name: 'Treasure Case' } }),
  mall: P('city', 'Mall', 'the shopping mall', true, { enemy: 'runaway robots', collectible: item('coin', 'Coin', 'shiny coins'), goal: { kind: 'door', name: 'Exit Door' } }),
  restaurant: P('candy', 'Restaurant', 'the restaurant', true, { enemy: 'sneaky mice', collectible: item('cookie', 'Pizza Slice', 'pizza slices', '#f2b04a'), goal: { kind: 'cake', name: 'Big Cake' } }),
  library: P('castle', 'Library', 'the quiet library', true, { enemy: 'bookworms', collectible: item('star', 'Gold Star', 'gold stars'), goal: { kind: 'door', name: 'Secret Door' } }),
  'castle-hall': P('castle', 'Throne Room', 'the great hall of the castle', true),
  bedroom: P('candy', 'Bedroom', 'the bedroom', true, { enemy: 'dust bunnies', collectible: item('star', 'Star', 'glow stars'), goal: { kind: 'house', name: 'Pillow Fort' } }),
  'living-room': P('candy', 'Living Room', 'the living room', true, { enemy: 'dust bunnies', collectible: item('coin', 'Lost Coin', 'lost coins'), goal: { kind: 'door', name: 'Front Door' } }),
  bathroom: P('underwater', 'Bathroom', 'the bathroom', true, { enemy: 'soap bubbles', collectible: item('orb', 'Bubble', 'bubbles', '#bfe8ff'), goal: { kind: 'door', name: 'Bathroom Door' } }),
  supermarket: P('city', 'Supermarket', 'the supermarket', true, { enemy: 'runaway trolleys', collectible: item('apple', 'Apple', 'fresh apples'), goal: { kind: 'door', name: 'Checkout' } }),
  gym: P('city', 'Gym', 'the gym', true, { enemy: 'rival athletes', collectible: item('star', 'Star', 'gold stars'), goal: { kind: 'trophy', name: 'Golden Trophy' } }),
  hospital: P('city', 'Hospital', 'the hospital', true, { enemy: 'germs', collectible: item('heart', 'Heart', 'hearts'), goal: { kind: 'door', name: 'Exit Door' } }),
  lab: P('factory', 'Lab', 'the secret lab', true, { enemy: 'escaped robots', collectible: item('bolt', 'Battery', 'batteries'), goal: { kind: 'portal', name: 'Teleporter' } }),
  factory: P('factory', 'Factory', 'the clanking factory', true),
  sewer: P('sewer', 'Sewer', 'the murky sewer tunnels', true),
  dungeon: P('cave', 'Dungeon', 'the deep dungeon', true, { enemy: 'skeletons', collectible: item('key', 'Key', 'rusty keys'), goal: { kind: 'door', name: 'Dungeon Door' } }),
  'haunted-house': P('haunted', 'Haunted House', 'the haunted house', true, { enemy: 'silly ghosts', goal: { kind: 'door', name: 'Front Door' } }),
  spaceship: P('space', 'Spaceship', 'the spaceship', true, { enemy: 'wobbly aliens', collectible: item('bolt', 'Energy Cell', 'energy cells'), goal: { kind: 'door', name: 'Airlock' } }),
  arena: P('castle', 'Arena', 'the arena', false, { enemy: 'tough gladiators', collectible: item('star', 'Star', 'gold stars'), goal: { kind: 'trophy', name: 'Champion Trophy' } }),
  space: P('space', 'Space', 'outer space', false, { enemy: 'wobbly aliens', goal: { kind: 'rocket', name: 'Rocket Home' } }),
  moon: P('space', 'Moon', 'the dusty moon craters', false),
  mars: P('space', 'Mars', 'the red dust of Mars', false, { enemy: 'martians', collectible: item('gem', 'Mars Crystal', 'red crystals', '#e5573f'), goal: { kind: 'rocket', name: 'Rocket Home' } }),
  candy: P('candy', 'Candy Land', 'the sugary candy land', false),
  toyland: P('candy', 'Toyland', 'toyland', false, { enemy: 'wind-up robots', collectible: item('star', 'Star', 'gold stars'), goal: { kind: 'house', name: 'Toy Castle' } }),
};
