import { brotliDecompressSync } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../db/schema.js';
import { expectApiError } from '../../testing/apiAssertions.js';
import { FAKE_PNG } from '../../testing/fakeGameBuilder.js';
import { describeEachDatabase } from '../../testing/testHarness.js';
import { cardTitleText } from './shareCard.js';

const BROWSER = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const CRAWLER = { accept: '*/*', 'user-agent': 'Slackbot-LinkExpander 1.0' };

const VISIBLE = { id: 'game-space-cat', title: 'Space Cat Blasts Aliens' };
const HOSTILE = {
  id: 'game-hostile',
  title: `<script>alert("x")</script> Tom's "Best" $& Game`,
};
const HIDDEN = { id: 'game-hidden', title: 'A Hidden Game' };
const NO_SCREENSHOT = { id: 'game-no-screenshot', title: 'Lost Screenshot' };

const ABSOLUTE_CARD_URL = /^http:\/\/localhost\/media\/share-cards\/[\w-]+\/[0-9a-f]{16}\.png$/;

const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** The raw (still escaped) content of a `<meta>` tag, as a crawler's HTML parser reads it. */
function rawMeta(html: string, key: string): string | undefined {
  const pattern = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`);
  return pattern.exec(html)?.[1];
}

function meta(html: string, key: string): string | undefined {
  return rawMeta(html, key)?.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (entity) => ENTITIES[entity] ?? entity,
  );
}

function pathOf(url: string | undefined): string {
  return new URL(url ?? 'http://localhost/missing').pathname;
}

async function screenshotPng(): Promise<Buffer> {
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="480">
<rect width="720" height="480" fill="#88ccff"/><rect y="340" width="720" height="140" fill="#446633"/>
<circle cx="360" cy="260" r="60" fill="#ff6600"/></svg>`;
  return sharp(Buffer.from(scene)).png().toBuffer();
}

