import { parseWorldFile } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { buildGame, type BuildGameInput } from '../../buildGame.js';
import { seedFromString } from '../../random/seededRandom.js';

const input: BuildGameInput = {
  gameId: 'acorn-maze',
  prompt: 'A squirrel throws golden acorns at angry wasps in a hedge maze',
  genre: 'FPS',
  author: 'Nutty',
  seed: seedFromString('acorn-maze'),
  createdAt: '2025-03-01T12:00:00.000Z',
  mediaBaseUrl: '/media/games/acorn-maze/',
};

describe('fps games from prompts', () => {
  it('builds an fps world the runtime accepts, with its genre fields from the prompt', async () => {
    const game = await buildGame(input);
    const parsed = parseWorldFile(JSON.parse(JSON.stringify(game.world)));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok || parsed.world.gameGenre !== 'FPS') throw new Error('expected an fps world');
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
    expect(parsed.world.characters.primaryEnemy.name.toLowerCase()).toContain('wasp');
  });

  it('reads "escape a maze" as the level, not its foe, and a maze place once', async () => {
    const maze = await buildGame({ ...input, prompt: 'Escape a maze in a spooky school' });
    if (maze.world.gameGenre !== 'FPS') throw new Error('expected an fps world');
    expect(maze.world.characters.primaryEnemy.name.toLowerCase()).not.toContain('maze');
    expect(maze.description).not.toMatch(/mazes|boss maze/);
    const tunnels = await buildGame({
      ...input,
      prompt: 'A miner explores a labyrinth of tunnels',
    });
    expect(`${tunnels.title} ${tunnels.description}`).not.toMatch(/maze (?:in|of) the labyrinth/i);
    expect(tunnels.title).not.toMatch(/labyrinth labyrinth/i);
  });

  it('looks like the place: its walls and its props', async () => {
    const game = await buildGame({ ...input, prompt: 'Hunt zombies through a hospital at night' });
    if (game.world.gameGenre !== 'FPS') throw new Error('expected an fps world');
    expect(game.world.fps.wallPattern).toBe('tiles');
    expect(game.world.items.props?.map((prop) => prop.name)).toContain('bed');
    const castle = await buildGame({ ...input, prompt: 'A knight fights skeletons in a dungeon' });
    if (castle.world.gameGenre !== 'FPS') throw new Error('expected an fps world');
    expect(castle.world.fps.wallPattern).toBe('blocks');
  });

  it('writes a file for every URL the world references, and a screenshot', async () => {
    const game = await buildGame(input);
    if (game.world.gameGenre !== 'FPS') throw new Error('expected an fps world');
    const { characters, items } = game.world;
    const urls = [
      characters.hero.sheetUrl,
      characters.primaryEnemy.sheetUrl,
      characters.basicEnemy.sheetUrl,
      characters.fastEnemy.sheetUrl,
      items.ammo.url,
      ...(items.props ?? []).map((prop) => prop.url),
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
        prompt: 'A robot explores a moon base maze blasting wobbly aliens with star lasers',
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
