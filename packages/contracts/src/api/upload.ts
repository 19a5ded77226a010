import { z } from 'zod';
import { UPLOAD_ALLOWED_TYPES, UPLOAD_MAX_BYTES } from '../constants.js';
import { entityIdSchema, httpUrlOrPathSchema } from './common.js';

/** What an uploaded image is for: the character reference or the fighting punching dummy. */
export const UPLOAD_TYPES = ['reference_image', 'punching_dummy'] as const;
export const uploadTypeSchema = z.enum(UPLOAD_TYPES);
export type UploadType = z.infer<typeof uploadTypeSchema>;

const fileNameSchema = z.string().trim().min(1).max(255);

/** Body of POST /api/upload/presign (spec §3 "Upload request"). */
export const uploadPresignRequestSchema = z.object({
  fileName: fileNameSchema,
  fileSize: z.number().int().min(1).max(UPLOAD_MAX_BYTES),
  contentType: z.enum(UPLOAD_ALLOWED_TYPES),
  uploadType: uploadTypeSchema,
  metadata: z.object({
    userId: entityIdSchema,
    originalFileName: fileNameSchema,
    category: z.string().max(50),
    source: z.string().max(50),
  }),
});
export type UploadPresignRequest = z.infer<typeof uploadPresignRequestSchema>;

/** Answer of POST /api/upload/presign: PUT the file to `uploadUrl` before it expires. */
export const uploadPresignResponseSchema = z.object({
  uploadId: entityIdSchema,
  uploadUrl: httpUrlOrPathSchema,
  /** Object storage key of the file. */
  key: z.string().min(1).max(500),
  /** Where the file can be read once uploaded (use it as referenceImageUrl). */
  fileUrl: z.optional(httpUrlOrPathSchema),
});
export type UploadPresignResponse = z.infer<typeof uploadPresignResponseSchema>;
