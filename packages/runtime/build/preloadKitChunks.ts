import type { Plugin } from 'vite';

/** The module the boot imports first (src/boot.ts): the kit, which brings Phaser. */
const KIT_MODULE = /[\\/]src[\\/]kit[\\/]startGameKit\.ts$/;

/** The part of a Rollup/Rolldown output chunk read here. */
export interface BundleChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  imports?: readonly string[];
}

/**
 * The files of the kit's chunk and every chunk it imports statically (Phaser among them), in
 * load order, without the page's entry: what the runtime page should fetch alongside its entry.
 */
export function kitChunkFiles(
  bundle: Readonly<Record<string, BundleChunk>>,
  entryFile: string | null,
): string[] {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const kit = chunks.find((chunk) => KIT_MODULE.test(chunk.facadeModuleId ?? ''));
  if (!kit) return [];
  const files: string[] = [];
  const visit = (fileName: string) => {
    if (fileName === entryFile || files.includes(fileName)) return;
    files.push(fileName);
    for (const imported of bundle[fileName]?.imports ?? []) visit(imported);
  };
  visit(kit.fileName);
  return files;
}

/**
 * Without this the page's entry must download and run before it asks for the kit and Phaser
 * (the biggest file): one more round trip on a phone network before a game can draw. With it
 * the page asks for all of them at once, as `<link rel="modulepreload">` (crossorigin: the
 * sandboxed frame's module requests are CORS requests from an opaque origin).
 */
export function preloadKitChunks(): Plugin {
  let base = '/';
  return {
    name: 'promptplay:preload-kit-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle || !context.chunk) return [];
        return kitChunkFiles(context.bundle, context.chunk.fileName).map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
