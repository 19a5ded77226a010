import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { WEB_MANIFEST_SOURCE, WEB_SERVICE_WORKER } from '../testing/distFixtures.js';
import { describeEachDatabase } from '../testing/testHarness.js';

const manifestSchema = z.object({
  name: z.string(),
  short_name: z.string(),
  start_url: z.string(),
  display: z.string(),
  theme_color: z.string(),
  background_color: z.string(),
  icons: z.array(
    z.object({ src: z.string(), sizes: z.string(), type: z.string(), purpose: z.string() }),
  ),
});

describeEachDatabase('installable app: manifest and service worker', (context) => {
  it('answers the web app manifest as application/manifest+json', async () => {
    const response = await context().app.inject({ url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = manifestSchema.parse(response.json());
    expect(manifest).toMatchObject({
      name: 'Promptplay',
      short_name: 'Promptplay',
      start_url: '/',
      display: 'standalone',
    });
    // Lighthouse's installability: a 192 px and a 512 px icon, and one for masked launchers.
    const sizes = manifest.icons.map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose.split(' ').includes('maskable'))).toBe(true);
  });

  it('serves the service worker unhashed and revalidated on every load', async () => {
    const response = await context().app.inject({ url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(WEB_SERVICE_WORKER);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('the manifest icons', () => {
  it('are PNGs of the sizes the manifest states', async () => {
    const manifest = manifestSchema.parse(JSON.parse(await readFile(WEB_MANIFEST_SOURCE, 'utf8')));
    const publicDir = dirname(WEB_MANIFEST_SOURCE);
    for (const icon of manifest.icons.filter((each) => each.type === 'image/png')) {
      const { format, width, height } = await sharp(join(publicDir, icon.src)).metadata();
      expect(`${format} ${width}x${height}`).toBe(`png ${icon.sizes}`);
    }
  });
});
