import { parseWorldFile } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { buildGame, type BuildGameInput } from '../buildGame.js';
import { seedFromString } from '../random/seededRandom.js';

const input: BuildGameInput = {
  gameId: 'acorn-defense',
  prompt: 'A squirrel throws golden acorns at angry wasps in the forest',
  genre: 'SHOOTER',
  author: 'Nutty',
  seed: seedFromString('acorn-defense'),
  createdAt: '2025-03-01T12:00:00.000Z',
  mediaBaseUrl: '/media/games/acorn-defense/',
};

describe('shooter games from prompts', () => {
  it('builds a shooter world the runtime accepts, with its genre fields from the prompt', async () => {
    const game = await buildGame(input);
    const parsed = parseWorldFile(JSON.parse(JSON.stringify(game.world)));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok || parsed.world.gameGenre !== 'SHOOTER') throw new Error('expected a shooter');
    const fields = parsed.world.genreSpecificFields;
    expect(Object.keys(fields).sort()).toEqual(
      [
        'ammoDescription',
        'basicEnemyDescription',
        'fastEnemyDescription',
        'primaryEnemyDescription',
      ].sort(),
    );
    expect(fields.primaryEnemyDescription).toContain('wasp');
    expect(fields.ammoDescription).toContain('acorn');
    expect(game.description).toContain('wasps');
  });

  it('writes a file for every URL the world references, and a screenshot', async () => {
    const game = await buildGame(input);
    if (game.world.gameGenre !== 'SHOOTER') throw new Error('expected a shooter');
    const { characters, items } = game.world;
    const urls = [
      characters.hero.sheetUrl,
      characters.primaryEnemy.sheetUrl,
      characters.basicEnemy.sheetUrl,
      characters.fastEnemy.sheetUrl,
      items.ammo.url,
    ];
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
        prompt: 'A robot defends the moon base from wobbly aliens with lasers',
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
