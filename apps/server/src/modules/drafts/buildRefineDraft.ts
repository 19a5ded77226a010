import { MESSAGES } from '@promptplay/contracts';
import { UnreadableFollowUpError } from '@promptplay/generator';
import { versionMediaPrefix } from '../games/objectKeys.js';
import { findGameById } from '../games/queries.js';
import { findGameVersion } from '../games/versionQueries.js';
import { findCreationDraft } from '../refine/queries.js';
import {
  checkGeneratedTexts,
  draftBuildInput,
  DraftRefusedError,
  type BuildDraftDeps,
} from './buildDraftGame.js';
import type { DraftRow } from './queries.js';

/**
 * Builds a refine draft (issue 14): the game's creation payload, seed, author and design as
 * first built, with the follow-ups of the version it refines plus its own, and publishes the
 * result as the game's next version under its own media folder. Returns the game id, or null
 * when the lease was lost. A version this draft already published is not published again.
 */
export async function buildRefineDraft(
  draft: DraftRow,
  deps: BuildDraftDeps,
  stillHeld: () => boolean,
  options: { useDesign: boolean } = { useDesign: true },
): Promise<string | null> {
  const { db, builder, versionPublisher, clock } = deps;
  const gameId = draft.refineGameId;
  if (!gameId || !draft.refinePrompt || !versionPublisher) {
    throw new Error(`Draft ${draft.id} is not a refine this worker can publish`);
  }
  const game = await findGameById(db, gameId);
  if (!game) throw new DraftRefusedError(MESSAGES.gameNotFound);
  const base = await findGameVersion(db, game, draft.refineBaseVersion ?? game.versionNumber);
  const followUps = [...(base?.followUps ?? []), draft.refinePrompt];
  // The world keeps the date it was first built with: only the follow-ups change the game.
  const creation = await findCreationDraft(db, gameId);
  const target = {
    gameId,
    author: game.authorName,
    mediaBaseUrl: `/media/${versionMediaPrefix(gameId, draft.id)}`,
    createdAt: creation?.createdAt ?? game.createdAt,
  };
  const input = await draftBuildInput(draft, deps, target, options);
  const built = await builder.buildGame({ ...input, followUps }).catch((error: unknown) => {
    if (error instanceof UnreadableFollowUpError) {
      throw new DraftRefusedError(MESSAGES.refineUnreadable);
    }
    throw error;
  });
  checkGeneratedTexts(built, deps.safety);
  if (!stillHeld()) return null;
  const version = await versionPublisher.publishVersion({
    gameId,
    draftId: draft.id,
    built,
    prompt: draft.refinePrompt,
    followUps,
    createdAt: clock.now(),
  });
  if (version === null) throw new DraftRefusedError(MESSAGES.gameNotFound);
  return gameId;
}
