// The open-vocabulary art library: sprites for any noun a player names (see README.md).
export { lookupSprite, rankSprites, SPECIFIC_SIMILARITY } from './rankSprites.js';
export {
  MONOCHROME_TINT,
  spriteImageSvg,
  spriteSvgBody,
  type SpriteImageOptions,
  type SpriteSvgBody,
} from './spriteSvg.js';
export {
  SPRITE_FRAME_SIZE,
  spriteCharacterArt,
  spriteSheetSvg,
  type SpriteSheetOptions,
} from './spriteSheet.js';
export { SPRITE_LIBRARY_CREDITS, type SpriteLibraryCredit } from './credits.js';
export { withLibrarySprites } from './withLibrarySprites.js';
export { characterSpriteOf } from './characterSprite.js';
export { goalSpriteOf, itemSpriteOf, weaponSpriteOf, type SpritedGoal } from './itemSprite.js';
export { spritesOfLook, type LookSprites, type SpritedLook } from './spritedLook.js';
export { isLibrarySpriteId } from './spriteUrls.js';
export { specificArtOf, type SpecificArt } from './specificArt.js';