describeEachDatabase('share previews', (context) => {
  beforeAll(async () => {
    const { db, storage } = context();
    await storage.putObject(
      'games/game-space-cat/screenshot.png',
      await screenshotPng(),
      'image/png',
    );
    await storage.putObject('games/game-hostile/screenshot.png', FAKE_PNG, 'image/png');
    const row = (game: { id: string; title: string }) => ({
      ...game,
      description: `The story of ${game.title}, told in three levels.`,
      genre: 'PLATFORMER' as const,
      targetAudience: 'family' as const,
      version: '1.0.0',
      authorName: 'Tester',
      screenshotKey: `games/${game.id}/screenshot.png`,
      worldKey: `worlds/${game.id}.json`,
    });
    await db
      .insert(games)
      .values([
        row(VISIBLE),
        row(HOSTILE),
        row(NO_SCREENSHOT),
        { ...row(HIDDEN), hiddenAt: new Date('2025-05-01T00:00:00Z'), hiddenReason: 'spam' },
      ]);
  });

  const fetchPage = (url: string, headers: Record<string, string> = CRAWLER) =>
    context().app.inject({ url, headers });

  describe('a shared game link', () => {
    it.each([
      ['a browser', BROWSER],
      ['a chat crawler sending */*', CRAWLER],
    ])(
      'answers %s the SPA with the game in its OpenGraph and Twitter tags',
      async (_who, headers) => {
        const response = await fetchPage(`/shared/${VISIBLE.id}`, headers);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
        expect(response.headers['cache-control']).toBe('no-cache');
        const html = response.body;
        expect(html).toContain('<script type="module" src="/assets/app-abc123.js">');
        expect(html.match(/<title>/g)).toHaveLength(1);
        expect(html).toContain(`<title>${VISIBLE.title} · Promptplay</title>`);
        expect(meta(html, 'og:title')).toBe(VISIBLE.title);
        expect(meta(html, 'twitter:title')).toBe(VISIBLE.title);
        expect(meta(html, 'description')).toContain(`The story of ${VISIBLE.title}`);
        expect(meta(html, 'og:description')).toBe(meta(html, 'description'));
        expect(meta(html, 'og:type')).toBe('website');
        expect(meta(html, 'og:site_name')).toBe('Promptplay');
        expect(meta(html, 'og:url')).toBe(`http://localhost/shared/${VISIBLE.id}`);
        expect(meta(html, 'og:image')).toMatch(ABSOLUTE_CARD_URL);
        expect(meta(html, 'og:image:width')).toBe('1200');
        expect(meta(html, 'og:image:height')).toBe('630');
        expect(meta(html, 'twitter:card')).toBe('summary_large_image');
        expect(meta(html, 'twitter:image')).toBe(meta(html, 'og:image'));
        expect(meta(html, 'robots')).toBeUndefined();
      },
    );

    it('escapes a title carrying markup, quotes and replacement patterns', async () => {
      const response = await fetchPage(`/shared/${HOSTILE.id}`);
      expect(response.statusCode).toBe(200);
      const html = response.body;
      expect(html).not.toContain('<script>alert');
      expect(rawMeta(html, 'og:title')).toBe(
        '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Tom&#39;s &quot;Best&quot; $&amp; Game',
      );
      expect(meta(html, 'og:title')).toBe(HOSTILE.title);
      expect(meta(html, 'twitter:title')).toBe(HOSTILE.title);
      expect(html).toContain('<title>&lt;script&gt;alert(&quot;x&quot;)');
    });

    it('uses PUBLIC_URL for the absolute URLs when configured', async () => {
      const app = await context().buildAnotherApp({ publicUrl: 'https://play.example.com' });
      const response = await app.inject({ url: `/shared/${VISIBLE.id}`, headers: CRAWLER });
      expect(meta(response.body, 'og:url')).toBe(`https://play.example.com/shared/${VISIBLE.id}`);
      expect(meta(response.body, 'og:image')).toMatch(
        /^https:\/\/play\.example\.com\/media\/share-cards\//,
      );
    });

    it('takes absolute URLs from PUBLIC_URL, never from the Host header', async () => {
      const response = await fetchPage(`/shared/${VISIBLE.id}`, {
        ...CRAWLER,
        host: 'evil.example"><script>x</script>',
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('evil.example');
      expect(meta(response.body, 'og:title')).toBe(VISIBLE.title);
      expect(meta(response.body, 'og:url')).toBe(`http://localhost/shared/${VISIBLE.id}`);
    });

    it('is compressed on the fly, never answered by the build copy of index.html', async () => {
      const response = await fetchPage(`/shared/${VISIBLE.id}`, {
        ...CRAWLER,
        'accept-encoding': 'br, gzip',
      });
      expect(response.headers['content-encoding']).toBe('br');
      expect(String(response.headers.vary).match(/accept-encoding/gi)).toHaveLength(1);
      const html = brotliDecompressSync(response.rawPayload).toString();
      expect(meta(html, 'og:title')).toBe(VISIBLE.title);
    });

    it('answers an unknown id with the SPA, status 404 and the generic tags', async () => {
      for (const headers of [BROWSER, CRAWLER]) {
        const response = await fetchPage('/shared/game-no-such-game', headers);
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.body).toContain('<div id="root">');
        expect(meta(response.body, 'og:title')).toBe('Promptplay');
        expect(meta(response.body, 'og:image')).toMatch(
          /^http:\/\/localhost\/media\/share-cards\/site/,
        );
        expect(meta(response.body, 'robots')).toBe('noindex');
      }
    });

    it('treats a hidden game as unknown', async () => {
      const response = await fetchPage(`/shared/${HIDDEN.id}`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(HIDDEN.title);
      expect(meta(response.body, 'og:title')).toBe('Promptplay');
    });

    it.each([
      '/shared/ab',
      '/shared/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      `/shared/${'a'.repeat(51)}`,
    ])('answers the malformed id %s with the SPA and status 400', async (url) => {
      const response = await fetchPage(url);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<div id="root">');
      // The id is not echoed (the feed below holds the hostile title, escaped).
      expect(response.body).not.toContain('alert(1)');
      expect(response.body).not.toContain('<script>alert');
      expect(meta(response.body, 'og:title')).toBe('Promptplay');
    });
  });

  describe('the home page', () => {
    it('answers a crawler the SPA with the site tags and card', async () => {
      const response = await fetchPage('/');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Promptplay</title>');
      expect(meta(response.body, 'og:url')).toBe('http://localhost/');
      expect(meta(response.body, 'og:description')).toBe('Play and make AI-generated mini games.');
      const card = await fetchPage(pathOf(meta(response.body, 'og:image')), {});
      expect(card.statusCode).toBe(200);
      expect(card.headers['content-type']).toBe('image/png');
      expect(card.headers['cache-control']).toContain('immutable');
      const { width, height, format } = await sharp(card.rawPayload).metadata();
      expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' });
    });
  });

  describe('cards', () => {
    const cardPathOf = async (gameId: string) =>
      pathOf(meta((await fetchPage(`/shared/${gameId}`)).body, 'og:image'));

    it('renders a 1200×630 PNG from the screenshot once, stores it and caches it for good', async () => {
      const path = await cardPathOf(VISIBLE.id);
      const first = await fetchPage(path, {});
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('image/png');
      expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const { width, height, format } = await sharp(first.rawPayload).metadata();
      expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' });
      // The screenshot's sky is in the picture, not only the plain branded background.
      const { dominant } = await sharp(first.rawPayload).stats();
      expect(dominant.b).toBeGreaterThan(150);

      const key = path.replace(/^\/media\//, '');
      expect(await context().storage.hasObject(key)).toBe(true);
      const again = await fetchPage(path, {});
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    });

    it('answers concurrent first requests with the same whole card', async () => {
      const path = await cardPathOf(NO_SCREENSHOT.id);
      const responses = await Promise.all([1, 2, 3, 4].map(() => fetchPage(path, {})));
      for (const response of responses) {
        expect(response.statusCode).toBe(200);
        expect(response.rawPayload.equals(responses[0]?.rawPayload ?? Buffer.alloc(0))).toBe(true);
      }
      const stored = await context().storage.getObject(path.replace(/^\/media\//, ''));
      expect(stored?.body.equals(responses[0]?.rawPayload ?? Buffer.alloc(0))).toBe(true);
    });

    it.each([
      ['a screenshot that does not decode', HOSTILE.id],
      ['no screenshot in storage', NO_SCREENSHOT.id],
    ])('makes the plain branded card from %s', async (_case, gameId) => {
      const response = await fetchPage(await cardPathOf(gameId), {});
      expect(response.statusCode).toBe(200);
      const { width, height } = await sharp(response.rawPayload).metadata();
      expect({ width, height }).toEqual({ width: 1200, height: 630 });
    });

    it('answers an older card URL with the current card, cached briefly', async () => {
      const response = await fetchPage(`/media/share-cards/${VISIBLE.id}/0123456789abcdef.png`, {});
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
    });

    it('has no card for hidden or unknown games, and refuses malformed card names', async () => {
      expectApiError(
        await fetchPage(`/media/share-cards/${HIDDEN.id}/0123456789abcdef.png`, {}),
        404,
        'NOT_FOUND',
      );
      expectApiError(
        await fetchPage('/media/share-cards/game-nope/0123456789abcdef.png', {}),
        404,
        'NOT_FOUND',
      );
      expectApiError(
        await fetchPage(`/media/share-cards/${VISIBLE.id}/card.png`, {}),
        400,
        'VALIDATION_FAILED',
      );
    });
  });
});

describe('the title drawn on a card', () => {
  it('leaves out emoji (no emoji font on the server) and cuts long titles at a word', () => {
    expect(cardTitleText('🐙 Octopus 👨‍👩‍👧 Diver 🇯🇵 1️⃣')).toBe('Octopus Diver 1');
    const long = cardTitleText('word '.repeat(40));
    expect([...long].length).toBeLessThanOrEqual(121);
    expect(long).toMatch(/word…$/);
  });
});
