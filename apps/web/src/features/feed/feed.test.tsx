import { CONSTANTS, MESSAGES } from '@promptplay/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeFeedPage, makeGame } from '../../testing/fixtures.js';
import { createFakeServer, requestedUrls } from '../../testing/fakeServer.js';
import { renderApp } from '../../testing/renderApp.js';
import { UI_TEXT } from '../../lib/uiText.js';

const feedRequests = (server: ReturnType<typeof createFakeServer>) =>
  requestedUrls(server).filter((url) => url.pathname.startsWith('/api/game-feeds/'));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('home feed', () => {
  it('says it is loading games while the first page is on its way', () => {
    renderApp('/', createFakeServer({ feed: () => 'hang' }));
    expect(screen.getByText(MESSAGES.loadingGames)).toBeTruthy();
  });

  it('says there are no games when the feed is empty', async () => {
    renderApp('/', createFakeServer());
    expect(await screen.findByText(MESSAGES.noGamesAvailable)).toBeTruthy();
    expect(screen.getByText(MESSAGES.noGamesAvailableAtTheMoment)).toBeTruthy();
  });

  it('shows a card per game with genre, title, author, likes and PLAY', async () => {
    const server = createFakeServer({
      feed: () =>
        makeFeedPage([
          makeGame('g-one', { title: 'Moon Hop', playerName: 'Ada', likesCount: 12 }),
          makeGame('g-two', { title: 'Cheese Run', playerName: null, gameGenre: 'MERGE' }),
        ]),
    });
    renderApp('/', server);
    const cards = await screen.findAllByTestId('game-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByText('Moon Hop')).toBeTruthy();
    expect(first.getByText('Platformer')).toBeTruthy();
    expect(first.getByText('Ada')).toBeTruthy();
    expect(first.getByText('12')).toBeTruthy();
    expect(first.getByText(MESSAGES.play)).toBeTruthy();
    expect(within(cards[1]!).getByText(CONSTANTS.BRAND_NAME)).toBeTruthy();
    expect(within(cards[1]!).getByText('Merge')).toBeTruthy();
    // The first card is the feed's largest paint: fetched at once; the rest wait to be near.
    expect(cards[0]!.querySelector('img')?.getAttribute('loading')).toBeNull();
    expect(cards[0]!.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
    expect(cards[1]!.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });

  it('asks for the first 6 latest games for families by default, and falls back on bad params', async () => {
    const server = createFakeServer();
    renderApp('/?target_audience=aliens&sort=oldest', server);
    await screen.findByText(MESSAGES.noGamesAvailable);
    const [first] = feedRequests(server);
    expect(first?.pathname).toBe('/api/game-feeds/latest');
    expect(first?.searchParams.get('pageNumber')).toBe('1');
    expect(first?.searchParams.get('pageSize')).toBe('6');
    expect(first?.searchParams.get('targetAudience')).toBe('family');
  });

  it('honours valid params and switches sort with the toggle', async () => {
    const server = createFakeServer();
    const { router } = renderApp('/?sort=topRated&target_audience=teens', server);
    await screen.findByText(MESSAGES.noGamesAvailable);
    expect(feedRequests(server)[0]?.pathname).toBe('/api/game-feeds/topRated');
    expect(feedRequests(server)[0]?.searchParams.get('targetAudience')).toBe('teens');

    fireEvent.click(screen.getByTestId('sort-latest'));
    await waitFor(() => expect(router.state.location.search).toContain('sort=latest'));
    expect(router.state.location.search).toContain('target_audience=teens');
    await waitFor(() =>
      expect(feedRequests(server).some((url) => url.pathname === '/api/game-feeds/latest')).toBe(
        true,
      ),
    );
  });

  it('shows an error with a retry button that loads again', async () => {
    let fail = true;
    const server = createFakeServer({
      feed: () => (fail ? 422 : makeFeedPage([makeGame('back-again', { title: 'Back Again' })])),
    });
    renderApp('/', server);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByText('Feed unavailable')).toBeTruthy();
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('Back Again')).toBeTruthy();
  });

  it('loads the next page when the end of the list is near, without duplicates', async () => {
    const server = createFakeServer({
      feed: (url) =>
        url.searchParams.get('pageNumber') === '1'
          ? makeFeedPage([makeGame('p1-a'), makeGame('p1-b')], 1, true)
          : makeFeedPage([makeGame('p1-b'), makeGame('p2-c')], 2, false),
    });
    renderApp('/', server);
    // jsdom has no layout: the page always counts as scrolled to the bottom.
    await waitFor(() => expect(screen.getAllByTestId('game-card')).toHaveLength(3), {
      timeout: 3000,
    });
    const titles = screen.getAllByTestId('game-card-title').map((node) => node.textContent);
    expect(titles).toEqual(['Game p1-a', 'Game p1-b', 'Game p2-c']);
  });

  it('loads no further page behind an open detail modal, and goes on once it is closed', async () => {
    const server = createFakeServer({
      feed: (url) => {
        const page = Number(url.searchParams.get('pageNumber'));
        return makeFeedPage([makeGame(`page-${page}`)], page, page < 3);
      },
    });
    renderApp('/shared/page-1', server);
    const modal = await screen.findByTestId('game-modal');
    // Past the next-page debounce: jsdom always reads as scrolled to the end.
    await new Promise((resolve) => setTimeout(resolve, 3 * CONSTANTS.FEED_NEXT_PAGE_DEBOUNCE_MS));
    const pagesAsked = feedRequests(server).flatMap(
      (url) => url.searchParams.get('pageNumber') ?? [],
    );
    expect(pagesAsked).toEqual(['1']);

    fireEvent.click(within(modal).getByRole('button', { name: UI_TEXT.close }));
    await waitFor(() => expect(screen.getAllByTestId('game-card')).toHaveLength(3), {
      timeout: 3000,
    });
  });

  it('opens the detail modal from a card with Play Game, likes, comments at 0 and Share', async () => {
    const server = createFakeServer({
      feed: () => makeFeedPage([makeGame('g-one', { title: 'Moon Hop', likesCount: 7 })]),
    });
    renderApp('/', server);
    fireEvent.click(await screen.findByTestId('game-card-title'));
    const modal = screen.getByTestId('game-modal');
    expect(within(modal).getByRole('button', { name: MESSAGES.playGame })).toBeTruthy();
    expect(within(modal).getByTestId('like-count').textContent).toBe('7');
    expect(within(modal).getByTestId('comment-count').textContent).toContain('0');
    expect(within(modal).getByText('The story of g-one.')).toBeTruthy();

    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(within(modal).getByRole('button', { name: MESSAGES.share }));
    expect(await screen.findByText(MESSAGES.linkCopied)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/shared/g-one`);
  });

  it('shows the share failure toast when sharing fails', async () => {
    renderApp(
      '/',
      createFakeServer({ feed: () => makeFeedPage([makeGame('g-one', { title: 'Moon Hop' })]) }),
    );
    fireEvent.click(await screen.findByTestId('game-card-title'));
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.share }));
    expect(await screen.findByText(MESSAGES.shareFailed)).toBeTruthy();
  });

  it('PLAY on a card opens the game layer with the first status text', async () => {
    renderApp('/', createFakeServer({ feed: () => makeFeedPage([makeGame('g-one')]) }));
    fireEvent.click(await screen.findByTestId('game-card-play'));
    expect(screen.getByTestId('game-layer')).toBeTruthy();
    expect(screen.getByTestId('game-status-text').textContent).toBe(
      MESSAGES.statusCheckingAuthentication,
    );
    fireEvent.click(screen.getByTestId('back-to-feed'));
    expect(screen.queryByTestId('game-layer')).toBeNull();
    expect(screen.getAllByTestId('game-card')).toHaveLength(1);
  });
});
