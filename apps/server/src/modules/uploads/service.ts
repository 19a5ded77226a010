import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  MESSAGES,
  validateUploadFile,
  type UploadPresignRequest,
  type UploadPresignResponse,
  type UploadType,
} from '@promptplay/contracts';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import { AppError } from '../../errors/appError.js';
import type { VerifiedPlayer } from '../auth/accessTokens.js';
import { checkUploadedImage, type UploadImageType } from './imageCheck.js';
import {
  claimUpload,
  completeUpload,
  countUploadsSince,
  failUpload,
  findUpload,
  findUploadByKey,
  insertUpload,
  releaseUpload,
  type UploadRow,
} from './queries.js';
import { BodyTooLargeError, receiveToStagingFile } from './stagingFile.js';
import {
  STALE_UPLOAD_CLAIM_MS,
  UPLOAD_MAX_BYTES,
  UPLOAD_URL_TTL_MS,
  UPLOADS_PER_PLAYER_PER_HOUR,
} from './uploadLimits.js';
import { TOO_LARGE, type UploadStorage } from './uploadStorage.js';
import { UPLOAD_TEXT } from './uploadText.js';
import type { UploadUrlSigner } from './uploadUrlSigner.js';

const HOUR_MS = 60 * 60_000;

const EXTENSION_BY_TYPE: Readonly<Record<UploadImageType, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

/** A checked, stored image. */
export interface CompletedUpload {
  uploadId: string;
  playerId: string;
  uploadType: UploadType;
  key: string;
  /** Where players read it: the game's reference image URL. */
  fileUrl: string;
  contentType: UploadImageType;
  width: number;
  height: number;
}

/**
 * The presign body with type and size as sent, so the service answers a wrong one with the
 * spec's messages rather than a schema error.
 */
export type UploadPresignInput = Omit<UploadPresignRequest, 'contentType' | 'fileSize'> & {
  contentType: string;
  fileSize: number;
};

/** A PUT on the local upload route, as it arrived. */
export interface ReceivedPut {
  uploadId: string;
  expires: number;
  signature: string;
  /** The request's Content-Type header, if any. */
  contentType: string | undefined;
  /** The request's Content-Length header, if any. */
  contentLength: number | undefined;
  body: Readable;
}

/** Reference images (spec §3 "Upload request", §5, §7): presign, receive, check, hand out. */
export interface UploadService {
  /** Social players only (403 'Sign in to upload' for guests); JPEG or PNG up to 8 MB. */
  presign(player: VerifiedPlayer, request: UploadPresignInput): Promise<UploadPresignResponse>;
  /**
   * The local PUT: checks the signed URL, streams the body (8 MB at most) to the data
   * directory, checks the real bytes and stores the image. A repeated PUT of a completed
   * upload answers the same result (its first answer may have been lost).
   */
  receive(put: ReceivedPut): Promise<CompletedUpload>;
  /**
   * The upload once its bytes are checked. For uploads that went straight to the bucket the
   * check runs here, the first time; throws CONFLICT while nothing was uploaded yet.
   */
  confirm(uploadId: string): Promise<CompletedUpload>;
  /**
   * The image behind a `referenceImageUrl` this player uploaded, checked and read back; for
   * the draft builder. 400 naming `field` when the URL is not such an upload.
   *
   * @example const { body } = await uploads.referenceImage(payload.referenceImageUrl, playerId);
   */
  referenceImage(
    url: string,
    playerId: string,
    field?: string,
  ): Promise<{ upload: CompletedUpload; body: Buffer }>;
}

export interface UploadServiceDeps {
  db: Database;
  clock: Clock;
  storage: UploadStorage;
  /** Signs and checks local PUT URLs; needed when `storage.route` is `server`. */
  signer: UploadUrlSigner;
  /** Where local PUT bodies are streamed before they are checked (under the data directory). */
  stagingDir: string;
  newId?: () => string;
}

function refusal(code: 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE', message: string) {
  return new AppError(code, message, [{ field: 'file', message }]);
}

function mediaTypeOf(header: string): string {
  return (header.split(';')[0] ?? '').trim().toLowerCase();
}

