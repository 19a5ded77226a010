import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeFeedPage, makeGame } from '../../testing/fixtures.js';
import { createFakeServer } from '../../testing/fakeServer.js';
import { renderApp } from '../../testing/renderApp.js';
import { GamePreview } from './GamePreview.js';

const SCREENSHOT = '/media/games/g-one/screenshot.png';
const PREVIEW = '/media/games/g-one/preview.webp';

/** A `prefers-reduced-motion` query whose answer the test can change. */
function emulateReducedMotion(matches: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return matches;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', (text: string) =>
    text.includes('prefers-reduced-motion') ? query : { matches: false },
  );
  return {
    set(next: boolean) {
      matches = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

function emulateSaveData(saveData: boolean) {
  const connection = Object.assign(new EventTarget(), { saveData });
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'connection');
});

describe('game preview in the detail modal', () => {
  it('is the still alone in the server-rendered page: the loop joins after hydration', () => {
    emulateReducedMotion(false);
    const html = renderToString(<GamePreview screenshotUrl={SCREENSHOT} previewUrl={PREVIEW} />);
    expect(html).toContain('game-preview-still');
    expect(html).not.toContain(PREVIEW);
  });

  it('shows the screenshot first, then the animated preview as an image once it has arrived', () => {
    emulateReducedMotion(false);
    render(<GamePreview screenshotUrl={SCREENSHOT} previewUrl={PREVIEW} />);
    const still = screen.getByTestId('game-preview-still');
    const motion = screen.getByTestId('game-preview');
    expect(still.getAttribute('src')).toBe(SCREENSHOT);
    expect(motion.tagName).toBe('IMG');
    expect(motion.getAttribute('src')).toBe(PREVIEW);
    expect(motion.getAttribute('decoding')).toBe('async');
    expect(motion.classList.contains('is-loaded')).toBe(false);

    fireEvent.load(motion);
    expect(motion.classList.contains('is-loaded')).toBe(true);
    expect(document.querySelector('video')).toBeNull();
  });

  it('shows only the screenshot under reduced motion, and drops the animation when it is asked for later', () => {
    const motion = emulateReducedMotion(true);
    render(<GamePreview screenshotUrl={SCREENSHOT} previewUrl={PREVIEW} />);
    expect(screen.getByTestId('game-preview-still').getAttribute('src')).toBe(SCREENSHOT);
    expect(screen.queryByTestId('game-preview')).toBeNull();

    motion.set(false);
    expect(screen.getByTestId('game-preview').getAttribute('src')).toBe(PREVIEW);
    motion.set(true);
    expect(screen.queryByTestId('game-preview')).toBeNull();
  });

  it('shows only the screenshot when the player saves data', () => {
    emulateReducedMotion(false);
    emulateSaveData(true);
    render(<GamePreview screenshotUrl={SCREENSHOT} previewUrl={PREVIEW} />);
    expect(screen.getByTestId('game-preview-still')).toBeTruthy();
    expect(screen.queryByTestId('game-preview')).toBeNull();
  });

  it('shows the screenshot alone for a game without a preview', () => {
    const { container } = render(<GamePreview screenshotUrl={SCREENSHOT} previewUrl={null} />);
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      SCREENSHOT,
    ]);
  });

  it('is what the modal opened from the feed shows behind the game', async () => {
    emulateReducedMotion(false);
    renderApp(
      '/',
      createFakeServer({
        feed: () => makeFeedPage([makeGame('g-one', { title: 'Moon Hop', videoUrl: PREVIEW })]),
      }),
    );
    fireEvent.click(await screen.findByTestId('game-card-title'));
    const modal = within(screen.getByTestId('game-modal'));
    expect(modal.getByTestId('game-preview').getAttribute('src')).toBe(PREVIEW);
    expect(modal.getByTestId('game-preview-still').getAttribute('src')).toBe(SCREENSHOT);
    expect(screen.getByTestId('game-modal').querySelector('video')).toBeNull();
  });
});
