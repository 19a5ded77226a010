import { z } from 'zod';
import { eventPhaseSchema } from '../enums.js';
import { entityIdSchema, isoDateTimeSchema } from './common.js';
import { gameIdSchema } from './game.js';

/**
 * GET /api/player-event (spec §3 "Event data"), plus what the banners need. Phase, times,
 * name and prize are null without an event. `serverNow` is the server's clock when it
 * answered, so a countdown on a phone with a wrong clock is still right.
 */
export const eventDataSchema = z.object({
  hasEvent: z.boolean(),
  phase: eventPhaseSchema.nullable(),
  eventStart: isoDateTimeSchema.nullable(),
  eventEnd: isoDateTimeSchema.nullable(),
  eventId: entityIdSchema.nullish(),
  name: z.string().max(200).nullish(),
  prize: z.string().max(500).nullish(),
  previewAt: isoDateTimeSchema.nullish(),
  endingSoonAt: isoDateTimeSchema.nullish(),
  reviewUntil: isoDateTimeSchema.nullish(),
  serverNow: isoDateTimeSchema.nullish(),
});
export type EventData = z.infer<typeof eventDataSchema>;

/** One leaderboard row; `score` is the play count (spec §3). */
export const competitionEntrySchema = z.object({
  gameId: gameIdSchema,
  gameTitle: z.string().max(200),
  ownerPlayerId: entityIdSchema,
  ownerPlayerName: z.string().max(100),
  score: z.number().int().min(0),
});
export type CompetitionEntry = z.infer<typeof competitionEntrySchema>;

/** GET /api/game-competition, ranked best first (ties: who reached the score first). */
export const competitionDataSchema = z.object({
  gameCompetitionEntries: z.array(competitionEntrySchema).max(1000),
});
export type CompetitionData = z.infer<typeof competitionDataSchema>;

/** GET /api/player-mail: the oldest unread message. `body` is HTML: sanitise before rendering. */
export const mailSchema = z.object({
  hasMail: z.boolean(),
  title: z.string().max(200).nullable(),
  body: z.string().max(20_000).nullable(),
  mailId: entityIdSchema.nullish(),
});
export type Mail = z.infer<typeof mailSchema>;

/** POST /api/player-mail/{mailId}/read: marks it read for this player on every device. */
export const mailIdParamsSchema = z.object({ mailId: entityIdSchema });
export type MailIdParams = z.infer<typeof mailIdParamsSchema>;

/** Answer of POST /api/player-mail/{mailId}/read (the same on a repeat). */
export const mailReadResponseSchema = z.object({
  mailId: entityIdSchema,
  readAt: isoDateTimeSchema,
});
export type MailReadResponse = z.infer<typeof mailReadResponseSchema>;
