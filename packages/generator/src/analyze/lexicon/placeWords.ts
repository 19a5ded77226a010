import { SCENE_FEATURE_IDS, type GoalKind, type ItemKind, type PlaceId } from '../types.js';
import { wordTable } from './wordTable.js';

/**
 * Words and phrases (lower case, singular) that name a place, mapped to the place the scene
 * composer draws. Open on purpose: many words per place, multi-word names ("throne room",
 * "new york") and landmarks ("eiffel tower") included. Longer phrases win over their words.
 */
// prettier-ignore
export const PLACE_WORDS: Readonly<Record<string, PlaceId>> = wordTable({
  // outdoor, natural
  meadow: 'meadow', field: 'meadow', grassland: 'meadow', prairie: 'meadow', countryside: 'meadow',
  valley: 'meadow', hill: 'meadow', hillside: 'meadow', pasture: 'meadow', 'flower field': 'meadow',
  savanna: 'savanna', savannah: 'savanna', serengeti: 'savanna', 'african plains': 'savanna',
  bushveld: 'savanna', safari: 'savanna', steppe: 'meadow',
  'sunny meadow': 'meadow', glade: 'meadow', clearing: 'meadow',
  forest: 'forest', wood: 'forest', woods: 'forest', woodland: 'forest', grove: 'forest',
  'pine forest': 'forest', 'enchanted forest': 'forest', treetop: 'forest',
  taiga: 'forest', 'fairy forest': 'forest', 'autumn forest': 'forest', campsite: 'forest', campground: 'forest',
  // features a player names as part of a place: drawn in front of it
  crater: 'craters', 'moon crater': 'craters', 'impact crater': 'craters',
  campfire: 'campfire', 'camp fire': 'campfire', bonfire: 'campfire', 'fire pit': 'campfire', firepit: 'campfire',
  tent: 'tents', 'camping tent': 'tents', 'tent camp': 'tents',
  boulder: 'boulders', 'rock pile': 'boulders', 'big rock': 'boulders', 'giant rock': 'boulders',
  'stepping stone': 'boulders',
  trampoline: 'playground', trampolines: 'playground', 'swing set': 'playground', swingset: 'playground',
  'tire swing': 'playground', 'tyre swing': 'playground', 'rope swing': 'playground',
  seesaw: 'playground', 'see-saw': 'playground', 'teeter-totter': 'playground', 'jungle gym': 'playground',
  'monkey bars': 'playground', 'climbing frame': 'playground', sandbox: 'playground', sandpit: 'playground',
  'playground slide': 'playground',
  // landmarks of a place, each drawn in it
  'water tower': 'village', silo: 'farm', 'grain silo': 'farm',
  redwood: 'redwood-forest', redwoods: 'redwood-forest', 'redwood tree': 'redwood-forest',
  'redwood forest': 'redwood-forest', sequoia: 'redwood-forest', sequoias: 'redwood-forest',
  'sequoia tree': 'redwood-forest', 'giant sequoia': 'redwood-forest', 'sequoia forest': 'redwood-forest',
  'giant redwood': 'redwood-forest', 'giant tree': 'redwood-forest', 'giant trees': 'redwood-forest',
  birch: 'birch-forest', 'birch tree': 'birch-forest', 'birch forest': 'birch-forest', 'birch wood': 'birch-forest',
  'birch grove': 'birch-forest', 'silver birch': 'birch-forest', 'aspen grove': 'birch-forest', aspen: 'birch-forest',
  'willow tree': 'willow-grove', willow: 'willow-grove', 'weeping willow': 'willow-grove', willows: 'willow-grove',
  baobab: 'baobab-grove', 'baobab tree': 'baobab-grove', baobabs: 'baobab-grove', 'baobab forest': 'baobab-grove',
  'cherry blossom tree': 'blossom-grove', 'cherry tree': 'blossom-grove', 'cherry blossom grove': 'blossom-grove',
  'blossom tree': 'blossom-grove', 'sakura tree': 'blossom-grove', 'cherry orchard': 'blossom-grove',
  'cherry blossom trees': 'blossom-grove', 'blossom trees': 'blossom-grove',
  'bamboo forest': 'bamboo-grove', 'bamboo grove': 'bamboo-grove', 'bamboo thicket': 'bamboo-grove',
  'bamboo wood': 'bamboo-grove', 'bamboo woods': 'bamboo-grove', 'bamboo jungle': 'bamboo-grove',
  'bamboo stalk': 'bamboo-grove', 'bamboo tree': 'bamboo-grove', 'bamboo plant': 'bamboo-grove',
  jungle: 'jungle', rainforest: 'jungle', 'rain forest': 'jungle', 'lost temple': 'jungle', ruin: 'jungle',
  'jungle temple': 'jungle', amazon: 'jungle',
  swamp: 'swamp', marsh: 'swamp', bog: 'swamp', bayou: 'swamp', wetland: 'swamp', mire: 'swamp', fen: 'swamp',
  marshland: 'swamp', everglade: 'swamp',
  beach: 'beach', shore: 'beach', seaside: 'beach', coast: 'beach', coastline: 'beach',
  seashore: 'beach', 'sandy beach': 'beach', surf: 'beach', lagoon: 'beach',
  island: 'island', isle: 'island', atoll: 'island', 'desert island': 'island', 'tropical island': 'island',
  'treasure island': 'island', archipelago: 'island',
  ocean: 'ocean', sea: 'ocean', 'open sea': 'ocean', 'high sea': 'ocean',
  waves: 'ocean', bay: 'ocean', 'ocean surface': 'ocean', waterfall: 'ocean', 'tidal wave': 'ocean',
  tsunami: 'ocean', whirlpool: 'ocean', maelstrom: 'ocean',
  ship: 'ocean', 'pirate ship': 'ocean', deck: 'ocean', 'ship deck': 'ocean', sailboat: 'ocean',
  underwater: 'underwater', reef: 'underwater', 'coral reef': 'underwater', seabed: 'underwater',
  seafloor: 'underwater', 'sea floor': 'underwater', 'ocean floor': 'underwater', atlantis: 'underwater', aquarium: 'underwater',
  'kelp forest': 'underwater', 'bottom of the sea': 'underwater', 'sunken city': 'underwater',
  'under the sea': 'underwater', undersea: 'underwater',
  'deep sea': 'deep-sea', 'deep ocean': 'deep-sea', 'ocean depth': 'deep-sea', 'ocean depths': 'deep-sea',
  depths: 'deep-sea', abyss: 'deep-sea', trench: 'deep-sea', 'ocean trench': 'deep-sea',
  'mariana trench': 'deep-sea', 'deep water': 'deep-sea', 'deep waters': 'deep-sea', 'abyssal plain': 'deep-sea',
  'bottom of the ocean': 'deep-sea', 'deep blue sea': 'deep-sea', 'midnight zone': 'deep-sea',
  shipwreck: 'shipwreck', 'ship wreck': 'shipwreck', wreck: 'shipwreck', 'sunken ship': 'shipwreck',
  'sunken pirate ship': 'shipwreck', 'sunken galleon': 'shipwreck', 'sunken boat': 'shipwreck',
  'wrecked ship': 'shipwreck', 'pirate wreck': 'shipwreck', 'sunken submarine': 'shipwreck',
  'sunken treasure ship': 'shipwreck', titanic: 'shipwreck',
  river: 'river', stream: 'river',
  creek: 'river', brook: 'river',
  lighthouse: 'rocky-shore', 'rocky shore': 'rocky-shore', 'rocky coast': 'rocky-shore',
  'rocky beach': 'rocky-shore', cove: 'rocky-shore',
  hotel: 'hotel-lobby', 'hotel lobby': 'hotel-lobby', lobby: 'hotel-lobby',
  'united nations': 'assembly-hall', parliament: 'assembly-hall', senate: 'assembly-hall',
  courtroom: 'assembly-hall', 'town hall': 'assembly-hall', 'city hall': 'assembly-hall',
  danube: 'old-town', tiber: 'rome', hudson: 'new-york', 'hudson river': 'new-york',
  pond: 'pond', 'lily pond': 'pond', 'duck pond': 'pond', 'frog pond': 'pond', 'koi pond': 'pond',
  fishpond: 'pond', 'fish pond': 'pond', lake: 'pond', lakeside: 'pond', 'lily pad': 'pond', puddle: 'puddles', 'rain puddle': 'puddles',
  'mud puddle': 'puddles',
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
  snow: 'arctic', ice: 'arctic', 'snowy forest': 'forest',
  volcano: 'volcano', lava: 'volcano', magma: 'volcano', inferno: 'volcano', 'lava lake': 'volcano',
  'volcanic island': 'volcano', 'lava pit': 'volcano', 'fire mountain': 'volcano',
  cave: 'cave', cavern: 'cave', grotto: 'cave', 'crystal cave': 'cave', underground: 'cave',
  labyrinth: 'cave', mine: 'mine', 'gold mine': 'mine', 'coal mine': 'mine',
  sky: 'sky', cloud: 'sky', clouds: 'sky', heaven: 'sky', 'sky island': 'sky', skyland: 'sky',
  'floating island': 'sky', stratosphere: 'sky', 'cloud kingdom': 'sky', 'rainbow cloud': 'sky',
  farm: 'farm', barn: 'farm', barnyard: 'farm', ranch: 'farm', farmyard: 'farm', farmland: 'farm',
  vineyard: 'farm', winery: 'farm', orchard: 'farm', cornfield: 'farm', wheatfield: 'farm',
  'chicken coop': 'farm', 'farmers market': 'farm',
  park: 'park', playground: 'park', zoo: 'zoo',
  'water park': 'park', 'skate park': 'park',
  picnic: 'park', 'picnic blanket': 'picnic', 'picnic rug': 'picnic', 'picnic cloth': 'picnic',
  'swimming pool': 'park', pool: 'park',
  'city park': 'park', 'central park': 'new-york',
  circus: 'circus', 'circus tent': 'circus', 'big top': 'circus', 'circus ring': 'circus', 'circus arena': 'circus',
  'circus show': 'circus', 'clown show': 'circus', 'flea circus': 'circus',
  carnival: 'fairground', fairground: 'fairground', funfair: 'fairground', 'fun fair': 'fairground',
  'county fair': 'fairground', 'state fair': 'fairground', 'amusement park': 'fairground',
  'theme park': 'fairground', midway: 'fairground', 'traveling carnival': 'fairground',
  garden: 'garden', backyard: 'garden', yard: 'garden', greenhouse: 'greenhouse', 'flower garden': 'garden',
  'vegetable garden': 'garden', lawn: 'garden', 'rose garden': 'garden', 'secret garden': 'garden',
  'veggie patch': 'garden', 'vegetable patch': 'garden', 'garden patch': 'garden',
  // built, outdoor
  city: 'city', town: 'city', street: 'city', downtown: 'city', rooftop: 'city', roof: 'city',
  skyscraper: 'city', metropolis: 'city', neighborhood: 'city', neighbourhood: 'city', alley: 'city',
  highway: 'city', road: 'city', suburb: 'city', avenue: 'city', plaza: 'city', 'city street': 'city',
  'big city': 'city', megacity: 'city', 'cyber city': 'city', cyberpunk: 'city', 'main street': 'city',
  berlin: 'city', 'los angeles': 'city', 'las vegas': 'city', chicago: 'city', seoul: 'city',
  'hong kong': 'city', shanghai: 'city', amsterdam: 'canal-city', mumbai: 'city', singapore: 'city',
  madrid: 'old-town', barcelona: 'old-town', 'mexico city': 'city', 'leaning tower': 'city', lagos: 'city',
  nairobi: 'city', toronto: 'city', istanbul: 'domed-city', 'buenos aires': 'city', hollywood: 'city',
  rome: 'rome', italy: 'rome', colosseum: 'rome', 'roman forum': 'rome', 'ancient rome': 'rome',
  'trevi fountain': 'rome', vatican: 'rome', 'st peter': 'rome', pantheon: 'rome',
  venice: 'venice', 'grand canal': 'venice', rialto: 'venice', 'rialto bridge': 'venice', 'st mark': 'venice',
  'venetian canal': 'venice', canal: 'venice', canals: 'venice',
  moscow: 'moscow', russia: 'moscow', kremlin: 'moscow', 'red square': 'moscow', 'st basil': 'moscow',
  'st basil cathedral': 'moscow', 'saint basil cathedral': 'moscow',
  'san francisco': 'san-francisco', 'golden gate bridge': 'san-francisco', 'golden gate': 'san-francisco',
  alcatraz: 'san-francisco', 'bay area': 'san-francisco', frisco: 'san-francisco',
  rio: 'rio', 'rio de janeiro': 'rio', brazil: 'rio', copacabana: 'rio', sugarloaf: 'rio',
  'sugarloaf mountain': 'rio', corcovado: 'rio', 'christ the redeemer': 'rio', ipanema: 'rio',
  bangkok: 'bangkok', thailand: 'bangkok', 'grand palace': 'bangkok', 'wat arun': 'bangkok', 'floating market': 'bangkok',
  beijing: 'beijing', china: 'beijing', peking: 'beijing', 'great wall': 'beijing', 'great wall of china': 'beijing',
  'forbidden city': 'beijing', 'temple of heaven': 'beijing', tiananmen: 'beijing',
  agra: 'agra', india: 'agra', 'taj mahal': 'agra', taj: 'agra',
  dubai: 'dubai', 'abu dhabi': 'dubai', 'burj khalifa': 'dubai', 'burj al arab': 'dubai', uae: 'dubai',
  sydney: 'sydney', australia: 'sydney', 'sydney opera house': 'sydney', 'harbour bridge': 'sydney',
  'sydney harbour': 'sydney', 'bondi beach': 'sydney', melbourne: 'sydney', 'golden gate park': 'san-francisco',
  paris: 'paris', 'eiffel tower': 'paris', louvre: 'paris', france: 'paris', 'notre dame': 'paris',
  'arc de triomphe': 'paris', seine: 'paris', montmartre: 'paris',
  london: 'london', 'big ben': 'london', england: 'london', 'tower bridge': 'london', thames: 'london',
  'buckingham palace': 'london', 'london eye': 'london', britain: 'london', uk: 'london',
  'new york': 'new-york', nyc: 'new-york', manhattan: 'new-york', brooklyn: 'new-york',
  'statue of liberty': 'new-york', 'times square': 'new-york', 'empire state building': 'new-york',
  broadway: 'new-york', 'new york city': 'new-york',
  tokyo: 'tokyo', japan: 'tokyo', 'mount fuji': 'tokyo', fuji: 'tokyo', shibuya: 'tokyo', kyoto: 'pagoda-town',
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
  harbor: 'harbor', harbour: 'harbor', port: 'harbor', dock: 'harbor', docks: 'harbor',
  marina: 'harbor', wharf: 'harbor', shipyard: 'harbor',
  'construction site': 'construction-site', 'building site': 'construction-site', 'work site': 'construction-site',
  junkyard: 'junkyard', scrapyard: 'junkyard', dump: 'junkyard', landfill: 'junkyard', 'scrap yard': 'junkyard',
  'junk yard': 'junkyard',
  boardwalk: 'boardwalk', pier: 'boardwalk', promenade: 'boardwalk', 'seaside pier': 'boardwalk',
  'santa monica pier': 'boardwalk', 'coney island': 'boardwalk', jetty: 'boardwalk', 'fishing pier': 'boardwalk',
  'beach boardwalk': 'boardwalk',
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
  nightclub: 'disco', 'night club': 'disco', disco: 'disco', 'dance floor': 'disco', club: 'disco',
  discotheque: 'disco', 'dance club': 'disco', rave: 'disco', 'dance party': 'disco', 'roller disco': 'disco',
  karaoke: 'disco', 'karaoke bar': 'disco', 'dance hall': 'disco',
  stage: 'stage', theater: 'stage', theatre: 'stage', 'concert hall': 'stage', concert: 'stage',
  'concert stage': 'stage', 'opera house': 'stage', auditorium: 'stage', 'music hall': 'stage',
  'rock concert': 'stage', 'talent show': 'stage', 'school play': 'stage', 'music festival': 'stage',
  'puppet theater': 'stage', 'puppet theatre': 'stage', 'movie theater': 'stage', cinema: 'stage',
  'comedy club': 'stage', 'jazz club': 'disco', 'battle of the bands': 'stage',
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
  gym: 'gym', gymnasium: 'gym', 'fitness center': 'gym',
  dojo: 'dojo', 'karate school': 'dojo', 'karate dojo': 'dojo', 'kung fu school': 'dojo', 'ninja dojo': 'dojo',
  'martial arts school': 'dojo', 'training hall': 'dojo', 'shaolin temple': 'dojo', 'ninja school': 'dojo',
  'ninja academy': 'dojo', 'judo hall': 'dojo',
  "santa's workshop": 'toy-workshop', 'santas workshop': 'toy-workshop', 'santa workshop': 'toy-workshop',
  'toy workshop': 'toy-workshop', 'elf workshop': 'toy-workshop', "elves' workshop": 'toy-workshop',
  'elves workshop': 'toy-workshop', "toymaker's workshop": 'toy-workshop', "santa's grotto": 'toy-workshop',
  'north pole workshop': 'toy-workshop', 'christmas workshop': 'toy-workshop',
  "carpenter's workshop": 'woodshop', 'carpenters workshop': 'woodshop', 'carpentry workshop': 'woodshop',
  woodshop: 'woodshop', 'wood shop': 'woodshop', 'woodworking shop': 'woodshop', 'joinery': 'woodshop',
  "woodworker's workshop": 'woodshop', 'woodworking workshop': 'woodshop', "carpenter's shop": 'woodshop',
  laundromat: 'laundromat', 'laundry room': 'laundromat', laundry: 'laundromat', launderette: 'laundromat',
  laundrette: 'laundromat', 'utility room': 'laundromat', 'wash house': 'laundromat', washhouse: 'laundromat',
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
});

