import { MESSAGES, parseWorldFile } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { expectApiError } from '../../testing/apiAssertions.js';
import { fakeStarterCatalogue } from '../../testing/fakeGameBuilder.js';
import { describeEachDatabase } from '../../testing/testHarness.js';
import { starterGameId } from '../../seed/starterGameId.js';

const catalogue = fakeStarterCatalogue(2);
const gameId = starterGameId(1, catalogue.prompts[0]!.prompt);

describeEachDatabase(
  'worlds',
  (context) => {
    describe('world files', () => {
      it('serves the current world publicly, briefly cacheable and open to the runtime iframe', async () => {
        const response = await context().app.inject({ url: `/worlds/${gameId}.json` });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.headers['access-control-allow-origin']).toBe('*');
        // A refine changes the current version (issue 14): a short cache that revalidates.
        expect(response.headers['cache-control']).toBe('public, max-age=60, must-revalidate');
        const world = parseWorldFile(response.json());
        expect(world.ok).toBe(true);
        if (world.ok) expect(world.world.worldProfileData.author).toBe('Author 1');
      });

      it('serves the same file, immutable, as version 1 under /worlds/1.0/', async () => {
        const ctx = context();
        const main = await ctx.app.inject({ url: `/worlds/${gameId}.json` });
        const fallback = await ctx.app.inject({ url: `/worlds/1.0/${gameId}.json` });
        expect(fallback.statusCode).toBe(200);
        expect(fallback.body).toBe(main.body);
        expect(fallback.headers['cache-control']).toContain('max-age=31536000');
      });

      it.each(['0.0', '1.1', 'v1', '1', '01.0'])(
        'answers 400 naming version for /worlds/%s/{gameId}.json',
        async (version) => {
          const response = await context().app.inject({ url: `/worlds/${version}/${gameId}.json` });
          expectApiError(response, 400, 'VALIDATION_FAILED', 'version');
        },
      );

      it('answers 404 with the spec message for an unknown game', async () => {
        for (const url of ['/worlds/no-such-game.json', '/worlds/1.0/no-such-game.json']) {
          const body = expectApiError(await context().app.inject({ url }), 404, 'NOT_FOUND');
          expect(body.message).toBe(MESSAGES.gameNotFound);
        }
      });

      it.each(['a_b', 'ab', 'x'.repeat(51), '..%2F..%2Fetc', 'a.b'])(
        'answers 400 naming gameId for /worlds/%s.json',
        async (badId) => {
          const response = await context().app.inject({ url: `/worlds/${badId}.json` });
          expectApiError(response, 400, 'VALIDATION_FAILED', 'gameId');
        },
      );
    });

    describe('media', () => {
      it('serves stored media with its content type and a long cache', async () => {
        const response = await context().app.inject({
          url: `/media/games/${gameId}/screenshot.png`,
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('image/png');
        expect(response.headers['cache-control']).toContain('immutable');
        expect(response.headers['access-control-allow-origin']).toBe('*');
        expect(response.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
      });

      it('serves previews as video', async () => {
        const response = await context().app.inject({ url: `/media/games/${gameId}/preview.webm` });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('video/webm');
      });

      it('answers 404 JSON for missing media and 400 for paths that leave storage', async () => {
        const ctx = context();
        expectApiError(await ctx.app.inject({ url: '/media/games/nope/x.png' }), 404, 'NOT_FOUND');
        expectApiError(await ctx.app.inject({ url: `/media/games/${gameId}` }), 404, 'NOT_FOUND');
        for (const url of [
          '/media/games/..%2F..%2Fsecret.png',
          '/media/.hidden/x.png',
          '/media/a//b.png',
        ]) {
          expectApiError(await ctx.app.inject({ url }), 400, 'VALIDATION_FAILED');
        }
      });
    });
  },
  { catalogue },
);
