import type { PromptAnalysis } from '../../analyze/types.js';
import { darken, hexToHsl } from '../../color/colorMath.js';

/** What the player throws or squashes with, and the colours its splats take. */
interface SplatSubstance {
  /** Words that name it in a phrase of the prompt (whole words, singular or plural). */
  words: RegExp;
  /** Splat colours, cycled hit by hit. */
  colors: readonly [string, ...string[]];
}

const BRIGHT_PAINT: SplatSubstance['colors'] = [
  '#ff3b5c',
  '#ffd23f',
  '#2ec4ff',
  '#7bd94a',
  '#b45cff',
  '#ff8a1f',
];

/** Longer names first: "water balloons" before "water", "cream pies" before "cream". */
// prettier-ignore
const SUBSTANCES: readonly SplatSubstance[] = [
  { words: /\bwater ?balloons?\b|\bwater\b|\bsplash(?:es)?\b|\b(?:hoses?|sprinklers?|super ?soakers?|spray ?bottles?)\b/, colors: ['#5ab8ff', '#8fd3ff', '#3d9bf0'] },
  // tools that send light: a beam's glow, a camera's white flash
  { words: /\b(?:flashlights?|torch(?:es)?|lanterns?|spotlights?)\b/, colors: ['#fff07a', '#ffe04a', '#fffbe0'] },
  { words: /\bcameras?\b/, colors: ['#ffffff', '#e8f4ff', '#fff8d8'] },
  { words: /\b(?:paint ?balls?|paints?|glitter|confetti|rainbows?)\b/, colors: BRIGHT_PAINT },
  { words: /\b(?:tomato(?:es)?|ketchup|sauce|salsa)\b/, colors: ['#e8312a', '#d92a1f', '#f04a2f'] },
  { words: /\b(?:mud|mudballs?|dirt|muck)\b/, colors: ['#6b4226', '#7a4e2d', '#5a3820'] },
  { words: /\b(?:slime|goo|ooze|ectoplasm|snot)\b/, colors: ['#7bea3a', '#5fd42a', '#9af25a'] },
  { words: /\b(?:pies?|cream|custard|whipped cream|marshmallows?)\b/, colors: ['#fff4d6', '#f7e3b0', '#fffaf0'] },
  { words: /\beggs?\b/, colors: ['#ffd23f', '#fff4d6'] },
  { words: /\b(?:snowballs?|snow)\b/, colors: ['#f4fbff', '#dff2ff'] },
  { words: /\binks?\b/, colors: ['#1d1a3a', '#2b2d6e'] },
  { words: /\b(?:jam|jelly|jellies|berries|blueberries)\b/, colors: ['#7b2cbf', '#c2185b', '#5a189a'] },
  { words: /\b(?:chocolate|pudding)\b/, colors: ['#5b3216', '#6e3b1a'] },
  { words: /\b(?:mustard|yolks?)\b/, colors: ['#f2c230', '#e6b422'] },
  { words: /\b(?:spinach|peas?|guacamole)\b/, colors: ['#4caf50', '#6ab04c'] },
];

/** Ectoplasm green: what a splat is when its target is too pale or grey to show one. */
const GOO_GREEN = '#7bea3a';

/**
 * The phrases that may name a splat, most telling first: what the prompt throws, carries or
 * wields, then the target itself ("tomato goblins" squash red).
 */
function splatPhrases(analysis: PromptAnalysis): string[] {
  const phrases = [analysis.weapon?.phrase, ...(analysis.props ?? []).map((p) => p.phrase)];
  if (!analysis.collectible.isImplied) phrases.push(analysis.collectible.phrase);
  phrases.push(analysis.enemy.phrase);
  return phrases.filter((phrase): phrase is string => Boolean(phrase));
}

/**
 * Splat colours for a splatter game: those of what the prompt throws ("paint": bright and
 * varied; "tomatoes": red; "mud": brown; "slime": green; "water balloons": blue; "pies": cream),
 * else the squashed target's own colour, made vivid when the target is pale or grey (a ghost).
 *
 * @example splatColorsOf(readPrompt('Throw tomatoes at zombies')) // => ['#e8312a', …]
 */
export function splatColorsOf(analysis: PromptAnalysis): [string, ...string[]] {
  for (const phrase of splatPhrases(analysis)) {
    const found = SUBSTANCES.find((substance) => substance.words.test(phrase.toLowerCase()));
    if (found) return [...found.colors];
  }
  const body = analysis.enemy.look.bodyColor;
  const { s, l } = hexToHsl(body);
  return [s < 0.25 || l > 0.85 ? GOO_GREEN : darken(body, 0.05)];
}
