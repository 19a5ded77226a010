import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The SDK's two calls, observed (its transport is a third-party service; e2e uses a fake ingest). */
const sdkCalls = vi.hoisted(() => ({ init: vi.fn(), captureException: vi.fn() }));
vi.mock('./sentrySdk.js', () => sdkCalls);

const CONFIG = {
  dsn: 'https://key@errors.example/1',
  environment: 'test',
  release: 'v1',
  sampleRate: 1,
};

async function freshReporter() {
  vi.resetModules();
  return import('./errorReporter.js');
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('errors reported before the client config answers', () => {
  beforeEach(() => {
    sdkCalls.init.mockClear();
    sdkCalls.captureException.mockClear();
  });

  it('are sent once, when reporting starts', async () => {
    const reporter = await freshReporter();
    const failure = new Error('the page chunk failed to load');
    reporter.reportRenderError(failure);
    await settled();
    expect(sdkCalls.captureException).not.toHaveBeenCalled();

    reporter.initWebErrorReporting(CONFIG);
    await vi.waitFor(() => expect(sdkCalls.captureException).toHaveBeenCalledTimes(1));
    expect(sdkCalls.captureException).toHaveBeenCalledWith(failure, { tags: { source: 'render' } });
    expect(sdkCalls.init).toHaveBeenCalledWith(CONFIG);
  });

  it('are dropped, with every later one, when the server has no DSN', async () => {
    const reporter = await freshReporter();
    reporter.reportRenderError(new Error('early'));
    reporter.skipWebErrorReporting();
    reporter.reportGameError({ name: 'TypeError', message: 'late' }, { gameId: 'g', genre: 'FPS' });
    await settled();
    expect(sdkCalls.init).not.toHaveBeenCalled();
    expect(sdkCalls.captureException).not.toHaveBeenCalled();
  });

  it('after reporting started, a game error goes out tagged with its game and genre', async () => {
    const reporter = await freshReporter();
    reporter.initWebErrorReporting(CONFIG);
    reporter.reportGameError(
      { name: 'TypeError', message: 'x is undefined' },
      { gameId: 'g1', genre: 'FPS' },
    );
    await vi.waitFor(() => expect(sdkCalls.captureException).toHaveBeenCalledTimes(1));
    expect(sdkCalls.captureException).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'TypeError', message: 'x is undefined' }),
      { tags: { source: 'game', game_id: 'g1', genre: 'FPS' } },
    );
  });
});
