import { UPLOAD_ALLOWED_TYPES, UPLOAD_MAX_BYTES } from '../constants.js';
import { MESSAGES } from '../messages.js';

type AllowedUploadType = (typeof UPLOAD_ALLOWED_TYPES)[number];

const UPLOAD_TYPE_LABELS: Readonly<Record<AllowedUploadType, string>> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
};

/** The allowed upload types as people name them, for the unsupported-type message: 'JPEG, PNG'. */
export const UPLOAD_ALLOWED_TYPES_LABEL = UPLOAD_ALLOWED_TYPES.map(
  (type) => UPLOAD_TYPE_LABELS[type],
).join(', ');

export type UploadFileInput = {
  /** Bytes. */
  size: number;
  /** MIME type as the browser reports it; may be empty. */
  type: string;
};

/** MIME types compare case-insensitively. */
export function isAllowedUploadType(type: string): boolean {
  return (UPLOAD_ALLOWED_TYPES as readonly string[]).includes(type.toLowerCase());
}

/**
 * The create modal's reference-image check (spec §5): JPEG or PNG, at most 8 MB.
 * Returns the message to show, or null when the file is acceptable.
 *
 * @example validateUploadFile({ size: 10, type: 'image/gif' })
 * // 'File type image/gif is not supported. Please use: JPEG, PNG'
 */
export function validateUploadFile({ size, type }: UploadFileInput): string | null {
  if (!Number.isFinite(size) || size > UPLOAD_MAX_BYTES) return MESSAGES.fileTooLarge;
  if (!isAllowedUploadType(type)) {
    return MESSAGES.fileTypeNotSupported(type || 'unknown', UPLOAD_ALLOWED_TYPES_LABEL);
  }
  return null;
}
