import type { GameGenre, GenreSpecificFields } from '@promptplay/contracts';
import { THEMES } from '../analyze/lexicon/themes.js';
import { titleCase } from '../analyze/naming.js';
import type { CharacterConcept, PromptAnalysis } from '../analyze/types.js';
import { pluralOfPhrase } from './plurals.js';
import { colorNameOf } from './colorNames.js';
import { describeLook, listText, withArticle } from './describeLook.js';

/** What the hero does in each genre, after "the hero who". */
const HERO_ROLE: Readonly<Record<GameGenre, string>> = {
  PLATFORMER: 'runs and jumps through every level',
  FIGHTING: 'steps into the ring to fight',
  SLAPPER: 'winds up and delivers the big slaps',
  FARMING: 'runs the farm',
  MERGE: 'cheers on every merge as the mascot',
  RACING: 'drives in the race',
  HILL_RACER: 'drives over the hills',
  SHOOTER: 'blasts away in the arena',
  FPS: 'the player sees the world through',
  AERIAL: 'pilots the aircraft',
  COLLECTIBLE: 'dashes around collecting everything',
  BRAINROT: 'bounces through the chaos',
  SPLATTER: 'does the splatting',
};

/** What the second character is in each genre. */
const RIVAL_ROLE: Readonly<Record<GameGenre, string>> = {
  PLATFORMER: 'the enemies to stomp or dodge',
  FIGHTING: 'the opponents to beat in the ring',
  SLAPPER: 'the target that takes the slaps',
  FARMING: 'the critters that wander around the farm',
  MERGE: 'the cheeky rivals who want the prize too',
  RACING: 'the rival racers',
  HILL_RACER: 'the rival drivers',
  SHOOTER: 'the waves of enemies to blast',
  FPS: 'the enemies to blast',
  AERIAL: 'the enemies in the sky to dodge',
  COLLECTIBLE: 'the hazards to avoid while collecting',
  BRAINROT: 'the troublemakers causing chaos',
  SPLATTER: 'the targets to splat',
};

const SHAPE_TEXT: Readonly<Record<string, string>> = {
  hills: 'rolling hills',
  mountains: 'distant mountains',
  buildings: 'buildings',
  trees: 'trees',
  pipes: 'pipes',
  clouds: 'clouds',
  stars: 'stars',
  waves: 'waves',
  crystals: 'glowing crystals',
  dunes: 'sand dunes',
};

const sentence = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** How stories and game ideas name the place: the theme's words, or the prompt's. */
export function placeOf(analysis: PromptAnalysis): string {
  const theme = THEMES[analysis.setting.theme];
  return analysis.setting.label === theme?.label
    ? theme.storyPlace
    : `the ${analysis.setting.label.toLowerCase()}`;
}

/**
 * The characterPrompt: who the hero is, what it does in this genre and how it looks.
 *
 * @example characterPromptFor(hero, 'PLATFORMER')
 * // => 'Pickle Knight, the hero who runs and jumps through every level. Looks like a pickle
 * //     knight: a round bean-shaped body …; mostly green with grey accents. Friendly …'
 */
export function characterPromptFor(hero: CharacterConcept, genre: GameGenre): string {
  const role =
    genre === 'FPS' ? `the hero ${HERO_ROLE[genre]}` : `the hero who ${HERO_ROLE[genre]}`;
  return (
    `${hero.name}, ${role}. Looks like ${withArticle(hero.phrase)}: ${describeLook(hero.look)}. ` +
    'Friendly and cheerful, with a big smile.'
  );
}

/** The secondaryCharacterPrompt: the enemies (or rival, or target) and how they look. */
export function secondaryCharacterPromptFor(enemy: CharacterConcept, genre: GameGenre): string {
  const plural = pluralOfPhrase(enemy.phrase);
  const heading = titleCase(plural);
  return (
    `${heading}: ${RIVAL_ROLE[genre]}. They look like ${plural}: ${describeLook(enemy.look)}. ` +
    'Grumpy and mischievous rather than scary, with frowning brows.'
  );
}

/** The environmentCreationPrompt: the place, its sky, ground, backdrop and props. */
export function environmentPromptFor(analysis: PromptAnalysis): string {
  const { palette, background, setting, collectible, goal } = analysis;
  const skyTop = colorNameOf(palette.skyTop);
  const skyBottom = colorNameOf(palette.skyBottom);
  const sky = skyTop === skyBottom ? `a ${skyTop} sky` : `a ${skyTop} sky fading to ${skyBottom}`;
  const ground = colorNameOf(palette.ground);
  const accent = colorNameOf(palette.groundAccent);
  const groundText =
    ground === accent ? `${ground} ground` : `${ground} ground topped with ${accent}`;
  const shapes = [
    ...new Set(background.layers.map((layer) => SHAPE_TEXT[layer.shape] ?? layer.shape)),
  ];
  const tint = setting.tint ? `, tinted ${colorNameOf(setting.tint)}` : '';
  const theme = THEMES[setting.theme]?.label ?? setting.theme;
  const kind = theme === setting.label ? '' : ` (a ${theme.toLowerCase()} setting)`;
  return (
    `${setting.label}: ${placeOf(analysis)}${kind}. ${sentence(sky)} over ${groundText}${tint}, ` +
    `with ${listText(shapes)} in the background. Around the place: ` +
    `${pluralOfPhrase(collectible.phrase)} to pick up and the ${goal.name} to reach.`
  );
}

