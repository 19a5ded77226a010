import { TARGET_AUDIENCES, type TargetAudience } from '@promptplay/contracts';
import type {
  BuildGame,
  BuiltGame,
  StarterCatalogueSource,
  StarterPrompt,
} from '../modules/games/gameBuilder.js';

/** Bytes that start like a PNG; the server never decodes media, it only stores and serves it. */
export const FAKE_PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

function audienceIn(prompt: string): TargetAudience {
  // Longest names first, so "mature_adults" is not read as "adults".
  const byLength = [...TARGET_AUDIENCES].sort((a, b) => b.length - a.length);
  return byLength.find((audience) => prompt.includes(audience)) ?? 'family';
}

/**
 * A tiny stand-in for the generator's buildGame: a valid platformer world file, a hero
 * sprite, a screenshot, and (for prompts containing "preview") a preview clip. The audience
 * is the one named in the prompt.
 */
export const fakeBuildGame: BuildGame = (input) => {
  const targetAudience = audienceIn(input.prompt);
  const title = `Title of ${input.gameId}`.slice(0, 80);
  const character = (name: string) => ({
    name,
    description: `${name} of ${input.prompt}`.slice(0, 300),
    sheetUrl: `${input.mediaBaseUrl}hero.png`,
    frameWidth: 32,
    frameHeight: 32,
    frameCount: 8 as const,
  });
  const world = {
    formatVersion: 1,
    version: '1.0.0',
    creationTimeUtc: input.createdAt,
    worldProfileData: {
      locationName: title,
      backgroundStoryText: input.prompt,
      author: input.author,
      gameGenre: 'PLATFORMER',
    },
    gameGenre: 'PLATFORMER',
    seed: input.seed,
    difficulty: 2,
    targetAudience,
    palette: {
      skyTop: '#88ccff',
      skyBottom: '#ddeeff',
      ground: '#446633',
      groundAccent: '#335522',
      primary: '#ff6600',
      secondary: '#0066ff',
      accent: '#ffcc00',
      text: '#111111',
    },
    background: {
      theme: 'hills',
      layers: [{ shape: 'hills', color: '#336633', parallax: 0.5, height: 0.3 }],
    },
    genreSpecificFields: {},
    characters: { hero: character('Hero'), enemy: character('Enemy') },
    items: {
      collectible: { name: 'Coin', url: `${input.mediaBaseUrl}hero.png`, size: 16 },
      goal: { name: 'Flag', url: `${input.mediaBaseUrl}hero.png`, size: 32 },
    },
    platformer: {
      genreVersion: 1,
      levelScreens: 3,
      enemyDensity: 0.3,
      gapDensity: 0.2,
      collectibleDensity: 0.5,
      lives: 3,
      timeLimitSeconds: 120,
    },
  };
  const hasPreview = input.prompt.includes('preview');
  const built: BuiltGame = {
    world,
    title,
    description: `A game about ${input.prompt}`,
    files: [
      { path: 'hero.png', contentType: 'image/png', body: FAKE_PNG },
      { path: 'screenshot.png', contentType: 'image/png', body: FAKE_PNG },
      ...(hasPreview ? [{ path: 'preview.webm', contentType: 'video/webm', body: 'webm' }] : []),
    ],
    screenshotPath: 'screenshot.png',
    previewPath: hasPreview ? 'preview.webm' : null,
    targetAudience,
  };
  return Promise.resolve(built);
};

/** `count` prompts cycling through the audiences (children, family, teens, …). */
export function fakeStarterPrompts(count: number): StarterPrompt[] {
  return Array.from({ length: count }, (_, index) => {
    const audience = TARGET_AUDIENCES[index % TARGET_AUDIENCES.length] ?? 'family';
    const preview = index % 4 === 0 ? ' with a preview' : '';
    return {
      prompt: `A ${audience} adventure number ${index + 1}${preview}`,
      genre: 'PLATFORMER',
      author: `Author ${index + 1}`,
    };
  });
}

export function fakeStarterCatalogue(
  count: number,
  buildGame = fakeBuildGame,
): StarterCatalogueSource {
  return {
    prompts: fakeStarterPrompts(count),
    buildGame,
    seedFromString: (text) => text.length * 7919,
  };
}
