import { SPRITE_SHEET_FRAMES, type SpriteFrameName } from '@promptplay/contracts';
import type { BodyShape, CharacterLook } from '../../analyze/types.js';
import {
  drawAnimal,
  drawBean,
  drawBird,
  drawBug,
  drawHumanoid,
  drawRobot,
} from '../character/bodiesLegged.js';
import { drawBlob, drawGhost, drawSnake } from '../character/bodiesLegless.js';
import { drawCrab } from '../character/bodyCrab.js';
import { drawCharacterFrame } from '../character/drawCharacter.js';
import { POSES } from '../character/pose.js';
import type { BodyDrawer, HeadPlacement } from '../character/rig.js';
import { tonesOf } from '../character/tones.js';

const BODY_DRAWERS: Readonly<Record<BodyShape, BodyDrawer>> = {
  humanoid: drawHumanoid,
  animal: drawAnimal,
  bean: drawBean,
  robot: drawRobot,
  bird: drawBird,
  bug: drawBug,
  crab: drawCrab,
  blob: drawBlob,
  ghost: drawGhost,
  snake: drawSnake,
};

/** Where the face is in one frame of a character sheet. */
export interface FacePlacement {
  frame: SpriteFrameName;
  /** The head in the frame's local coordinates (before the frame's pose transform). */
  head: HeadPlacement;
  /** The SVG transform `drawCharacterFrame` gives the whole character in this frame. */
  transform: string;
}

const FRAME_TRANSFORM = /^<g transform="([^"]+)">/;

/**
 * The head of `look` in every frame of its sprite sheet, in SPRITE_SHEET_FRAMES order. The
 * pose transform is read from `drawCharacterFrame` itself, so hops, leans and the fit
 * scale stay exactly those of the drawn sheet.
 */
export function heroFacePlacements(look: CharacterLook): FacePlacement[] {
  const tones = tonesOf(look, 'face');
  return SPRITE_SHEET_FRAMES.map((frame) => {
    const drawn = drawCharacterFrame(look, frame, tones, frame);
    const transform = FRAME_TRANSFORM.exec(drawn)?.[1];
    if (!transform) throw new Error('A character frame no longer starts with its pose transform');
    const { head } = BODY_DRAWERS[look.body](look, POSES[frame], tones);
    return { frame, head, transform };
  });
}
