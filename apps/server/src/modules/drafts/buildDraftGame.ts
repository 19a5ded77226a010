import { worldDesignSchema, type WorldDesign } from '@promptplay/generator';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { gameMediaBaseUrl } from '../games/objectKeys.js';
import { findGameById } from '../games/queries.js';
import type { BuiltGame } from '../games/gameBuilder.js';
import type { GamePublisher } from '../games/service.js';
import type { VersionPublisher } from '../games/publishVersion.js';
import { audienceTextsOf } from './audienceTexts.js';
import { gameIdOfDraft } from './draftGameId.js';
import type { ContentSafety } from '../safety/contentSafety.js';
import type { BuildDraftGameInput, DraftBuilder, ReferenceImages } from './draftServices.js';
import { DRAFT_TEXTS } from './draftTexts.js';
import type { WorldDesigner, WorldDesignOutcome } from '../categorize/worldDesigner.js';
import { findPlayerName, saveWorldDesign, type DraftRow } from './queries.js';

/** A build failure whose message the player may read, and that another attempt cannot fix. */
export class DraftRefusedError extends Error {
  override readonly name = 'DraftRefusedError';
}

export interface BuildDraftDeps {
  db: Database;
  referenceImages: ReferenceImages;
  publisher: GamePublisher;
  /** Publishes refined versions of existing games (issue 14 "Refine"). */
  versionPublisher?: VersionPublisher;
  builder: DraftBuilder;
  safety: Pick<ContentSafety, 'check' | 'rateAudience'>;
  clock: Clock;
  /** The AI provider's world designer; without it games are built from the built-in reading. */
  designer?: WorldDesigner | null;
}

/** The provider's design with a noun the safety check refuses turned into the built-in reading. */
function checkedOutcome(
  outcome: WorldDesignOutcome,
  safety: BuildDraftDeps['safety'],
): WorldDesignOutcome {
  if (outcome.source !== 'ai') return outcome;
  const { design } = outcome;
  const nouns = {
    hero: design.hero,
    enemy: design.enemy,
    collectible: design.collectible,
    weapon: design.weapon,
    vehicle: design.vehicle,
    landmarks: design.landmarks?.join(', '),
  };
  return safety.check(nouns).status === 'clean'
    ? outcome
    : { source: 'built-in', reason: 'design refused by the safety check' };
}

/**
 * The world design to build the draft with: the one an earlier attempt kept, else (with an AI
 * provider) the provider's, asked once and kept on the draft before building so a retry does
 * not ask again. Undefined means the built-in reading: no provider, it failed, or its answer
 * had a word the safety check refuses.
 */
async function worldDesignOf(
  draft: DraftRow,
  deps: BuildDraftDeps,
): Promise<WorldDesign | undefined> {
  let outcome = draft.worldDesign;
  if (!outcome) {
    if (!deps.designer || !draft.leaseToken) return undefined;
    const { payload } = draft;
    outcome = checkedOutcome(
      await deps.designer.design({
        prompt: payload.originalPlayerPrompt.trim(),
        genre: payload.gameGenre,
        confirmed: {
          characterPrompt: payload.characterPrompt,
          secondaryCharacterPrompt: payload.secondaryCharacterPrompt,
          environmentCreationPrompt: payload.environmentCreationPrompt,
          genreSpecificFields: payload.genreSpecificFields,
        },
      }),
      deps.safety,
    );
    await saveWorldDesign(deps.db, draft.id, draft.leaseToken, outcome, deps.clock.now());
  }
  if (outcome.source !== 'ai') return undefined;
  // A design kept by an older version may not fit today's schema: then the built-in reading.
  const checked = worldDesignSchema.safeParse(outcome.design);
  return checked.success ? checked.data : undefined;
}

/**
 * Builds a claimed draft's game with the generator and publishes it under the draft's game
 * id (objects first, row last), with the player as author and the safety module's audience
 * rating, from the AI provider's world design when there is one (see `worldDesignOf`) and
 * `options.useDesign` (the worker's last attempt builds without it, so a design that breaks
 * the build never costs the player the game). `stillHeld` is asked right before publishing: a worker that lost its lease stops
 * there. Returns the game id, or null when the lease was lost. A game already published by
 * an earlier attempt is simply returned.
 */
export async function buildDraftGame(
  draft: DraftRow,
  deps: BuildDraftDeps,
  stillHeld: () => boolean,
  options: { useDesign: boolean } = { useDesign: true },
): Promise<string | null> {
  const { db, publisher, builder, clock } = deps;
  const gameId = gameIdOfDraft(draft.id);
  if (await findGameById(db, gameId)) return gameId;

  const { payload } = draft;
  const author = (await findPlayerName(db, draft.playerId)) ?? 'Player';
  const target = {
    gameId,
    author,
    mediaBaseUrl: gameMediaBaseUrl(gameId),
    createdAt: draft.createdAt,
  };
  const built = await builder.buildGame(await draftBuildInput(draft, deps, target, options));
  checkGeneratedTexts(built, deps.safety);
  if (!stillHeld()) return null;
  await publisher.publishGame({
    gameId,
    built,
    authorName: author,
    createdBy: draft.playerId,
    createdAt: clock.now(),
    remixOf: payload.remixOf ?? null,
  });
  return gameId;
}

/** Where and by whom a draft's game is built: its id, author, media folder and world date. */
export interface DraftBuildTarget {
  gameId: string;
  author: string;
  mediaBaseUrl: string;
  createdAt: Date;
}

/**
 * The generator's input for a draft: its payload's texts, seeded from the prompt, the player's
 * photo, and the world design when `options.useDesign` (see `buildDraftGame`).
 */
export async function draftBuildInput(
  draft: DraftRow,
  deps: BuildDraftDeps,
  target: DraftBuildTarget,
  options: { useDesign: boolean },
): Promise<BuildDraftGameInput> {
  const { referenceImages, builder, safety } = deps;
  const { payload } = draft;
  const photo = draft.referenceImageUrl
    ? await referenceImages
        .load(draft.referenceImageUrl, draft.playerId, 'referenceImageUrl')
        // An upload deleted since the draft was queued leaves a game without the photo, not no game.
        .catch(() => null)
    : null;
  const prompt = payload.originalPlayerPrompt.trim();
  const design = options.useDesign ? await worldDesignOf(draft, deps) : undefined;
  const input: BuildDraftGameInput = {
    gameId: target.gameId,
    prompt,
    genre: payload.gameGenre,
    author: target.author,
    // The categorizer seeds from the prompt too, so the game shows what the player was shown.
    seed: builder.seedFromString(prompt),
    createdAt: target.createdAt.toISOString(),
    mediaBaseUrl: target.mediaBaseUrl,
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
  };
  return design ? { ...input, design } : input;
}

/** A generated title or story the safety check refuses fails the draft for good. */
export function checkGeneratedTexts(built: BuiltGame, safety: BuildDraftDeps['safety']): void {
  if (safety.check({ title: built.title, description: built.description }).status !== 'clean') {
    throw new DraftRefusedError(DRAFT_TEXTS.generatedTextRefused);
  }
}
