import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderFirstView } from '@promptplay/contracts';

/** What loading the renderer logs to (the app's logger). */
export interface RendererLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Where `npm run build -w @promptplay/web` writes the server entry: dist-ssr/ beside dist/. */
export function rendererPathFor(webDistDir: string): string {
  return join(dirname(webDistDir), 'dist-ssr', 'entry-server.js');
}

/**
 * The web app's server entry (apps/web/src/entry-server.tsx, built), imported once at start.
 * Null when it is not built or does not load: pages are then the plain SPA shell, as the
 * log says once.
 */
export async function loadFirstViewRenderer(
  path: string,
  log: RendererLog,
): Promise<RenderFirstView | null> {
  if (!existsSync(path)) {
    log.info({ path }, 'First view: no server build; pages start as the SPA shell');
    return null;
  }
  try {
    const entry = (await import(pathToFileURL(path).href)) as { renderFirstView?: unknown };
    if (typeof entry.renderFirstView === 'function') {
      return entry.renderFirstView as RenderFirstView;
    }
    log.error({ path }, 'First view: the server build has no renderFirstView; SPA shell only');
  } catch (error) {
    log.error({ err: error, path }, 'First view: the server build does not load; SPA shell only');
  }
  return null;
}
