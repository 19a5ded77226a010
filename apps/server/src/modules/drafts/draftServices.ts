import type { GenreSpecificFields, TargetAudience } from '@promptplay/contracts';
import type { WorldDesign } from '@promptplay/generator';
import type { DatabaseOrTransaction } from '../../db/database.js';
import type { VerifiedPlayer } from '../auth/accessTokens.js';
import type { BuildGameInput, BuiltGame } from '../games/gameBuilder.js';

/** What drafts need from the daily prompt allowance (allowance module). */
export interface DraftAllowance {
  /**
   * Takes one of the player's prompts for today inside `tx` (so it is given back if the
   * draft is not written). Throws `AppError('DAILY_PROMPTS_EXHAUSTED')` when none is left.
   * Returns the UTC day (YYYY-MM-DD) it was counted on.
   */
  take(tx: DatabaseOrTransaction, player: VerifiedPlayer): Promise<string>;
  /** Gives a prompt of `day` back (a draft that could not be built). */
  giveBack(tx: DatabaseOrTransaction, playerId: string, day: string): Promise<void>;
}

/** The player's own uploaded photos (uploads module); never fetches a URL. */
export interface ReferenceImages {
  /**
   * The image bytes of a completed upload of `playerId` that `url` points at. Throws a 400
   * `AppError` naming `field` when the URL is not such an upload.
   */
  load(url: string, playerId: string, field: string): Promise<Uint8Array>;
}

/** The categorized texts and photo a draft's game is built from. */
export interface BuildDraftGameInput extends BuildGameInput {
  targetAudience: TargetAudience;
  texts: {
    characterPrompt: string;
    secondaryCharacterPrompt: string;
    environmentCreationPrompt: string;
    /** The library characters the player picked (a match's url), if any. */
    characterMatchUrl: string | null;
    secondaryCharacterMatchUrl: string | null;
    /** The genre's own fields as the player confirmed them (edited ones change the game). */
    genreSpecificFields: GenreSpecificFields;
    /** The game idea as confirmed (words the player added may set the difficulty). */
    gameCreationPrompt: string;
  };
  referenceImage?: Uint8Array;
  /** The AI provider's world design for the prompt; absent: the built-in reading. */
  design?: WorldDesign;
  /** A refine's follow-up prompts, oldest first: the next version of the game (issue 14). */
  followUps?: readonly string[];
}

/** The generator as the draft worker uses it (`buildGame` and `seedFromString`). */
export interface DraftBuilder {
  buildGame(input: BuildDraftGameInput): Promise<BuiltGame>;
  seedFromString(text: string): number;
}
