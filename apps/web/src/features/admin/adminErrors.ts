import { MESSAGES, type FieldError } from '@promptplay/contracts';
import { ApiError } from '../../lib/api/errors.js';

export interface AdminErrorText {
  message: string;
  /** The fields the server named (400 with field errors). */
  fieldErrors: FieldError[];
}

/**
 * What to tell the operator about a failed call: the server's own message (a 400 naming the
 * field, a 409 naming the overlapping event) when it sent one, else a generic line.
 */
export function adminErrorText(error: unknown): AdminErrorText {
  if (error instanceof ApiError && error.body) {
    return { message: error.body.message, fieldErrors: error.body.fieldErrors };
  }
  return { message: MESSAGES.adminSomethingFailed, fieldErrors: [] };
}
