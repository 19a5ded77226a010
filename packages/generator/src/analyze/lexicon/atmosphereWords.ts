import type { Mood, PlaceState, Season, SkyEvent, TimeOfDay, Weather } from '../types.js';
import { wordTable } from './wordTable.js';

/** Words (lower case) that set the time of day. */
// prettier-ignore
export const TIME_WORDS: Readonly<Record<string, TimeOfDay>> = wordTable({
  night: 'night', nighttime: 'night', 'night-time': 'night', midnight: 'night', moonlit: 'night',
  moonlight: 'night', starry: 'night', starlit: 'night', dark: 'night', darkness: 'night', tonight: 'night',
  nightfall: 'night', nocturnal: 'night', 'full moon': 'night', 'blood moon': 'night', 'harvest moon': 'night',
  'after dark': 'night', 'under the stars': 'night', 'under the moon': 'night', 'starry night': 'night',
  evening: 'sunset', dusk: 'sunset', twilight: 'sunset', sunset: 'sunset', sundown: 'sunset',
  'golden hour': 'sunset', 'setting sun': 'sunset',
  sunrise: 'sunrise', dawn: 'sunrise', daybreak: 'sunrise', morning: 'sunrise', 'early morning': 'sunrise',
  'rising sun': 'sunrise', sunup: 'sunrise',
  day: 'day', daytime: 'day', noon: 'day', midday: 'day', afternoon: 'day', sunny: 'day', daylight: 'day',
  'broad daylight': 'day', sunshine: 'day',
});

/** Words (lower case) that set the weather. */
// prettier-ignore
export const WEATHER_WORDS: Readonly<Record<string, Weather>> = wordTable({
  rain: 'rain', rainy: 'rain', raining: 'rain', rainstorm: 'storm', drizzle: 'rain', drizzly: 'rain',
  downpour: 'rain', monsoon: 'rain', rainfall: 'rain', showers: 'rain', 'rainy day': 'rain',
  storm: 'storm', stormy: 'storm', thunderstorm: 'storm', thunder: 'storm', lightning: 'storm',
  hurricane: 'storm', tornado: 'storm', typhoon: 'storm', cyclone: 'storm', gale: 'storm',
  thundery: 'storm', 'lightning storm': 'storm', 'thunder storm': 'storm', tempest: 'storm',
  sandstorm: 'fog', 'sand storm': 'fog', 'dust storm': 'fog', duststorm: 'fog', windstorm: 'storm',
  hail: 'storm', hailstorm: 'storm', 'hail storm': 'storm', hailstone: 'storm', hailstones: 'storm',
  snow: 'snow', snowy: 'snow', snowing: 'snow', snowfall: 'snow', snowstorm: 'snow', blizzard: 'snow',
  winter: 'snow', wintry: 'snow', wintery: 'snow', frosty: 'snow', frozen: 'snow', sleet: 'snow', snowflake: 'snow',
  'snow storm': 'snow', snowbound: 'snow', 'snow-covered': 'snow', 'snow covered': 'snow',
  // Winter months and holidays snow (the seasons of the northern half, where most prompts are set).
  december: 'snow', january: 'snow', february: 'snow', christmas: 'snow', xmas: 'snow',
  'christmas eve': 'snow', 'christmas day': 'snow', hanukkah: 'snow', midwinter: 'snow',
  fog: 'fog', foggy: 'fog', misty: 'fog', mist: 'fog', haze: 'fog', hazy: 'fog', smog: 'fog', smoggy: 'fog',
  smoky: 'fog',
  clear: 'clear', cloudless: 'clear',
});

/** Words (lower case) that name a sky phenomenon; the scene draws it, the runtime animates hail and sand. */
// prettier-ignore
export const SKY_WORDS: Readonly<Record<string, SkyEvent>> = wordTable({
  aurora: 'aurora', 'aurora borealis': 'aurora', 'aurora australis': 'aurora', 'northern lights': 'aurora',
  'southern lights': 'aurora', 'polar lights': 'aurora',
  rainbow: 'rainbow', rainbows: 'rainbow', 'double rainbow': 'rainbow',
  eclipse: 'eclipse', 'solar eclipse': 'eclipse', 'lunar eclipse': 'blood-moon', 'blood moon': 'blood-moon',
  'red moon': 'blood-moon',
  hail: 'hail', hailstorm: 'hail', 'hail storm': 'hail', hailstone: 'hail', hailstones: 'hail',
  sandstorm: 'sandstorm', 'sand storm': 'sandstorm', 'dust storm': 'sandstorm', duststorm: 'sandstorm',
  'desert storm': 'sandstorm', haboob: 'sandstorm',
});

/** Sky phenomena that only show at night (the aurora, a blood moon). */
export const NIGHT_SKIES: ReadonlySet<SkyEvent> = new Set<SkyEvent>(['aurora', 'blood-moon']);

