import { MESSAGES } from '@promptplay/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../lib/api/apiClient.js';
import { urlOf } from '../../testing/fakeServer.js';
import { loadGameManifest } from './manifestLoader.js';
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
