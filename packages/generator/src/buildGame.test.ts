import { parseWorldFile } from '@promptplay/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildGame, type BuildGameInput, type BuiltGame } from './buildGame.js';
import { seedFromString } from './random/seededRandom.js';

const input: BuildGameInput = {
  gameId: 'pickle-knight',
  prompt: 'A pickle knight fights rats in the sewer',
  genre: 'PLATFORMER',
  author: 'DillDreamer',
  seed: seedFromString('pickle-knight'),
  createdAt: '2025-03-01T12:00:00.000Z',
  mediaBaseUrl: '/media/games/pickle-knight/',
};

function fileOf(game: BuiltGame, path: string): Uint8Array {
  const file = game.files.find((f) => f.path === path);
  if (!file) throw new Error(`missing ${path}`);
  return file.body;
}

async function sizeOf(
  bytes: Uint8Array,
): Promise<{ width: number; height: number; format: string }> {
  const meta = await sharp(bytes).metadata();
  return { width: meta.width, height: meta.height, format: meta.format };
}

describe('buildGame', () => {
  it('builds byte-identical output from the same input', async () => {
    const [first, second] = await Promise.all([buildGame(input), buildGame({ ...input })]);
    expect(JSON.stringify(second.world)).toBe(JSON.stringify(first.world));
    expect(second.files.map((f) => f.path)).toEqual(first.files.map((f) => f.path));
    for (const file of first.files) {
      expect(Buffer.from(fileOf(second, file.path)).equals(Buffer.from(file.body)), file.path).toBe(
        true,
      );
    }
  });

  it('builds a world file the runtime accepts, with the prompt in its title and story', async () => {
    const game = await buildGame(input);
    const parsed = parseWorldFile(JSON.parse(JSON.stringify(game.world)));
    expect(parsed.ok).toBe(true);
    expect(game.title).toBe(game.world.worldProfileData.locationName);
    expect(game.title).toMatch(/^Pickle Knight: Sewer /);
    expect(game.description).toBe(game.world.worldProfileData.backgroundStoryText);
    expect(game.description).toContain('rats');
    expect(game.world.worldProfileData.author).toBe('DillDreamer');
    expect(game.world.creationTimeUtc).toBe(input.createdAt);
    expect(game.world.seed).toBe(input.seed);
    expect(game.world.version).toBe('1.0.0');
  });

  it('writes a file for every URL the world references', async () => {
    const game = await buildGame(input);
    if (game.world.gameGenre !== 'PLATFORMER') throw new Error('expected a platformer');
    const urls = [
      game.world.characters.hero.sheetUrl,
      game.world.characters.enemy.sheetUrl,
      game.world.items.collectible.url,
      game.world.items.goal.url,
    ];
    const paths = game.files.map((f) => f.path);
    for (const url of urls) {
      expect(url.startsWith(input.mediaBaseUrl)).toBe(true);
      expect(paths).toContain(url.slice(input.mediaBaseUrl.length));
    }
    expect(paths).toContain(game.screenshotPath);
    if (game.previewPath !== null) expect(paths).toContain(game.previewPath);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('renders PNGs of the sizes the world declares', async () => {
    const game = await buildGame(input);
    if (game.world.gameGenre !== 'PLATFORMER') throw new Error('expected a platformer');
    const { hero, enemy } = game.world.characters;
    for (const [character, path] of [
      [hero, 'hero.png'],
      [enemy, 'enemy.png'],
    ] as const) {
      expect(await sizeOf(fileOf(game, path))).toEqual({
        width: character.frameWidth * character.frameCount,
        height: character.frameHeight,
        format: 'png',
      });
    }
    const { collectible, goal } = game.world.items;
    expect(await sizeOf(fileOf(game, 'collectible.png'))).toEqual({
      width: collectible.size,
      height: collectible.size,
      format: 'png',
    });
    expect(await sizeOf(fileOf(game, 'goal.png'))).toEqual({
      width: goal.size,
      height: goal.size,
      format: 'png',
    });
    expect(await sizeOf(fileOf(game, game.screenshotPath))).toEqual({
      width: 720,
      height: 480,
      format: 'png',
    });
    for (const file of game.files) {
      expect(file.contentType).toBe(file.path.endsWith('.webp') ? 'image/webp' : 'image/png');
    }
  });

  it('makes a looping animated preview of the first screen', async () => {
    const game = await buildGame(input);
    expect(game.previewPath).toBe('preview.webp');
    const meta = await sharp(fileOf(game, 'preview.webp'), { animated: true }).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.pages).toBeGreaterThanOrEqual(4);
    expect(meta.width).toBe(480);
    expect(meta.pageHeight).toBe(320);
    expect(meta.loop).toBe(0);
  });

  it('defaults the audience to family and keeps a given one', async () => {
    expect((await buildGame(input)).targetAudience).toBe('family');
    const forKids = await buildGame({ ...input, targetAudience: 'children' });
    expect(forKids.targetAudience).toBe('children');
    expect(forKids.world.targetAudience).toBe('children');
  });

  it('rejects a genre it cannot build with a clear error', async () => {
    // Every API genre is built: a made-up one keeps the unsupported-genre path tested.
    const genre = 'TOWER_DEFENSE' as string as BuildGameInput['genre'];
    await expect(buildGame({ ...input, genre })).rejects.toThrow(/genre/);
  });

  it('rejects a media base URL without a trailing slash', async () => {
    await expect(buildGame({ ...input, mediaBaseUrl: '/media/games/x' })).rejects.toThrow(
      /mediaBaseUrl/,
    );
  });

  it.each(['!!!', '🐸', 'x'.repeat(1500), 'Cats, cats, cats; more cats!'])(
    'builds a valid game even from the odd prompt %#',
    async (prompt) => {
      const game = await buildGame({ ...input, prompt });
      expect(parseWorldFile(game.world).ok).toBe(true);
      expect(game.title.length).toBeGreaterThan(0);
      expect(game.title.length).toBeLessThanOrEqual(80);
    },
  );

  it('builds different art for different prompts', async () => {
    const other = await buildGame({
      ...input,
      prompt: 'A robot chef escapes a volcano full of angry lava blobs',
    });
    const game = await buildGame(input);
    expect(
      Buffer.from(fileOf(other, 'hero.png')).equals(Buffer.from(fileOf(game, 'hero.png'))),
    ).toBe(false);
    expect(other.world.palette).not.toEqual(game.world.palette);
  });
});
