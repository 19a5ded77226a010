import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createTestClock } from '../../testing/testClock.js';
import { describeEachDatabase, type TestContext } from '../../testing/testHarness.js';
import { createSocialPlayer } from '../../testing/testPlayers.js';
import { createS3Client, createS3UploadStorage } from './s3UploadStorage.js';
import { createUploadService } from './service.js';
import type { S3UploadConfig } from './uploadsConfig.js';
import { createUploadUrlSigner } from './uploadUrlSigner.js';

const S3_CONFIG: S3UploadConfig = {
  endpoint: 'http://127.0.0.1:9000',
  bucket: 'promptplay',
  accessKeyId: 'test-access-key',
  secretAccessKey: 'test-secret-key',
  region: 'us-east-1',
  publicUrl: 'https://cdn.example.com',
};

/** An in-memory bucket behind a real S3 client (presigning is local; object calls are not). */
function fakeBucket() {
  const objects = new Map<string, Buffer>();
  const client = createS3Client(S3_CONFIG);
  const notFound = () =>
    Object.assign(new Error('not found'), { name: 'NotFound', $metadata: { httpStatusCode: 404 } });
  const send = (command: unknown): Promise<unknown> => {
    if (command instanceof HeadObjectCommand) {
      const body = objects.get(command.input.Key ?? '');
      return body ? Promise.resolve({ ContentLength: body.length }) : Promise.reject(notFound());
    }
    if (command instanceof GetObjectCommand) {
      const body = objects.get(command.input.Key ?? '');
      if (!body) return Promise.reject(notFound());
      return Promise.resolve({ Body: { transformToByteArray: () => Promise.resolve(body) } });
    }
    if (command instanceof PutObjectCommand) {
      objects.set(command.input.Key ?? '', Buffer.from(command.input.Body as Buffer));
      return Promise.resolve({});
    }
    if (command instanceof DeleteObjectCommand) {
      objects.delete(command.input.Key ?? '');
      return Promise.resolve({});
    }
    return Promise.reject(new Error('unexpected S3 command'));
  };
  client.send = send as S3Client['send'];
  return { objects, client };
}

function pngFixture(): Promise<Buffer> {
  return sharp({ create: { width: 20, height: 10, channels: 3, background: '#00aa00' } })
    .png()
    .toBuffer();
}

describe('S3 presigned uploads', () => {
  it('signs a PUT of exactly that key, type and length, valid for the upload window', async () => {
    const clock = createTestClock(new Date('2025-06-01T10:00:00Z'));
    const storage = createS3UploadStorage(S3_CONFIG, clock);
    const url = new URL(
      await storage.presignPut({
        uploadId: 'u1',
        key: 'uploads/u1.png',
        contentType: 'image/png',
        size: 1234,
        expiresAt: new Date('2025-06-01T10:16:00Z'),
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('http://127.0.0.1:9000/promptplay/uploads/u1.png');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('960');
    expect(url.searchParams.get('X-Amz-Date')).toBe('20250601T100000Z');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    // A checksum of the empty body would make the bucket refuse the real file.
    expect([...url.searchParams.keys()].some((name) => /checksum/i.test(name))).toBe(false);
    expect(storage.publicUrl('uploads/u1.png')).toBe('https://cdn.example.com/uploads/u1.png');
    expect(storage.keyOfPublicUrl('https://cdn.example.com/uploads/u1.png')).toBe('uploads/u1.png');
    expect(storage.keyOfPublicUrl('/media/uploads/u1.png')).toBeNull();
  });

  it('is chosen by the S3_* settings, all four or none', () => {
    const s3Env = {
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_BUCKET: 'promptplay',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(s3Env).uploads.s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'promptplay',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      region: 'us-east-1',
      publicUrl: undefined,
    });
    expect(loadConfig({ ...s3Env, S3_SECRET_ACCESS_KEY: '' }).uploads.s3).toBeNull();
    expect(loadConfig({}).uploads).toEqual({ signingSecret: undefined, s3: null });
    expect(() => loadConfig({ UPLOAD_SIGNING_SECRET: 'short' })).toThrow(/UPLOAD_SIGNING_SECRET/);
  });

  it('reads the daily prompt limits from DAILY_PROMPTS_GUEST and DAILY_PROMPTS_SOCIAL', () => {
    expect(loadConfig({}).dailyPrompts).toEqual({ guest: 3, social: 10 });
    expect(
      loadConfig({ DAILY_PROMPTS_GUEST: '1', DAILY_PROMPTS_SOCIAL: '50' }).dailyPrompts,
    ).toEqual({ guest: 1, social: 50 });
    expect(() => loadConfig({ DAILY_PROMPTS_GUEST: '-1' })).toThrow(/DAILY_PROMPTS_GUEST/);
  });
});

describeEachDatabase('S3 upload completion check', (context) => {
  async function setUp(ctx: TestContext) {
    const bucket = fakeBucket();
    const service = createUploadService({
      db: ctx.db,
      clock: ctx.clock,
      storage: createS3UploadStorage(S3_CONFIG, ctx.clock, bucket.client),
      signer: createUploadUrlSigner(() => Promise.resolve('s'.repeat(32)), ctx.clock),
      stagingDir: ctx.tempDir,
    });
    const social = await createSocialPlayer(ctx);
    const player = {
      playerId: social.playerId,
      authMethod: 'social',
      loginMethod: 'google',
    } as const;
    const presigned = await service.presign(player, {
      fileName: 'me.png',
      fileSize: 500,
      contentType: 'image/png',
      uploadType: 'reference_image',
      metadata: { userId: player.playerId, originalFileName: 'me.png', category: 'x', source: 'y' },
    });
    return { ...bucket, service, player, presigned };
  }

  it('presigns against the bucket and completes once the object checks out', async () => {
    const { objects, service, player, presigned } = await setUp(context());
    expect(presigned.uploadUrl).toMatch(/^http:\/\/127\.0\.0\.1:9000\/promptplay\/uploads\//);
    expect(presigned.fileUrl).toBe(`https://cdn.example.com/${presigned.key}`);
    await expect(service.confirm(presigned.uploadId)).rejects.toMatchObject({ code: 'CONFLICT' });
    objects.set(presigned.key, await pngFixture());
    expect(await service.confirm(presigned.uploadId)).toMatchObject({
      uploadId: presigned.uploadId,
      width: 20,
      height: 10,
      fileUrl: presigned.fileUrl,
    });
    const { body } = await service.referenceImage(presigned.fileUrl ?? '', player.playerId);
    expect((await sharp(body).metadata()).format).toBe('png');
  });

  it('refuses and deletes an object that is not the image it claims to be', async () => {
    const { objects, service, presigned } = await setUp(context());
    objects.set(presigned.key, Buffer.from('not a picture at all'));
    await expect(service.confirm(presigned.uploadId)).rejects.toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    expect(objects.has(presigned.key)).toBe(false);
    await expect(service.confirm(presigned.uploadId)).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('refuses and deletes an object over 8 MB without loading it', async () => {
    const { objects, service, presigned } = await setUp(context());
    objects.set(presigned.key, Buffer.alloc(9 * 1024 * 1024));
    await expect(service.confirm(presigned.uploadId)).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(objects.has(presigned.key)).toBe(false);
  });

  it('has no local PUT route to take the file', async () => {
    const { service, presigned } = await setUp(context());
    await expect(
      service.receive({
        uploadId: presigned.uploadId,
        expires: 0,
        signature: '',
        contentType: 'image/png',
        contentLength: 1,
        body: Readable.from([Buffer.from('x')]),
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
