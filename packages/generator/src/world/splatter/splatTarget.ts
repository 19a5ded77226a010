import { CHARACTER_WORDS } from '../../analyze/lexicon/characterWords.js';
import { titleCase } from '../../analyze/naming.js';
import { singularOf } from '../../analyze/parsePhrases.js';
import type { CharacterConcept, PromptAnalysis } from '../../analyze/types.js';
import { characterSpriteOf, lookupSprite } from '../../art/library/index.js';
import { spriteEntryOf } from '../../art/library/spriteIndex.js';
import type { SpritedLook } from '../../art/library/spritedLook.js';
import { isAnimalRide } from '../rideVerbs.js';

/** "throws eggs at a car", "splashes paint on the fence": what the throw lands on. */
const THROWN_AT =
  /\b(?:throw|throws|throwing|toss|tosses|tossing|hurl|hurls|hurling|fling|flings|flinging|lob|lobs|lobbing|splash|splashes|splashing|splat|splats|splatting|splatter|splatters|launch|launches|spray|sprays|spraying|squirt|squirts|squirting|pelt|pelts|smash|smashes)\b.*?\s(?:at|on|onto|against|all over)\s+(?:the\s+|a\s+|an\s+|some\s+|every\s+|his\s+|her\s+|my\s+|their\s+)?(.+?)(?=\s+(?:in|on|at|with|while|and|during|from|of|to|near|by|for|before|after|under|behind|inside|across|outside|around)\s|[.,!?;]|$)/i;

/** Sprite groups of living things: a target from them scurries, a thing stands still. */
const LIVING_GROUPS: ReadonlySet<string> = new Set([
  'Animals & Nature',
  'People & Body',
  'Smileys & Emotion',
]);
/** Plants of the Animals & Nature group: things, not creatures. */
const PLANT_WORDS = /\b(?:tree|trees|flower|flowers|plant|plants|cactus|bush|bushes|leaf|leaves)$/i;

/**
 * Whether a splat target is a thing (a wall, a car, a school bus) rather than a creature: it
 * stands still to be splatted, it never scurries.
 */
export function isThingTarget(target: CharacterConcept): boolean {
  const head = target.phrase.toLowerCase().split(/\s+/).at(-1) ?? '';
  const one = singularOf(head);
  if (one in CHARACTER_WORDS || head in CHARACTER_WORDS || isAnimalRide(one)) return false;
  const spriteId =
    target.sprite?.id ?? (target.look as SpritedLook).sprite?.id ?? characterSpriteOf(target)?.id;
  const group = spriteId ? spriteEntryOf(spriteId)?.group : undefined;
  if (group === undefined) return false;
  return !LIVING_GROUPS.has(group) || PLANT_WORDS.test(target.phrase);
}

/**
 * What the prompt throws at when it names no creature to splat ("throw water balloons at the
 * school bus"): that thing is the target, drawn as itself, never a stand-in swarm of flies.
 * The analysis as it is when a foe is named or the throw lands on nothing the library draws.
 */
export function withThrownAtTarget(prompt: string, analysis: PromptAnalysis): PromptAnalysis {
  if (analysis.enemy.isImplied !== true) return analysis;
  const words = (THROWN_AT.exec(prompt)?.[1] ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 3) return analysis;
  const phrase = words.join(' ');
  const sprite = lookupSprite(phrase);
  if (!sprite) return analysis;
  const look: SpritedLook = { ...analysis.enemy.look, sprite, heldSprite: null, worn: [] };
  delete look.spriteColor;
  const target: CharacterConcept = { name: titleCase(phrase), phrase, look, sprite };
  return { ...analysis, enemy: target };
}
