import { GENRE_FIELD_KEYS_BY_GENRE, parseWorldFile } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { buildGame, type BuildGameInput } from '../buildGame.js';
import { seedFromString } from '../random/seededRandom.js';

const input: BuildGameInput = {
  gameId: 'goose-slap',
  prompt: 'A silly goose slaps a grumpy walrus with a fish on the icy beach',
  genre: 'SLAPPER',
  author: 'HonkHonk',
  seed: seedFromString('goose-slap'),
  createdAt: '2025-03-01T12:00:00.000Z',
  mediaBaseUrl: '/media/games/goose-slap/',
};

describe('slapper games', () => {
  it('builds a slapper world the runtime accepts, weapons lightest first', async () => {
    const game = await buildGame(input);
    expect(parseWorldFile(JSON.parse(JSON.stringify(game.world))).ok).toBe(true);
    if (game.world.gameGenre !== 'SLAPPER') throw new Error('expected a slapper world');
    const { slapper, characters, genreSpecificFields } = game.world;
    expect(characters.slapper.name).toMatch(/Goose/);
    const powers = slapper.weapons.map((weapon) => weapon.power);
    expect([...powers].sort((a, b) => a - b)).toEqual(powers);
    expect(Object.keys(genreSpecificFields).sort()).toEqual(
      [...GENRE_FIELD_KEYS_BY_GENRE.SLAPPER].sort(),
    );
    expect(genreSpecificFields.slapWeaponsDescription).toContain(
      slapper.weapons[0]?.sprite.name.toLowerCase(),
    );
  });

  it('swings the weapon the prompt names, whichever the player picks', async () => {
    const game = await buildGame({
      ...input,
      prompt: 'A chef slaps a rude customer with a baguette in a restaurant',
    });
    if (game.world.gameGenre !== 'SLAPPER') throw new Error('expected a slapper world');
    const names = game.world.slapper.weapons.map((weapon) => weapon.sprite.name);
    expect(names).toEqual(['Baguette', 'Big Baguette', 'Giant Baguette']);
  });

  it.each([
    ['A chef slaps a waiter in a kitchen', /frying pan/],
    ['A librarian slaps a ghost in a library', /big book/],
    ['A farmer slaps a fox on a farm', /pitchfork/],
  ])('arms "%s" with what the hero and the place keep at hand', async (prompt, fitting) => {
    const game = await buildGame({ ...input, prompt, seed: seedFromString(prompt) });
    if (game.world.gameGenre !== 'SLAPPER') throw new Error('expected a slapper world');
    const names = game.world.slapper.weapons.map((weapon) => weapon.sprite.name.toLowerCase());
    expect(names.join(', ')).toMatch(fitting);
    expect(names.join(', ')).not.toMatch(/big banana|leafy swatter|bonk bone|lollipop/);
  });

  it('writes a file for every URL the world references, byte-identical on a rebuild', async () => {
    const [game, again] = await Promise.all([buildGame(input), buildGame({ ...input })]);
    if (game.world.gameGenre !== 'SLAPPER') throw new Error('expected a slapper world');
    const urls = [
      game.world.characters.slapper.sheetUrl,
      game.world.characters.target.sheetUrl,
      ...game.world.slapper.weapons.map((weapon) => weapon.sprite.url),
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