/** Words (lower case) that set the mood. */
// prettier-ignore
export const MOOD_WORDS: Readonly<Record<string, Mood>> = wordTable({
  neon: 'neon', cyberpunk: 'neon', synthwave: 'neon', vaporwave: 'neon', 'neon-lit': 'neon',
  futuristic: 'neon', retrowave: 'neon', arcade: 'neon', disco: 'neon',
  spooky: 'spooky', haunted: 'spooky', halloween: 'spooky', creepy: 'spooky', scary: 'spooky',
  eerie: 'spooky', ghostly: 'spooky', horror: 'spooky', haunting: 'spooky', gloomy: 'spooky',
  sinister: 'spooky', cursed: 'spooky', spooktacular: 'spooky', frightening: 'spooky', grim: 'spooky',
  cute: 'cute', kawaii: 'cute', adorable: 'cute', cuddly: 'cute', pastel: 'cute', fluffy: 'cute',
  lovely: 'cute', cozy: 'cute', cosy: 'cute', chibi: 'cute',
});

/** Words (lower case) that name a season; "fall" and "spring" only where they cannot be verbs. */
// prettier-ignore
export const SEASON_WORDS: Readonly<Record<string, Season>> = wordTable({
  autumn: 'autumn', autumnal: 'autumn', 'in the fall': 'autumn', 'in fall': 'autumn',
  'fall leaves': 'autumn', 'fall foliage': 'autumn', 'fall colors': 'autumn', 'fall colours': 'autumn',
  'fall forest': 'autumn', 'fall day': 'autumn', 'harvest time': 'autumn',
  springtime: 'spring', 'in spring': 'spring', 'in the spring': 'spring', 'spring day': 'spring',
  'spring morning': 'spring', 'spring meadow': 'spring', 'spring garden': 'spring',
  'cherry blossom': 'spring', 'cherry blossoms': 'spring', blossoming: 'spring', 'in bloom': 'spring',
  summer: 'summer', summertime: 'summer', 'summer day': 'summer', midsummer: 'summer',
  'summer holiday': 'summer', 'summer vacation': 'summer', 'summer break': 'summer',
  // Months and holidays are seasons; "march" and "may" only after "in" (they are also verbs).
  september: 'autumn', october: 'autumn', november: 'autumn', halloween: 'autumn',
  thanksgiving: 'autumn', 'harvest festival': 'autumn', 'harvest season': 'autumn',
  'harvest fair': 'autumn', 'day of the dead': 'autumn',
  'in march': 'spring', april: 'spring', 'in may': 'spring', easter: 'spring', 'easter egg': 'spring',
  'easter eggs': 'spring', 'easter bunny': 'spring',
  june: 'summer', july: 'summer', august: 'summer', 'fourth of july': 'summer',
});

/** Month and holiday names: when a game happens, never a place or a thing. */
// prettier-ignore
export const CALENDAR_NOUNS: readonly string[] = [
  'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october',
  'november', 'december', 'christmas', 'xmas', 'christmas eve', 'christmas day', 'hanukkah', 'thanksgiving',
  'easter', 'summer', 'summertime', 'midsummer', 'midwinter', 'harvest festival',
];

/**
 * Words that only say when, what weather or what mood; a phrase made of them ("at night", "in
 * the rain", "through a thunderstorm") is atmosphere, not a place or a thing.
 */
// prettier-ignore
export const ATMOSPHERE_NOUNS: ReadonlySet<string> = new Set([
  'night', 'nighttime', 'midnight', 'moonlight', 'darkness', 'evening', 'dusk', 'twilight', 'sunset',
  'sundown', 'sunrise', 'dawn', 'daybreak', 'morning', 'day', 'daytime', 'noon', 'midday', 'afternoon',
  'daylight', 'sunshine', 'rain', 'drizzle', 'downpour', 'monsoon', 'rainfall', 'shower', 'storm',
  'thunderstorm', 'rainstorm', 'thunder', 'lightning', 'hurricane', 'tornado', 'typhoon', 'cyclone', 'gale',
  'snowstorm', 'blizzard', 'snowfall', 'winter', 'sleet', 'fog', 'mist', 'haze', 'smog', 'halloween',
  'nightfall', 'tempest', 'weather', 'hour', 'time', 'full moon', 'blood moon', 'harvest moon', 'neon',
  'light', 'lights', 'neon light', 'autumn', 'fall', 'spring', 'springtime', 'season',
  'aurora', 'northern lights', 'southern lights', 'rainbow', 'eclipse', 'solar eclipse', 'hail',
  'hailstorm', 'sandstorm', 'dust storm', 'aurora borealis', 'lunar eclipse', 'red moon',
  ...CALENDAR_NOUNS,
]);

/** Moods that make the sky dark when the prompt names no time ("neon city" glows at night). */
export const NIGHT_MOODS: ReadonlySet<Mood> = new Set<Mood>(['neon', 'spooky']);

