import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** The body went past the limit; reading stopped there. */
export class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError';
}

/** A file in the staging folder holding one received body; `remove` is safe to call twice. */
export interface StagedFile {
  path: string;
  size: number;
  remove(): Promise<void>;
}

/** Passes bytes through until more than `maxBytes` went by, then fails; counts what passed. */
function byteLimit(maxBytes: number): { stream: Transform; received: () => number } {
  let received = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.byteLength;
      if (received > maxBytes) callback(new BodyTooLargeError(`Body exceeds ${maxBytes} bytes`));
      else callback(null, chunk);
    },
  });
  return { stream, received: () => received };
}

/** The sender stopped before the end of the body. */
export class BodyAbortedError extends Error {
  override readonly name = 'BodyAbortedError';
}

/**
 * Streams a request body into a new file under `stagingDir`, stopping with BodyTooLargeError
 * as soon as it passes `maxBytes`, or BodyAbortedError when the sender goes away. Whatever
 * fails, no partial file is left behind. The body itself is never destroyed, so the caller
 * can still answer on its connection (413 with `connection: close`).
 */
export async function receiveToStagingFile(
  body: Readable,
  stagingDir: string,
  maxBytes: number,
): Promise<StagedFile> {
  await mkdir(stagingDir, { recursive: true });
  const path = join(stagingDir, `${randomBytes(12).toString('hex')}.part`);
  const remove = () => rm(path, { force: true });
  const limit = byteLimit(maxBytes);
  const onError = (error: Error) => limit.stream.destroy(error);
  const onClose = () => {
    if (!body.readableEnded) limit.stream.destroy(new BodyAbortedError('Body ended early'));
  };
  body.on('error', onError);
  body.on('close', onClose);
  body.pipe(limit.stream);
  try {
    await pipeline(limit.stream, createWriteStream(path, { flags: 'wx' }));
  } catch (error) {
    body.unpipe(limit.stream);
    await remove();
    throw error;
  } finally {
    body.off('error', onError);
    body.off('close', onClose);
  }
  return { path, size: limit.received(), remove };
}
