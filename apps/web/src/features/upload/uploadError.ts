/** A failed upload, carrying the text the player sees after 'Upload failed: '. */
export class UploadError extends Error {
  override readonly name = 'UploadError';

  constructor(
    message: string,
    /** Network trouble and server hiccups are worth another attempt; refusals are not. */
    readonly isRetryable: boolean,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** Statuses a storage PUT may succeed on another attempt (server errors, throttling, timeout). */
export function isRetryableUploadStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}
