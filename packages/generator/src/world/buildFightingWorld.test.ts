import { GENRE_FIELD_KEYS_BY_GENRE, parseWorldFile } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { buildGame, type BuildGameInput } from '../buildGame.js';
import { seedFromString } from '../random/seededRandom.js';

const input: BuildGameInput = {
  gameId: 'panda-fight',
  prompt: 'A karate panda battles grumpy raccoons in the bamboo forest',
  genre: 'FIGHTING',
  author: 'PandaPunch',
  seed: seedFromString('panda-fight'),
  createdAt: '2025-03-01T12:00:00.000Z',
  mediaBaseUrl: '/media/games/panda-fight/',
};

describe('fighting games', () => {
  it('builds a fighting world the runtime accepts, with the prompt in it', async () => {
    const game = await buildGame(input);
    const parsed = parseWorldFile(JSON.parse(JSON.stringify(game.world)));
    expect(parsed.ok).toBe(true);
    if (game.world.gameGenre !== 'FIGHTING') throw new Error('expected a fighting world');
    const { fighting, characters } = game.world;
    expect(characters.fighter.name).toMatch(/Panda/);
    expect(fighting.opponents.length).toBeGreaterThanOrEqual(2);
    expect(fighting.opponents[0]?.personality).toBe('brawler');
    expect(fighting.opponents[0]?.character.name).toMatch(/Grumpy Raccoon/);
    expect(fighting.opponents.at(-1)?.personality).toBe('balanced');
    expect(Object.keys(game.world.genreSpecificFields).sort()).toEqual(
      [...GENRE_FIELD_KEYS_BY_GENRE.FIGHTING].sort(),
    );
    expect(game.world.genreSpecificFields.opponentPersonalitiesDescription).toMatch(/Raccoon/);
  });

  it('makes later opponents tougher', async () => {
    const game = await buildGame(input);
    if (game.world.gameGenre !== 'FIGHTING') throw new Error('expected a fighting world');
    const opponents = game.world.fighting.opponents;
    const first = opponents[0];
    const last = opponents.at(-1);
    expect(last && first && last.maxHealth > first.maxHealth).toBe(true);
  });

  it('opens on the rival the prompt names, with no dummy warm-up and a gentler first bout', async () => {
    const prompt = 'A grandma with a frying pan fights a giant robot in a kitchen';
    const game = await buildGame({ ...input, prompt, seed: seedFromString(prompt) });
    if (game.world.gameGenre !== 'FIGHTING') throw new Error('expected a fighting world');
    const { fighting, worldProfileData } = game.world;
    expect(fighting.warmup).toBe('none');
    const [first, second] = fighting.opponents;
    expect(first?.character.name).toMatch(/Robot/);
    expect(worldProfileData.backgroundStoryText).not.toMatch(/warm up/i);
    expect(first && second && first.aggression < second.aggression).toBe(true);
    expect(first && second && first.maxHealth < second.maxHealth).toBe(true);
  });

  it('keeps the dummy warm-up when the prompt names no rival', async () => {
    const prompt = 'A cat fighter in a bamboo forest';
    const game = await buildGame({ ...input, prompt, seed: seedFromString(prompt) });
    if (game.world.gameGenre !== 'FIGHTING') throw new Error('expected a fighting world');
    expect(game.world.fighting.warmup).toBeUndefined();
    expect(game.world.worldProfileData.backgroundStoryText).toMatch(/warm up/i);
  });

  it('writes a file for every URL the world references, byte-identical on a rebuild', async () => {
    const [game, again] = await Promise.all([buildGame(input), buildGame({ ...input })]);
    if (game.world.gameGenre !== 'FIGHTING') throw new Error('expected a fighting world');
    const urls = [
      game.world.characters.fighter.sheetUrl,
      game.world.characters.dummy.sheetUrl,
      game.world.items.badge.url,
      ...game.world.fighting.opponents.map((o) => o.character.sheetUrl),
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
