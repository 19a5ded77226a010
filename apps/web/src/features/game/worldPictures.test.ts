import type { WorldFile } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { worldPictureUrls } from './worldPictures.js';

const ORIGIN = 'https://promptplay.test';

describe('worldPictureUrls', () => {
  it('lists every picture of the world on our origin once, as the URL the runtime loads', () => {
    const world = {
      background: {
        layers: [{ imageUrl: '/media/w/strip.png' }, { shape: 'clouds' }],
        floorUrl: '/media/w/floor.png',
      },
      characters: { hero: { sheetUrl: '/media/w/hero.png', description: '/media/w/not-a.png' } },
      items: {
        props: [{ url: '/media/w/crate.png' }, { url: '/media/w/hero.png' }],
        badge: { url: `${ORIGIN}/media/w/badge.png` },
        remote: { url: 'https://elsewhere.test/media/w/remote.png' },
      },
      genreSpecificFields: { heroUrl: 'a hero with a url in its name' },
    } as unknown as WorldFile;
    expect(worldPictureUrls(world, ORIGIN)).toEqual([
      `${ORIGIN}/media/w/strip.png`,
      `${ORIGIN}/media/w/floor.png`,
      `${ORIGIN}/media/w/hero.png`,
      `${ORIGIN}/media/w/crate.png`,
      `${ORIGIN}/media/w/badge.png`,
    ]);
  });
});
