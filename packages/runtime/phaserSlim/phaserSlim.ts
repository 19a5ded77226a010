import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, UserConfig } from 'vite';

const phaserRoot = dirname(createRequire(import.meta.url).resolve('phaser/package.json'));
const phaserSource = join(phaserRoot, 'src');

/**
 * Phaser's source switches features with `typeof NAME` tests that its own webpack build replaces
 * (config/webpack.dist.config.js); these are the same values, with the WebGL debugger off.
 */
const FEATURE_SWITCHES: Record<string, string> = {
  'typeof CANVAS_RENDERER': 'true',
  'typeof WEBGL_RENDERER': 'true',
  'typeof WEBGL_DEBUG': 'false',
  'typeof EXPERIMENTAL': 'false',
  'typeof FEATURE_SOUND': 'true',
};
const SWITCH = /typeof (CANVAS_RENDERER|WEBGL_RENDERER|WEBGL_DEBUG|EXPERIMENTAL|FEATURE_SOUND)\b/g;

function phaserFeatureSwitches(): Plugin {
  return {
    name: 'promptplay:phaser-feature-switches',
    transform(code, id) {
      if (!id.startsWith(phaserSource)) return null;
      // Webpack gives Node's `global` to the entry's `global.Phaser = Phaser`; browsers lack it.
      return code
        .replace(SWITCH, (match) => FEATURE_SWITCHES[match] ?? match)
        .replace(/\bglobal\.Phaser = /g, 'globalThis.Phaser = ');
    },
  };
}

/**
 * Build settings that replace the `phaser` package's prebuilt bundle (every module, physics
 * engines included) with `phaserSlim/phaser.js`: the part of Phaser's source the runtime uses.
 */
export const slimPhaser: Pick<UserConfig, 'plugins' | 'resolve'> = {
  plugins: [phaserFeatureSwitches()],
  resolve: {
    alias: [
      { find: /^phaser$/, replacement: join(dirname(fileURLToPath(import.meta.url)), 'phaser.js') },
      { find: /^phaser-src\//, replacement: `${phaserSource}/` },
    ],
  },
};
