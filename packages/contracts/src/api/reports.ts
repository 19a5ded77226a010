import { z } from 'zod';
import { entityIdSchema } from './common.js';

/** What a player may report (issue 14 "Reports"). */
export const reportTargetTypeSchema = z.enum(['game', 'comment']);
export type ReportTargetType = z.infer<typeof reportTargetTypeSchema>;

/** The fixed reasons a player picks from; their labels are MESSAGES.reportReasons. */
export const REPORT_REASONS = ['not_for_children', 'hateful', 'spam', 'broken', 'other'] as const;
export const reportReasonSchema = z.enum(REPORT_REASONS);
export type ReportReason = z.infer<typeof reportReasonSchema>;

export const REPORT_TEXT_MAX_LENGTH = 500;

/** Body of POST /api/reports. */
export const reportInputSchema = z.object({
  targetType: reportTargetTypeSchema,
  /** A game id or a comment id. */
  targetId: entityIdSchema,
  reason: reportReasonSchema,
  text: z.string().trim().max(REPORT_TEXT_MAX_LENGTH).optional(),
});
export type ReportInput = z.infer<typeof reportInputSchema>;

/** 201 answer of POST /api/reports. */
export const reportCreatedSchema = z.object({ id: entityIdSchema });
export type ReportCreated = z.infer<typeof reportCreatedSchema>;
