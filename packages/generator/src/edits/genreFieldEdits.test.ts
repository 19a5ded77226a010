import type { GameGenre, GenreSpecificFields, WorldFile } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { buildGame, type BuiltGame } from '../buildGame.js';
import { categorizePrompt } from '../categorize/categorizePrompt.js';
import { seedFromString } from '../random/seededRandom.js';

const TIMEOUT = { timeout: 30_000 };

/**
 * Builds a prompt's game as the server does after the categorization step: with the texts the
 * player was shown, and the genre fields they confirmed (`fields` replaces some of them).
 */
async function buildConfirmed(
  prompt: string,
  genre: GameGenre,
  fields?: (shown: GenreSpecificFields) => GenreSpecificFields,
): Promise<BuiltGame> {
  const shown = categorizePrompt({ prompt, gameGenre: genre });
  return buildGame({
    gameId: 'edited',
    prompt,
    genre,
    author: 'Tester',
    seed: seedFromString(prompt),
    createdAt: '2025-01-01T00:00:00.000Z',
    mediaBaseUrl: '/media/games/edited/',
    texts: {
      characterPrompt: shown.characterPrompt,
      secondaryCharacterPrompt: shown.secondaryCharacterPrompt,
      environmentCreationPrompt: shown.environmentCreationPrompt,
      ...(fields ? { genreSpecificFields: fields(shown.genreSpecificFields) } : {}),
    },
  });
}

/** The same prompt built without and with edited fields. */
async function buildEdited(prompt: string, genre: GameGenre, edits: GenreSpecificFields) {
  const [plain, edited] = await Promise.all([
    buildConfirmed(prompt, genre),
    buildConfirmed(prompt, genre, (shown) => ({ ...shown, ...edits })),
  ]);
  return { plain, edited, world: edited.world };
}

function expectWorld<G extends WorldFile['gameGenre']>(
  world: WorldFile,
  genre: G,
): asserts world is Extract<WorldFile, { gameGenre: G }> {
  expect(world.gameGenre).toBe(genre);
}

function fileOf(game: BuiltGame, path: string): Buffer {
  const file = game.files.find((candidate) => candidate.path === path);
  if (!file) throw new Error(`missing ${path}`);
  return Buffer.from(file.body);
}

