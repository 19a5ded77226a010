import { MESSAGES, type UploadStatus } from '@promptplay/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../lib/api/apiClient.js';
import { requestBodies, type FakeCreateOptions } from '../../testing/fakeCreateServer.js';
import { createFakeServer, requestedUrls } from '../../testing/fakeServer.js';
import { installFetchXhr } from '../../testing/fetchXhr.js';
import { UploadError } from './uploadError.js';
import { uploadImage } from './uploadImage.js';

const png = () => new File([new Uint8Array(1000)], 'hero.png', { type: 'image/png' });

function setup(create: FakeCreateOptions = {}) {
  const server = createFakeServer({ create });
  installFetchXhr(server);
  const api = createApiClient({ fetch: server, getAccessToken: () => 'token' });
  const statuses: UploadStatus[] = [];
  const progress: number[] = [];
  const run = () =>
    uploadImage(png(), 'reference_image', {
      api,
      playerId: 'p1',
      onStatus: (status) => statuses.push(status),
      onProgress: (fraction) => progress.push(fraction),
    });
  const puts = () => server.mock.calls.filter(([, init]) => init?.method === 'PUT').length;
  return { server, run, statuses, progress, puts };
}

async function failureOf(promise: Promise<unknown>): Promise<UploadError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UploadError);
  return error as UploadError;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('image upload', () => {
  it('presigns, PUTs the file with its type and reports pending → uploading → completed', async () => {
    const { server, run, statuses, progress } = setup();
    const uploaded = await run();
    expect(uploaded.fileUrl).toBe('/media/uploads/u1.png');
    expect(statuses).toEqual(['pending', 'uploading', 'completed']);
    expect(progress.at(-1)).toBe(1);
    const [presignCall, putCall] = server.mock.calls.filter(([, init]) => init?.method);
    expect(requestBodies(server, '/api/upload/presign')).toEqual([
      {
        fileName: 'hero.png',
        fileSize: 1000,
        contentType: 'image/png',
        uploadType: 'reference_image',
        metadata: {
          userId: 'p1',
          originalFileName: 'hero.png',
          category: 'reference_image',
          source: 'create_modal',
        },
      },
    ]);
    expect(new Headers(presignCall?.[1]?.headers).get('Authorization')).toBe('Bearer token');
    expect(new Headers(putCall?.[1]?.headers).get('Content-Type')).toBe('image/png');
    expect(new Headers(putCall?.[1]?.headers).get('Authorization')).toBeNull();
    expect(requestedUrls(server).at(-1)?.pathname).toBe('/storage/uploads/u1.png');
  });

  it('falls back to the media path of the key when no file URL comes back', async () => {
    const { run } = setup({
      presign: () => ({ uploadId: 'u2', uploadUrl: '/storage/x', key: 'uploads/u2.png' }),
    });
    expect((await run()).fileUrl).toBe('/media/uploads/u2.png');
  });

  it('retries a failing PUT after 2 s, then after 4 s, and succeeds on the third attempt', async () => {
    const { run, puts } = setup({ upload: (attempt) => (attempt < 3 ? 503 : 204) });
    const upload = run();
    await vi.advanceTimersByTimeAsync(0);
    expect(puts()).toBe(1);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(puts()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(puts()).toBe(2);
    await vi.advanceTimersByTimeAsync(3_999);
    expect(puts()).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(puts()).toBe(3);
    expect((await upload).fileUrl).toBe('/media/uploads/u1.png');
  });

  it('gives up after 3 attempts with the network error as the cause', async () => {
    const { run, puts } = setup({ upload: () => 'network' });
    const failed = failureOf(run());
    await vi.advanceTimersByTimeAsync(6_000);
    const error = await failed;
    expect(error.message).toBe(MESSAGES.uploadFailedAfterRetries);
    expect((error.cause as Error).message).toBe(MESSAGES.uploadNetworkError);
    expect(puts()).toBe(3);
  });

  it('does not retry a refusal and names its status', async () => {
    const { run, puts } = setup({ upload: () => 415 });
    const error = await failureOf(run());
    expect(error.message).toBe(MESSAGES.uploadFailedWithStatus(415, 'Storage says no'));
    expect(error.message).toBe('Upload failed with status: 415 - Storage says no');
    expect(puts()).toBe(1);
  });

  it('times out a PUT after 5 minutes', async () => {
    const { run, puts } = setup({ upload: () => 'hang' });
    const failed = failureOf(run());
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect((await failed).message).toBe(MESSAGES.uploadTimedOut);
    expect(puts()).toBe(1);
  });

  it('tells a guest to sign in when the server refuses the presign', async () => {
    const { run, puts } = setup({ presign: () => 403 });
    expect((await failureOf(run())).message).toBe(MESSAGES.signInToUpload);
    expect(puts()).toBe(0);
  });
});
