import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeFeedPage, makeGame } from '../../testing/fixtures.js';
import { createFakeServer } from '../../testing/fakeServer.js';
import { renderApp } from '../../testing/renderApp.js';

const isInert = (element: HTMLElement) => element.closest('[inert]') !== null;
const tab = (shiftKey = false) =>
  fireEvent.keyDown(document.activeElement ?? document, { key: 'Tab', shiftKey });

describe('game layer and the keyboard', () => {
  it('PLAY on a card: the shell is inert, and Back to feed returns focus to that PLAY', async () => {
    renderApp('/', createFakeServer({ feed: () => makeFeedPage([makeGame('g-one')]) }));
    const play = await screen.findByTestId('game-card-play');
    play.focus();
    fireEvent.click(play);
    const layer = screen.getByTestId('game-layer');
    expect(layer.contains(document.activeElement)).toBe(true);
    expect(isInert(screen.getByTestId('bottom-nav'))).toBe(true);
    expect(isInert(screen.getByTestId('toasts'))).toBe(false);

    const back = screen.getByTestId('back-to-feed');
    back.focus();
    tab();
    expect(layer.contains(document.activeElement)).toBe(true);
    fireEvent.click(back);
    expect(document.activeElement).toBe(play);
  });
});