describe('edited genre fields in the built game', () => {
  it('RACING: the edited vehicle is the one driven, named and drawn', TIMEOUT, async () => {
    const { plain, edited, world } = await buildEdited(
      'A racing raccoon drives a blue race car through the busy city dodging grumpy pigeons',
      'RACING',
      { vehicleDescription: 'red monster truck' },
    );
    expectWorld(world, 'RACING');
    expectWorld(plain.world, 'RACING');
    expect(world.items.vehicle.name).toBe('Red Monster Truck');
    expect(world.worldProfileData.backgroundStoryText).toContain('revs up the red monster truck');
    expect(world.genreSpecificFields.vehicleDescription).toBe('red monster truck');
    expect(fileOf(edited, 'vehicle.png').equals(fileOf(plain, 'vehicle.png'))).toBe(false);
    // The rest of the prompt still counts.
    expect(world.characters.rival.name).toBe(plain.world.characters.rival.name);
  });

  it('HILL_RACER: the edited vehicle sets the body the hills are climbed in', TIMEOUT, async () => {
    const { world } = await buildEdited(
      'A frog drives a green jeep over the bumpy forest hills collecting golden flies',
      'HILL_RACER',
      { vehicleDescription: 'a red motorbike' },
    );
    expectWorld(world, 'HILL_RACER');
    expect(world.hillRacer.vehicle.kind).toBe('bike');
    expect(world.items.vehicle.name).toBe('Red Motorbike');
    expect(world.genreSpecificFields.vehicleDescription).toBe('a red motorbike');
  });

  it('AERIAL: the edited aircraft wins over the one the prompt flies', TIMEOUT, async () => {
    const { world } = await buildEdited(
      'A witch cat flies a purple broom over the haunted woods dodging grumpy bats',
      'AERIAL',
      { aerialVehicleDescription: 'red biplane' },
    );
    expectWorld(world, 'AERIAL');
    expect(world.aerial.vehicleKind).toBe('plane');
    expect(world.items.vehicle.name).toBe('Red Biplane');
    expect(world.worldProfileData.backgroundStoryText).toContain('red biplane');
    expect(world.characters.pilot.name).toBe('Witch Cat');
  });

  it('SHOOTER: edited ammo and enemies are what is fired and fought', TIMEOUT, async () => {
    const { plain, edited, world } = await buildEdited(
      'A squirrel throws golden acorns at angry wasps in the forest',
      'SHOOTER',
      {
        ammoDescription: 'chocolate cookies',
        primaryEnemyDescription: 'zombie clowns',
        fastEnemyDescription: 'turbo hornets',
      },
    );
    expectWorld(world, 'SHOOTER');
    expect(world.items.ammo.name).toBe('Chocolate Cookie');
    expect(world.characters.primaryEnemy.name).toBe('Zombie Clown');
    // The unedited basic enemies follow the new boss.
    expect(world.characters.basicEnemy.description).toBe('little zombie clowns');
    expect(world.characters.fastEnemy).toMatchObject({
      name: 'Turbo Hornet',
      description: 'turbo hornets',
    });
    expect(world.worldProfileData.backgroundStoryText).toContain('Fire chocolate cookies');
    // Drawn as the cookie it names.
    expect(fileOf(edited, 'ammo.png').equals(fileOf(plain, 'ammo.png'))).toBe(false);
  });

  it('SHOOTER: editing the ammo alone leaves the enemies as they were', TIMEOUT, async () => {
    const { plain, edited, world } = await buildEdited(
      'A squirrel throws golden acorns at angry wasps in the forest',
      'SHOOTER',
      { ammoDescription: 'spicy meatballs' },
    );
    expectWorld(world, 'SHOOTER');
    expect(world.characters).toEqual(plain.world.characters);
    expect(fileOf(edited, 'primary-enemy.png').equals(fileOf(plain, 'primary-enemy.png'))).toBe(
      true,
    );
  });

  it('SPLATTER: the edited targets are what gets splatted', TIMEOUT, async () => {
    const { world } = await buildEdited(
      'A chef squishes sneaky tomato goblins in the kitchen',
      'SPLATTER',
      { splatterTargetsDescription: 'slimy broccoli monsters' },
    );
    expectWorld(world, 'SPLATTER');
    expect(world.characters.target.name).toBe('Broccoli Monster');
    expect(world.worldProfileData.locationName).toContain('Broccoli Monsters');
    expect(world.worldProfileData.backgroundStoryText).toContain('slimy broccoli monsters');
    expect(world.characters.friend.name).toBe('Chef');
  });

  it('FIGHTING: the edited opponents and dummy are who is fought', TIMEOUT, async () => {
    const { plain, world } = await buildEdited(
      'A karate panda battles grumpy raccoons in the bamboo forest',
      'FIGHTING',
      {
        opponentPersonalitiesDescription:
          'Angry Bob swings wildly; Lazy Sue hides; Champion Max does it all',
        punchingDummyDescription: 'a giant rubber duck',
      },
    );
    expectWorld(world, 'FIGHTING');
    expectWorld(plain.world, 'FIGHTING');
    const names = world.fighting.opponents.map((opponent) => opponent.character.name);
    expect(names[0]).toBe('Angry Bob');
    expect(names[1]).toBe('Lazy Sue');
    expect(names.at(-1)).toBe('Champion Max');
    expect(world.fighting.opponents[0]?.character.description).toBe('Angry Bob swings wildly');
    expect(world.characters.dummy.name).toBe('Giant Rubber Duck');
    const story = world.worldProfileData.backgroundStoryText;
    expect(story).toContain('Warm up on the giant rubber duck');
    // The prompt names its rivals, yet the player asked for a dummy: the warm-up is back.
    expect(plain.world.fighting.warmup).toBe('none');
    expect(world.fighting.warmup).toBeUndefined();
    expect(story).toContain('Angry Bob, Lazy Sue');
    // How they fight is still the roster's.
    expect(world.fighting.opponents.map((o) => o.personality)).toEqual(
      plain.world.fighting.opponents.map((o) => o.personality),
    );
  });

  it('COLLECTIBLE: the edited items and bonus are what is gathered', TIMEOUT, async () => {
    const { plain, edited, world } = await buildEdited(
      'A hungry hedgehog gathers shiny apples in the autumn orchard while dodging buzzing wasps',
      'COLLECTIBLE',
      {
        collectibleItemsDescription: 'golden pears',
        collectibleDescription: 'magic acorn: bonus points and extra seconds',
      },
    );
    expectWorld(world, 'COLLECTIBLE');
    expect(world.items.collectible.name).toBe('Golden Pear');
    expect(world.items.bonus.name).toBe('Magic Acorn');
    expect(world.worldProfileData.backgroundStoryText).toContain('golden pears');
    expect(world.genreSpecificFields).toEqual({
      collectibleItemsDescription: 'golden pears',
      collectibleDescription: 'magic acorn: bonus points and extra seconds',
    });
    expect(fileOf(edited, 'collectible.png').equals(fileOf(plain, 'collectible.png'))).toBe(false);
  });

  it('PLATFORMER: the edited enemies and collectibles fill the level', TIMEOUT, async () => {
    const { world } = await buildEdited('A pickle knight fights rats in the sewer', 'PLATFORMER', {
      basicEnemyDescription: 'zombie clowns',
      collectibleDescription: 'shiny buttons',
    });
    expectWorld(world, 'PLATFORMER');
    expect(world.characters.enemy.name).toBe('Zombie Clown');
    expect(world.items.collectible.name).toBe('Shiny Button');
    expect(world.characters.hero.name).toBe('Pickle Knight');
  });

  it('SLAPPER, MERGE, BRAINROT, FARMING: the edited names are on screen', TIMEOUT, async () => {
    const [slapper, merge, brainrot, farming] = await Promise.all([
      buildEdited('A silly goose slaps a grumpy walrus with a fish on the icy beach', 'SLAPPER', {
        slapWeaponsDescription: 'rubber chicken, wet noodle, giant spoon',
      }),
      buildEdited('Merge tiny seeds into a giant magic tree in an enchanted garden', 'MERGE', {
        mergeChainDescription: 'seed → sprout → beanstalk',
      }),
      buildEdited(
        'A skateboarding shark collects donuts in the city while dodging grumpy pigeons',
        'BRAINROT',
        { brainrotPropsDescription: 'flying sneakers, spinning pizza' },
      ),
      buildEdited(
        'A cheerful bunny farmer grows crunchy carrots in a sunny valley and sells them at the market',
        'FARMING',
        {
          farmCropDescription: 'golden pumpkins',
          cropBuyerDescription: 'a greedy goat, who buys every crop',
        },
      ),
    ]);
    expectWorld(slapper.world, 'SLAPPER');
    expect(slapper.world.slapper.weapons.map((weapon) => weapon.sprite.name)).toEqual([
      'Rubber Chicken',
      'Wet Noodle',
      'Giant Spoon',
    ]);
    expectWorld(merge.world, 'MERGE');
    expect(merge.world.items.chain[0]?.name).toBe('Seed');
    expect(merge.world.items.chain[1]?.name).toBe('Sprout');
    expect(merge.world.items.chain.at(-1)?.name).toBe('Beanstalk');
    expect(merge.edited.title).toBe('Beanstalk Merge');
    expectWorld(brainrot.world, 'BRAINROT');
    expect(brainrot.world.items.props.map((prop) => prop.name).slice(0, 2)).toEqual([
      'Flying Sneaker',
      'Spinning Pizza',
    ]);
    expect(brainrot.edited.description).toContain('raining flying sneakers, spinning pizzas');
    expectWorld(farming.world, 'FARMING');
    expect(farming.world.items.crop.name).toBe('Golden Pumpkin');
    expect(farming.world.characters.cropBuyer.name).toBe('Goat the Crop Buyer');
    expect(farming.edited.description).toContain('sell to a greedy goat');
    expect(farming.edited.title).toContain('Golden Pumpkin');
  });

  it.each([
    [
      'RACING',
      'A racing raccoon drives a blue race car through the busy city dodging grumpy pigeons',
    ],
    ['SHOOTER', 'A squirrel throws golden acorns at angry wasps in the forest'],
    ['FIGHTING', 'A karate panda battles grumpy raccoons in the bamboo forest'],
    ['AERIAL', 'A dog explores outer space'],
  ] as const)(
    '%s: unedited fields build the byte-identical game',
    TIMEOUT,
    async (genre, prompt) => {
      const [without, confirmed] = await Promise.all([
        buildConfirmed(prompt, genre),
        buildConfirmed(prompt, genre, (shown) => ({
          // Spacing is no edit, and another genre's field does not count.
          ...Object.fromEntries(
            Object.entries(shown).map(([key, text]) => [key, ` ${text}\n`.slice(0, 300)]),
          ),
          ...(genre === 'RACING' ? {} : { vehicleDescription: 'monster truck' }),
        })),
      ]);
      expect(JSON.stringify(confirmed.world)).toBe(JSON.stringify(without.world));
      expect(confirmed.files.map((file) => file.path)).toEqual(without.files.map((f) => f.path));
      for (const file of without.files) {
        expect(fileOf(confirmed, file.path).equals(Buffer.from(file.body)), file.path).toBe(true);
      }
    },
  );
});
