/**
 * Credits of the openly licensed libraries the generated games' art draws from. Shared: the
 * generator names them, the web app's attributions page shows them.
 */

/** One openly licensed library the art draws from, as an attributions page lists it. */
export interface SpriteLibraryCredit {
  name: string;
  licence: string;
  author: string;
  url: string;
  /** What the generator uses it for. */
  use: string;
}

/** Every library the art library uses, with its licence and authors (see ATTRIBUTIONS.md); the web app's /attributions page shows them. */
export const SPRITE_LIBRARY_CREDITS: readonly SpriteLibraryCredit[] = [
  {
    name: 'Fluent Emoji Flat',
    licence: 'MIT',
    author: 'Microsoft Corporation',
    url: 'https://github.com/microsoft/fluentui-emoji',
    use: 'sprites (first choice), via the Iconify JSON package @iconify-json/fluent-emoji-flat',
  },
  {
    name: 'Noto Emoji',
    licence: 'Apache-2.0',
    author: 'Google Inc.',
    url: 'https://github.com/googlefonts/noto-emoji',
    use: 'sprites for emoji Fluent lacks, via @iconify-json/noto',
  },
  {
    name: 'Game Icons',
    licence: 'CC-BY-3.0',
    author: 'Lorc, Delapouite & contributors, game-icons.net',
    url: 'https://game-icons.net',
    use: 'weapon, item and creature sprites no emoji draws (tinted), via @iconify-json/game-icons',
  },
  {
    name: 'emojilib',
    licence: 'MIT',
    author: 'Mu-An Chiou and contributors',
    url: 'https://github.com/muan/emojilib',
    use: 'keywords players use for each emoji',
  },
  {
    name: 'unicode-emoji-json',
    licence: 'MIT',
    author: 'Mu-An Chiou and contributors',
    url: 'https://github.com/muan/unicode-emoji-json',
    use: 'emoji names and groups (from Unicode CLDR)',
  },
];
