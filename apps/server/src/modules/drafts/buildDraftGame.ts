import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { gameMediaBaseUrl } from '../games/objectKeys.js';
import { findGameById } from '../games/queries.js';
import type { GamePublisher } from '../games/service.js';
import { audienceTextsOf } from './audienceTexts.js';
import { gameIdOfDraft } from './draftGameId.js';
import type { ContentSafety } from '../safety/contentSafety.js';
import type { DraftBuilder, ReferenceImages } from './draftServices.js';
import { DRAFT_TEXTS } from './draftTexts.js';
import { findPlayerName, type DraftRow } from './queries.js';

/** A build failure whose message the player may read, and that another attempt cannot fix. */
export class DraftRefusedError extends Error {
  override readonly name = 'DraftRefusedError';
}

export interface BuildDraftDeps {
  db: Database;
  referenceImages: ReferenceImages;
  publisher: GamePublisher;
  builder: DraftBuilder;
  safety: Pick<ContentSafety, 'check' | 'rateAudience'>;
  clock: Clock;
}

/**
 * Builds a claimed draft's game with the generator and publishes it under the draft's game
 * id (objects first, row last), with the player as author and the safety module's audience
 * rating. `stillHeld` is asked right before publishing: a worker that lost its lease stops
 * there. Returns the game id, or null when the lease was lost. A game already published by
 * an earlier attempt is simply returned.
 */
export async function buildDraftGame(
  draft: DraftRow,
  deps: BuildDraftDeps,
  stillHeld: () => boolean,
): Promise<string | null> {
  const { db, referenceImages, publisher, builder, safety, clock } = deps;
  const gameId = gameIdOfDraft(draft.id);
  if (await findGameById(db, gameId)) return gameId;

  const { payload } = draft;
  const author = (await findPlayerName(db, draft.playerId)) ?? 'Player';
  const photo = draft.referenceImageUrl
    ? await referenceImages
        .load(draft.referenceImageUrl, draft.playerId, 'referenceImageUrl')
        // An upload deleted since the draft was queued leaves a game without the photo, not no game.
        .catch(() => null)
    : null;
  const prompt = payload.originalPlayerPrompt.trim();
  const built = await builder.buildGame({
    gameId,
    prompt,
    genre: payload.gameGenre,
    author,
    // The categorizer seeds from the prompt too, so the game shows what the player was shown.
    seed: builder.seedFromString(prompt),
    createdAt: draft.createdAt.toISOString(),
    mediaBaseUrl: gameMediaBaseUrl(gameId),
    targetAudience: safety.rateAudience(audienceTextsOf(payload)),
    texts: {
      characterPrompt: payload.characterPrompt,
      secondaryCharacterPrompt: payload.secondaryCharacterPrompt,
      environmentCreationPrompt: payload.environmentCreationPrompt,
      characterMatchUrl: payload.selectedCharacterMatches.character?.url ?? null,
      secondaryCharacterMatchUrl: payload.selectedCharacterMatches.secondaryCharacter?.url ?? null,
      genreSpecificFields: payload.genreSpecificFields,
      gameCreationPrompt: payload.gameCreationPrompt,
    },
    ...(photo ? { referenceImage: photo } : {}),
  });
  if (safety.check({ title: built.title, description: built.description }).status !== 'clean') {
    throw new DraftRefusedError(DRAFT_TEXTS.generatedTextRefused);
  }
  if (!stillHeld()) return null;
  await publisher.publishGame({
    gameId,
    built,
    authorName: author,
    createdBy: draft.playerId,
    createdAt: clock.now(),
  });
  return gameId;
}
