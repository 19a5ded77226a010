import { z } from 'zod/mini';
import { eventPhaseMiniSchema } from '../enumsMini.js';
import { entityIdSchema, isoDateTimeSchema } from './common.js';
import { gameIdSchema } from './game.js';

// zod/mini: the first view reads the event and the mail (README "First view and deep pages").

/**
 * GET /api/player-event (spec §3 "Event data"), plus what the banners need. Phase, times,
 * name and prize are null without an event. `serverNow` is the server's clock when it
 * answered, so a countdown on a phone with a wrong clock is still right.
 */
export const eventDataSchema = z.object({
  hasEvent: z.boolean(),
  phase: z.nullable(eventPhaseMiniSchema),
  eventStart: z.nullable(isoDateTimeSchema),
  eventEnd: z.nullable(isoDateTimeSchema),
  eventId: z.nullish(entityIdSchema),
  name: z.nullish(z.string().check(z.maxLength(200))),
  prize: z.nullish(z.string().check(z.maxLength(500))),
  previewAt: z.nullish(isoDateTimeSchema),
  endingSoonAt: z.nullish(isoDateTimeSchema),
  reviewUntil: z.nullish(isoDateTimeSchema),
  serverNow: z.nullish(isoDateTimeSchema),
});
export type EventData = z.infer<typeof eventDataSchema>;

/** One leaderboard row; `score` is the play count (spec §3). */
export const competitionEntrySchema = z.object({
  gameId: gameIdSchema,
  gameTitle: z.string().check(z.maxLength(200)),
  ownerPlayerId: entityIdSchema,
  ownerPlayerName: z.string().check(z.maxLength(100)),
  score: z.int().check(z.minimum(0)),
});
export type CompetitionEntry = z.infer<typeof competitionEntrySchema>;

/** GET /api/game-competition, ranked best first (ties: who reached the score first). */
export const competitionDataSchema = z.object({
  gameCompetitionEntries: z.array(competitionEntrySchema).check(z.maxLength(1000)),
});
export type CompetitionData = z.infer<typeof competitionDataSchema>;

/** GET /api/player-mail: the oldest unread message. `body` is HTML: sanitise before rendering. */
export const mailSchema = z.object({
  hasMail: z.boolean(),
  title: z.nullable(z.string().check(z.maxLength(200))),
  body: z.nullable(z.string().check(z.maxLength(20_000))),
  mailId: z.nullish(entityIdSchema),
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
