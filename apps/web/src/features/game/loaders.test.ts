import { MESSAGES } from '@promptplay/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../lib/api/apiClient.js';
import { urlOf } from '../../testing/fakeServer.js';
import { gameManifestQueryKey } from '../../app/queryKeys.js';
import { createQueryClient } from '../../app/services.js';
import { embeddedManifestOr } from './embeddedManifest.js';
import { loadGameManifest } from './manifestLoader.js';
import { TEST_GAME_MANIFEST } from './testManifest.js';
import { loadWorldFile } from './worldLoader.js';

function api(routes: Record<string, [number, unknown]>) {
  const fetchMock = vi.fn<typeof fetch>((input) => {
    const [status, body] = routes[urlOf(input)] ?? [404, { message: 'nope' }];
    return Promise.resolve(new Response(JSON.stringify(body), { status }));
  });
  return { client: createApiClient({ fetch: fetchMock }), fetchMock };
}

describe('world loader', () => {
  it('falls back to the 1.0 path when the world file is not at the first path', async () => {
    const { client, fetchMock } = api({ '/worlds/1.0/abc.json': [200, { not: 'a world' }] });
    await expect(loadWorldFile(client, 'abc')).rejects.toThrow(MESSAGES.invalidGameDetails);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/worlds/abc.json',
      '/worlds/1.0/abc.json',
    ]);
  });

  it('asks the server for the current version, past any copy the browser holds', async () => {
    const { client, fetchMock } = api({});
    await expect(loadWorldFile(client, 'abc')).rejects.toThrow(MESSAGES.gameNotFound);
    expect(fetchMock.mock.calls[0]?.[1]).toEqual(expect.objectContaining({ cache: 'no-cache' }));
  });

  it('says the game was not found when neither path has it', async () => {
    const { client } = api({});
    await expect(loadWorldFile(client, 'abc')).rejects.toThrow(MESSAGES.gameNotFound);
  });

  it('rejects malformed ids without a request', async () => {
    const { client, fetchMock } = api({});
    await expect(loadWorldFile(client, '../etc')).rejects.toThrow(MESSAGES.gameNotFound);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('manifest loader', () => {
  it('names the HTTP status when the configuration cannot be fetched', async () => {
    const { client } = api({ '/game-manifest.json': [404, { message: 'nope' }] });
    await expect(loadGameManifest(client)).rejects.toThrow(/^Game configuration error \(404\): /);
  });

  it('rejects a manifest without dataUrl and frameworkUrl', async () => {
    const { client } = api({ '/game-manifest.json': [200, { loaderUrl: '/runtime/index.html' }] });
    await expect(loadGameManifest(client)).rejects.toThrow(MESSAGES.invalidGameConfigurationFormat);
  });
});

describe('the manifest a server-rendered page embeds', () => {
  const embedded = { ...TEST_GAME_MANIFEST, loaderUrl: '/runtime/embedded.html' };

  it('boots the runtime frame without a request of its own', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(gameManifestQueryKey, embedded);
    const { client, fetchMock } = api({});
    const load = embeddedManifestOr(queryClient, () => loadGameManifest(client));
    await expect(load()).resolves.toEqual(embedded);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is fetched when the page is a plain shell, or when the embedded copy is malformed', async () => {
    const { client, fetchMock } = api({ '/game-manifest.json': [200, TEST_GAME_MANIFEST] });
    const queryClient = createQueryClient();
    const load = embeddedManifestOr(queryClient, () => loadGameManifest(client));
    await expect(load()).resolves.toEqual(TEST_GAME_MANIFEST);
    queryClient.setQueryData(gameManifestQueryKey, { loaderUrl: '/runtime/index.html' });
    await expect(load()).resolves.toEqual(TEST_GAME_MANIFEST);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
