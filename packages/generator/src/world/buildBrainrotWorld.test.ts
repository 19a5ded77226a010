import { GENRE_FIELD_KEYS_BY_GENRE, parseWorldFile } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { buildGame, type BuildGameInput } from '../buildGame.js';
import { seedFromString } from '../random/seededRandom.js';

const input: BuildGameInput = {
  gameId: 'rot-shark',
  prompt: 'A skateboarding shark collects donuts in the city while dodging grumpy pigeons',
  genre: 'BRAINROT',
  author: 'ChaosChamp',
  seed: seedFromString('rot-shark'),
  createdAt: '2025-03-01T12:00:00.000Z',
  mediaBaseUrl: '/media/games/rot-shark/',
};

describe('brainrot games', () => {
  it('builds a brainrot world the runtime accepts, props named in the genre field', async () => {
    const game = await buildGame(input);
    expect(parseWorldFile(JSON.parse(JSON.stringify(game.world))).ok).toBe(true);
    if (game.world.gameGenre !== 'BRAINROT') throw new Error('expected a brainrot world');
    const { items, characters, genreSpecificFields } = game.world;
    expect(characters.hero.name).toMatch(/Shark/);
    expect(items.props.length).toBeGreaterThanOrEqual(2);
    expect(Object.keys(genreSpecificFields)).toEqual([...GENRE_FIELD_KEYS_BY_GENRE.BRAINROT]);
    for (const prop of items.props)
      expect(genreSpecificFields.brainrotPropsDescription).toContain(prop.name.toLowerCase());
  });

  it('writes a file for every URL the world references, byte-identical on a rebuild', async () => {
    const [game, again] = await Promise.all([buildGame(input), buildGame({ ...input })]);
    if (game.world.gameGenre !== 'BRAINROT') throw new Error('expected a brainrot world');
    const urls = [
      game.world.characters.hero.sheetUrl,
      game.world.characters.hazard.sheetUrl,
      ...game.world.items.props.map((prop) => prop.url),
    ];
    const paths = new Set(game.files.map((f) => `${input.mediaBaseUrl}${f.path}`));
    for (const url of urls) expect(paths).toContain(url);
    expect(paths).toContain(`${input.mediaBaseUrl}${game.screenshotPath}`);
    expect(JSON.stringify(again.world)).toBe(JSON.stringify(game.world));
    for (const file of game.files) {
      const twin = again.files.find((f) => f.path === file.path);
      expect(twin && Buffer.from(twin.body).equals(Buffer.from(file.body)), file.path).toBe(true);
    }
  });
});
