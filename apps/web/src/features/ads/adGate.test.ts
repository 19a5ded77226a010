import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../lib/api/apiClient.js';
import { createFakeServer } from '../../testing/fakeServer.js';
import type { FakeAdOptions } from '../../testing/fakeAdServer.js';
import { socialAccessToken } from '../../testing/fakeSession.js';
import { makeGame } from '../../testing/fixtures.js';
import { readAccessTokenClaims } from '../../lib/auth/accessTokenClaims.js';
import { createAuthStore } from '../auth/authStore.js';
import type { StartGameRequest } from '../game/runtimeHost.js';
import { createAdGate } from './adGate.js';
import { createAdStore } from './adStore.js';
import { GUEST_PLAY_COUNT_KEY } from './guestPlayCounter.js';

const PLAY: StartGameRequest = { gameId: 'g-one', source: 'feed_play' };

/** Lets the fake server's answers arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function createGate({
  ads = {},
  social = false,
  adsConsent = true,
}: {
  ads?: FakeAdOptions;
  social?: boolean;
  adsConsent?: boolean;
}) {
  const server = createFakeServer({ ads });
  const token = social ? socialAccessToken() : null;
  const api = createApiClient({ fetch: server, getAccessToken: () => token });
  const authStore = createAuthStore();
  authStore.setState({ claims: token ? readAccessTokenClaims(token) : null });
  const store = createAdStore();
  const gate = createAdGate({
    api,
    authStore,
    storage: localStorage,
    store,
    hasAdsConsent: () => adsConsent,
  });
  gate.prepare();
  await settle();
  return { gate, store, server };
}

/** Starts a play; answers whether an ad showed (then closes it) and the play that went on. */
async function play(
  gate: ReturnType<typeof createAdGate>,
  store: ReturnType<typeof createAdStore>,
) {
  const decided = gate.beforePlay(PLAY);
  await settle();
  const showedAd = store.getState().current !== null;
  if (showedAd) store.getState().finish({ kind: 'continue' });
  return { showedAd, request: await decided };
}

beforeEach(() => {
  vi.restoreAllMocks();
});
afterEach(() => {
  localStorage.clear();
});

describe('ad gate', () => {
  it('shows guests an ad on odd-numbered plays, counted in local storage', async () => {
    const { gate, store } = await createGate({});
    const plays = [];
    for (let i = 0; i < 4; i++) plays.push(await play(gate, store));
    expect(plays.map((p) => p.showedAd)).toEqual([true, false, true, false]);
    expect(plays.every((p) => p.request === PLAY)).toBe(true);
    expect(localStorage.getItem(GUEST_PLAY_COUNT_KEY)).toBe('4');
  });

  it('starts a play without a due ad at once, not after a promise', async () => {
    const { gate, store } = await createGate({});
    await play(gate, store);
    expect(gate.beforePlay(PLAY)).toBe(PLAY);
  });

  it('asks the server for signed-in players and follows its answer', async () => {
    let shouldShowAd = true;
    const { gate, store, server } = await createGate({
      social: true,
      ads: { checkAd: () => ({ shouldShowAd }) },
    });
    expect((await play(gate, store)).showedAd).toBe(true);
    shouldShowAd = false;
    expect((await play(gate, store)).showedAd).toBe(false);
    const checks = server.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(checks).toHaveLength(2);
    expect(new Headers(checks[0]![1]?.headers).get('Authorization')).toMatch(/^Bearer /);
    expect(localStorage.getItem(GUEST_PLAY_COUNT_KEY)).toBeNull();
  });

  it('lets the play go on when check-ad fails', async () => {
    const { gate, store } = await createGate({ social: true, ads: { checkAd: () => 500 } });
    expect(await play(gate, store)).toEqual({ showedAd: false, request: PLAY });
  });

  it('shows nothing and counts nothing when ads are off or their config is unreadable', async () => {
    const off = await createGate({ ads: { config: () => ({ enabled: false, scriptUrl: null }) } });
    expect(off.gate.beforePlay(PLAY)).toBe(PLAY);
    const broken = await createGate({ ads: { config: () => 500 } });
    expect(broken.gate.beforePlay(PLAY)).toBe(PLAY);
    expect(localStorage.getItem(GUEST_PLAY_COUNT_KEY)).toBeNull();
  });

  it("starts the house ad's game when the player chose it", async () => {
    const { gate, store } = await createGate({});
    const decided = gate.beforePlay(PLAY);
    await settle();
    expect(store.getState().current).toMatchObject({ scriptUrl: null, pendingGameId: 'g-one' });
    const promoted = makeGame('g-top');
    store.getState().finish({ kind: 'play', game: promoted });
    expect(await decided).toEqual({ gameId: 'g-top', source: 'feed_play', game: promoted });
  });

  it('passes the configured ad script to the popup', async () => {
    const scriptUrl = 'https://ads.example.net/tag.js';
    const { gate, store } = await createGate({
      ads: { config: () => ({ enabled: true, scriptUrl }) },
    });
    void gate.beforePlay(PLAY);
    await settle();
    expect(store.getState().current?.scriptUrl).toBe(scriptUrl);
  });

  it('shows the house ad instead of the ad script without ads consent', async () => {
    const { gate, store } = await createGate({
      ads: { config: () => ({ enabled: true, scriptUrl: 'https://ads.example.net/tag.js' }) },
      adsConsent: false,
    });
    void gate.beforePlay(PLAY);
    await settle();
    expect(store.getState().current).toMatchObject({ scriptUrl: null, pendingGameId: 'g-one' });
  });
});
