import type { PlaceId } from '../types.js';
import { wordTable } from './wordTable.js';

/**
 * The open end of the place reader: kinds of place, each with a broad list of the words that
 * name one and the scene recipe (`PlaceId`) that draws it. `PLACE_WORDS` names places one by
 * one; these name them by what they are (a room for reading is a library, a terminal is an
 * airport, a country of ice and volcanoes is both), so a place the player names never falls
 * back to an unrelated theme. Lower case, singular; longer phrases win over their words.
 */
interface PlaceKind {
  /** The recipes that draw it, main first ("iceland" is arctic then volcano). */
  places: readonly [PlaceId, ...PlaceId[]];
  words: readonly string[];
}

const K = (places: PlaceKind['places'], words: string): PlaceKind => ({
  places,
  words: words.split(',').map((word) => word.trim()),
});

// prettier-ignore
const PLACE_KINDS: readonly PlaceKind[] = [
  // rooms and buildings
  K(['library'], 'reading room, reading nook, study, study room, scriptorium, book club, book shop, record office, archives, reading hall, book vault, bookshelf, book fair'),
  K(['kitchen'], 'patisserie, bakehouse, scullery, cookhouse, test kitchen, soup kitchen, kitchenette, creamery, bake shop, bake sale, butcher shop, butchery, deli, delicatessen, chocolatier'),
  K(['restaurant'], 'tavern, pub, inn, bar, teahouse, tea house, tea room, tearoom, noodle shop, ramen shop, taco truck, food truck, dining room, dining hall, mess hall, buffet, steakhouse, brasserie, trattoria, snack bar, milk bar, juice bar, ice cream parlor, hot dog stand, lunchroom'),
  K(['mall'], 'shop, store, boutique, pet shop, pet store, barber shop, barbershop, salon, hair salon, beauty salon, gift shop, souvenir shop, pawn shop, flea market, bazaar, souk, market hall, antique shop, candy shop, sweet shop, jewelry store, thrift store, hardware store, shoe store, tailor, pharmacy, drugstore, chemist, bowling alley, casino, arcade hall'),
  K(['office'], 'cubicle, cubicles, cubicle farm, open office, open-plan office, open plan office, corporate office, office building, office tower, office block, headquarters, coworking space, co-working space, boardroom, accounting firm, law firm, tax office, insurance office, bank office, bank lobby, call center, newsroom, post office, police station, mailroom, waiting room, conference room, war room, control center, skyscraper office, startup, studio office'),
  K(['classroom'], 'art room, music class, school bus, lecture hall, campus, academy, boarding school, preschool, daycare, school gym, detention, staff room'),
  K(['hospital'], 'ward, operating room, operating theater, surgery, doctor office, dentist, dentist office, pharmacy counter, infirmary, sick bay, nursing home, vet, veterinary clinic, ambulance'),
  K(['lab'], 'server room, control room, data center, observatory, research station, research base, secret base, bunker, nuclear plant, power plant, reactor, mission control, computer room, robotics lab'),
  K(['factory'], 'engine room, boiler room, machine room, storage room, storeroom, stockroom, depot, plant, refinery, sawmill, steel mill, brewery, printing press, workshop floor, garage workshop, car factory, loading dock'),
  K(['gym'], 'locker room, weight room, fitness studio, yoga studio, sports hall, training ground, boxing gym, dance studio, climbing gym, swimming hall'),
  K(['living-room'], 'home, hallway, corridor, foyer, porch, sitting room, family home, cottage, cabin, log cabin, bungalow, villa, flat, penthouse, loft, trailer, caravan, motorhome, houseboat, lodge, chalet, sauna, spa, basement room'),
  K(['bedroom'], 'hotel room, guest room, bunk room, sleeping quarters, dormitory, crib, cradle, slumber party'),
  K(['castle-hall'], 'church, cathedral, chapel, abbey, monastery, mosque, synagogue, temple hall, basilica, palace hall, great room, hall of fame, wizard tower, wizard school, magic school, mage tower'),
  K(['dungeon'], 'cellar, wine cellar, vault, bank vault, mausoleum, secret passage, torture chamber, prison cell, jail cell, treasure room, treasure vault'),
  K(['haunted-house'], 'haunted hotel, haunted manor, old house, abandoned house, creepy house, witch house, witch hut, gothic mansion'),
  K(['stage'], 'music room, recording studio, studio, tv studio, television studio, film set, movie set, red carpet, opera, ballet, orchestra pit, amphitheater, amphitheatre, bandstand, comedy show, game show, quiz show, talk show'),
  K(['disco'], 'dance hall, party, prom, ballroom dance, nightlife, roller rink, club night, lounge bar, bowling night'),
  K(['spaceship'], 'space shuttle, shuttle, space capsule, rocket, spaceport, orbital station, star base, starbase, satellite, space colony, submarine interior, airship cabin'),
  K(['sewer'], 'subway station, metro, metro station, underground station, tube station, train tunnel, culvert, storm drain, drainpipe, aqueduct tunnel'),
  // working and travelling places
  K(['mine'], 'mine, gold mine, coal mine, diamond mine, silver mine, copper mine, salt mine, mine shaft, mineshaft, mining tunnel, mining camp, colliery, dwarf mine, gem mine, crystal mine, ore mine, mine tunnel'),
  K(['airport'], 'airport, airport terminal, terminal, airfield, airstrip, runway, hangar, departure lounge, departure gate, arrival hall, heliport, helipad, air base, airbase, control tower, baggage claim, check-in'),
  K(['gas-station'], 'gas station, petrol station, service station, filling station, fuel station, truck stop, rest stop, car wash, pit stop, roadside, auto shop, car garage, repair shop, drive-thru, drive-in, parking lot, car park, motorway, freeway, interstate, route 66'),
  K(['zoo'], 'zoo, petting zoo, safari park, wildlife park, menagerie, aviary, animal park, animal sanctuary, wildlife sanctuary, reptile house, monkey house, enclosure, bird sanctuary'),
  K(['paddy'], 'rice paddy, paddy, paddy field, rice field, rice terrace, terraces, terraced field, terraced hills, terraced hill, rice farm, tea plantation, tea field, tea terrace'),
  K(['farm'], 'apiary, beehive, bee farm, hive, plantation, pasture land, cattle ranch, dairy, dairy farm, stable, stables, hayloft, henhouse, pigpen, pig sty, sheep farm, goat farm, hayfield, allotment, homestead, croft'),
  K(['garden'], 'tea garden, herb garden, zen garden, japanese garden, botanical garden, flower bed, courtyard, patio, hedge maze, maze garden, arboretum, flower shop'),
  K(['park'], 'golf course, mini golf, skatepark, picnic area, playground slide, campus lawn, city garden, square, town square, village green, fountain square, duck park, dog park, bike path, trail'),
  K(['fairground'], 'festival, fair, fete, parade, carnival parade, street party, block party, rodeo show, circus fair, market fair, beer garden, ferris wheel, roller coaster, rollercoaster, theme park ride, bumper cars'),
  K(['stadium'], 'arena field, ice hockey rink, baseball field, cricket ground, rugby field, golf green, bowling green, velodrome, race stadium, olympic stadium, tennis club, hockey rink'),
  K(['racetrack'], 'drag strip, motocross track, go-kart track, karting track, rally stage, race circuit, grand prix, derby, horse track, dirt road, country road, mountain road, racing circuit'),
  K(['ocean'], 'fishing boat, ferry, cruise ship, cargo ship, galleon, pirate galleon, frigate, warship, raft, lifeboat, yacht, steamboat, riverboat'),
  K(['harbor'], 'waterfront, harbourfront, harborfront, ferry terminal, quay, quayside, boathouse, naval base, port town, sea port'),
  K(['construction-site'], 'scaffolding, building site, demolition site, crane yard, road works, roadworks, half-built tower, skyscraper site'),
  K(['junkyard'], 'scrap heap, trash heap, garbage dump, recycling center, wrecking yard, car graveyard, robot graveyard'),
  // fields named by their crop or flower: a farm with the crop in rows in front
  K(['farm', 'sunflower-field'], 'sunflower field, sunflower farm, sunflower meadow, sunflower patch, sunflower fields'),
  K(['farm', 'wheat-field'], 'wheat field, wheatfield, wheat farm, grain field, barley field, rye field, oat field, wheat fields, golden field, golden fields, harvest field'),
  K(['farm', 'cornfield'], 'cornfield, corn field, corn maze, maize field, maize maze, corn farm, corn row, corn rows'),
  K(['farm', 'tulip-field'], 'tulip field, tulip farm, tulip fields, flower field, flower farm, poppy field, daisy field, field of flowers, bulb field, keukenhof, wildflower field'),
  K(['farm', 'lavender-field'], 'lavender field, lavender farm, lavender fields, lavender meadow'),
  K(['farm', 'vineyard'], 'vineyard, vineyards, winery, grape farm, wine country, napa valley, napa, sonoma, bordeaux, champagne region, grape field, vine field'),
  K(['farm', 'orchard'], 'orchard, apple orchard, cherry orchard, peach orchard, orange grove, olive grove, lemon grove, fruit farm, fruit orchard, citrus grove, pear orchard'),
  K(['farm', 'pumpkin-patch'], 'pumpkin patch, pumpkin farm, pumpkin field, melon patch, squash patch, watermelon patch, pumpkin patches'),
  K(['farm', 'strawberry-field'], 'strawberry field, strawberry farm, strawberry patch, berry farm, berry patch, blueberry farm, raspberry patch, berry field, strawberry fields'),
  // the land
  K(['canyon'], 'saloon, ghost town, cowboy town, western town, frontier town, wild west town, rodeo, mesa town, dig site, excavation, excavation site, archaeological site, archaeological dig, fossil site, dinosaur dig, quarry, gulch, butte, arroyo, arizona, nevada, utah, monument valley, texas, new mexico'),
  K(['outback'], 'outback, australian outback, bush, the bush, australian bush, bushland, scrubland, scrub, red centre, red center, uluru, ayers rock, red desert, dingo country, billabong'),
  K(['savanna'], 'africa, african savanna, kenya, tanzania, botswana, namibia, zimbabwe, zambia, plains, great plains, grassy plain, safari camp, watering hole, waterhole, kalahari, masai mara, okavango'),
  K(['desert'], 'sahara desert, gobi, gobi desert, mojave, sand sea, salt flat, salt flats, dust bowl, arabia, arabian desert, bedouin camp, caravan route'),
  K(['jungle'], 'amazon rainforest, congo, borneo, sumatra, costa rica, panama, cloud forest, mangrove, mangroves, temple ruins, mayan temple, aztec temple, angkor wat'),
  K(['forest'], 'canada, canadian forest, black forest, bavaria, redwood, redwoods, sequoia, forest trail, wilderness, national park, enchanted wood, woodland trail, cabin woods, sherwood'),
  K(['mountains'], 'switzerland, swiss alps, swiss mountains, norway, fjord, fjords, nepal, tibet, peru, andes, rockies, rocky mountains, highlands, scottish highlands, scotland, mountain pass, summit, plateau, foothills, ski resort, ski lodge, alpine village, kilimanjaro, mountain range, bhutan'),
  K(['arctic', 'volcano'], 'iceland, reykjavik'),
  K(['arctic'], 'greenland, alaska, siberia, lapland, svalbard, yukon, ice sheet, ice shelf, sea ice, polar ice, ice floe, skating rink, frozen pond, frozen river, frozen sea, snow field, ice cap, permafrost, finland'),
  K(['volcano'], 'volcanic crater, lava field, lava flow, hot spring, geyser, caldera, mount vesuvius, vesuvius, pompeii, mount etna, hell, underworld, fire realm, fire kingdom'),
  K(['island', 'volcano'], 'hawaii, hawaiian island, maui, big island'),
  K(['island'], 'bali, caribbean, maldives, tahiti, fiji, bahamas, jamaica, cuba, polynesia, galapagos, madagascar, philippines, tropics, tropical paradise, paradise island, cay, sandbar'),
  K(['beach'], 'luau, bay beach, seaside town, riviera, cancun, miami, malibu, california coast, beach resort, dunes by the sea'),
  K(['ocean'], 'estuary, delta, open water, high seas, strait, gulf'),
  K(['pond'], 'lakeshore, loch, reservoir, fishing lake, mill pond, marsh pond, water garden, swimming hole'),
  K(['swamp'], 'louisiana, florida everglades, peat bog, moor, moorland, quagmire, mangrove swamp'),
  K(['meadow'], 'ireland, irish hills, english countryside, wales, tuscany, provence, steppe land, mongolia, countryside road, rolling hills, green hills, farmland hills, hilltop'),
  K(['village'], 'fishing town, mountain town, market town, small town, hamlet village, viking settlement, hobbit village, shire, elf village, gnome village'),
  K(['city'], 'oslo, helsinki, jakarta, manila, ho chi minh city, kuala lumpur, taipei, busan, riyadh, johannesburg, cape town, lima, bogota, santiago, montreal, vancouver, boston, seattle, miami beach, new orleans, detroit, houston, dallas, atlanta, washington, philadelphia, san diego, portland, denver, gotham, metro city, capital, capital city, harbour town, train station, railway station, bus station, bus stop, crosswalk, intersection, overpass, parking garage, sidewalk, boulevard, neon street, ghetto, slum, favela, marketplace, skyline'),
  K(['tokyo'], 'osaka, osaka castle, japanese city, shinjuku, harajuku'),
  K(['london'], 'scotland yard, westminster, camden, english city, oxford, cambridge, manchester, liverpool'),
  K(['paris'], 'french city, champs elysees, versailles, parisian cafe'),
  K(['rome'], 'ancient greece, greek temple, parthenon, acropolis, olympus, mount olympus, sparta, roman city'),
  K(['egypt'], 'pharaoh temple, valley of the kings, luxor, giza, tomb of the pharaoh, mummy tomb'),
  K(['space'], 'outer galaxy, alien world, exoplanet, comet, meteor shower, star field, starfield, wormhole, pluto, neptune, uranus, mercury, the stars'),
  // world cities drawn in the style they share (a skyline of their own); modern cities stay 'city'
  K(['canal-city'], 'amsterdam, bruges, brugge, ghent, utrecht, delft, leiden, haarlem, giethoorn, copenhagen, nyhavn, stockholm, gamla stan, bergen, bryggen, annecy, colmar, strasbourg petite france, hamburg, speicherstadt, dutch city, dutch town, canal town, canal city, canal street, canal houses, gdansk, lubeck'),
  K(['old-town'], 'prague, vienna, krakow, cracow, salzburg, budapest, warsaw, tallinn, riga, vilnius, ljubljana, zagreb, bratislava, munich, nuremberg, rothenburg, heidelberg, dresden, cologne, bern, lucerne, zurich, geneva, brussels, dublin, york, bath, lisbon, porto, florence, siena, seville, granada, toledo, dubrovnik, kyiv, lviv, tbilisi, quebec city, havana, cartagena, quito, oaxaca, guanajuato, antigua, old town, medieval town, medieval city, old european town, european city, european town, storybook town, fairytale town, cobbled street, cobblestone street, milan, naples, lyon, marseille'),
  K(['white-town'], 'santorini, mykonos, oia, fira, naxos, paros, cyclades, greek island, greek islands, greek village, greek town, athens, chefchaouen, sidi bou said, whitewashed town, whitewashed village, white village, white town, andalusian village, pueblo blanco'),
  K(['domed-city', 'desert'], 'marrakech, marrakesh, fez, morocco, desert city, desert town, oasis town, oasis city, arabian city, arabian nights, agrabah, sultan city, sultanate'),
  K(['domed-city'], 'istanbul, constantinople, byzantium, jerusalem, old jerusalem, damascus, baghdad, tehran, isfahan, samarkand, bukhara, muscat, tunis, casablanca, tangier, baku, old cairo, islamic cairo, medina, old medina, mosque town, delhi, old delhi, new delhi'),
  K(['pagoda-town'], 'kyoto, nara, gion, old seoul, seoul old town, gyeongju, bukchon, hanok village, hanoi, hoi an, hue, luang prabang, chiang mai, kathmandu, bhaktapur, lijiang, pingyao, suzhou, hangzhou, xian, chinatown, ancient china, ancient japan, edo, feudal japan, japanese village, japanese town, chinese village, chinese town, old china town, korean village, pagoda town, temple town, shrine town'),
  // Countries without a city named: the land a player pictures for them, never a generic skyline.
  K(['desert', 'white-town'], 'mexico, mexican town, mexican village, pueblo, sonora, chihuahua desert, baja california'),
  K(['white-town'], 'greece, crete, cyprus, malta'),
  K(['old-town'], 'spain, germany, austria, czechia, czech republic, poland, hungary, portugal, belgium, croatia'),
  K(['paddy', 'pagoda-town'], 'vietnam, cambodia, laos, myanmar, burma'),
  K(['mountains'], 'argentina, chile, bolivia, ecuador, andes'),
  // shores of rock, not sand: cliffs and a lighthouse over surf breaking on dark rocks
  K(['rocky-shore'], 'rocky shore, rocky coast, rocky coastline, rocky beach, rocky cove, rocky bay, rocky cliffs, cove, sea cliff, sea cliffs, cliffs by the sea, headland, lighthouse, craggy coast, rugged coast, rugged coastline, stony beach, pebble beach, shingle beach, rock pool, tide pool, sea stack, sea stacks, clifftop, cliff top, promontory, breakwater, cornwall, cliffs of moher, white cliffs of dover, giants causeway, twelve apostles, big sur, maine coast, nova scotia, wild atlantic way'),
  // rivers: water running between banks, drawn in front of the land they cross
  K(['river'], 'river, stream, brook, creek, rapids, white water, whitewater, river bend, riverbed, river bed, river mouth, mountain stream, babbling brook, mississippi, mississippi river, rhine, river rapids, millstream'),
  // a river's bank is dry land: grass underfoot, the river in front
  K(['meadow', 'river'], 'river bank, riverbank, riverside, river shore, creek bank, stream bank'),
  K(['river', 'jungle'], 'amazon river, mekong, mekong river, congo river, orinoco'),
  K(['river', 'canyon'], 'colorado river, rio grande'),
  // a flat roof over the city: its skyline around, a parapet in front
  K(['rooftop'], 'rooftop garden, roof garden, rooftop farm, sky garden, rooftop greenhouse, balcony garden, terrace garden, rooftop vegetable garden, rooftop terrace, roof terrace, rooftop bar, rooftop pool, roof deck, rooftop deck, balcony, terrace, penthouse terrace, rooftop patio'),
  // a named river of a land: the water, then the land it runs through
  K(['egypt', 'river'], 'nile river, the nile river, river nile, the river nile'),
  // public halls: hotels by their lobby; parliaments, courts and the UN by their assembly hall
  K(['hotel-lobby'], 'hotel, hotel lobby, lobby, grand hotel, luxury hotel, fancy hotel, hotel reception, reception, reception desk, front desk, concierge desk, motel, hostel, hotel hallway, hotel corridor, hotel foyer, resort hotel, palace hotel'),
  K(['assembly-hall'], 'united nations, un, un headquarters, un assembly, general assembly, security council, assembly hall, parliament, parliament building, parliament house, house of parliament, houses of parliament, house of commons, house of lords, senate, senate chamber, senate floor, congress, capitol, capitol building, capitol hill, council chamber, council hall, council meeting, city council, town council, town hall, city hall, courtroom, court room, courthouse, court house, law court, supreme court, high court, embassy, world summit, peace summit, climate summit, peace conference, conference hall, convention hall, convention center, convention centre, debate hall, press conference, white house, legislature, reichstag, bundestag, european parliament'),
  // growing places under glass: the glass frame overhead, benches of pots
  K(['greenhouse'], 'greenhouse, glasshouse, glass house, hothouse, hot house, conservatory, orangery, polytunnel, poly tunnel, hoop house, plant nursery, nursery garden, garden centre, garden center, palm house, tropical house, butterfly house, grow room, grow house, seed nursery, tree nursery, botanical greenhouse, botanical garden greenhouse'),
  // a cave lined by the world or land it lies in: both read
  K(['cave', 'underwater'], 'underwater cave, underwater cavern, underwater grotto, submerged cave, flooded cave, sunken cave, mermaid cave, coral cave, reef cave'),
  K(['cave', 'ocean'], 'sea cave, sea cavern, sea grotto, smugglers cave, pirate cave, ocean cave, coastal cave, blue grotto'),
  K(['cave', 'arctic'], 'ice cave, ice cavern, ice grotto, frozen cave, glacier cave, snow cave, crystal ice cave'),
  K(['cave', 'volcano'], 'lava cave, lava tube, lava cavern, magma cave, fire cave, volcanic cave, volcano cave'),
  K(['cave', 'jungle'], 'jungle cave, jungle cavern, vine cave, overgrown cave'),
  // named regions and natural landmarks that are no city: the land they are
  K(['canyon'], 'cappadocia, goreme, petra, wadi rum, jordan desert, bryce canyon, zion, zion national park, antelope canyon, arches national park, sedona, death valley, painted desert, valley of fire, moab, badlands, horseshoe bend, fairy chimney, fairy chimneys, hoodoo, hoodoos, red rock, red rocks, sandstone valley, rock valley, rock formation, rock formations'),
  K(['mountains'], 'patagonia, torres del paine, fitz roy, dolomites, the dolomites, alps, the alps, himalayas, himalaya, pyrenees, carpathians, caucasus, atlas mountains, appalachians, appalachia, smoky mountains, great smoky mountains, blue ridge mountains, matterhorn, mont blanc, k2, annapurna, denali, mount rainier, banff, jasper national park, zermatt, chamonix, tyrol, the tyrol, table mountain, ben nevis, snowdonia, glencoe, isle of skye, machu picchu, inca ruins, cusco, sacred valley, hallstatt, rocky mountain national park, drakensberg, tatra mountains, dolomite peaks, base camp'),
  K(['mountains', 'forest'], 'yosemite, yosemite valley, half dome, el capitan, glacier national park, yellowstone, the yellowstone'),
  K(['mountains', 'ocean'], 'fjordland, fiordland, milford sound, geirangerfjord, lofoten, faroe islands, faroes'),
  K(['ocean', 'mountains'], 'ha long bay, halong bay, phang nga bay, guilin, li river, el nido'),
  K(['arctic'], 'antarctic peninsula, spitsbergen, nunavut, tromso, north cape, the north pole, south pole, ross ice shelf, glacier bay, patagonian ice field, vatnajokull, jotunheimen'),
  K(['island'], 'zanzibar, seychelles, mauritius, phuket, koh samui, ko phi phi, capri, sicily, sardinia, corsica, crete, ibiza, mallorca, majorca, canary islands, tenerife, azores, bermuda, bora bora, samoa, tonga, okinawa, easter island, aruba, barbados, st lucia, saint lucia, key west, palawan, boracay, lombok, komodo, sri lanka, cook islands, whitsundays, whitsunday islands, great barrier island, cayman islands, virgin islands, seychelles islands, phi phi islands, andaman islands'),
  K(['beach'], 'amalfi coast, cinque terre, algarve, cote d azur, french riviera, great ocean road, gold coast, waikiki, tulum, copacabana beach, outer banks, cape cod, dubrovnik coast, costa brava, costa del sol, ipanema beach, byron bay'),
  K(['jungle'], 'daintree, daintree rainforest, yucatan, chichen itza, tikal, palenque, amazon jungle, amazonia, belize jungle, sri lankan jungle, papua, new guinea, congo basin'),
  K(['desert'], 'atacama, atacama desert, namib, namib desert, sonoran desert, negev, sinai, rub al khali, empty quarter, thar desert, white sands, wadi, great sandy desert, simpson desert, dasht-e lut, sossusvlei'),
  K(['savanna'], 'serengeti, kruger, kruger park, ngorongoro, ngorongoro crater, etosha, amboseli, maasai mara, chobe, the veld, veld, pampas'),
  K(['volcano'], 'mount st helens, krakatoa, stromboli, fuego, kilauea, mauna loa, mauna kea, mount doom, eyjafjallajokull, popocatepetl, mount fuji crater, lanzarote, villarrica'),
  K(['meadow'], 'cotswolds, normandy, yorkshire dales, yorkshire, lake district, alsace, scottish lowlands, highlands meadow, swiss meadow, alpine meadow, andalusia, umbria, loire valley, dordogne, burgundy, palouse, flanders fields, flanders, moravia, transylvanian hills'),
  K(['forest'], 'pacific northwest, olympic national park, muir woods, tongass, bialowieza, sequoia national park, redwood national park, great bear rainforest, hoh rainforest, aokigahara, arashiyama, bavarian forest, ardennes, white mountains, new forest'),
  K(['village'], 'hallstatt village, cotswold village, alpine hamlet, fishing village, whitby, portmeirion, san gimignano'),
  // towns under a castle on its rock: the fortress on the crag over tall stone houses
  K(['castle-town'], 'edinburgh, edinburgh castle, edinburgh old town, royal mile, old town edinburgh, stirling, stirling castle, hohensalzburg, buda, buda castle, castle hill, cesky krumlov, segovia, castle town, castle rock, scottish city, scottish town'),
  K(['castle'], 'neuschwanstein, neuschwanstein castle, transylvania, bran castle, windsor castle, mont saint-michel, mont saint michel, carcassonne, hogwarts, castle of dracula, dracula castle, himeji castle, alhambra'),
  K(['pond'], 'lake como, lake geneva, lake tahoe, lake titicaca, lake baikal, lake louise, lake bled, plitvice, plitvice lakes, crater lake, loch ness, lake district lake, moraine lake, lake victoria'),
  K(['ocean'], 'niagara falls, victoria falls, iguazu falls, angel falls, gullfoss, plitvice falls'),
  K(['meadow', 'rome'], 'stonehenge, avebury, carnac stones'),
  K(['egypt'], 'abu simbel, karnak, karnak temple, nile valley, the nile, aswan'),
  K(['rome'], 'delphi, olympia, ephesus, knossos, pompeii ruins, herculaneum'),
  K(['arctic', 'mountains'], 'greenland glacier, glacier, glaciers, ice field, ice fields, alaska range'),
  K(['underwater'], 'kelp bed, seagrass meadow, great barrier reef, reef wall, mermaid kingdom, mermaid lagoon'),
];

