import { parseWorldFile } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { buildGame } from '../../buildGame.js';

const input = (prompt: string, gameId = 'farm-1') => ({
  gameId,
  prompt,
  genre: 'FARMING' as const,
  author: 'Tester',
  seed: 12,
  createdAt: '2025-01-01T00:00:00.000Z',
  mediaBaseUrl: `/media/games/${gameId}/`,
});

describe('buildGame for FARMING', () => {
  it('builds a valid farm whose crop and buyer come from the prompt', async () => {
    const game = await buildGame(
      input(
        'A robot farmer grows glowing mushrooms on a moon base and sells them to friendly aliens',
      ),
    );
    expect(parseWorldFile(game.world).ok).toBe(true);
    if (game.world.gameGenre !== 'FARMING') throw new Error('wrong genre');
    const fields = game.world.genreSpecificFields;
    expect(fields.farmCropDescription).toContain('mushrooms');
    expect(fields.cropBuyerDescription).toContain('friendly aliens');
    expect(fields.landSellerDescription).toBeTruthy();
    expect(fields.seedSellerDescription).toBeTruthy();
    expect(game.world.characters.cropBuyer.name).toBe('Alien the Crop Buyer');
  });

  it.each([
    ['A gnome grows roses by a stream', "Gnome's Rose Farm"],
    ['A farmer grows tomatoes on a hill', "Farmer's Tomato Farm"],
    ['A hen grows cheeses in a cellar', "Hen's Cheese Farm"],
  ])('names the farm after its crop in the singular: %s', async (prompt, title) => {
    const game = await buildGame(input(prompt));
    expect(game.title).toBe(title);
  });

  it.each([
    ['A duck grows lettuce for hungry goats', 'Goat the Crop Buyer', 'sell to the hungry goats'],
    ['A boy grows corn to feed his chickens', 'Chicken the Crop Buyer', 'sell to the chickens'],
    ['A gnome grows carrots on a farm', 'Rabbit the Crop Buyer', 'sell to a hungry rabbit'],
    ['A robot grows potatoes on Mars', 'Alien the Crop Buyer', 'sell to a hungry alien'],
    ['A girl grows tomatoes in a garden', 'Grocer the Crop Buyer', 'sell to a busy grocer'],
  ])(
    'sells %s to whom it is grown for, else to what fits the crop or place',
    async (prompt, buyer, sale) => {
      const game = await buildGame(input(prompt));
      if (game.world.gameGenre !== 'FARMING') throw new Error('wrong genre');
      expect(game.world.characters.cropBuyer.name).toBe(buyer);
      expect(game.description).toContain(sale);
      expect(game.description).not.toMatch(/goblin|monkey/);
    },
  );

  it('names both crops of "grows X and Y", and never a time as a buyer', async () => {
    const game = await buildGame(input('A farmer grows wheat and corn for the winter'));
    expect(game.title).toBe("Farmer's Wheat and Corn Farm");
    expect(game.description).toContain('fields full of wheat and corn');
    expect(game.description).not.toContain('sell to the winter');
  });

  it('tells of a farm on a planet, not in it', async () => {
    const game = await buildGame(input('A robot farmer grows potatoes on Mars'));
    expect(game.description).toContain('potatoes on Mars');
  });

  it('serves every URL the world references and a screenshot', async () => {
    const game = await buildGame(input('A bunny grows carrots in a sunny valley'));
    if (game.world.gameGenre !== 'FARMING') throw new Error('wrong genre');
    const paths = new Set(game.files.map((file) => `/media/games/farm-1/${file.path}`));
    for (const character of Object.values(game.world.characters))
      expect(paths.has(character.sheetUrl)).toBe(true);
    for (const item of Object.values(game.world.items)) expect(paths.has(item.url)).toBe(true);
    expect(game.files.map((file) => file.path)).toContain(game.screenshotPath);
  });

  it('gives byte-identical output for the same input', async () => {
    const prompt = 'A pig farmer grows apples in the meadow';
    const [first, second] = await Promise.all([buildGame(input(prompt)), buildGame(input(prompt))]);
    expect(JSON.stringify(first.world)).toBe(JSON.stringify(second.world));
    expect(first.files.map((f) => Buffer.from(f.body).toString('base64'))).toEqual(
      second.files.map((f) => Buffer.from(f.body).toString('base64')),
    );
  });
});