/**
 * Water events (lower case, singular): where they happen is the sea or a river even when the
 * prompt names no place ("surfs a tidal wave"); the event itself stands in the scene. A bare
 * "wave" or "flood" is left out: "waves of zombies" are no sea.
 */
// prettier-ignore
export const WATER_EVENTS: Readonly<Record<string, PlaceId>> = wordTable({
  'tidal wave': 'ocean', tsunami: 'ocean', 'giant wave': 'ocean', 'big wave': 'ocean',
  'huge wave': 'ocean', 'monster wave': 'ocean', 'rogue wave': 'ocean', 'killer wave': 'ocean',
  'massive wave': 'ocean', 'mega wave': 'ocean', 'ocean wave': 'ocean', 'surf wave': 'ocean',
  rapid: 'river', rapids: 'river', 'white water': 'river', whitewater: 'river', whirlpool: 'ocean',
  maelstrom: 'ocean', waterfall: 'ocean', waterfalls: 'ocean', 'flash flood': 'ocean',
  'storm surge': 'ocean', waterspout: 'ocean', 'niagara falls': 'ocean', 'victoria falls': 'ocean',
  'iguazu falls': 'ocean', iguazu: 'ocean', 'angel falls': 'ocean', 'gullfoss': 'ocean',
});

/** Water events drawn in the scene as a sprite, by the art library's word for it. */
// prettier-ignore
export const WATER_EVENT_SPRITES: Readonly<Record<string, string>> = wordTable({
  'tidal wave': 'water wave', tsunami: 'water wave', 'giant wave': 'water wave', 'big wave': 'water wave',
  'huge wave': 'water wave', 'monster wave': 'water wave', 'rogue wave': 'water wave',
  rapids: 'water wave', whirlpool: 'cyclone', maelstrom: 'cyclone', waterfall: 'waterfall',
  waterspout: 'tornado', 'niagara falls': 'waterfall', 'victoria falls': 'waterfall',
  'iguazu falls': 'waterfall', iguazu: 'waterfall', 'angel falls': 'waterfall', gullfoss: 'waterfall',
});
const WATER_EVENT_LANDMARKS = Object.keys(WATER_EVENT_SPRITES);