/** A word and its singular, as the reader looks words up ("rapids" → "rapid", "rockies" → "rocky"). */
function withSingular(word: string): string[] {
  if (word.endsWith('ies')) return [word, `${word.slice(0, -3)}y`];
  if (word.endsWith('s') && !word.endsWith('ss')) return [word, word.slice(0, -1)];
  return [word];
}

/** Every kind word with the recipes that draw it. */
export const PLACE_KIND_WORDS: Readonly<Record<string, readonly PlaceId[]>> = wordTable(
  Object.fromEntries(
    PLACE_KINDS.flatMap((kind) =>
      kind.words.flatMap(withSingular).map((word) => [word, kind.places]),
    ),
  ),
);

/** What a room is for, from the word before "room", "hall", "chamber" ("reading room"). */
// prettier-ignore
const ROOM_PURPOSES: Readonly<Record<string, PlaceId>> = wordTable({
  reading: 'library', book: 'library', study: 'library', map: 'library', scroll: 'library', record: 'library',
  dining: 'restaurant', tea: 'restaurant', coffee: 'restaurant', lunch: 'restaurant', mess: 'restaurant', banquet: 'castle-hall',
  music: 'stage', concert: 'stage', rehearsal: 'stage', practice: 'stage', dance: 'disco', party: 'disco', ball: 'castle-hall',
  science: 'lab', computer: 'lab', server: 'lab', control: 'lab', chemistry: 'lab', experiment: 'lab', potion: 'lab',
  engine: 'factory', boiler: 'factory', machine: 'factory', storage: 'factory', store: 'factory', supply: 'factory', mail: 'office',
  waiting: 'office', meeting: 'office', conference: 'office', board: 'office', war: 'office', break: 'office', staff: 'office',
  operating: 'hospital', emergency: 'hospital', recovery: 'hospital', sick: 'hospital', treatment: 'hospital',
  locker: 'gym', weight: 'gym', training: 'gym', sports: 'gym', fitness: 'gym',
  throne: 'castle-hall', great: 'castle-hall', royal: 'castle-hall', feast: 'castle-hall', guild: 'castle-hall',
  class: 'classroom', art: 'classroom', school: 'classroom', lecture: 'classroom', exam: 'classroom',
  bath: 'bathroom', wash: 'bathroom', shower: 'bathroom', powder: 'bathroom', steam: 'bathroom',
  laundry: 'laundromat', utility: 'laundromat', bed: 'bedroom', guest: 'bedroom', sleeping: 'bedroom', baby: 'bedroom',
  play: 'toyland', toy: 'toyland', game: 'living-room', living: 'living-room', sitting: 'living-room', family: 'living-room',
  treasure: 'dungeon', secret: 'dungeon', torture: 'dungeon', panic: 'dungeon', escape: 'dungeon',
  trophy: 'museum', exhibit: 'museum', exhibition: 'museum', portrait: 'museum', mirror: 'haunted-house',
  cooking: 'kitchen', baking: 'kitchen', candy: 'candy', ice: 'arctic', crystal: 'cave',
  assembly: 'assembly-hall', council: 'assembly-hall', court: 'assembly-hall', debate: 'assembly-hall',
  senate: 'assembly-hall', committee: 'assembly-hall', jury: 'assembly-hall', hotel: 'hotel-lobby',
});

