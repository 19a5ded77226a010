import { describe, expect, it } from 'vitest';
import { PictureStore, useStoredPicture, type ObjectUrls } from './pictureStore.js';

const HERO = 'https://promptplay.test/media/hero.png';
const STRIP = 'https://promptplay.test/media/strip.png';
const COIN = 'https://promptplay.test/media/coin.png';

function picture(bytes: number): Blob {
  return new Blob([new Uint8Array(bytes)], { type: 'image/png' });
}

/** Object URLs the test can read: which were made and which are freed. */
function fakeObjectUrls() {
  const live = new Set<string>();
  let made = 0;
  const urls: ObjectUrls = {
    createObjectURL: () => {
      const url = `blob:null/${++made}`;
      live.add(url);
      return url;
    },
    revokeObjectURL: (url) => live.delete(url),
  };
  return { urls, live };
}

describe('PictureStore', () => {
  it('gives a blob: URL made in the frame for a handed-over picture, the same one each time', () => {
    const { urls, live } = fakeObjectUrls();
    const store = new PictureStore(1_000, urls);
    store.add(HERO, picture(100));
    const first = store.objectUrlFor(HERO);
    expect(first).toMatch(/^blob:/);
    expect(store.objectUrlFor(HERO)).toBe(first);
    expect(live.size).toBe(1);
  });

  it('has nothing for a picture the host did not hand over', () => {
    const store = new PictureStore(1_000, fakeObjectUrls().urls);
    store.add(HERO, picture(100));
    expect(store.objectUrlFor(COIN)).toBeNull();
  });

  it('over its byte budget drops the least recently used pictures and frees their URLs', () => {
    const { urls, live } = fakeObjectUrls();
    const store = new PictureStore(250, urls);
    store.add(HERO, picture(100));
    store.add(STRIP, picture(100));
    const heroUrl = store.objectUrlFor(HERO);
    const stripUrl = store.objectUrlFor(STRIP);
    // The hero was used before the strip: the coin pushes the hero out.
    store.add(COIN, picture(100));
    expect(store.objectUrlFor(HERO)).toBeNull();
    expect(store.objectUrlFor(STRIP)).toBe(stripUrl);
    expect(store.objectUrlFor(COIN)).toMatch(/^blob:/);
    expect(live.has(heroUrl ?? '')).toBe(false);
  });

  it('replaces a picture handed over again, and keeps none larger than its whole budget', () => {
    const { urls, live } = fakeObjectUrls();
    const store = new PictureStore(250, urls);
    store.add(HERO, picture(100));
    const oldUrl = store.objectUrlFor(HERO);
    store.add(HERO, picture(120));
    expect(store.objectUrlFor(HERO)).not.toBe(oldUrl);
    expect(live.has(oldUrl ?? '')).toBe(false);
    store.add(STRIP, picture(251));
    expect(store.objectUrlFor(STRIP)).toBeNull();
    expect(store.objectUrlFor(HERO)).not.toBeNull();
  });
});

describe('useStoredPicture (the loader hook)', () => {
  it('points a queued file at the stored copy and leaves the rest to the network', () => {
    const store = new PictureStore(1_000, fakeObjectUrls().urls);
    store.add(HERO, picture(100));
    const hero = { url: HERO as unknown };
    const coin = { url: COIN as unknown };
    const inline = { url: { frames: [] } as unknown };
    for (const file of [hero, coin, inline]) useStoredPicture(file, store);
    expect(hero.url).toMatch(/^blob:/);
    expect(coin.url).toBe(COIN);
    expect(inline.url).toEqual({ frames: [] });
  });
});
