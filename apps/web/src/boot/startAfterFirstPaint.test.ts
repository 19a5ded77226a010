import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_TAPS_KEY, replayEarlyTaps } from './earlyTaps.js';
import { startAfterFirstPaint } from './startAfterFirstPaint.js';

const appScripts = () =>
  [...document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]')].map(
    (element) => element.getAttribute('src') ?? element.getAttribute('href'),
  );

/** Boots as index.html does, with the server's markup in `#root`. */
const boot = (preloads: string[] = []) =>
  startAfterFirstPaint('/assets/entry.js', preloads, EARLY_TAPS_KEY, 2_500, 'root');

/** What React leaves on an element it has hydrated: its props, under a key of its own. */
const hydrate = (element: Element) =>
  Object.assign(element, { __reactProps$test: { onClick: () => undefined } });

// Fake timers throughout: a boot left waiting must not fire after the test's document is gone.
beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  replayEarlyTaps();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('the boot script', () => {
  it('adds the preloads and the entry once a frame has been painted, not before', () => {
    document.body.innerHTML = '<div id="root"><h1>Promptplay</h1></div>';
    boot(['/assets/react.js']);
    expect(appScripts()).toEqual([]);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(appScripts()).toEqual(['/assets/react.js', '/assets/entry.js']);
    vi.runAllTimers();
    expect(appScripts()).toHaveLength(2);
  });

  it('starts at once when the server left the app root empty (404 page, offline shell)', () => {
    document.body.innerHTML = '<div id="root"></div>';
    boot(['/assets/react.js']);
    expect(appScripts()).toEqual(['/assets/react.js', '/assets/entry.js']);
  });

  it('waits for the largest picture to load and be painted, or for the cap when it is slow', () => {
    document.body.innerHTML =
      '<div id="root"><img fetchpriority="high" src="/media/card.avif" alt=""></div>';
    const picture = document.querySelector('img')!;
    Object.defineProperty(picture, 'complete', { value: false });
    boot();
    vi.advanceTimersByTime(1_000);
    expect(appScripts()).toEqual([]);
    picture.dispatchEvent(new Event('load'));
    expect(appScripts()).toEqual([]);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(appScripts()).toEqual(['/assets/entry.js']);
  });

  it('starts after the cap when the largest picture never comes', () => {
    document.body.innerHTML =
      '<div id="root"><img fetchpriority="high" src="/media/card.avif" alt=""></div>';
    Object.defineProperty(document.querySelector('img')!, 'complete', { value: false });
    boot();
    vi.advanceTimersByTime(2_499);
    expect(appScripts()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(appScripts()).toEqual(['/assets/entry.js']);
  });

  it("in Chromium, waits until the largest picture's paint has reached the screen", () => {
    let report: (entries: object[]) => void = () => undefined;
    class PaintObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      constructor(callback: (list: { getEntries(): object[] }, observer: unknown) => void) {
        report = (entries) => callback({ getEntries: () => entries }, this);
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    document.body.innerHTML =
      '<div id="root"><p>Tagline</p><img fetchpriority="high" src="/media/card.avif"></div>';
    const picture = document.querySelector('img')!;
    Object.defineProperty(picture, 'complete', { value: false });
    picture.getBoundingClientRect = () => new DOMRect(0, 100, 390, 390);
    boot();

    // The tagline is painted first; the picture, bigger, is reported once it is on screen.
    report([{ element: document.querySelector('p'), size: 390 * 40 }]);
    picture.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(100);
    expect(appScripts()).toEqual([]);
    report([{ element: picture, size: 390 * 390 }]);
    vi.advanceTimersByTime(1);
    expect(appScripts()).toEqual(['/assets/entry.js']);
    vi.unstubAllGlobals();
  });

  it('replays after hydration a button tapped before it, once, and not links or fields', () => {
    document.body.innerHTML = `<button>Accept <svg><path/></svg></button><a href="#card">Card</a>
      <label><input type="checkbox"> Adults</label>`;
    boot();
    const onButton = vi.fn();
    const onLink = vi.fn((event: Event) => event.preventDefault());
    const onField = vi.fn();
    document.querySelector('path')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    document.querySelector('a')!.click();
    document.querySelector('input')!.click();
    // The app hydrates: its handlers are on the very elements tapped.
    hydrate(document.querySelector('path')!);
    document.querySelector('button')!.addEventListener('click', onButton);
    document.querySelector('a')!.addEventListener('click', onLink);
    document.querySelector('input')!.addEventListener('click', onField);

    replayEarlyTaps();
    replayEarlyTaps();
    expect(onButton).toHaveBeenCalledOnce();
    expect(onLink).not.toHaveBeenCalled();
    expect(onField).not.toHaveBeenCalled();
    expect(document.querySelector('input')!.checked).toBe(true);

    // After hydration taps are the app's own, not kept.
    document.querySelector('button')!.click();
    replayEarlyTaps();
    expect(onButton).toHaveBeenCalledTimes(2);
  });

  it('holds a tap on a part React has not hydrated yet until it has', () => {
    document.body.innerHTML = '<header><button><span>Sign Up</span></button></header>';
    boot();
    const label = document.querySelector('span')!;
    label.click();
    const onSignUp = vi.fn();
    document.querySelector('button')!.addEventListener('click', onSignUp);

    // The first commit left the header as server markup (its code still on its way).
    replayEarlyTaps();
    vi.advanceTimersToNextFrame();
    expect(onSignUp).not.toHaveBeenCalled();
    hydrate(label);
    vi.advanceTimersToNextFrame();
    expect(onSignUp).toHaveBeenCalledOnce();
  });
});
