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

/** A loader file as Phaser queues it: `load` records the URL it downloads from. */
function queuedFile(url: unknown) {
  const downloads: unknown[] = [];
  const file = {
    url,
    downloads,
    load() {
      downloads.push(file.url);
    },
  };
  return file;
}

/** Lets every settled promise's callbacks run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('useStoredPicture (the loader hook)', () => {
  it('points a queued file at the stored copy and leaves the rest to the network', () => {
    const store = new PictureStore(1_000, fakeObjectUrls().urls);
    store.add(HERO, picture(100));
    const hero = queuedFile(HERO);
    const coin = queuedFile(COIN);
    const inline = queuedFile({ frames: [] });
    for (const file of [hero, coin, inline]) useStoredPicture(file, store);
    expect(hero.url).toMatch(/^blob:/);
    expect(coin.url).toBe(COIN);
    expect(inline.url).toEqual({ frames: [] });
  });

  it('starts a picture the host is still fetching only once it arrived, from the copy', async () => {
    const store = new PictureStore(1_000, fakeObjectUrls().urls);
    store.expect([HERO]);
    const hero = queuedFile(HERO);
    useStoredPicture(hero, store);
    hero.load();
    await settle();
    expect(hero.downloads).toEqual([]);
    store.add(HERO, picture(100));
    await settle();
    expect(hero.downloads).toHaveLength(1);
    expect(hero.downloads[0]).toMatch(/^blob:/);
  });

  it('downloads an expected picture itself once the host says it will not come', async () => {
    const store = new PictureStore(1_000, fakeObjectUrls().urls);
    store.expect([HERO, COIN]);
    const hero = queuedFile(HERO);
    const coin = queuedFile(COIN);
    for (const file of [hero, coin]) {
      useStoredPicture(file, store);
      file.load();
    }
    store.unavailable(HERO);
    await settle();
    expect(hero.downloads).toEqual([HERO]);
    expect(coin.downloads).toEqual([]);
  });

  it('never starts a waiting picture of a game that was dropped', async () => {
    const store = new PictureStore(1_000, fakeObjectUrls().urls);
    store.expect([HERO]);
    const hero = queuedFile(HERO);
    useStoredPicture(hero, store);
    hero.load();
    store.stopWaiting();
    store.add(HERO, picture(100));
    await settle();
    expect(hero.downloads).toEqual([]);
  });

  it('does not start a waiting picture whose loader stopped meanwhile (its scene was removed)', async () => {
    const store = new PictureStore(1_000, fakeObjectUrls().urls);
    store.expect([HERO]);
    let isLoaderActive = true;
    const hero = queuedFile(HERO);
    useStoredPicture(hero, store, () => isLoaderActive);
    hero.load();
    isLoaderActive = false;
    store.add(HERO, picture(100));
    await settle();
    expect(hero.downloads).toEqual([]);
  });

  it('does not wait for a picture already handed over when the game names it in flight', () => {
    const store = new PictureStore(1_000, fakeObjectUrls().urls);
    store.add(HERO, picture(100));
    store.expect([HERO]);
    expect(store.whenSettled(HERO)).toBeNull();
  });
});