/** Heads that name a room or hall: the word before says which ("reading room" is a library). */
const ROOM_HEADS = new Set(['room', 'hall', 'chamber', 'lounge', 'quarters', 'parlor', 'den']);

/** The last word of a name says its kind when the whole name is unknown ("Rivertown", "Goldfield"). */
const NAME_ENDINGS: readonly (readonly [RegExp, PlaceId])[] = [
  [/(ville|burg|burgh|town|ton|polis|ford|port|chester|borough|stadt|grad)$/, 'city'],
  [/(field|fields|meadow|dale)$/, 'meadow'],
  [/(wood|woods|forest)$/, 'forest'],
  [/(mountain|mount|peak|berg)$/, 'mountains'],
  [/(lake|mere)$/, 'pond'],
  [/(island|isle)$/, 'island'],
];

/** Heads that say what a place is whatever comes before ("Grandpa's shop", "the old mill"). */
// prettier-ignore
const KIND_HEADS: Readonly<Record<string, PlaceId>> = wordTable({
  shop: 'mall', store: 'mall', station: 'city', square: 'city', house: 'living-room', home: 'living-room',
  farm: 'farm', field: 'meadow', ranch: 'farm', camp: 'forest', hut: 'forest', trail: 'forest',
  plant: 'factory', works: 'factory', yard: 'garden', court: 'stadium', rink: 'arctic', pit: 'cave',
  shaft: 'mine', tunnel: 'sewer', base: 'lab', temple: 'castle-hall', tower: 'castle', palace: 'castle',
  kingdom: 'castle', realm: 'castle', land: 'meadow', world: 'meadow', planet: 'space', coast: 'beach',
  shore: 'beach', harbour: 'harbor', canal: 'venice', lagoon: 'beach', valley: 'meadow', hill: 'meadow',
  hills: 'meadow', plain: 'savanna', plains: 'savanna', cliff: 'mountains', cliffs: 'mountains',
  hotel: 'hotel-lobby', lobby: 'hotel-lobby', river: 'river', creek: 'river', stream: 'river',
});

