import type {
  CharacterConcept,
  LibrarySpriteRef,
  NamedThing,
  PromptAnalysis,
  SettingConcept,
} from '../../analyze/types.js';
import { CHARACTER_WORDS } from '../../analyze/lexicon/characterWords.js';
import { characterSpriteOf, phraseWords } from './characterSprite.js';
import {
  goalSpriteOf,
  isRigHeld,
  itemSpriteOf,
  weaponSpriteOf,
  type SpritedGoal,
} from './itemSprite.js';
import { naturalTintOf } from './naturalTints.js';
import { lookupSprite } from './rankSprites.js';
import type { SpritedLook } from './spritedLook.js';

/** The character with its sprite decided, on the concept and on its look (see `LookSprites`). */
function withCharacterSprite(
  concept: CharacterConcept,
  heldSprite: LibrarySpriteRef | null,
): CharacterConcept {
  const sprite = concept.sprite !== undefined ? concept.sprite : characterSpriteOf(concept);
  if (!sprite && !heldSprite) return { ...concept, sprite: sprite ?? null };
  const bodyColor = naturalTintOf(concept.phrase, sprite) ?? concept.look.bodyColor;
  const look: SpritedLook = {
    ...concept.look,
    ...(sprite ? { sprite, spriteColor: bodyColor, bodyColor } : {}),
    ...(heldSprite ? { heldSprite } : {}),
  };
  return { ...concept, sprite, look };
}

function withGoalSprite(goal: SpritedGoal): SpritedGoal {
  // A creature to rescue waits in its cage as the rig draws it.
  const head = phraseWords(goal.phrase).at(-1);
  const isRigFriend = goal.friend !== null || (head !== undefined && head in CHARACTER_WORDS);
  return { ...goal, sprite: isRigFriend ? null : goalSpriteOf(goal) };
}

function withThingSprite(thing: NamedThing): NamedThing {
  return {
    ...thing,
    sprite: thing.sprite !== undefined ? thing.sprite : lookupSprite(thing.phrase),
  };
}

function withLandmarks(setting: SettingConcept): SettingConcept {
  if (setting.landmarks !== undefined || !setting.landmarkNames) return setting;
  const landmarks = setting.landmarkNames.flatMap((name) => {
    const sprite = lookupSprite(name);
    return sprite ? [sprite] : [];
  });
  return { ...setting, landmarks };
}

/**
 * The analysis with the hero drawn by the rig (no library sprite): a player's photo needs a
 * face where the rig puts one. What the hero holds stays in its hand.
 */
export function withRigHero(analysis: PromptAnalysis): PromptAnalysis {
  const { sprite: _sprite, spriteColor: _color, ...look } = analysis.hero.look as SpritedLook;
  return { ...analysis, hero: { ...analysis.hero, sprite: null, look } };
}

/**
 * The analysis with every named thing's library sprite decided (`sprite` set, null when the
 * procedural art draws it): hero and enemy when the rig cannot draw them as themselves,
 * collectible, goal and weapon when no hand-drawn shape does, the vehicle, the scene's
 * landmarks, and the weapon in the hero's hand. Sprites already decided are kept. Pure and
 * deterministic.
 *
 * @example withLibrarySprites(analyzePrompt('a seahorse collecting frying pans', 1)).hero.sprite?.id
 * // => 'game-icons:seahorse'
 */
export function withLibrarySprites(analysis: PromptAnalysis): PromptAnalysis {
  const weapon = analysis.weapon
    ? { ...analysis.weapon, sprite: weaponSpriteOf(analysis.weapon) }
    : undefined;
  const collectibleSprite = itemSpriteOf(analysis.collectible);
  const collectible = {
    ...analysis.collectible,
    sprite: collectibleSprite,
    color:
      naturalTintOf(analysis.collectible.phrase, collectibleSprite) ?? analysis.collectible.color,
  };
  return {
    ...analysis,
    hero: withCharacterSprite(
      analysis.hero,
      weapon && !isRigHeld(weapon.phrase) ? (weapon.sprite ?? null) : null,
    ),
    enemy: withCharacterSprite(analysis.enemy, null),
    collectible,
    goal: withGoalSprite(analysis.goal),
    setting: withLandmarks(analysis.setting),
    ...(weapon ? { weapon } : {}),
    ...(analysis.vehicle ? { vehicle: withThingSprite(analysis.vehicle) } : {}),
  };
}
