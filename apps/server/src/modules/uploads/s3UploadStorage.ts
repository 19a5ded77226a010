import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Clock } from '../../clock.js';
import { TOO_LARGE, type UploadStorage } from './uploadStorage.js';
import type { S3UploadConfig } from './uploadsConfig.js';

/** An S3 client for any S3-compatible endpoint (path-style URLs work with MinIO and friends). */
export function createS3Client(config: S3UploadConfig): S3Client {
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Otherwise the presigner signs a CRC32 of the empty body and the bucket refuses the file.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

function isNotFound(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, $metadata } = error as { name?: unknown; $metadata?: { httpStatusCode?: number } };
  return name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404;
}

/**
 * Uploads straight into an S3-compatible bucket: the presigned PUT signs the key, content
 * type and exact length, so the bucket itself refuses another size or type; the bytes are
 * checked afterwards (`UploadService.confirm`). The bucket needs CORS allowing PUT from the
 * app's origin, and public read (or a CDN in front) for `publicUrl`.
 */
export function createS3UploadStorage(
  config: S3UploadConfig,
  clock: Clock,
  client: S3Client = createS3Client(config),
): UploadStorage {
  const publicBase = config.publicUrl ?? `${config.endpoint}/${config.bucket}`;
  const Bucket = config.bucket;

  return {
    route: 'direct',

    async presignPut({ key, contentType, size, expiresAt }) {
      const now = clock.now();
      const expiresIn = Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000));
      const command = new PutObjectCommand({
        Bucket,
        Key: key,
        ContentType: contentType,
        ContentLength: size,
      });
      return getSignedUrl(client, command, {
        expiresIn,
        signingDate: now,
        signableHeaders: new Set(['content-type', 'content-length']),
      });
    },

    publicUrl: (key) => `${publicBase}/${key}`,

    keyOfPublicUrl(url) {
      const prefix = `${publicBase}/`;
      return url.startsWith(prefix) ? url.slice(prefix.length) : null;
    },

    async read(key, maxBytes) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        if ((head.ContentLength ?? 0) > maxBytes) return TOO_LARGE;
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        const body = Buffer.from(await object.Body.transformToByteArray());
        // The object may have been replaced between the two calls.
        return body.byteLength > maxBytes ? TOO_LARGE : body;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async write(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }),
      );
    },

    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
