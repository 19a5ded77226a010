import type {
  DraftCreateResponse,
  DraftStatusResponse,
  GameCreationPayload,
} from '@promptplay/contracts';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/appError.js';
import type { VerifiedPlayer } from '../auth/accessTokens.js';
import type { FightingGate } from '../competition/fightingGate.js';
import { assertRemixable } from '../remixes/service.js';
import type { ContentSafety } from '../safety/contentSafety.js';
import type { DraftSignal } from './draftSignal.js';
import type { DraftAllowance, ReferenceImages } from './draftServices.js';
import { DRAFT_TEXTS } from './draftTexts.js';
import { findDraft } from './queries.js';
import { queueDraft } from './queueDraft.js';

export interface DraftService {
  /**
   * Queues a game for the player: checks the texts, takes one of today's prompts and writes
   * the draft in one transaction (no draft, no prompt spent), then wakes the worker.
   */
  create(player: VerifiedPlayer, payload: GameCreationPayload): Promise<DraftCreateResponse>;
  /** The draft's state; 404 for anyone but its owner. */
  status(player: VerifiedPlayer, draftId: string): Promise<DraftStatusResponse>;
}

export interface DraftServiceDeps {
  db: Database;
  clock: Clock;
  allowance: DraftAllowance;
  safety: Pick<ContentSafety, 'assertClean'>;
  referenceImages: ReferenceImages;
  signal: DraftSignal;
  /** Guests get no Fighting game while Week of Fight is live (403 before anything is spent). */
  fightingGate: FightingGate;
}

/** Every text of the payload by its field name (genre fields as `genreSpecificFields.<key>`). */
function textFieldsOf(payload: GameCreationPayload): Record<string, string> {
  const fields: Record<string, string> = {
    originalPlayerPrompt: payload.originalPlayerPrompt,
    characterPrompt: payload.characterPrompt,
    secondaryCharacterPrompt: payload.secondaryCharacterPrompt,
    environmentCreationPrompt: payload.environmentCreationPrompt,
    gameCreationPrompt: payload.gameCreationPrompt,
  };
  for (const [key, text] of Object.entries(payload.genreSpecificFields)) {
    if (typeof text === 'string') fields[`genreSpecificFields.${key}`] = text;
  }
  return fields;
}

/** The photo for the hero: the character reference, else the general reference image. */
function referenceOf(payload: GameCreationPayload): { field: string; url: string } | null {
  if (payload.referenceCharacterUrl) {
    return { field: 'referenceCharacterUrl', url: payload.referenceCharacterUrl };
  }
  if (payload.referenceImageUrl) {
    return { field: 'referenceImageUrl', url: payload.referenceImageUrl };
  }
  return null;
}

export function createDraftService(deps: DraftServiceDeps): DraftService {
  const { db, safety, referenceImages, fightingGate } = deps;

  /** The photo's URL, once checked to be the player's own upload (400 naming the field if not). */
  async function checkedReferenceUrl(player: VerifiedPlayer, payload: GameCreationPayload) {
    const reference = referenceOf(payload);
    if (!reference) return null;
    await referenceImages.load(reference.url, player.playerId, reference.field);
    return reference.url;
  }

  return {
    async create(player, payload) {
      if (payload.remixOf) await assertRemixable(db, player, payload.remixOf);
      await fightingGate.assertMayCreate(player, payload.gameGenre);
      safety.assertClean(textFieldsOf(payload));
      const referenceImageUrl = await checkedReferenceUrl(player, payload);
      const draftId = await queueDraft(deps, player, { payload, referenceImageUrl });
      return { success: true, draftId };
    },

    async status(player, draftId) {
      const draft = await findDraft(db, draftId);
      if (!draft || draft.playerId !== player.playerId) {
        throw new AppError('NOT_FOUND', DRAFT_TEXTS.draftNotFound);
      }
      return {
        draftId: draft.id,
        status: draft.status,
        ...(draft.status === 'completed' && draft.gameId ? { gameId: draft.gameId } : {}),
        ...(draft.status === 'failed'
          ? { message: draft.failureMessage ?? DRAFT_TEXTS.buildFailed }
          : {}),
      };
    },
  };
}