interface GameIdeaContext {
  hero: string;
  enemies: string;
  items: string;
  place: string;
  goal: string;
  fields: GenreSpecificFields;
}

const field = (context: GameIdeaContext, key: keyof GenreSpecificFields): string =>
  context.fields[key] ?? '';

const GAME_IDEA: Readonly<Record<GameGenre, (c: GameIdeaContext) => string>> = {
  PLATFORMER: (c) =>
    `A side-scrolling platformer: ${c.hero} runs and jumps through ${c.place}, stomps or dodges ${c.enemies}, collects ${c.items} and reaches the ${c.goal}.`,
  FIGHTING: (c) =>
    `A one-on-one fighting game in ${c.place}: ${c.hero} warms up on ${field(c, 'punchingDummyDescription')}, then beats a ladder of rivals: ${field(c, 'opponentPersonalitiesDescription')}.`,
  SLAPPER: (c) =>
    `A timing slap battle in ${c.place}: ${c.hero} times each swing to slap ${field(c, 'punchingDummyDescription')}, with weapons: ${field(c, 'slapWeaponsDescription')}. Perfect timing hits hardest.`,
  FARMING: (c) =>
    `A farming game in ${c.place}: ${c.hero} plants, waters and harvests ${field(c, 'farmCropDescription')}. Traders: ${field(c, 'landSellerDescription')}; ${field(c, 'seedSellerDescription')}; ${field(c, 'cropBuyerDescription')}.`,
  MERGE: (c) =>
    `A merge puzzle in ${c.place}: drag matching items together to climb the chain ${field(c, 'mergeChainDescription')}, with ${c.hero} cheering on as the mascot.`,
  RACING: (c) =>
    `A racing game through ${c.place}: ${c.hero} drives ${withArticle(field(c, 'vehicleDescription'))} against ${c.enemies}, dodging obstacles and grabbing ${c.items} for a boost.`,
  HILL_RACER: (c) =>
    `A hill-climb driving game: ${c.hero} drives ${withArticle(field(c, 'vehicleDescription'))} over the bumpy hills of ${c.place}, keeping balance on the slopes and collecting ${c.items}.`,
  SHOOTER: (c) =>
    `An arena shooter in ${c.place}: ${c.hero} fires ${field(c, 'ammoDescription')} at ${field(c, 'primaryEnemyDescription')}, with waves of ${field(c, 'basicEnemyDescription')} and ${field(c, 'fastEnemyDescription')}.`,
  FPS: (c) =>
    `A first-person shooter in ${c.place}: seen through ${c.hero}'s eyes, fire ${field(c, 'ammoDescription')} at ${field(c, 'primaryEnemyDescription')}, with waves of ${field(c, 'basicEnemyDescription')} and ${field(c, 'fastEnemyDescription')}.`,
  AERIAL: (c) =>
    `A flying game over ${c.place}: ${c.hero} pilots ${withArticle(field(c, 'aerialVehicleDescription'))}, dodging ${c.enemies} and collecting ${c.items} in the sky.`,
  COLLECTIBLE: (c) =>
    `A collecting game in ${c.place}: ${c.hero} races the clock to gather ${field(c, 'collectibleItemsDescription')} while avoiding ${c.enemies}; bonus: ${field(c, 'collectibleDescription')}.`,
  BRAINROT: (c) =>
    `A chaotic, meme-style brainrot game in ${c.place}: ${c.hero} bounces around with ${field(c, 'brainrotPropsDescription')}, dodging ${c.enemies}.`,
  SPLATTER: (c) =>
    `A splat game in ${c.place}: ${c.hero} splats ${field(c, 'splatterTargetsDescription')} for points, careful not to hit friends.`,
};

const DIFFICULTY_TEXT: Readonly<Record<-1 | 0 | 1, string>> = {
  [-1]: ' Keep it gentle and relaxing.',
  0: '',
  1: ' Make it fast and challenging.',
};

/** The gameCreationPrompt: the genre's game built around the prompt's cast and place. */
export function gamePromptFor(
  genre: GameGenre,
  analysis: PromptAnalysis,
  fields: GenreSpecificFields,
  prompt: string,
): string {
  const idea = GAME_IDEA[genre]({
    hero: analysis.hero.name,
    enemies: pluralOfPhrase(analysis.enemy.phrase),
    items: pluralOfPhrase(analysis.collectible.phrase),
    place: placeOf(analysis),
    goal: analysis.goal.name,
    fields,
  });
  return `${idea}${DIFFICULTY_TEXT[analysis.difficultyBias]} Player's idea: "${prompt}"`;
}
