import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Responses smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses dynamic responses (API JSON, world files, HTML) above ~1 KB with Brotli or gzip,
 * as the request's Accept-Encoding allows. Brotli runs at quality 4: near gzip's speed with
 * smaller output (the default, 11, is meant for build time, where scripts/precompress.mjs
 * uses it). Static build files already carry an encoding and pass through untouched; images
 * are not compressible and are skipped.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
