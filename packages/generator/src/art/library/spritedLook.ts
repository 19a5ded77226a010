import type { DrawnGarment, WornSlot } from '../../analyze/lexicon/wornWords.js';
import type { CharacterLook, LibrarySpriteRef } from '../../analyze/types.js';

/** A thing the character wears or plays, drawn from the library where the rig has no part. */
export interface WornSprite {
  slot: WornSlot;
  sprite: LibrarySpriteRef;
  /** The rig draws it as its own part (a top hat, a cape): only library characters need the sprite. */
  isRigPart: boolean;
  /** Drawn over the body instead of the sprite: a suit, a dress, armour. */
  drawn?: DrawnGarment;
  /** The player's colour for it ("a red dress"), else the thing's own. */
  color?: string;
}

/**
 * What a look may carry besides the rig's parts. `withLibrarySprites` puts the hero's and
 * enemy's sprites on their looks (besides `CharacterConcept.sprite`), so every look derived
 * from them (a recoloured rival, a winged flyer, a seated driver) keeps drawing the sprite.
 */
export interface LookSprites {
  /** Drawn instead of the rig when set. */
  sprite?: LibrarySpriteRef | null;
  /** The body colour the sprite was picked with: a recoloured kin turns the sprite's hue as far. */
  spriteColor?: string;
  /** A library prop in the front hand, drawn instead of the rig's `held` item. */
  heldSprite?: LibrarySpriteRef | null;
  /** What it wears or plays ("in a top hat", "on rollerblades", "plays piano"). */
  worn?: readonly WornSprite[];
}

export type SpritedLook = CharacterLook & LookSprites;

/** The library sprites a look carries (none for a plain rig look). */
export function spritesOfLook(look: CharacterLook): LookSprites {
  const { sprite, spriteColor, heldSprite, worn } = look as SpritedLook;
  return { sprite, spriteColor, heldSprite, worn };
}
