import {
  CONSENT_DECIDED_COOKIE,
  FIRST_VIEW_STATE_ELEMENT_ID,
  type FeedPage,
  type GameManifest,
} from '@promptplay/contracts';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../db/schema.js';
import { WEB_ENTRY_CSS } from '../../testing/distFixtures.js';
import { describeEachDatabase } from '../../testing/testHarness.js';
import { loadFirstViewRenderer } from './rendererModule.js';

const BROWSER = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/** Seven family games, newest first: the first page (six) leaves out the oldest. */
const FAMILY_TITLES = [
  'Moon Hopper',
  'Cheese Knight',
  'Ocean Dash',
  'Robot Garden',
  'Sky Painter',
  'Lava Leap',
  'Oldest Of Seven',
];
const TEEN_TITLE = 'Teen Racer';
/** A title that tries to end the embedded state's script element. */
const HOSTILE_TITLE = '</script><script>alert(1)</script> $& Quest';

interface EmbeddedState {
  sort: string;
  targetAudience: string;
  page: FeedPage;
  gameManifest: GameManifest;
}

function embeddedState(html: string): EmbeddedState {
  const pattern = new RegExp(
    `<script type="application/json" id="${FIRST_VIEW_STATE_ELEMENT_ID}">([\\s\\S]*?)</script>`,
  );
  const json = pattern.exec(html)?.[1];
  if (json === undefined) throw new Error('No embedded first view state');
  return JSON.parse(json) as EmbeddedState;
}

function titlesOf(html: string, testId: string): string[] {
  const pattern = new RegExp(`<h2 data-testid="${testId}">([^<]*)</h2>`, 'g');
  return [...html.matchAll(pattern)].map((match) =>
    (match[1] ?? '').replace(/&#(\d+);/g, (_entity, code: string) =>
      String.fromCharCode(Number(code)),
    ),
  );
}

function ogContent(html: string, property: string): string | undefined {
  return new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
}