/**
 * Named regions whose picture is one thing the place kind does not draw: Cappadocia's balloons,
 * Easter Island's moai, Petra's carved temple. Drawn in the scene as a sprite by the art
 * library's word for it.
 */
// prettier-ignore
export const REGION_LANDMARK_SPRITES: Readonly<Record<string, string>> = wordTable({
  cappadocia: 'hot air balloon', goreme: 'hot air balloon', 'easter island': 'moai', petra: 'classical building',
  'machu picchu': 'classical building', 'chichen itza': 'classical building', tikal: 'classical building',
  stonehenge: 'rock', matterhorn: 'snow-capped mountain', 'mont blanc': 'snow-capped mountain',
  kilimanjaro: 'snow-capped mountain', 'half dome': 'mountain', 'el capitan': 'mountain',
  'table mountain': 'mountain', 'ha long bay': 'sailboat', 'halong bay': 'sailboat', santorini: 'church',
  'loch ness': 'sauropod', 'abu simbel': 'classical building', neuschwanstein: 'castle',
  'mont saint-michel': 'castle', 'mont saint michel': 'castle', acropolis: 'classical building',
  'jungle temple': 'hindu temple', 'lost temple': 'hindu temple',
});
const REGION_LANDMARKS = Object.keys(REGION_LANDMARK_SPRITES);

