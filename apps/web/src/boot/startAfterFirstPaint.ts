/**
 * The page's inline boot script (README "First view and deep pages"): the server-rendered
 * first view paints before any of the app's JavaScript is fetched, and a tap made before the
 * app has hydrated is kept for it to replay (earlyTaps.ts).
 *
 * On a fast link a page's module scripts arrive and hydrate before the browser's first frame,
 * so the first paint waits for them; on a phone's slow link that is seconds of a blank screen
 * for a page whose markup had already come. So the build takes the entry's `<script>` and
 * its module preloads out of the HTML and this function, inlined after the markup, adds them
 * once a frame has been painted with the page's largest pictures in it (at once when the page
 * is hidden: no frame comes then; after `startCapMs` at the latest, when a picture is slow).
 *
 * It is stringified into the HTML by the build (`startAfterFirstPaintPlugin.ts`): it must not
 * use anything from outside its own body, and only what every browser the app supports has.
 */
export function startAfterFirstPaint(
  entry: string,
  preloads: readonly string[],
  earlyTapsKey: string,
  startCapMs: number,
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
  // After the page's first paint and its largest pictures' (the `fetchpriority="high"` ones):
  // a frame after the last of them has loaded (or failed), never later than a cap.
  const afterNextFrame = (then: () => void) => requestAnimationFrame(() => setTimeout(then, 0));
  const pictures = Array.from(
    document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'),
  ).filter((picture) => !picture.complete);
  let waiting = pictures.length;
  const settled = () => {
    waiting -= 1;
    if (waiting === 0) afterNextFrame(start);
  };
  for (const picture of pictures) {
    picture.addEventListener('load', settled, { once: true });
    picture.addEventListener('error', settled, { once: true });
  }
  if (document.visibilityState === 'hidden') start();
  else if (waiting === 0) afterNextFrame(start);
  setTimeout(start, startCapMs);
  // A page that turns hidden before its first frame gets no frame at all.
  document.addEventListener('visibilitychange', start, { once: true });
}
