import { z } from 'zod';
import { eventPhaseSchema } from '../enums.js';
import { entityIdSchema, isoDateTimeSchema } from './common.js';
import { gameIdSchema } from './game.js';

/** GET /api/player-event (spec §3 "Event data"). Phase and times are null without an event. */
export const eventDataSchema = z.object({
  hasEvent: z.boolean(),
  phase: eventPhaseSchema.nullable(),
  eventStart: isoDateTimeSchema.nullable(),
  eventEnd: isoDateTimeSchema.nullable(),
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

/** GET /api/game-competition, ranked best first. */
export const competitionDataSchema = z.object({
  gameCompetitionEntries: z.array(competitionEntrySchema).max(1000),
});
export type CompetitionData = z.infer<typeof competitionDataSchema>;

/** GET /api/player-mail. `body` is HTML: sanitise before rendering. */
export const mailSchema = z.object({
  hasMail: z.boolean(),
  title: z.string().max(200).nullable(),
  body: z.string().max(20_000).nullable(),
});
export type Mail = z.infer<typeof mailSchema>;