describeEachDatabase('server-rendered first view', (context) => {
  beforeAll(async () => {
    const row = (title: string, index: number, targetAudience: 'family' | 'teens') => ({
      id: `game-first-view-${index}`,
      title,
      description: `${title}, in three levels.`,
      genre: 'PLATFORMER' as const,
      targetAudience,
      version: '1.0.0',
      authorName: 'Tester',
      screenshotKey: `games/first-view-${index}/screenshot.png`,
      worldKey: `worlds/first-view-${index}.json`,
      likesCount: index,
      createdAt: new Date(Date.UTC(2025, 4, 30 - index)),
    });
    await context()
      .db.insert(games)
      .values([
        ...FAMILY_TITLES.map((title, index) => row(title, index, 'family')),
        row(TEEN_TITLE, 20, 'teens'),
      ]);
  });

  const fetchPage = (url: string) => context().app.inject({ url, headers: BROWSER });

  it('answers / with the first page of cards rendered and embedded, and its CSS inline', async () => {
    const response = await fetchPage('/');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(titlesOf(html, 'game-card-title')).toEqual(FAMILY_TITLES.slice(0, 6));
    const state = embeddedState(html);
    expect(state).toMatchObject({ sort: 'latest', targetAudience: 'family' });
    expect(state.page.items.map((game) => game.title)).toEqual(FAMILY_TITLES.slice(0, 6));
    expect(state.page.hasNextPage).toBe(true);
    // The same page the feed API answers.
    const api = await context().app.inject({ url: '/api/game-feeds/latest' });
    expect(state.page).toEqual(api.json());
    expect(html).toContain(`<style>${WEB_ENTRY_CSS}</style>`);
    expect(html).not.toContain('rel="stylesheet"');
    expect(ogContent(html, 'og:url')).toBe('http://localhost/');
  });

  it('renders the sort and audience the URL asks for', async () => {
    const response = await fetchPage('/?sort=topRated&target_audience=teens');
    expect(response.statusCode).toBe(200);
    const state = embeddedState(response.body);
    expect(state).toMatchObject({ sort: 'topRated', targetAudience: 'teens' });
    expect(titlesOf(response.body, 'game-card-title')[0]).toBe(TEEN_TITLE);
  });

  it('renders the consent banner on a first visit, not once the player has chosen', async () => {
    const BANNER = 'data-testid="consent-banner"';
    expect((await fetchPage('/')).body).toContain(BANNER);
    const chosen = await context().app.inject({
      url: '/',
      headers: { ...BROWSER, cookie: `other=1; ${CONSENT_DECIDED_COOKIE}=1` },
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.body).not.toContain(BANNER);
    expect(titlesOf(chosen.body, 'game-card-title')).toHaveLength(6);
    // Each kind of visitor keeps its own remembered render.
    expect((await fetchPage('/')).body).toContain(BANNER);
  });

  it('answers a shared link with its game open and absolute OpenGraph URLs', async () => {
    const response = await fetchPage('/shared/game-first-view-6');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(titlesOf(html, 'game-modal-title')).toEqual(['Oldest Of Seven']);
    expect(titlesOf(html, 'game-card-title')).toHaveLength(6);
    expect(ogContent(html, 'og:title')).toBe('Oldest Of Seven');
    expect(ogContent(html, 'og:url')).toBe('http://localhost/shared/game-first-view-6');
    expect(ogContent(html, 'og:image')).toMatch(/^http:\/\/localhost\/media\/share-cards\//);
    // The runtime build config rides along, as the manifest route answers it: the page boots
    // the game's runtime frame without asking for it first.
    const manifest = await context().app.inject({ url: '/game-manifest.json' });
    expect(embeddedState(html).gameManifest).toEqual(manifest.json());
  });

  it.each([
    ['an unknown id', '/shared/game-no-such-game', 404],
    ['a malformed id', '/shared/ab', 400],
  ])('answers %s with its status and the feed, no game open', async (_case, url, status) => {
    const response = await fetchPage(url);
    expect(response.statusCode).toBe(status);
    expect(titlesOf(response.body, 'game-modal-title')).toEqual([]);
    expect(embeddedState(response.body).page.items).toHaveLength(6);
  });

  it('keeps a hostile title inside the embedded state', async () => {
    await context().db.insert(games).values({
      id: 'game-first-view-hostile',
      title: HOSTILE_TITLE,
      description: 'x',
      genre: 'PLATFORMER',
      targetAudience: 'adults',
      version: '1.0.0',
      authorName: 'Tester',
      screenshotKey: 'games/hostile/screenshot.png',
      worldKey: 'worlds/hostile.json',
    });
    // As the publisher does: the feed's memory shows the game at once.
    context().catalogueEvents.gamePublished('game-first-view-hostile');
    const response = await fetchPage('/?target_audience=adults');
    expect(response.body).not.toContain('<script>alert(1)');
    const titles = embeddedState(response.body).page.items.map((game) => game.title);
    expect(titles).toContain(HOSTILE_TITLE);
    expect(titlesOf(response.body, 'game-card-title')).toContain(HOSTILE_TITLE);
  });

  it('answers the SPA shell when the render fails, never a 500', async () => {
    const response = await fetchPage('/?throw-on-render=1');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain(FIRST_VIEW_STATE_ELEMENT_ID);
  });

  it('leaves other pages to the client', async () => {
    const response = await fetchPage('/leaderboard');
    expect(response.body).toContain('<div id="root"></div>');
  });
});

describe('the server build of the web app', () => {
  it('is optional: without it pages are the SPA shell, as logged once', async () => {
    const logged: string[] = [];
    const log = {
      info: (_details: object, message: string) => {
        logged.push(message);
      },
      error: () => undefined,
    };
    const renderer = await loadFirstViewRenderer(join('/nonexistent', 'entry-server.js'), log);
    expect(renderer).toBeNull();
    expect(logged).toEqual([expect.stringContaining('SPA shell')]);
  });
});
