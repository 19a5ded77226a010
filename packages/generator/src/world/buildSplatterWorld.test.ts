import { parseWorldFile } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { buildGame, type BuildGameInput } from '../buildGame.js';
import { seedFromString } from '../random/seededRandom.js';

const input: BuildGameInput = {
  gameId: 'tomato-splat',
  prompt: 'A chef squishes sneaky tomato goblins in the kitchen',
  genre: 'SPLATTER',
  author: 'Nutty',
  seed: seedFromString('tomato-splat'),
  createdAt: '2025-03-01T12:00:00.000Z',
  mediaBaseUrl: '/media/games/tomato-splat/',
};

describe('splatter games from prompts', () => {
  it('builds a splatter world the runtime accepts, with its genre fields from the prompt', async () => {
    const game = await buildGame(input);
    const parsed = parseWorldFile(JSON.parse(JSON.stringify(game.world)));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok || parsed.world.gameGenre !== 'SPLATTER') throw new Error('expected a splatter');
    const fields = parsed.world.genreSpecificFields;
    expect(Object.keys(fields)).toEqual(['splatterTargetsDescription']);
    expect(fields.splatterTargetsDescription).toContain('goblin');
    expect(parsed.world.characters.target.name).toContain('Goblin');
    expect(game.description).toContain('goblins');
  });

  it('writes a file for every URL the world references, and a screenshot', async () => {
    const game = await buildGame(input);
    if (game.world.gameGenre !== 'SPLATTER') throw new Error('expected a splatter');
    const { characters, items } = game.world;
    const urls = [characters.target.sheetUrl, characters.friend.sheetUrl, items.bonus.url];
    const paths = game.files.map((file) => `${input.mediaBaseUrl}${file.path}`);
    for (const url of urls) expect(paths).toContain(url);
    expect(game.files.map((f) => f.path)).toContain(game.screenshotPath);
  });

  it('builds byte-identical output from the same input, different from another prompt', async () => {
    const [first, second, other] = await Promise.all([
      buildGame(input),
      buildGame({ ...input }),
      buildGame({
        ...input,
        prompt: 'Splat the slimy green bugs crawling over the picnic',
      }),
    ]);
    expect(JSON.stringify(second.world)).toBe(JSON.stringify(first.world));
    for (const file of first.files) {
      const twin = second.files.find((f) => f.path === file.path);
      expect(twin && Buffer.from(twin.body).equals(Buffer.from(file.body)), file.path).toBe(true);
    }
    expect(other.world.palette).not.toEqual(first.world.palette);
    expect(other.title).not.toBe(first.title);
  });
});