/** What the art library calls each landmark drawn as something else (a tsunami, Cappadocia). */
export const LANDMARK_SPRITE_WORDS: Readonly<Record<string, string>> = wordTable({
  ...WATER_EVENT_SPRITES,
  ...REGION_LANDMARK_SPRITES,
});

/**
 * Names that stand for two places: the city and the place inside it ("the Louvre" is a museum in
 * Paris, "Central Park" a park in New York), the farm and its crop ("a vineyard" is a farm with
 * vines in rows). The first is their PLACE_WORDS entry.
 */
export const COMPANION_PLACES: Readonly<Record<string, PlaceId>> = wordTable({
  louvre: 'museum',
  // a city's river: its banks are a riverside in the city
  thames: 'river',
  seine: 'river',
  nile: 'river',
  danube: 'river',
  tiber: 'river',
  hudson: 'river',
  'hudson river': 'river',
  'central park': 'park',
  'golden gate park': 'park',
  'bondi beach': 'beach',
  copacabana: 'beach',
  ipanema: 'beach',
  'coney island': 'fairground',
  'santa monica pier': 'fairground',
  campsite: 'tents',
  picnic: 'picnic',
  campground: 'tents',
  vineyard: 'vineyard',
  winery: 'vineyard',
  orchard: 'orchard',
  cornfield: 'cornfield',
  wheatfield: 'wheat-field',
});

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
  'palm tree', 'totem pole', 'bridge', 'great wall', 'taj mahal', 'leaning tower', 'golden gate',
  'great wall of china', 'christ the redeemer', 'sugarloaf mountain', 'kremlin', 'red square',
  'st basil cathedral', 'burj khalifa', 'burj al arab', 'sydney opera house', 'opera house',
  'harbour bridge', 'forbidden city', 'temple of heaven', 'grand palace', 'wat arun', 'trevi fountain',
  'pantheon', 'rialto bridge', 'grand canal', 'alcatraz', 'circus tent', 'big top',
  'water tower', 'silo', 'grain silo', 'united nations',
  ...WATER_EVENT_LANDMARKS, ...REGION_LANDMARKS,
]);

