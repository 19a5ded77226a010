import { titleCase } from '../analyze/naming.js';
import type { CharacterConcept, PromptAnalysis } from '../analyze/types.js';
import { lookupSprite } from '../art/library/index.js';
import type { SpritedLook } from '../art/library/spritedLook.js';
import { propsOfPlace } from './placeProps.js';

/**
 * The hazard of a game whose genre needs one when the prompt names no foe: a thing of the
 * place tumbling about (a runaway shopping cart in a mall, a chair in an office), never an
 * unrelated stand-in creature (a rogue robot, a sewer rat). Null when the place has no prop
 * the art library draws.
 */
export function placeHazardOf(analysis: PromptAnalysis): CharacterConcept | null {
  const { props } = propsOfPlace(analysis.setting.places?.[0], analysis.atmosphere?.season);
  for (const prop of props) {
    const sprite = lookupSprite(prop);
    if (!sprite) continue;
    const phrase = `runaway ${prop}`;
    const look: SpritedLook = {
      ...analysis.enemy.look,
      sprite,
      heldSprite: null,
      worn: [],
    };
    delete look.spriteColor;
    return { name: titleCase(phrase), phrase, look, sprite, isImplied: true };
  }
  return null;
}

/**
 * The analysis with the place's tumbling thing as the enemy when the prompt names none: for
 * genres where a foe is only something to dodge (brainrot's hazard).
 */
export function withPlaceHazard(analysis: PromptAnalysis): PromptAnalysis {
  if (analysis.enemy.isImplied !== true) return analysis;
  const hazard = placeHazardOf(analysis);
  return hazard ? { ...analysis, enemy: hazard } : analysis;
}
