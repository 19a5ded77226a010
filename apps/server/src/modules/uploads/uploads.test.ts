import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import {
  MESSAGES,
  uploadPresignResponseSchema,
  type UploadPresignRequest,
  type UploadPresignResponse,
} from '@promptplay/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { App } from '../../appTypes.js';
import { uploadReceiptSchema } from '../../contractsPending.js';
import { uploads as uploadsTable } from '../../db/schema.js';
import { AppError } from '../../errors/appError.js';
import { createAccessTokens } from '../auth/accessTokens.js';
import { loadSigningKeys } from '../auth/signingKeys.js';
import { expectApiError } from '../../testing/apiAssertions.js';
import { describeEachDatabase, type TestContext } from '../../testing/testHarness.js';
import { createSocialPlayer, registerGuest, type TestPlayer } from '../../testing/testPlayers.js';
import { createUploads } from './createUploads.js';
import { UPLOAD_URL_TTL_MS, UPLOADS_PER_PLAYER_PER_HOUR } from './uploadLimits.js';

const MB = 1024 * 1024;

/** A real PNG, made the way a phone would not: with sharp, in the test. */
function pngFixture(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#ff8800' } })
    .png()
    .toBuffer();
}

/** A JPEG carrying EXIF, as phone photos do (camera, position...). */
function jpegFixture(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCo', Model: 'Phone 12', Copyright: 'Ada at home' } })
    .toBuffer();
}

function presignRequest(
  player: TestPlayer,
  overrides: Partial<Omit<UploadPresignRequest, 'contentType'>> & { contentType?: string } = {},
) {
  const fileName = overrides.fileName ?? 'hero.png';
  return {
    fileName,
    fileSize: 1000,
    contentType: 'image/png',
    uploadType: 'reference_image',
    metadata: {
      userId: player.playerId,
      originalFileName: fileName,
      category: 'reference_image',
      source: 'create_modal',
    },
    ...overrides,
  };
}

function postPresign(app: App, player: TestPlayer | null, payload: object) {
  return app.inject({
    method: 'POST',
    url: '/api/upload/presign',
    headers: player?.headers ?? {},
    payload,
  });
}

async function presign(
  ctx: TestContext,
  player: TestPlayer,
  overrides: Parameters<typeof presignRequest>[1] = {},
  app: App = ctx.app,
): Promise<UploadPresignResponse> {
  const response = await postPresign(app, player, presignRequest(player, overrides));
  expect(response.statusCode, response.body).toBe(200);
  return uploadPresignResponseSchema.parse(response.json());
}

/** PUTs like the web client: the file with its type, no bearer token. */
function put(app: App, url: string, body: Buffer, contentType = 'image/png') {
  return app.inject({
    method: 'PUT',
    url,
    headers: { 'content-type': contentType },
    payload: body,
  });
}

/** The same player with a token issued now (after the clock moved past the old one). */
async function signedInAgain(ctx: TestContext, player: TestPlayer): Promise<TestPlayer> {
  const tokens = createAccessTokens(await loadSigningKeys(ctx.db), ctx.clock);
  const { token } = await tokens.issue({
    playerId: player.playerId,
    authMethod: 'social',
    loginMethod: 'google',
  });
  return { ...player, accessToken: token, headers: { authorization: `Bearer ${token}` } };
}

async function statusOf(ctx: TestContext, uploadId: string) {
  const rows = await ctx.db
    .select({ status: uploadsTable.status })
    .from(uploadsTable)
    .where(eq(uploadsTable.id, uploadId));
  return rows[0]?.status;
}

