import { GAME_GENRES, parseWorldFile, type GameGenre } from '@promptplay/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildGame, type BuildGameInput, type BuiltGame } from '../../buildGame.js';
import { categorizePrompt } from '../../categorize/categorizePrompt.js';
import { LIBRARY_CHARACTERS, libraryUrls } from '../../categorize/characterLibrary.js';
import { libraryLookOf } from '../../categorize/libraryLooks.js';
import { seedFromString } from '../../random/seededRandom.js';
import { analyzePrompt } from '../../analyze/analyzePrompt.js';
import { characterSheetSvg } from '../character/drawCharacter.js';
import { renderPng } from '../renderPng.js';
import { heroLookFor } from './heroLook.js';
import { heroSheetPath } from './heroSheetPath.js';

// buildGame's two optional inputs for games made from the create modal: the categorized
// texts the player confirmed, and a photo for the hero's face.

const PROMPT = 'A pickle knight fights rats in the sewer';

const input = (overrides: Partial<BuildGameInput> = {}): BuildGameInput => ({
  gameId: 'draft-pickle',
  prompt: PROMPT,
  genre: 'PLATFORMER',
  author: 'Ada',
  seed: seedFromString(PROMPT),
  createdAt: '2025-06-01T10:00:00.000Z',
  mediaBaseUrl: '/media/games/draft-pickle/',
  ...overrides,
});

function textsOf(prompt: string, genre: GameGenre = 'PLATFORMER') {
  const categorized = categorizePrompt({ prompt, gameGenre: genre });
  return {
    characterPrompt: categorized.characterPrompt,
    secondaryCharacterPrompt: categorized.secondaryCharacterPrompt,
    environmentCreationPrompt: categorized.environmentCreationPrompt,
  };
}

function fileOf(game: BuiltGame, path: string): Buffer {
  const file = game.files.find((each) => each.path === path);
  if (!file) throw new Error(`missing ${path}`);
  return Buffer.from(file.body);
}

const photo = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: '#ff00ff' } })
    .jpeg()
    .toBuffer();

describe('buildGame with the categorized texts', () => {
  it('builds the same game as the typed prompt when the player changed nothing', async () => {
    const [plain, confirmed] = await Promise.all([
      buildGame(input()),
      buildGame(input({ texts: textsOf(PROMPT) })),
    ]);
    expect(JSON.stringify(confirmed.world)).toBe(JSON.stringify(plain.world));
  });

  it('uses the hero, enemies and place the player renamed', async () => {
    const texts = textsOf(PROMPT);
    const game = await buildGame(
      input({
        texts: {
          characterPrompt: texts.characterPrompt.replace('Pickle Knight', 'Purple Dragon'),
          secondaryCharacterPrompt: 'Angry Bees: the enemies to stomp or dodge.',
          environmentCreationPrompt: 'Candy Castle: sweet towers.',
        },
      }),
    );
    expect(game.title).toContain('Purple Dragon');
    const world = parseWorldFile(JSON.parse(JSON.stringify(game.world)));
    if (!world.ok || world.world.gameGenre !== 'PLATFORMER')
      throw new Error('expected a platformer');
    expect(world.world.characters.hero.name).toBe('Purple Dragon');
    expect(world.world.characters.enemy.name).toBe('Angry Bee');
    expect(game.description).toMatch(/candy castle/i);
  });

  it('adds a hero the prompt did not name', async () => {
    const prompt = 'a cozy forest';
    const game = await buildGame(
      input({
        prompt,
        seed: seedFromString(prompt),
        texts: { ...textsOf(prompt), characterPrompt: 'Ninja Cat, the hero.' },
      }),
    );
    expect(game.title).toContain('Ninja Cat');
  });

  it('draws the library characters the player picked for hero and enemies', async () => {
    const [heroPick, enemyPick] = LIBRARY_CHARACTERS;
    if (!heroPick || !enemyPick) throw new Error('The library is empty');
    const game = await buildGame(
      input({
        texts: {
          ...textsOf(PROMPT),
          characterMatchUrl: libraryUrls(heroPick.id).url,
          secondaryCharacterMatchUrl: libraryUrls(enemyPick.id).assetUrl,
        },
      }),
    );
    const raw = (bytes: Uint8Array) => sharp(bytes).raw().toBuffer();
    const heroSheet = await raw(fileOf(game, 'hero.png'));
    const picked = await raw(await renderPng(characterSheetSvg(libraryLookOf(heroPick), 'x')));
    expect(heroSheet.equals(picked)).toBe(true);
    const enemyLook = { ...libraryLookOf(enemyPick), isHostile: true };
    const enemySheet = await raw(fileOf(game, 'enemy.png'));
    expect(enemySheet.equals(await raw(await renderPng(characterSheetSvg(enemyLook, 'x'))))).toBe(
      true,
    );
  });
});

describe('buildGame with a reference photo', () => {
  it('changes only the hero sheet, the same way every time', async () => {
    const image = await photo();
    const [plain, first, second] = await Promise.all([
      buildGame(input()),
      buildGame(input({ referenceImage: image })),
      buildGame(input({ referenceImage: image })),
    ]);
    const hero = heroSheetPath('PLATFORMER') ?? '';
    expect(fileOf(first, hero).equals(fileOf(plain, hero))).toBe(false);
    expect(fileOf(first, hero).equals(fileOf(second, hero))).toBe(true);
    for (const file of plain.files.filter((each) => each.path !== hero)) {
      expect(fileOf(first, file.path).equals(Buffer.from(file.body)), file.path).toBe(true);
    }
    expect(JSON.stringify(first.world)).toBe(JSON.stringify(plain.world));
  });

  const everyHeroGenre = GAME_GENRES.filter((genre) => heroSheetPath(genre) !== null);
  it.each([
    { prompt: 'A pickle knight fights rats in the sewer', genres: everyHeroGenre },
    // Vehicle genres take the vehicle out of the prompt: the frog drives, the cat flies.
    { prompt: 'a race car driven by a frog on the beach', genres: ['RACING', 'HILL_RACER'] },
    { prompt: 'a pilot cat flies a red biplane over the city', genres: ['AERIAL'] },
  ] as const)(
    'knows the sheet and the look each genre draws the hero with: $prompt',
    async ({ prompt, genres }) => {
      expect(everyHeroGenre.length).toBeGreaterThanOrEqual(12);
      const seed = seedFromString(prompt);
      const analysis = analyzePrompt(prompt, seed);
      for (const genre of genres) {
        const game = await buildGame(input({ prompt, seed, genre }));
        const drawn = await renderPng(
          characterSheetSvg(heroLookFor(genre, prompt, analysis, seed), 'x'),
        );
        const [sheet, expected] = await Promise.all([
          sharp(fileOf(game, heroSheetPath(genre) ?? ''))
            .raw()
            .toBuffer(),
          sharp(drawn).raw().toBuffer(),
        ]);
        expect(sheet.equals(expected), genre).toBe(true);
      }
    },
  );

  it('fails with a clear error when the photo is not an image', async () => {
    await expect(
      buildGame(input({ referenceImage: new TextEncoder().encode('hello') })),
    ).rejects.toThrow();
  });
});
