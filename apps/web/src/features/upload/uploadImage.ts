import {
  CONSTANTS,
  MESSAGES,
  uploadPresignResponseSchema,
  type UploadPresignRequest,
  type UploadPresignResponse,
  type UploadStatus,
  type UploadType,
} from '@promptplay/contracts';
import type { ApiClient } from '../../lib/api/apiClient.js';
import { ApiError, isAbortError } from '../../lib/api/errors.js';
import { sleep as timerSleep } from '../../lib/timing/timers.js';
import { putFileWithXhr, type PutFile } from './putFile.js';
import { UploadError } from './uploadError.js';

export const UPLOAD_PRESIGN_PATH = '/api/upload/presign';

/** Where the create modal's uploads come from, for the server's records. */
const UPLOAD_SOURCE = 'create_modal';

export interface UploadImageDeps {
  api: ApiClient;
  playerId: string;
  putFile?: PutFile;
  sleep?: (ms: number) => Promise<void>;
  onStatus?: (status: UploadStatus) => void;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface UploadedImage {
  uploadId: string;
  /** Where the image can be read: the reference image URL of the game. */
  fileUrl: string;
}

export type UploadableFile = Pick<File, 'name' | 'size' | 'type'> & Blob;

function presignRequest(
  file: UploadableFile,
  uploadType: UploadType,
  playerId: string,
): UploadPresignRequest {
  return {
    fileName: file.name,
    fileSize: file.size,
    contentType: file.type.toLowerCase() as UploadPresignRequest['contentType'],
    uploadType,
    metadata: {
      userId: playerId,
      originalFileName: file.name,
      category: uploadType,
      source: UPLOAD_SOURCE,
    },
  };
}

async function presign(
  api: ApiClient,
  request: UploadPresignRequest,
  signal?: AbortSignal,
): Promise<UploadPresignResponse> {
  try {
    return await api.request(UPLOAD_PRESIGN_PATH, {
      method: 'POST',
      json: request,
      schema: uploadPresignResponseSchema,
      requiresAuth: true,
      signal,
    });
  } catch (error) {
    if (isAbortError(error) || !(error instanceof ApiError)) throw error;
    if (error.errorClass === 'auth') throw new UploadError(MESSAGES.signInToUpload, false);
    if (error.status === undefined) {
      throw new UploadError(MESSAGES.uploadNetworkError, false, { cause: error });
    }
    throw new UploadError(MESSAGES.uploadFailedWithStatus(error.status, error.message), false, {
      cause: error,
    });
  }
}

/**
 * Uploads a checked reference image (spec §7): presign, then PUT the file to storage with
 * up to 3 attempts, waiting 2 s then 4 s between them; each PUT may take 5 minutes.
 * Reports pending → uploading → completed; throws UploadError with the player's text.
 */
export async function uploadImage(
  file: UploadableFile,
  uploadType: UploadType,
  deps: UploadImageDeps,
): Promise<UploadedImage> {
  const putFile = deps.putFile ?? putFileWithXhr;
  const sleep = deps.sleep ?? ((ms: number) => timerSleep(ms));
  deps.onStatus?.('pending');
  const request = presignRequest(file, uploadType, deps.playerId);
  const target = await presign(deps.api, request, deps.signal);

  for (let attempt = 1; ; attempt++) {
    deps.onStatus?.('uploading');
    try {
      await putFile({
        url: target.uploadUrl,
        file,
        contentType: request.contentType,
        timeoutMs: CONSTANTS.UPLOAD_TIMEOUT_MS,
        onProgress: deps.onProgress,
        signal: deps.signal,
      });
      deps.onStatus?.('completed');
      return { uploadId: target.uploadId, fileUrl: target.fileUrl ?? `/media/${target.key}` };
    } catch (error) {
      if (!(error instanceof UploadError) || !error.isRetryable) throw error;
      if (attempt >= CONSTANTS.UPLOAD_MAX_ATTEMPTS) {
        throw new UploadError(MESSAGES.uploadFailedAfterRetries, false, { cause: error });
      }
      await sleep(CONSTANTS.UPLOAD_BACKOFF_MS[attempt - 1] ?? CONSTANTS.UPLOAD_BACKOFF_MS[1]);
      if (deps.signal?.aborted) throw new DOMException('Upload aborted', 'AbortError');
    }
  }
}
