import type { Mood, Season, SkyEvent, TimeOfDay, Weather } from '../types.js';
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