/** Landmarks that are common nouns: stories write them in lower case ("the volcano"). */
// prettier-ignore
export const COMMON_LANDMARKS: ReadonlySet<string> = new Set([
  'pyramid', 'pyramids', 'lighthouse', 'windmill', 'ferris wheel', 'roller coaster', 'rollercoaster',
  'castle tower', 'volcano', 'igloo', 'treehouse', 'tree house', 'sand castle', 'sandcastle', 'shipwreck',
  'waterfall', 'skyscraper', 'barn', 'space station', 'palm tree', 'totem pole', 'bridge', 'leaning tower',
  'opera house', 'circus tent', 'big top', 'jungle temple', 'lost temple', 'water tower', 'silo', 'grain silo', ...WATER_EVENT_LANDMARKS,
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
  'buckingham palace', 'notre dame', 'mexico', 'china', 'india', 'italy', 'russia', 'brazil', 'thailand',
  'bangkok', 'beijing', 'peking', 'agra', 'uae', 'abu dhabi', 'australia', 'melbourne', 'frisco', 'lagos',
  'nairobi', 'toronto', 'istanbul', 'buenos aires', 'hollywood', 'singapore', 'copacabana', 'ipanema',
  'alcatraz', 'corcovado', 'rialto', 'tiananmen', 'coney island', 'santa monica pier', 'mariana trench',
  'red square', 'vatican', 'bondi beach',
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
  'deep-sea',
  'space',
  'moon',
  'mars',
]);

/**
 * Features a player names as part of a place (craters, a picnic blanket, a campfire): they
 * follow the place they are in, which draws them in front ("a picnic in the park" is the park).
 */