/**
 * Words that say what has become of a place ("a burning village", "a ruined city", "a muddy
 * farmyard", "a messy bedroom"). They are the place's state only beside a place word: "a flaming
 * sword" is a weapon on fire, not a burning castle (`atmosphere.ts` checks).
 */
// prettier-ignore
export const STATE_WORDS: Readonly<Record<string, PlaceState>> = wordTable({
  burning: 'burning', ablaze: 'burning', blazing: 'burning', aflame: 'burning', flaming: 'burning',
  'on fire': 'burning', 'in flames': 'burning', smouldering: 'burning', smoldering: 'burning',
  burnt: 'burning', burned: 'burning', 'burnt-out': 'burning', scorched: 'burning',
  'burning down': 'burning', 'set on fire': 'burning', 'set alight': 'burning', 'going up in flames': 'burning',
  ruined: 'ruined', 'in ruins': 'ruined', destroyed: 'ruined', crumbling: 'ruined', crumbled: 'ruined',
  collapsed: 'ruined', collapsing: 'ruined', bombed: 'ruined', 'bombed-out': 'ruined', wrecked: 'ruined',
  'war-torn': 'ruined', 'war torn': 'ruined', shattered: 'ruined', devastated: 'ruined', demolished: 'ruined',
  'post-apocalyptic': 'ruined', apocalyptic: 'ruined', broken: 'ruined', 'falling apart': 'ruined',
  'half-destroyed': 'ruined', 'earthquake-hit': 'ruined', smashed: 'ruined', battered: 'ruined',
  muddy: 'muddy', mud: 'muddy', 'mud-covered': 'muddy', boggy: 'muddy', mucky: 'muddy', sludgy: 'muddy',
  'covered in mud': 'muddy', 'full of mud': 'muddy', slushy: 'muddy', miry: 'muddy', soggy: 'muddy',
  messy: 'messy', untidy: 'messy', cluttered: 'messy',
  polluted: 'polluted', littered: 'polluted', trashy: 'polluted', trashed: 'polluted', filthy: 'polluted',
  dirty: 'polluted', contaminated: 'polluted', grimy: 'polluted', smoggy: 'polluted', 'oil-soaked': 'polluted',
  'litter-strewn': 'polluted', 'trash-strewn': 'polluted', 'garbage-strewn': 'polluted', 'rubbish-strewn': 'polluted',
  'full of trash': 'polluted', 'full of litter': 'polluted', 'full of garbage': 'polluted', 'full of rubbish': 'polluted',
  'covered in trash': 'polluted', 'covered in litter': 'polluted', 'covered in garbage': 'polluted', 'plastic-choked': 'polluted',
  'a mess': 'messy', 'full of junk': 'messy', 'toy-strewn': 'messy', chaotic: 'messy', disorganized: 'messy',
  flooded: 'flooded', flooding: 'flooded', waterlogged: 'flooded', submerged: 'flooded', inundated: 'flooded',
  'flood-hit': 'flooded', drowned: 'flooded', 'under water': 'flooded', swamped: 'flooded',
  abandoned: 'abandoned', deserted: 'abandoned', derelict: 'abandoned', forgotten: 'abandoned',
  forsaken: 'abandoned', overgrown: 'abandoned', desolate: 'abandoned', 'boarded-up': 'abandoned',
  dilapidated: 'abandoned', rundown: 'abandoned', 'run-down': 'abandoned', neglected: 'abandoned',
  decaying: 'abandoned', crumbly: 'abandoned', 'long-lost': 'abandoned',
  frozen: 'frozen', 'frozen-over': 'frozen', 'frozen over': 'frozen', icy: 'frozen', iced: 'frozen',
  'ice-covered': 'frozen', 'snowed-in': 'frozen', 'snowed in': 'frozen', snowbound: 'frozen',
  'covered in ice': 'frozen', frosted: 'frozen', glacial: 'frozen', 'iced-over': 'frozen', 'iced over': 'frozen',
});

/** Places whose very name says their state ("ancient ruins", "a wildfire", "a ghost town"). */
// prettier-ignore
export const STATE_PLACES: Readonly<Record<string, PlaceState>> = wordTable({
  ruins: 'ruined', 'ancient ruins': 'ruined', wasteland: 'ruined', 'war zone': 'ruined', warzone: 'ruined',
  rubble: 'ruined', 'disaster zone': 'ruined', apocalypse: 'ruined',
  wildfire: 'burning', 'forest fire': 'burning', bushfire: 'burning', 'bush fire': 'burning', inferno: 'burning',
  'house fire': 'burning', 'burning building': 'burning',
  'in the mud': 'muddy', 'mud pit': 'muddy', mudpit: 'muddy', 'mud bath': 'muddy', mudflat: 'muddy', mudflats: 'muddy', pigsty: 'messy',
  'ghost town': 'abandoned', 'ghost city': 'abandoned', 'ghost ship': 'abandoned',
  flood: 'flooded', floods: 'flooded', 'flood zone': 'flooded', floodwater: 'flooded', floodwaters: 'flooded',
});