export function createUploadService(deps: UploadServiceDeps): UploadService {
  const { db, clock, storage, signer } = deps;
  const newId = deps.newId ?? randomUUID;

  function toCompleted(row: UploadRow): CompletedUpload {
    if (row.status !== 'completed' || row.width === null || row.height === null) {
      throw new AppError('CONFLICT', UPLOAD_TEXT.notUploadedYet);
    }
    return {
      uploadId: row.id,
      playerId: row.playerId,
      uploadType: row.uploadType,
      key: row.objectKey,
      fileUrl: storage.publicUrl(row.objectKey),
      contentType: row.contentType as UploadImageType,
      width: row.width,
      height: row.height,
    };
  }

  async function refuse(
    row: UploadRow,
    from: 'pending' | 'uploading',
    error: AppError,
    reason: string,
  ): Promise<never> {
    await failUpload(db, row.id, from, reason, clock.now());
    // Bytes the client put straight into the bucket must not stay readable there.
    if (storage.route === 'direct') await storage.remove(row.objectKey);
    throw error;
  }

  /** Checks the bytes, stores the clean image, then marks the row: object first, row last. */
  async function checkAndStore(
    row: UploadRow,
    bytes: Buffer,
    from: 'pending' | 'uploading',
  ): Promise<CompletedUpload> {
    const check = await checkUploadedImage(bytes, row.contentType as UploadImageType);
    if (!check.ok) {
      const error = refusal('UNSUPPORTED_MEDIA_TYPE', UPLOAD_TEXT.refusals[check.reason]);
      return refuse(row, from, error, check.reason);
    }
    await storage.write(row.objectKey, check.body, check.contentType);
    const result = { sizeBytes: check.body.byteLength, width: check.width, height: check.height };
    let isMine: boolean;
    try {
      isMine = await completeUpload(db, row.id, from, result, clock.now());
    } catch (error) {
      await storage.remove(row.objectKey).catch(() => undefined);
      throw error;
    }
    if (isMine) return toCompleted({ ...row, ...result, status: 'completed' });
    // Another request finished the same upload meanwhile (a taken-over claim, a second
    // confirm): its image, checked the same way, is the one that counts.
    const current = await findUpload(db, row.id);
    if (current?.status === 'completed') return toCompleted(current);
    throw new AppError('CONFLICT', UPLOAD_TEXT.inProgress);
  }

  async function existing(uploadId: string): Promise<UploadRow> {
    const row = await findUpload(db, uploadId);
    if (!row) throw new AppError('NOT_FOUND', UPLOAD_TEXT.notFound);
    if (row.status === 'failed') throw new AppError('CONFLICT', UPLOAD_TEXT.alreadyRefused);
    return row;
  }

  async function confirm(uploadId: string): Promise<CompletedUpload> {
    const row = await existing(uploadId);
    if (row.status === 'completed') return toCompleted(row);
    if (storage.route === 'server' || row.status !== 'pending') {
      throw new AppError('CONFLICT', UPLOAD_TEXT.notUploadedYet);
    }
    const bytes = await storage.read(row.objectKey, UPLOAD_MAX_BYTES);
    if (bytes === null) throw new AppError('CONFLICT', UPLOAD_TEXT.notUploadedYet);
    if (bytes === TOO_LARGE) {
      return refuse(
        row,
        'pending',
        refusal('PAYLOAD_TOO_LARGE', MESSAGES.fileTooLarge),
        'too_large',
      );
    }
    return checkAndStore(row, bytes, 'pending');
  }

  return {
    async presign(player, request) {
      if (player.authMethod !== 'social') throw new AppError('FORBIDDEN', MESSAGES.signInToUpload);
      const problem = validateUploadFile({ size: request.fileSize, type: request.contentType });
      if (problem) {
        const field = problem === MESSAGES.fileTooLarge ? 'fileSize' : 'contentType';
        throw new AppError('VALIDATION_FAILED', problem, [{ field, message: problem }]);
      }
      const now = clock.now();
      const recent = await countUploadsSince(
        db,
        player.playerId,
        new Date(now.getTime() - HOUR_MS),
      );
      if (recent >= UPLOADS_PER_PLAYER_PER_HOUR) {
        throw new AppError('RATE_LIMITED', UPLOAD_TEXT.tooManyUploads);
      }
      const uploadId = newId();
      const contentType = request.contentType.toLowerCase() as UploadImageType;
      const key = `uploads/${uploadId}.${EXTENSION_BY_TYPE[contentType]}`;
      const expiresAt = new Date(now.getTime() + UPLOAD_URL_TTL_MS);
      // The URL is computed before the row exists, so a failure leaves no row behind.
      const uploadUrl = await storage.presignPut({
        uploadId,
        key,
        contentType,
        size: request.fileSize,
        expiresAt,
      });
      await insertUpload(db, {
        id: uploadId,
        playerId: player.playerId,
        uploadType: request.uploadType,
        objectKey: key,
        contentType,
        declaredSize: request.fileSize,
        originalFileName: request.metadata.originalFileName,
        metadata: { category: request.metadata.category, source: request.metadata.source },
        status: 'pending',
        expiresAt,
        createdAt: now,
        updatedAt: now,
      });
      return { uploadId, uploadUrl, key, fileUrl: storage.publicUrl(key) };
    },

    async receive(put) {
      if (storage.route !== 'server') throw new AppError('NOT_FOUND', UPLOAD_TEXT.notFound);
      const verdict = await signer.verify(put.uploadId, put.expires, put.signature);
      if (verdict === 'forged') throw new AppError('FORBIDDEN', UPLOAD_TEXT.linkInvalid);
      if (verdict === 'expired') throw new AppError('FORBIDDEN', UPLOAD_TEXT.linkExpired);
      const row = await existing(put.uploadId);
      if (row.status === 'completed') return toCompleted(row);
      if (put.contentType !== undefined && mediaTypeOf(put.contentType) !== row.contentType) {
        throw refusal('UNSUPPORTED_MEDIA_TYPE', UPLOAD_TEXT.contentTypeMismatch(row.contentType));
      }
      const now = clock.now();
      const claimed = await claimUpload(
        db,
        row.id,
        now,
        new Date(now.getTime() - STALE_UPLOAD_CLAIM_MS),
      );
      if (!claimed) throw new AppError('CONFLICT', UPLOAD_TEXT.inProgress);
      const tooLarge = refusal('PAYLOAD_TOO_LARGE', MESSAGES.fileTooLarge);
      if (put.contentLength !== undefined && put.contentLength > UPLOAD_MAX_BYTES) {
        return refuse(claimed, 'uploading', tooLarge, 'too_large');
      }
      let staged;
      try {
        staged = await receiveToStagingFile(put.body, deps.stagingDir, UPLOAD_MAX_BYTES);
      } catch (error) {
        if (error instanceof BodyTooLargeError) {
          return refuse(claimed, 'uploading', tooLarge, 'too_large');
        }
        // The sender went away mid-file: the same URL may be tried again.
        await releaseUpload(db, claimed.id, clock.now());
        throw error;
      }
      try {
        return await checkAndStore(claimed, await readFile(staged.path), 'uploading');
      } catch (error) {
        if (!(error instanceof AppError)) await releaseUpload(db, claimed.id, clock.now());
        throw error;
      } finally {
        await staged.remove();
      }
    },

    confirm,

    async referenceImage(url, playerId, field = 'referenceImageUrl') {
      const invalid = () =>
        new AppError('BAD_REQUEST', UPLOAD_TEXT.notAnUploadedImage, [
          { field, message: UPLOAD_TEXT.notAnUploadedImage },
        ]);
      const key = storage.keyOfPublicUrl(url);
      const row = key ? await findUploadByKey(db, key) : null;
      if (!row || row.playerId !== playerId) throw invalid();
      const upload = await confirm(row.id);
      const body = await storage.read(upload.key, Number.MAX_SAFE_INTEGER);
      if (body === null || body === TOO_LARGE) throw invalid();
      return { upload, body };
    },
  };
}
