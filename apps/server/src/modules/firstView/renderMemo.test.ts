import type { FeedPage, FirstViewRequest, GameManifest } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import type { FeedService } from '../feed/service.js';
import { createFirstViewService } from './service.js';

const TEST_GAME_MANIFEST: GameManifest = {
  loaderUrl: '/runtime/index.html',
  dataUrl: '/worlds/',
  frameworkUrl: '/runtime/assets/phaser.js',
  codeUrl: '/runtime/assets/index.js',
  streamingAssetsUrl: '/media/',
  cacheControl: 'immutable',
  companyName: 'Promptplay',
  productName: 'Promptplay',
  productVersion: '1.0.0',
};
const INDEX_HTML = '<html><head></head><body><div id="root"></div></body></html>';

/** A feed whose first page is whatever `page` holds now. */
function feedShowing(page: { current: FeedPage }): FeedService {
  return {
    pageJson: () => Promise.resolve(JSON.stringify(page.current)),
    gameById: () => Promise.reject(new Error('no shared games here')),
  };
}

function countingRenderer() {
  const requests: FirstViewRequest[] = [];
  return {
    requests,
    render: (request: FirstViewRequest) => {
      requests.push(request);
      const titles = request.feed.firstPage.items.map((game) => game.title).join(',');
      return Promise.resolve({ appHtml: `<p>${titles}</p>`, state: {} });
    },
  };
}

describe('first view renders', () => {
  const emptyPage: FeedPage = { items: [], currentPage: 1, hasNextPage: false };

  it('are reused while the page and its data stay the same, and redone when the data changes', async () => {
    const page = { current: emptyPage };
    const renderer = countingRenderer();
    const firstView = createFirstViewService({
      feed: feedShowing(page),
      render: renderer.render,
      webDistDir: '/nonexistent',
      publicUrl: 'http://localhost',
      readGameManifest: () => TEST_GAME_MANIFEST,
      log: { error: () => undefined },
    });
    const html = async (url: string) => (await firstView.pageFor(url, null))(INDEX_HTML);

    const first = await html('/');
    expect(await html('/')).toBe(first);
    expect(renderer.requests).toHaveLength(1);

    await html('/?sort=topRated');
    expect(renderer.requests).toHaveLength(2);

    page.current = { ...emptyPage, hasNextPage: true };
    await html('/');
    expect(renderer.requests).toHaveLength(3);
    expect(renderer.requests[2]?.feed.firstPage.hasNextPage).toBe(true);
  });
});
