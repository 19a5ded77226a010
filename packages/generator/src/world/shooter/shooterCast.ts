import type { CharacterLook, PromptAnalysis } from '../../analyze/types.js';
import { lighten, shiftHue } from '../../color/colorMath.js';
import { pluralPhrase } from '../story.js';

/**
 * The shooter's three enemies from the prompt's one: the primary enemy is the prompt's own,
 * basic ones are a plainer recoloured kin, fast ones a winged kin in another colour.
 */
export function shooterEnemyLooks(analysis: PromptAnalysis): {
  primary: CharacterLook;
  basic: CharacterLook;
  fast: CharacterLook;
} {
  const enemy = analysis.enemy.look;
  const recolor = (look: CharacterLook, degrees: number): CharacterLook => {
    const bodyColor = shiftHue(look.bodyColor, degrees);
    return {
      ...look,
      bodyColor,
      bellyColor: look.bellyColor === null ? null : lighten(bodyColor, 0.6),
    };
  };
  return {
    primary: { ...enemy, headgear: enemy.headgear === 'none' ? 'horns' : enemy.headgear },
    basic: recolor({ ...enemy, headgear: 'none', held: 'none', back: 'none' }, 35),
    fast: recolor(
      { ...enemy, headgear: 'none', wings: enemy.wings === 'none' ? 'bug' : enemy.wings },
      -60,
    ),
  };
}

/**
 * How shooter and FPS texts call the basic and fast enemies: little and speedy flying kin of
 * the prompt's enemy ("little angry wasps", "speedy flying angry wasps").
 */
export function shooterEnemyPhrases(enemyPhrase: string): { basic: string; fast: string } {
  const enemies = pluralPhrase(enemyPhrase);
  return { basic: `little ${enemies}`, fast: `speedy flying ${enemies}` };
}
