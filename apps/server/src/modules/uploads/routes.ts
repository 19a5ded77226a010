import { Readable } from 'node:stream';
import {
  entityIdSchema,
  uploadPresignRequestSchema,
  uploadPresignResponseSchema,
} from '@promptplay/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploadReceiptSchema, type UploadReceipt } from '../../contractsPending.js';
import { AppError } from '../../errors/appError.js';
import { playerOf } from '../../plugins/auth.js';
import type { CompletedUpload, UploadService } from './service.js';
import { errorResponses } from '../../plugins/routeErrorResponses.js';

export interface UploadRoutesOptions {
  uploads: UploadService;
}

/**
 * Type and size are checked by the service, so a refusal carries the spec's own messages
 * ('File size must be less than 8MB', 'File type … is not supported') instead of zod's.
 */
const presignBodySchema = uploadPresignRequestSchema.extend({
  fileSize: z.number().int().min(1),
  contentType: z.string().trim().max(100),
});

const blobParamsSchema = z.object({ uploadId: entityIdSchema });
const blobQuerySchema = z.object({
  expires: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  signature: z.string().max(200),
});

function receiptOf(upload: CompletedUpload): UploadReceipt {
  return {
    uploadId: upload.uploadId,
    status: 'completed',
    key: upload.key,
    fileUrl: upload.fileUrl,
    width: upload.width,
    height: upload.height,
  };
}

function headerNumber(value: string | undefined): number | undefined {
  const parsed = value === undefined ? NaN : Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/**
 * The local storage's presigned `PUT`, in its own context: the body is the raw file stream
 * of any type, never parsed or buffered by Fastify (the service streams it to disk).
 */
const blobRoutes: FastifyPluginCallbackZod<UploadRoutesOptions> = (blob, { uploads }, done) => {
  blob.removeAllContentTypeParsers();
  blob.addContentTypeParser('*', (_request, payload, parsed) => parsed(null, payload));
  // A refused body was not read to its end: the connection cannot carry another request.
  blob.setErrorHandler((error, _request, reply: FastifyReply) => {
    if (error instanceof AppError && error.code === 'PAYLOAD_TOO_LARGE') {
      void reply.header('connection', 'close');
    }
    throw error;
  });

  blob.put(
    '/api/upload/blob/:uploadId',
    {
      schema: {
        params: blobParamsSchema,
        querystring: blobQuerySchema,
        // A forged or expired link, an unknown upload, one already taken, a body too big.
        response: { 200: uploadReceiptSchema, ...errorResponses(403, 404, 409, 413) },
      },
    },
    async (request) => {
      const body = request.body instanceof Readable ? request.body : Readable.from([]);
      const upload = await uploads.receive({
        uploadId: request.params.uploadId,
        expires: request.query.expires,
        signature: request.query.signature,
        contentType: request.headers['content-type'],
        contentLength: headerNumber(request.headers['content-length']),
        body,
      });
      return receiptOf(upload);
    },
  );
  done();
};

/**
 * `POST /api/upload/presign` (spec §7) and, for local storage, the presigned
 * `PUT /api/upload/blob/:uploadId?expires=&signature=` that takes the file itself.
 */
export const uploadRoutes: FastifyPluginCallbackZod<UploadRoutesOptions> = (
  app,
  { uploads },
  done,
) => {
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.post(
    '/api/upload/presign',
    {
      onRequest: app.requirePlayer,
      schema: {
        body: presignBodySchema,
        // Guests may not upload; too many uploads pending.
        response: { 200: uploadPresignResponseSchema, ...errorResponses(403, 429) },
      },
    },
    async (request) => uploads.presign(playerOf(request), request.body),
  );

  app.register(blobRoutes, { uploads });
  done();
};
