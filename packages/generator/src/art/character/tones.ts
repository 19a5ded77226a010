import type { CharacterLook } from '../../analyze/types.js';
import { darken, lighten, mix, outlineOf } from '../../color/colorMath.js';

/** The colours one character is painted with, derived once from its look. */
export interface Tones {
  body: string;
  bodyLight: string;
  bodyDark: string;
  outline: string;
  belly: string;
  accent: string;
  accentOutline: string;
  skin: string;
  skinOutline: string;
  /** Arms and legs of object-like bodies (beans, blobs) are thin dark limbs. */
  limb: string;
  glove: string;
  shoe: string;
  cheek: string;
  /** Id prefix for gradients and clip paths of this character. */
  id: string;
}

export function tonesOf(look: CharacterLook, id: string): Tones {
  const body = look.bodyColor;
  return {
    body,
    bodyLight: lighten(body, 0.35),
    bodyDark: darken(body, 0.2),
    outline: outlineOf(body),
    belly: look.bellyColor ?? lighten(body, 0.55),
    accent: look.accentColor,
    accentOutline: outlineOf(look.accentColor),
    skin: look.skinColor,
    skinOutline: outlineOf(look.skinColor),
    limb: mix(outlineOf(body), '#2a2238', 0.4),
    glove: '#fbfbff',
    shoe: look.isHostile ? '#3a2e48' : '#7a4326',
    cheek: '#ff7f9e',
    id,
  };
}
