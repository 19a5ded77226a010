import type { GoalConcept, ItemConcept } from '../../analyze/types.js';
import { darken, lighten } from '../../color/colorMath.js';
import { characterDefs, drawCharacterFrame } from '../character/drawCharacter.js';
import { tonesOf } from '../character/tones.js';
import { el, shadedGradient } from '../svg.js';
import { GOAL_SHAPES, goalArtOf } from './goalShapes.js';
import { ITEM_SHAPES, itemTones } from './itemShapes.js';

/** Pixel sizes of the item sprites the generator writes. */
export const COLLECTIBLE_SIZE = 48;
export const GOAL_SIZE = 96;

function gradient(id: string, color: string): string {
  return shadedGradient(id, lighten(color, 0.5), color, darken(color, 0.18));
}

/** The collectible's content in a 64×64 box; `id` keeps gradient ids unique inside a scene. */
export function collectibleArt(item: ItemConcept, id: string): { defs: string; body: string } {
  // A soft light halo keeps pickups readable on any background.
  const halo = el(
    'radialGradient',
    { id: `${id}-halo` },
    el('stop', { offset: '0%', 'stop-color': '#ffffff', 'stop-opacity': 0.7 }) +
      el('stop', { offset: '60%', 'stop-color': '#ffffff', 'stop-opacity': 0.35 }) +
      el('stop', { offset: '100%', 'stop-color': '#ffffff', 'stop-opacity': 0 }),
  );
  return {
    defs: gradient(`${id}-fill`, item.color) + halo,
    body:
      el('circle', { cx: 32, cy: 32, r: 32, fill: `url(#${id}-halo)` }) +
      ITEM_SHAPES[item.kind](itemTones(item.color, `${id}-fill`)),
  };
}

/** The goal's content in a 96×96 box standing on y = 92. */
export function goalArt(goal: GoalConcept, id: string): { defs: string; body: string } {
  let friend = '';
  let friendDefs = '';
  if (goal.friend) {
    const tones = tonesOf(goal.friend, `${id}-friend`);
    friendDefs = characterDefs(tones);
    friend = el(
      'g',
      { transform: 'translate(20 26) scale(0.6)' },
      drawCharacterFrame(goal.friend, 'idle0', tones, 'goal'),
    );
  }
  const art = goalArtOf(goal, friend, id);
  return {
    defs:
      gradient(`${id}-main`, art.main) +
      gradient(`${id}-item-fill`, goal.color) +
      shadedGradient(`${id}-gold`, '#fff4b0', '#f5c431', '#c98a10') +
      friendDefs,
    body: GOAL_SHAPES[goal.kind](art),
  };
}

function document(size: number, box: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${box} ${box}"><defs>${defs}</defs>${body}</svg>`;
}

export function collectibleSvg(item: ItemConcept): string {
  const art = collectibleArt(item, 'item');
  return document(COLLECTIBLE_SIZE, 64, art.defs, art.body);
}

export function goalSvg(goal: GoalConcept): string {
  const art = goalArt(goal, 'goal');
  return document(GOAL_SIZE, 96, art.defs, art.body);
}
