/**
 * The page's inline boot script (README "First view and deep pages"): the server-rendered
 * first view paints before any of the app's JavaScript is fetched, and a tap made before the
 * app has hydrated is kept for it to replay (earlyTaps.ts).
 *
 * On a fast link a page's module scripts arrive and hydrate before the browser's first frame,
 * so the first paint waits for them; on a phone's slow link that is seconds of a blank screen
 * for a page whose markup had already come. So the build takes the entry's `<script>` and
 * its module preloads out of the HTML and this function, inlined after the markup, adds them
 * once the page's largest pictures are on screen (at once when the page is hidden: no frame
 * comes then; after `startCapMs` at the latest, when a picture is slow). A page whose app root
 * the server left empty (the 404 page, the service worker's offline shell) has nothing to paint
 * first, so it starts at once.
 *
 * It is stringified into the HTML by the build (`startAfterFirstPaintPlugin.ts`): it must not
 * use anything from outside its own body, and only what every browser the app supports has.
 */
export function startAfterFirstPaint(
  entry: string,
  preloads: readonly string[],
  earlyTapsKey: string,
  startCapMs: number,
  rootId: string,
): void {
  const taps: EventTarget[] = [];
  const keep = (event: Event) => {
    if (event.target) taps.push(event.target);
  };
  document.addEventListener('click', keep, true);
  (window as unknown as Record<string, unknown>)[earlyTapsKey] = {
    taps,
    stop: () => document.removeEventListener('click', keep, true),
  };

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const add = (element: HTMLLinkElement | HTMLScriptElement) => {
      element.crossOrigin = '';
      document.head.appendChild(element);
    };
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      add(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    add(script);
  };
  // After the page's largest pictures (the `fetchpriority="high"` ones) have loaded (or failed)
  // and been painted, never later than a cap. Chromium says when a paint reached the screen
  // (Largest Contentful Paint entries); elsewhere a frame after the last picture loaded stands
  // in for it.
  const root = document.getElementById(rootId);
  if (!root || !root.hasChildNodes()) {
    start();
    return;
  }
  const afterNextFrame = (then: () => void) => requestAnimationFrame(() => setTimeout(then, 0));
  const pictures = Array.from(
    document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'),
  );
  const seesPaints =
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes('largest-contentful-paint');
  let picturesLeft = pictures.filter((picture) => !picture.complete).length;
  let hasPainted = !seesPaints;
  // The largest paint so far: a picture bigger than it will be reported when it is on screen.
  let largestPaint = 0;
  const visibleArea = (picture: HTMLImageElement) => {
    const box = picture.getBoundingClientRect();
    const width = Math.min(box.right, innerWidth) - Math.max(box.left, 0);
    const height = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);
    return Math.max(0, width) * Math.max(0, height);
  };
  const startIfPainted = () => {
    if (picturesLeft > 0 || !hasPainted) return;
    const isReportComing =
      seesPaints && pictures.some((picture) => visibleArea(picture) > largestPaint);
    if (!isReportComing) afterNextFrame(start);
  };
  for (const picture of pictures.filter((each) => !each.complete)) {
    const settled = () => {
      picturesLeft -= 1;
      startIfPainted();
    };
    picture.addEventListener('load', settled, { once: true });
    picture.addEventListener('error', settled, { once: true });
  }
  if (seesPaints) {
    new PerformanceObserver((entries, observer) => {
      hasPainted = true;
      let isPictureOnScreen = false;
      for (const entry of entries.getEntries() as LargestContentfulPaint[]) {
        largestPaint = Math.max(largestPaint, entry.size);
        const element = entry.element;
        if (element instanceof HTMLImageElement && pictures.includes(element)) {
          isPictureOnScreen = true;
        }
      }
      if (isPictureOnScreen) {
        observer.disconnect();
        setTimeout(start, 0);
      } else startIfPainted();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  }
  if (document.visibilityState === 'hidden') start();
  else startIfPainted();
  setTimeout(start, startCapMs);
  // A page that turns hidden before its first frame gets no frame at all.
  document.addEventListener('visibilitychange', start, { once: true });
}