export const SCENE_FEATURES: ReadonlySet<PlaceId> = new Set<PlaceId>(SCENE_FEATURE_IDS);

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
  savanna: P('desert', 'Savanna', 'the golden savanna', false, { enemy: 'sneaky hyenas', collectible: item('apple', 'Marula Fruit', 'marula fruits', '#f0c040'), goal: { kind: 'flag', name: 'Watering Hole' } }),
  forest: P('forest', 'Forest', 'the whispering forest', false),
  'redwood-forest': P('forest', 'Redwood Forest', 'the giant redwood forest', false, { enemy: 'angry bears', collectible: item('acorn', 'Pine Cone', 'pine cones', '#8a5a2a'), goal: { kind: 'house', name: 'Tree House' } }),
  'birch-forest': P('forest', 'Birch Forest', 'the birch forest', false, { enemy: 'grumpy badgers', collectible: item('mushroom', 'Mushroom', 'wild mushrooms'), goal: { kind: 'house', name: 'Log Cabin' } }),
  'willow-grove': P('forest', 'Willow Grove', 'the willows by the water', false, { enemy: 'grumpy frogs', collectible: item('flower', 'Flower', 'pretty flowers'), goal: { kind: 'house', name: 'Cozy House' } }),
  'baobab-grove': P('desert', 'Baobab Grove', 'the baobab trees of the savanna', false, { enemy: 'cheeky baboons', collectible: item('banana', 'Fruit', 'baobab fruits', '#d8c89a'), goal: { kind: 'flag', name: 'Baobab Flag' } }),
  'blossom-grove': P('forest', 'Cherry Blossom Grove', 'the cherry blossom grove', false, { enemy: 'naughty crows', collectible: item('flower', 'Blossom', 'cherry blossoms', '#f4a8c8'), goal: { kind: 'house', name: 'Tea House' } }),
  'bamboo-grove': P('forest', 'Bamboo Grove', 'the bamboo grove', false, { enemy: 'cheeky monkeys', collectible: item('flower', 'Bamboo Shoot', 'bamboo shoots', '#8ab85a'), goal: { kind: 'house', name: 'Tea House' } }),
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
  rooftop: P('city', 'Rooftop', 'the rooftop', false, { enemy: 'pesky pigeons', collectible: item('flower', 'Flower', 'rooftop flowers'), goal: { kind: 'flag', name: 'Rooftop Flag' } }),
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
  pond: P('meadow', 'Pond', 'the lily pond', false, { enemy: 'hungry herons', collectible: item('flower', 'Lotus Flower', 'lotus flowers', '#f59ac0'), goal: { kind: 'house', name: 'Reed Hut' } }),
  'deep-sea': P('underwater', 'Deep Sea', 'the dark deep sea', false, { enemy: 'anglerfish', collectible: item('orb', 'Glowing Pearl', 'glowing pearls', '#bff4ff'), goal: { kind: 'chest', name: 'Lost Treasure' } }),
  shipwreck: P('underwater', 'Shipwreck', 'the sunken shipwreck', false, { enemy: 'hungry sharks', collectible: item('coin', 'Gold Coin', 'gold coins'), goal: { kind: 'chest', name: 'Sunken Treasure' } }),
  boardwalk: P('beach', 'Boardwalk', 'the seaside boardwalk', false, { enemy: 'greedy seagulls', collectible: item('candy', 'Ice Cream', 'ice cream cones', '#ffc8e0'), goal: { kind: 'flag', name: 'End of the Pier' } }),
  fairground: P('candy', 'Fairground', 'the fairground', false, { enemy: 'runaway balloons', collectible: item('coin', 'Ticket', 'tickets', '#f2b43a'), goal: { kind: 'trophy', name: 'Giant Prize' } }),
  circus: P('candy', 'Circus', 'the big top', true, { enemy: 'cheeky clowns', collectible: item('candy', 'Popcorn', 'popcorn', '#fff4c0'), goal: { kind: 'trophy', name: 'Star of the Show' } }),
  stage: P('city', 'Stage', 'the big stage', true, { enemy: 'grumpy critics', collectible: item('note', 'Music Note', 'music notes'), goal: { kind: 'trophy', name: 'Golden Microphone' } }),
  disco: P('city', 'Disco', 'the disco', true, { enemy: 'rival dancers', collectible: item('star', 'Disco Star', 'disco stars'), goal: { kind: 'trophy', name: 'Dance Trophy' } }),
  dojo: P('castle', 'Dojo', 'the dojo', true, { enemy: 'rival ninjas', collectible: item('key', 'Scroll', 'secret scrolls', '#f2e6c8'), goal: { kind: 'trophy', name: 'Black Belt' } }),
  'toy-workshop': P('candy', "Santa's Workshop", "Santa's toy workshop", true, { enemy: 'naughty gremlins', collectible: item('candy', 'Candy Cane', 'candy canes', '#e8403a'), goal: { kind: 'house', name: 'Sleigh Shed' } }),
  woodshop: P('castle', 'Workshop', "the carpenter's workshop", true, { enemy: 'termites', collectible: item('bolt', 'Nail', 'shiny nails', '#9aa4ae'), goal: { kind: 'door', name: 'Workshop Door' } }),
  laundromat: P('city', 'Laundromat', 'the laundromat', true, { enemy: 'sock monsters', collectible: item('coin', 'Lost Sock', 'lost socks', '#ff8ac0'), goal: { kind: 'door', name: 'Exit Door' } }),
  rome: P('city', 'Rome', 'Rome', false, { enemy: 'tough gladiators', collectible: item('cookie', 'Pizza Slice', 'pizza slices', '#f2b04a'), goal: { kind: 'flag', name: 'Colosseum Flag' } }),
  venice: P('city', 'Venice', 'Venice', false, { enemy: 'naughty pigeons', collectible: item('candy', 'Ice Cream', 'ice cream cones', '#ffd8a0'), goal: { kind: 'flag', name: 'Bridge Flag' } }),
  moscow: P('snow', 'Moscow', 'Moscow', false, { enemy: 'snow wolves', collectible: item('star', 'Nesting Doll', 'nesting dolls', '#e8403a'), goal: { kind: 'flag', name: 'Kremlin Flag' } }),
  'san-francisco': P('city', 'San Francisco', 'San Francisco', false, { enemy: 'greedy seagulls', collectible: item('coin', 'Gold Nugget', 'gold nuggets'), goal: { kind: 'flag', name: 'Golden Gate Flag' } }),
  rio: P('beach', 'Rio', 'Rio de Janeiro', false, { enemy: 'cheeky monkeys', collectible: item('cookie', 'Coconut', 'coconuts', '#8a5a3a'), goal: { kind: 'flag', name: 'Sugarloaf Flag' } }),
  bangkok: P('city', 'Bangkok', 'Bangkok', false, { enemy: 'cheeky monkeys', collectible: item('apple', 'Mango', 'mangoes', '#f2b43a'), goal: { kind: 'flag', name: 'Temple Flag' } }),
  beijing: P('city', 'Beijing', 'Beijing', false, { enemy: 'stone lions', collectible: item('cookie', 'Dumpling', 'dumplings', '#f4ead8'), goal: { kind: 'flag', name: 'Great Wall Flag' } }),
  agra: P('desert', 'Agra', 'Agra', false, { enemy: 'cheeky monkeys', collectible: item('apple', 'Mango', 'mangoes', '#f2b43a'), goal: { kind: 'door', name: 'Palace Gate' } }),
  dubai: P('desert', 'Dubai', 'Dubai', false, { enemy: 'sand scorpions', collectible: item('coin', 'Gold Coin', 'gold coins'), goal: { kind: 'flag', name: 'Tower Top Flag' } }),
  sydney: P('beach', 'Sydney', 'Sydney', false, { enemy: 'greedy seagulls', collectible: item('shell', 'Seashell', 'seashells'), goal: { kind: 'flag', name: 'Harbour Flag' } }),
  outback: P('desert', 'Outback', 'the red outback', false, { enemy: 'dingoes', collectible: item('apple', 'Bush Tomato', 'bush tomatoes', '#e0603a'), goal: { kind: 'flag', name: 'Big Red Rock' } }),
  paddy: P('meadow', 'Rice Paddy', 'the flooded rice terraces', false, { enemy: 'hungry crows', collectible: item('apple', 'Rice Sheaf', 'rice sheaves', '#e8d070'), goal: { kind: 'house', name: 'Farm Hut' } }),
  'sunflower-field': P('meadow', 'Sunflower Field', 'the sunflower field', false, { enemy: 'hungry crows', collectible: item('flower', 'Sunflower Seed', 'sunflower seeds', '#ffcc1e'), goal: { kind: 'house', name: 'Farmhouse' } }),
  'wheat-field': P('meadow', 'Wheat Field', 'the golden wheat field', false, { enemy: 'hungry crows', collectible: item('apple', 'Wheat Sheaf', 'wheat sheaves', '#e8c050'), goal: { kind: 'house', name: 'Windmill' } }),
  cornfield: P('meadow', 'Cornfield', 'the tall cornfield', false, { enemy: 'hungry crows', collectible: item('carrot', 'Corn Cob', 'corn cobs', '#f4d040'), goal: { kind: 'house', name: 'Barn' } }),
  'tulip-field': P('meadow', 'Tulip Field', 'the tulip fields', false, { enemy: 'hungry snails', collectible: item('flower', 'Tulip', 'tulips', '#e8323a'), goal: { kind: 'house', name: 'Windmill' } }),
  'lavender-field': P('meadow', 'Lavender Field', 'the lavender fields', false, { enemy: 'buzzing wasps', collectible: item('flower', 'Lavender Sprig', 'lavender sprigs', '#8a5ad0'), goal: { kind: 'house', name: 'Stone Farmhouse' } }),
  vineyard: P('meadow', 'Vineyard', 'the sunny vineyard', false, { enemy: 'buzzing wasps', collectible: item('cherry', 'Grape', 'grapes', '#6a2a7a'), goal: { kind: 'house', name: 'Winery' } }),
  orchard: P('meadow', 'Orchard', 'the apple orchard', false, { enemy: 'buzzing wasps', collectible: item('apple', 'Apple', 'red apples'), goal: { kind: 'house', name: 'Cider Barn' } }),
  'pumpkin-patch': P('meadow', 'Pumpkin Patch', 'the pumpkin patch', false, { enemy: 'hungry crows', collectible: item('apple', 'Pumpkin', 'little pumpkins', '#f07a1a'), goal: { kind: 'house', name: 'Barn' } }),
  'strawberry-field': P('meadow', 'Strawberry Field', 'the strawberry fields', false, { enemy: 'hungry snails', collectible: item('cherry', 'Strawberry', 'strawberries', '#e8223a'), goal: { kind: 'house', name: 'Farm Stand' } }),
  airport: P('city', 'Airport', 'the airport', false, { enemy: 'runaway suitcases', collectible: item('key', 'Boarding Pass', 'boarding passes', '#f2f2f2'), goal: { kind: 'door', name: 'Departure Gate' } }),
  'gas-station': P('city', 'Gas Station', 'the gas station', false, { enemy: 'rival drivers', collectible: item('bolt', 'Fuel Can', 'fuel cans', '#e8403a'), goal: { kind: 'flag', name: 'Open Road' } }),
  zoo: P('meadow', 'Zoo', 'the zoo', false, { enemy: 'escaped monkeys', collectible: item('apple', 'Banana', 'bananas', '#f2d040'), goal: { kind: 'house', name: 'Keeper Hut' } }),
  mine: P('cave', 'Mine', 'the old gold mine', true, { enemy: 'cave bats', collectible: item('gem', 'Gold Nugget', 'gold nuggets', '#f2c040'), goal: { kind: 'door', name: 'Mine Exit' } }),
  toyland: P('candy', 'Toyland', 'toyland', false, { enemy: 'wind-up robots', collectible: item('star', 'Star', 'gold stars'), goal: { kind: 'house', name: 'Toy Castle' } }),
  'canal-city': P('city', 'Canal City', 'the old canal city', false, { enemy: 'naughty pigeons', collectible: item('cookie', 'Stroopwafel', 'stroopwafels', '#d8a050'), goal: { kind: 'flag', name: 'Bridge Flag' } }),
  'old-town': P('city', 'Old Town', 'the old town', false, { enemy: 'naughty pigeons', collectible: item('cookie', 'Pretzel', 'pretzels', '#b5773a'), goal: { kind: 'flag', name: 'Spire Flag' } }),
  'white-town': P('beach', 'White Town', 'the whitewashed town by the sea', false, { enemy: 'greedy seagulls', collectible: item('apple', 'Olive', 'olives', '#7a8a3a'), goal: { kind: 'flag', name: 'Blue Dome Flag' } }),
  'domed-city': P('desert', 'Old City', 'the old city of domes and minarets', false, { enemy: 'sneaky thieves', collectible: item('coin', 'Gold Coin', 'gold coins'), goal: { kind: 'door', name: 'Palace Gate' } }),
  'castle-town': P('castle', 'Castle Town', 'the old town under the castle rock', false, { enemy: 'naughty pigeons', collectible: item('cookie', 'Shortbread', 'shortbread', '#e8c880'), goal: { kind: 'flag', name: 'Castle Flag' } }),
  'pagoda-town': P('city', 'Temple Town', 'the old temple town', false, { enemy: 'sneaky foxes', collectible: item('cookie', 'Rice Cake', 'rice cakes', '#f4ead8'), goal: { kind: 'flag', name: 'Pagoda Flag' } }),
  greenhouse: P('meadow', 'Greenhouse', 'the warm greenhouse', true, { enemy: 'hungry snails', collectible: item('flower', 'Flower', 'pretty flowers'), goal: { kind: 'house', name: 'Potting Shed' } }),
  craters: P('space', 'Craters', 'the crater fields', false, { enemy: 'wobbly aliens', collectible: item('gem', 'Crystal', 'space crystals'), goal: { kind: 'rocket', name: 'Rocket Home' } }),
  picnic: P('meadow', 'Picnic', 'the picnic on the grass', false, { enemy: 'greedy ants', collectible: item('cherry', 'Strawberry', 'strawberries', '#e8223a'), goal: { kind: 'cake', name: 'Picnic Cake' } }),
  campfire: P('forest', 'Campfire', 'the campfire in the woods', false, { enemy: 'buzzing mosquitoes', collectible: item('candy', 'Marshmallow', 'marshmallows', '#fff4f0'), goal: { kind: 'house', name: 'Log Cabin' } }),
  tents: P('forest', 'Campsite', 'the campsite', false, { enemy: 'sneaky raccoons', collectible: item('candy', 'Marshmallow', 'marshmallows', '#fff4f0'), goal: { kind: 'house', name: 'Big Tent' } }),
  boulders: P('meadow', 'Boulders', 'the boulder field', false, { enemy: 'rolling rocks', collectible: item('gem', 'Gem', 'shiny gems'), goal: { kind: 'flag', name: 'Summit Flag' } }),
  playground: P('meadow', 'Playground', 'the playground', false, { enemy: 'naughty pigeons', collectible: item('candy', 'Lollipop', 'lollipops', '#ff6ab0'), goal: { kind: 'flag', name: 'Slide Flag' } }),
  'rocky-shore': P('beach', 'Rocky Shore', 'the rocky shore', false, { enemy: 'greedy seagulls', collectible: item('shell', 'Seashell', 'seashells'), goal: { kind: 'house', name: 'Lighthouse' } }),
  river: P('meadow', 'River', 'the winding river', false, { enemy: 'snapping turtles', collectible: item('fish', 'Fish', 'silver fish'), goal: { kind: 'flag', name: 'River Mouth' } }),
  'hotel-lobby': P('city', 'Hotel Lobby', 'the grand hotel lobby', true, { enemy: 'runaway suitcases', collectible: item('key', 'Room Key', 'room keys', '#d8a83a'), goal: { kind: 'door', name: 'Elevator Door' } }),
  'assembly-hall': P('city', 'Assembly Hall', 'the great assembly hall', true, { enemy: 'noisy reporters', collectible: item('star', 'Vote', 'votes'), goal: { kind: 'trophy', name: 'Peace Prize' } }),
  puddles: P('meadow', 'Puddles', 'the rainy puddles', false, { enemy: 'grumpy frogs', collectible: item('orb', 'Raindrop', 'raindrops', '#9ad0ff'), goal: { kind: 'house', name: 'Cozy House' } }),
};
