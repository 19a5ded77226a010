import type { FirstViewRequest } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { renderFirstView } from './entry-server.js';
import { TEST_GAME_MANIFEST } from './features/game/testManifest.js';
import { makeFeedPage, makeGame } from './testing/fixtures.js';

const games = ['g-one', 'g-two', 'g-three'].map((id) => makeGame(id));

function request(url: string, sharedGameId: string | null): FirstViewRequest {
  return {
    url,
    feed: { sort: 'latest', targetAudience: 'family', firstPage: makeFeedPage(games) },
    sharedGame: games.find((game) => game.id === sharedGameId) ?? null,
    gameManifest: TEST_GAME_MANIFEST,
    consentDecided: true,
  };
}

/** The `src` of every card screenshot in the markup, in order (null: none). */
function cardPictureSources(html: string): (string | null)[] {
  const cards = html.split('data-testid="game-card"').slice(1);
  return cards.map(
    (card) => /<img[^>]*?\ssrc="([^"]*)"/.exec(card.split('</article>')[0]!)?.[1] ?? null,
  );
}

describe('the server-rendered first view', () => {
  it('of home shows every card with its screenshot', async () => {
    const { appHtml } = await renderFirstView(request('/', null));
    expect(cardPictureSources(appHtml)).toEqual(games.map((game) => game.screenshotUrl));
  });

  it("of a shared link holds the cards' screenshots under the open game, not the game's own", async () => {
    const { appHtml } = await renderFirstView(request('/shared/g-two', 'g-two'));
    expect(cardPictureSources(appHtml)).toEqual([null, null, null]);
    const modal = appHtml.slice(appHtml.indexOf('data-testid="game-modal"'));
    expect(modal).toMatch(
      /<img src="\/media\/games\/g-two\/screenshot.png"[^>]*fetchpriority="high"/i,
    );
  });

  it('embeds the runtime build config, so the page boots the runtime without asking for it', async () => {
    const { state } = await renderFirstView(request('/shared/g-two', 'g-two'));
    const queries = (state as { queries: { queryKey: unknown; state: { data: unknown } }[] })
      .queries;
    const manifest = queries.find((query) => JSON.stringify(query.queryKey) === '["gameManifest"]');
    expect(manifest?.state.data).toEqual(TEST_GAME_MANIFEST);
  });
});
