import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * The first view's JavaScript starts once the server-rendered page is on screen: a classic
 * `defer` script (the boot) waits for a frame (requestAnimationFrame, then a task, so that
 * frame is painted) and only then adds the modulepreload links and the entry's
 * `<script type="module">`. Otherwise, on a fast connection, the scripts arrive before the
 * first frame and nothing shows until React has evaluated and hydrated the page. It does not
 * wait for the largest picture: a player's tap must work as soon as the scripts are in (the
 * picture has `fetchpriority="high"` and was requested first). `FALLBACK_MS` bounds the wait
 * (a hidden tab draws no frames).
 */
const FALLBACK_MS = 1_000;

const BOOT_SOURCE = `(() => {
  const boot = document.currentScript;
  const entry = boot.dataset.entry;
  const chunks = boot.dataset.preload ? boot.dataset.preload.split(' ') : [];
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of chunks) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, ${FALLBACK_MS});
})();
`;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

export function startAfterFirstPaint(): Plugin {
  const hash = createHash('sha256').update(BOOT_SOURCE).digest('hex').slice(0, 8);
  const bootFile = `assets/boot-${hash}.js`;
  return {
    name: 'promptplay:start-after-first-paint',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: bootFile, source: BOOT_SOURCE });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = ENTRY_SCRIPT.exec(html);
        if (!entry) throw new Error('startAfterFirstPaint: no entry <script type="module">');
        const chunks = [...html.matchAll(MODULE_PRELOAD)].map((link) => link[1]);
        const boot = `<script defer fetchpriority="high" src="/${bootFile}" data-entry="${entry[1]}" data-preload="${chunks.join(' ')}"></script>`;
        return html.replace(MODULE_PRELOAD, '').replace(entry[0], boot);
      },
    },
  };
}
