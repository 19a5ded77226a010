import { MESSAGES } from '@promptplay/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeFeedPage, makeGame } from '../../testing/fixtures.js';
import { createFakeServer } from '../../testing/fakeServer.js';
import { renderApp } from '../../testing/renderApp.js';

const isInert = (element: HTMLElement) => element.closest('[inert]') !== null;
const tab = (shiftKey = false) =>
  fireEvent.keyDown(document.activeElement ?? document, { key: 'Tab', shiftKey });

async function openFromCardTitle() {
  renderApp(
    '/',
    createFakeServer({
      feed: () => makeFeedPage([makeGame('g-one', { title: 'Moon Hop' }), makeGame('g-two')]),
    }),
  );
  const [title] = await screen.findAllByTestId('game-card-title');
  title!.focus();
  fireEvent.click(title!);
  return { title: title!, modal: screen.getByTestId('game-modal') };
}

describe('game detail modal and the keyboard', () => {
  it('takes focus and keeps Tab inside while the feed, header and navigation are inert', async () => {
    const { modal } = await openFromCardTitle();
    expect(modal.contains(document.activeElement)).toBe(true);
    expect(isInert(screen.getByTestId('bottom-nav'))).toBe(true);
    expect(isInert(screen.getByTestId('header-profile-button'))).toBe(true);
    expect(isInert(screen.getAllByTestId('game-card')[1]!)).toBe(true);

    const close = within(modal).getByRole('button', { name: 'Close' });
    // The last control is under the comments, at the end of the modal.
    const last = await within(modal).findByRole('button', { name: MESSAGES.signInToComment });
    last.focus();
    tab();
    expect(document.activeElement).toBe(close);
    tab(true);
    expect(document.activeElement).toBe(last);
  });

  it('closes on Escape with focus back on the card that opened it', async () => {
    const { title } = await openFromCardTitle();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('game-modal')).toBeNull();
    expect(document.activeElement).toBe(title);
    expect(isInert(screen.getByTestId('bottom-nav'))).toBe(false);
  });

  it('Play Game → Back to feed puts focus back on the card', async () => {
    const { title, modal } = await openFromCardTitle();
    const play = within(modal).getByRole('button', { name: MESSAGES.playGame });
    play.focus();
    fireEvent.click(play);
    const layer = screen.getByTestId('game-layer');
    expect(layer.contains(document.activeElement)).toBe(true);
    expect(isInert(title)).toBe(true);

    fireEvent.click(screen.getByTestId('back-to-feed'));
    expect(screen.queryByTestId('game-layer')).toBeNull();
    expect(document.activeElement).toBe(title);
    expect(isInert(title)).toBe(false);
  });
});

describe('heading order', () => {
  it('card titles are the headings right under the page title', async () => {
    renderApp('/', createFakeServer({ feed: () => makeFeedPage([makeGame('g-one')]) }));
    const [card] = await screen.findAllByTestId('game-card');
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(within(card!).getByRole('heading', { level: 2, name: 'Game g-one' })).toBeTruthy();
  });
});
