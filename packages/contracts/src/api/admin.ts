import { z } from 'zod';
import { eventPhaseSchema } from '../enums.js';
import { entityIdSchema, isoDateTimeSchema } from './common.js';
import { gameIdSchema } from './game.js';
import { reportReasonSchema, reportTargetTypeSchema } from './reports.js';

/**
 * The operator console's API (`/api/admin/*`, admin role only). Events have five ordered
 * instants; the server refuses an order that is wrong (400 naming the field) and an event
 * that overlaps another (409).
 */
export const adminEventInputSchema = z.object({
  name: z.string().trim().min(1).max(200),
  prize: z.string().trim().min(1).max(500),
  previewAt: isoDateTimeSchema,
  startAt: isoDateTimeSchema,
  endingSoonAt: isoDateTimeSchema,
  endAt: isoDateTimeSchema,
  reviewUntil: isoDateTimeSchema,
});
export type AdminEventInput = z.infer<typeof adminEventInputSchema>;

export const adminEventSchema = adminEventInputSchema.extend({
  id: entityIdSchema,
  /** The phase now, by the server's clock; null before previewAt and after reviewUntil. */
  phase: eventPhaseSchema.nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type AdminEvent = z.infer<typeof adminEventSchema>;

export const adminEventListSchema = z.object({ events: z.array(adminEventSchema) });
export type AdminEventList = z.infer<typeof adminEventListSchema>;

export const adminEventIdParamsSchema = z.object({ id: entityIdSchema });
export type AdminEventIdParams = z.infer<typeof adminEventIdParamsSchema>;

/** POST /api/admin/mail: to one player, or to everyone without `playerId`. Body is HTML. */
export const adminMailInputSchema = z.object({
  title: z.string().trim().min(1).max(200),
  body: z.string().trim().min(1).max(20_000),
  playerId: z.optional(entityIdSchema),
});
export type AdminMailInput = z.infer<typeof adminMailInputSchema>;

export const adminMailSentSchema = z.object({
  mailId: entityIdSchema,
  /** The body as stored (sanitized). */
  body: z.string(),
});
export type AdminMailSent = z.infer<typeof adminMailSentSchema>;

export const adminGameParamsSchema = z.object({ gameId: gameIdSchema });
export type AdminGameParams = z.infer<typeof adminGameParamsSchema>;

export const adminHideGameInputSchema = z.object({
  reason: z.string().trim().min(1).max(500),
});
export type AdminHideGameInput = z.infer<typeof adminHideGameInputSchema>;

export const adminGameVisibilitySchema = z.object({
  gameId: gameIdSchema,
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
});
export type AdminGameVisibility = z.infer<typeof adminGameVisibilitySchema>;

export const adminAuditEntrySchema = z.object({
  id: entityIdSchema,
  adminPlayerId: z.nullable(entityIdSchema),
  adminName: z.string(),
  action: z.string(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: isoDateTimeSchema,
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

export const adminAuditListSchema = z.object({ entries: z.array(adminAuditEntrySchema) });
export type AdminAuditList = z.infer<typeof adminAuditListSchema>;

/** GET /api/admin/me: whether the caller may open the console (the page asks first). */
export const adminWhoAmISchema = z.object({ isAdmin: z.boolean() });
export type AdminWhoAmI = z.infer<typeof adminWhoAmISchema>;

/** One player's report in the moderation queue. */
export const adminReportSchema = z.object({
  id: entityIdSchema,
  reason: reportReasonSchema,
  text: z.string().nullable(),
  reporterId: entityIdSchema,
  reporterName: z.string(),
  status: z.enum(['open', 'actioned', 'dismissed']),
  createdAt: isoDateTimeSchema,
  resolvedAt: z.nullable(isoDateTimeSchema),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

/** The reported game, or the game a reported comment sits under. */
export const adminReportedGameSchema = z.object({
  gameId: gameIdSchema,
  title: z.string(),
  author: z.string(),
  screenshotUrl: z.string().nullable(),
});
export type AdminReportedGame = z.infer<typeof adminReportedGameSchema>;

/** A reported target with its reports (open, or closed), oldest first. */
export const adminReportGroupSchema = z.object({
  targetType: reportTargetTypeSchema,
  targetId: entityIdSchema,
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
  game: adminReportedGameSchema,
  /** The reported comment; null for a game. */
  comment: z.object({ text: z.string(), author: z.string() }).nullable(),
  reports: z.array(adminReportSchema),
});
export type AdminReportGroup = z.infer<typeof adminReportGroupSchema>;

/**
 * Query of GET /api/admin/reports: the open queue (the longest-waiting target first) or the
 * closed reports (the latest resolved first), so a moderator can restore what was hidden.
 */
export const adminReportQuerySchema = z.object({
  status: z.enum(['open', 'closed']).default('open'),
});
export type AdminReportQuery = z.infer<typeof adminReportQuerySchema>;

/** GET /api/admin/reports: reported targets, each with its reports. */
export const adminReportQueueSchema = z.object({ groups: z.array(adminReportGroupSchema) });
export type AdminReportQueue = z.infer<typeof adminReportQueueSchema>;

/** POST /api/admin/reports/dismiss: dismisses every open report on one target. */
export const adminReportTargetSchema = z.object({
  targetType: reportTargetTypeSchema,
  targetId: entityIdSchema,
});
export type AdminReportTarget = z.infer<typeof adminReportTargetSchema>;

export const adminReportsResolvedSchema = z.object({ resolved: z.number().int().min(0) });
export type AdminReportsResolved = z.infer<typeof adminReportsResolvedSchema>;

export const adminReportParamsSchema = z.object({ id: entityIdSchema });
export type AdminReportParams = z.infer<typeof adminReportParamsSchema>;

export const adminCommentParamsSchema = z.object({ commentId: entityIdSchema });
export type AdminCommentParams = z.infer<typeof adminCommentParamsSchema>;

export const adminCommentVisibilitySchema = z.object({
  commentId: entityIdSchema,
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
});
export type AdminCommentVisibility = z.infer<typeof adminCommentVisibilitySchema>;