describeEachDatabase('uploads', (context) => {
  describe('POST /api/upload/presign', () => {
    it('gives a social player a signed PUT URL on our server and the file URL to come', async () => {
      const ctx = context();
      const ada = await createSocialPlayer(ctx, 'Ada');
      const answer = await presign(ctx, ada);
      expect(answer.key).toBe(`uploads/${answer.uploadId}.png`);
      expect(answer.fileUrl).toBe(`/media/uploads/${answer.uploadId}.png`);
      const url = new URL(answer.uploadUrl, 'http://localhost');
      expect(url.pathname).toBe(`/api/upload/blob/${answer.uploadId}`);
      const expires = Number(url.searchParams.get('expires'));
      expect(expires * 1000).toBe(ctx.clock.now().getTime() + UPLOAD_URL_TTL_MS);
      expect(url.searchParams.get('signature')).toMatch(/^[0-9a-f]{64}$/);
      expect(await statusOf(ctx, answer.uploadId)).toBe('pending');
    });

    it("refuses a guest with 403 'Sign in to upload', and a caller without a token with 401", async () => {
      const ctx = context();
      const guest = await registerGuest(ctx);
      const body = expectApiError(
        await postPresign(ctx.app, guest, presignRequest(guest)),
        403,
        'FORBIDDEN',
      );
      expect(body.message).toBe(MESSAGES.signInToUpload);
      expectApiError(await postPresign(ctx.app, null, presignRequest(guest)), 401, 'UNAUTHORIZED');
    });

    it('refuses files over 8 MB and types other than JPEG and PNG with the spec messages', async () => {
      const ctx = context();
      const ada = await createSocialPlayer(ctx);
      const tooBig = expectApiError(
        await postPresign(ctx.app, ada, presignRequest(ada, { fileSize: 9 * MB })),
        400,
        'VALIDATION_FAILED',
        'fileSize',
      );
      expect(tooBig.message).toBe(MESSAGES.fileTooLarge);
      const gif = expectApiError(
        await postPresign(ctx.app, ada, presignRequest(ada, { contentType: 'image/gif' })),
        400,
        'VALIDATION_FAILED',
        'contentType',
      );
      expect(gif.message).toBe('File type image/gif is not supported. Please use: JPEG, PNG');
    });

    it('refuses a body without the upload type', async () => {
      const ctx = context();
      const ada = await createSocialPlayer(ctx);
      const { uploadType: _dropped, ...withoutType } = presignRequest(ada);
      expectApiError(await postPresign(ctx.app, ada, withoutType), 400, 'VALIDATION_FAILED');
    });

    it(`allows ${UPLOADS_PER_PLAYER_PER_HOUR} presigns an hour per player`, async () => {
      const ctx = context();
      const ada = await createSocialPlayer(ctx);
      for (let i = 0; i < UPLOADS_PER_PLAYER_PER_HOUR; i++) await presign(ctx, ada);
      expectApiError(await postPresign(ctx.app, ada, presignRequest(ada)), 429, 'RATE_LIMITED');
      ctx.clock.advance(60 * 60_000);
      await presign(ctx, await signedInAgain(ctx, ada));
    });
  });

  describe('PUT {uploadUrl}', () => {
    it('stores a good PNG, answers where it lives, and serves it there', async () => {
      const ctx = context();
      const ada = await createSocialPlayer(ctx);
      const png = await pngFixture(64, 48);
      const target = await presign(ctx, ada, { fileSize: png.byteLength });
      const response = await put(ctx.app, target.uploadUrl, png);
      expect(response.statusCode, response.body).toBe(200);
      expect(uploadReceiptSchema.parse(response.json())).toEqual({
        uploadId: target.uploadId,
        status: 'completed',
        key: target.key,
        fileUrl: target.fileUrl,
        width: 64,
        height: 48,
      });
      expect(await statusOf(ctx, target.uploadId)).toBe('completed');

      const served = await ctx.app.inject({ url: target.fileUrl ?? '' });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      const decoded = await sharp(served.rawPayload).metadata();
      expect([decoded.format, decoded.width, decoded.height]).toEqual(['png', 64, 48]);
    });

    it('answers a repeated PUT of a completed upload with the same result', async () => {
      const ctx = context();
      const ada = await createSocialPlayer(ctx);
      const png = await pngFixture();
      const target = await presign(ctx, ada);
      const first = await put(ctx.app, target.uploadUrl, png);
      const again = await put(ctx.app, target.uploadUrl, png);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
    });

    it('stores a JPEG without the EXIF it came with', async () => {
      const ctx = context();
      const ada = await createSocialPlayer(ctx);
      const jpeg = await jpegFixture();
      expect((await sharp(jpeg).metadata()).exif).toBeDefined();
      const target = await presign(ctx, ada, { fileName: 'me.jpg', contentType: 'image/jpeg' });
      expect(target.key).toBe(`uploads/${target.uploadId}.jpg`);
      const response = await put(ctx.app, target.uploadUrl, jpeg, 'image/jpeg');
      expect(response.statusCode, response.body).toBe(200);
      const served = await ctx.app.inject({ url: target.fileUrl ?? '' });
      expect(served.headers['content-type']).toBe('image/jpeg');
      const stored = await sharp(served.rawPayload).metadata();
      expect([stored.format, stored.width, stored.height, stored.exif]).toEqual([
        'jpeg',
        40,
        30,
        undefined,
      ]);
    });

    it('refuses a text file renamed .png and sent as image/png, and keeps nothing', async () => {
      const ctx = context();
      const ada = await createSocialPlayer(ctx);
      const text = Buffer.from('These are my notes, not a picture.\n'.repeat(20));
      const target = await presign(ctx, ada, { fileName: 'notes.png', fileSize: text.length });
      expectApiError(await put(ctx.app, target.uploadUrl, text), 415, 'UNSUPPORTED_MEDIA_TYPE');
      expect(await statusOf(ctx, target.uploadId)).toBe('failed');
      expect((await ctx.app.inject({ url: target.fileUrl ?? '' })).statusCode).toBe(404);
      // The link is spent: the player chooses the file again.
      expectApiError(await put(ctx.app, target.uploadUrl, await pngFixture()), 409, 'CONFLICT');
    });

    it.each([
      ['a JPEG sent as image/png', async () => jpegFixture()],
      ['a truncated PNG', async () => (await pngFixture(300, 300)).subarray(0, 120)],
      ['a PNG signature with nothing behind it', async () => (await pngFixture()).subarray(0, 8)],
      ['an empty body', () => Promise.resolve(Buffer.alloc(0))],
    ])('refuses %s', async (_name, makeBody) => {
      const ctx = context();
      const ada = await createSocialPlayer(ctx);
      const target = await presign(ctx, ada);
      expectApiError(
        await put(ctx.app, target.uploadUrl, await makeBody()),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      );
      expect(await statusOf(ctx, target.uploadId)).toBe('failed');
    });

    it('refuses a content type other than the one presigned', async () => {
      const ctx = context();
      const ada = await createSocialPlayer(ctx);
      const target = await presign(ctx, ada);
      const response = await put(ctx.app, target.uploadUrl, await pngFixture(), 'text/plain');
      expectApiError(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
      // Nothing was read: the same link still works with the right type.
      expect((await put(ctx.app, target.uploadUrl, await pngFixture())).statusCode).toBe(200);
    });

    it('refuses a 9 MB body while streaming it and leaves no file behind', async () => {
      const ctx = context();
      const dataDir = mkdtempSync(join(ctx.tempDir, 'data-'));
      const app = await ctx.buildAnotherApp({ dataDir });
      const ada = await createSocialPlayer(ctx);
      const target = await presign(ctx, ada, {}, app);
      const png = await pngFixture();
      const nineMegabytes = Buffer.concat([png, Buffer.alloc(9 * MB - png.length)]);
      const response = await put(app, target.uploadUrl, nineMegabytes);
      const refused = expectApiError(response, 413, 'PAYLOAD_TOO_LARGE');
      expect(refused.message).toBe(MESSAGES.fileTooLarge);
      expect(response.headers.connection).toBe('close');
      expect(await statusOf(ctx, target.uploadId)).toBe('failed');
      const staging = join(dataDir, 'upload-staging');
      expect(existsSync(staging) ? readdirSync(staging) : []).toEqual([]);
      expect(await ctx.storage.hasObject(target.key)).toBe(false);
    });

    it('refuses an expired link, a forged signature and a signature of another upload', async () => {
      const ctx = context();
      const ada = await createSocialPlayer(ctx);
      const png = await pngFixture();
      const first = await presign(ctx, ada);
      const second = await presign(ctx, ada);
      const forged = first.uploadUrl.replace(/signature=[0-9a-f]+/, `signature=${'ab'.repeat(32)}`);
      const swapped = first.uploadUrl.replace(first.uploadId, second.uploadId);
      const later = new URL(first.uploadUrl, 'http://localhost');
      later.searchParams.set('expires', String(Number(later.searchParams.get('expires')) + 3600));
      for (const url of [forged, swapped, `${later.pathname}${later.search}`]) {
        expectApiError(await put(ctx.app, url, png), 403, 'FORBIDDEN');
      }
      expectApiError(
        await put(ctx.app, first.uploadUrl.replace(/&signature=[^&]+/, ''), png),
        400,
        'VALIDATION_FAILED',
        'signature',
      );
      ctx.clock.advance(UPLOAD_URL_TTL_MS);
      const expired = await put(ctx.app, second.uploadUrl, png);
      expectApiError(expired, 403, 'FORBIDDEN');
      expect(await statusOf(ctx, first.uploadId)).toBe('pending');
      expect(await statusOf(ctx, second.uploadId)).toBe('pending');
    });

    it('lets the client try again when the body broke off mid-file', async () => {
      const ctx = context();
      const ada = await createSocialPlayer(ctx);
      const png = await pngFixture();
      const target = await presign(ctx, ada);
      const url = new URL(target.uploadUrl, 'http://localhost');
      const service = createUploads({
        config: {},
        db: ctx.db,
        storage: ctx.storage,
        clock: ctx.clock,
      });
      const brokenBody = new Readable({
        read() {
          this.push(png.subarray(0, 20));
          this.destroy(new Error('socket hang up'));
        },
      });
      await expect(
        service.receive({
          uploadId: target.uploadId,
          expires: Number(url.searchParams.get('expires')),
          signature: url.searchParams.get('signature') ?? '',
          contentType: 'image/png',
          contentLength: png.length,
          body: brokenBody,
        }),
      ).rejects.toThrow('socket hang up');
      expect(await statusOf(ctx, target.uploadId)).toBe('pending');
      expect((await put(ctx.app, target.uploadUrl, png)).statusCode).toBe(200);
    });
  });

  describe('reference images for game creation', () => {
    it("hands the draft builder the uploader's checked image, and nobody else's", async () => {
      const ctx = context();
      const ada = await createSocialPlayer(ctx, 'Ada');
      const bob = await createSocialPlayer(ctx, 'Bob');
      const png = await pngFixture(32, 32);
      const target = await presign(ctx, ada);
      const service = createUploads({
        config: {},
        db: ctx.db,
        storage: ctx.storage,
        clock: ctx.clock,
      });
      const fileUrl = target.fileUrl ?? '';
      await expect(service.referenceImage(fileUrl, ada.playerId)).rejects.toMatchObject({
        code: 'CONFLICT',
      });
      await put(ctx.app, target.uploadUrl, png);
      const { upload, body } = await service.referenceImage(fileUrl, ada.playerId);
      expect(upload).toMatchObject({ uploadId: target.uploadId, width: 32, height: 32 });
      expect((await sharp(body).metadata()).width).toBe(32);
      const absolute = `https://play.example.com${fileUrl}`;
      expect((await service.referenceImage(absolute, ada.playerId)).upload.key).toBe(target.key);
      for (const [url, playerId] of [
        [fileUrl, bob.playerId],
        ['/media/games/x/hero.png', ada.playerId],
        ['https://elsewhere.example.com/cat.png', ada.playerId],
      ] as const) {
        const error = await service
          .referenceImage(url, playerId)
          .catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(AppError);
        expect(error).toMatchObject({ code: 'BAD_REQUEST' });
      }
    });
  });
});
