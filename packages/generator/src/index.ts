// Public surface of @promptplay/generator. Named exports only; no `export *`.
export {
  buildGame,
  type BuildGameInput,
  type BuiltGame,
  type CreationTexts,
  type GeneratedFile,
} from './buildGame.js';
export {
  worldDesignAnswerSchema,
  worldDesignSchema,
  readWorldDesign,
  type WorldDesign,
  type WorldDesignAnswer,
  type WorldDesignField,
  type WorldDesignReading,
} from './design/worldDesign.js';
export {
  applyWorldDesign,
  drawableDesign,
  type DrawableDesign,
} from './design/applyWorldDesign.js';
export { refineGame } from './refine/refineGame.js';
export { readFollowUp } from './refine/readFollowUp.js';
export { followUpEditsOf, UnreadableFollowUpError } from './refine/followUpEditsOf.js';
export type { FollowUpEdit } from './refine/followUpEdits.js';
export { STARTER_PROMPTS, type StarterPrompt } from './starterPrompts.js';
export { seedFromString } from './random/seededRandom.js';
export { analyzePrompt } from './analyze/analyzePrompt.js';
export type {
  CharacterConcept,
  CharacterLook,
  GoalConcept,
  ItemConcept,
  PromptAnalysis,
  SettingConcept,
} from './analyze/types.js';
export { categorizePrompt, type CategorizeInput } from './categorize/categorizePrompt.js';
export {
  MATCHES_PER_SLOT,
  rankCharacterMatchesForDescription,
} from './categorize/rankCharacterMatches.js';
export {
  LIBRARY_CHARACTERS,
  libraryCharacterOfUrl,
  libraryObjectKey,
  libraryUrls,
  type LibraryCharacter,
} from './categorize/characterLibrary.js';
export { libraryLookOf } from './categorize/libraryLooks.js';
export { renderLibraryPortrait, type LibraryFile } from './categorize/libraryArt.js';
export {
  librarySpriteIdOf,
  librarySpriteObjectKey,
  librarySpriteUrls,
} from './art/library/spriteUrls.js';
export { renderLibrarySpritePortrait } from './categorize/librarySpriteArt.js';
export {
  lookupSprite,
  rankSprites,
  spriteImageSvg,
  spriteSheetSvg,
  spriteSvgBody,
  specificArtOf,
  SPRITE_LIBRARY_CREDITS,
  type SpecificArt,
  type SpriteLibraryCredit,
} from './art/library/index.js';
export { PROMPT_SUITE, type SuitePrompt } from './analyze/promptSuite/promptSuite.js';
export {
  HELD_OUT_PROMPTS,
  HELD_OUT_ROUND_4,
  HELD_OUT_ROUND_5,
  HELD_OUT_ROUND_6,
  HELD_OUT_ROUND_7,
  HELD_OUT_ROUND_8,
  HELD_OUT_ROUND_9,
  HELD_OUT_ROUND_10,
  HELD_OUT_ROUND_12,
} from './analyze/promptSuite/heldOut.js';
export { readSuitePrompt, type SuiteReading } from './analyze/promptSuite/readSuite.js';
