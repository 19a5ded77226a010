import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { analyzePrompt } from '../../analyze/analyzePrompt.js';
import { buildGame } from '../../buildGame.js';
import { aerialVehicleSvg } from './vehicleArt.js';

const flight = async (prompt: string) => {
  const game = await buildGame({
    gameId: 'over-1',
    prompt,
    genre: 'AERIAL',
    author: 'Tester',
    seed: 42,
    createdAt: '2025-01-01T00:00:00.000Z',
    mediaBaseUrl: '/media/games/over-1/',
  });
  if (game.world.gameGenre !== 'AERIAL') throw new Error('wrong genre');
  return game.world;
};

/** Share of the vehicle image a player sees painted (not transparent). */
async function paintedShare(svg: string): Promise<number> {
  const { data, info } = await sharp(Buffer.from(svg))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let painted = 0;
  for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 128) painted += 1;
  return painted / (info.width * info.height);
}

describe('aerial obstacles fit the place', () => {
  it('flies past shelves, lamps and dust indoors, never skyscrapers or storm clouds', async () => {
    for (const prompt of [
      'A paper plane glides through a classroom',
      'A fly buzzes around a kitchen',
      'A drone zips through a library',
    ]) {
      const world = await flight(prompt);
      expect(world.items.tower.name, prompt).toBe('Tall Shelf');
      expect(world.items.hanging.name, prompt).toBe('Hanging Lamp');
      expect(world.items.cloud.name, prompt).toBe('Dust Cloud');
      expect(world.worldProfileData.backgroundStoryText, prompt).not.toMatch(
        /skyscraper|storm cloud/i,
      );
    }
  });

  it('never stands skyscrapers over the pyramids, a village or an old town', async () => {
    const cases: [string, string][] = [
      ['A hot air balloon drifts over the pyramids', 'Obelisk'],
      ['A witch rides a broomstick over a village at night', 'Church Steeple'],
      ['A pilot flies a biplane over Rome', 'Church Steeple'],
      ['A ninja flies a kite over Tokyo', 'Pagoda'],
    ];
    for (const [prompt, tower] of cases) {
      const world = await flight(prompt);
      expect(world.items.tower.name, prompt).toBe(tower);
    }
  });

  it('sends creatures of the place and the hour when the prompt names no enemy', async () => {
    const forest = await flight('A zeppelin floats over a pine forest');
    expect(forest.items.tower.name).toBe('Giant Tree');
    expect(forest.characters.flyer.name).toBe('Crow');
    const night = await flight('A witch rides a broomstick over a village at night');
    expect(night.characters.flyer.name).toBe('Bat');
    const jungle = await flight('A pilot flies a seaplane over the jungle');
    expect(jungle.characters.flyer.name).toBe('Parrot');
  });

  it('sends the named enemies first', async () => {
    const world = await flight('A witch rides a broomstick over a village at night dodging owls');
    expect(world.characters.flyer.name).toContain('Owl');
  });
});

describe('library aircraft', () => {
  it('draws a library ride as big as a drawn plane', async () => {
    const look = analyzePrompt('A pilot flies over the sea', 1).hero.look;
    const plane = await paintedShare(
      aerialVehicleSvg({ kind: 'plane' }, '#d94f4f', '#f4d35e', look),
    );
    for (const phrase of ['hot air balloon', 'delivery van', 'zeppelin']) {
      const svg = aerialVehicleSvg({ kind: 'balloon', phrase }, '#d94f4f', '#f4d35e', look);
      expect(await paintedShare(svg), phrase).toBeGreaterThan(plane * 0.8);
    }
  });
});
