import { MESSAGES } from '@promptplay/contracts';
import { UploadError, isRetryableUploadStatus } from './uploadError.js';

export interface PutFileRequest {
  url: string;
  file: Blob;
  contentType: string;
  timeoutMs: number;
  /** Share of the body sent so far, 0..1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Sends a file to a presigned storage URL; resolves on 200 or 204, throws UploadError else. */
export type PutFile = (request: PutFileRequest) => Promise<void>;

const SUCCESS_STATUSES: ReadonlySet<number> = new Set([200, 204]);

/**
 * PUT with XMLHttpRequest, the one browser API that reports upload progress. The storage URL
 * is presigned, so no bearer token travels with the file.
 */
export const putFileWithXhr: PutFile = (request) =>
  new Promise<void>((resolve, reject) => {
    if (request.signal?.aborted) {
      reject(new DOMException('Upload aborted', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbortSignal = () => xhr.abort();
    const settle = (outcome: () => void) => {
      request.signal?.removeEventListener('abort', onAbortSignal);
      outcome();
    };
    xhr.open('PUT', request.url);
    xhr.setRequestHeader('Content-Type', request.contentType);
    xhr.timeout = request.timeoutMs;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        request.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () =>
      settle(() => {
        if (SUCCESS_STATUSES.has(xhr.status)) {
          request.onProgress?.(1);
          resolve();
          return;
        }
        reject(
          new UploadError(
            MESSAGES.uploadFailedWithStatus(xhr.status, xhr.statusText),
            isRetryableUploadStatus(xhr.status),
          ),
        );
      });
    xhr.onerror = () => settle(() => reject(new UploadError(MESSAGES.uploadNetworkError, true)));
    // Five minutes is already generous; a second wait of the same length helps no one.
    xhr.ontimeout = () => settle(() => reject(new UploadError(MESSAGES.uploadTimedOut, false)));
    xhr.onabort = () => settle(() => reject(new DOMException('Upload aborted', 'AbortError')));
    request.signal?.addEventListener('abort', onAbortSignal);
    xhr.send(request.file);
  });