/** The first, longest kind phrase in a run of words ("terraced hills" in "green terraced hills"). */
export function kindPhraseIn(
  words: readonly string[],
): { places: readonly PlaceId[]; size: number } | null {
  for (let start = 0; start < words.length; start++) {
    for (let end = words.length; end > start; end--) {
      const places = PLACE_KIND_WORDS[words.slice(start, end).join(' ')];
      if (places) return { places, size: end - start };
    }
  }
  return null;
}

/**
 * The places a run of words names by kind, main first: a kind phrase ("reading room", "gold
 * mine", "Iceland"), else a room by its purpose ("the trophy room"), else the head's kind
 * ("Grandpa's shop"), else a name's ending ("Rivertown"). Empty when nothing says what it is.
 */
export function placeKindOf(words: readonly string[]): PlaceId[] {
  const named = kindPhraseIn(words);
  if (named) return [...named.places];
  const head = words[words.length - 1];
  if (head === undefined) return [];
  if (ROOM_HEADS.has(head)) {
    const purpose = words
      .slice(0, -1)
      .map((word) => ROOM_PURPOSES[word])
      .find((place) => place !== undefined);
    return [purpose ?? 'living-room'];
  }
  const kind = KIND_HEADS[head];
  if (kind) return [kind];
  const ending = NAME_ENDINGS.find(([pattern]) => pattern.test(head));
  return ending ? [ending[1]] : [];
}
