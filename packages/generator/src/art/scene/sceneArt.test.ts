import { parseWorldFile, type GameGenre } from '@promptplay/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { styleScene } from '../../analyze/themeStyle.js';
import { CLEAR_DAY, PLACE_IDS, type Atmosphere, type PlaceId } from '../../analyze/types.js';
import { buildGame, type BuiltGame } from '../../buildGame.js';
import { createRandom } from '../../random/seededRandom.js';
import { composeScene } from './composeScene.js';
import { FLOOR_TILE_SIZE, floorTileSvg } from './floorTile.js';
import { PLACES } from './places/index.js';
import { sceneBackdrop } from './sceneBackdrop.js';
import { SCENE_MEDIA, withSceneArt } from './sceneArt.js';
import { layerStripSvg, STRIP_HEIGHT, STRIP_WIDTH } from './stripSvg.js';

const STYLE_INPUT = {
  tint: null,
  skyTint: null,
  heroColor: '#e5484d',
  enemyColor: '#3e63dd',
  collectibleColor: '#ffc53d',
};
const at = (overrides: Partial<Atmosphere>): Atmosphere => ({ ...CLEAR_DAY, ...overrides });

/** Rasterises an SVG at a quarter of its size: enough to prove librsvg reads it. */
async function quickRender(
  svg: string,
): Promise<{ width: number; height: number; opaque: number }> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 18 })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let opaque = 0;
  for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) opaque += 1;
  return { width: info.width, height: info.height, opaque };
}

function build(prompt: string, genre: GameGenre): Promise<BuiltGame> {
  return buildGame({
    gameId: `scene-${genre}`,
    prompt,
    genre,
    author: 'Ada',
    seed: 11,
    createdAt: '2025-01-01T00:00:00.000Z',
    mediaBaseUrl: `/media/games/scene-${genre}/`,
  });
}

/** A built game re-dressed as `places` under `atmosphere`, as the reader will hand them over. */
function redress(game: BuiltGame, places: PlaceId[], atmosphere: Atmosphere): BuiltGame {
  const style = styleScene(composeScene(places, atmosphere), STYLE_INPUT, createRandom(5));
  const background = { theme: style.background.theme, layers: style.background.layers };
  return { ...game, world: { ...game.world, palette: style.palette, background } };
}

describe('scene strips', () => {
  it('renders a valid strip for every layer of every place, by day and at night in a storm', async () => {
    for (const atmosphere of [
      CLEAR_DAY,
      at({ timeOfDay: 'night', weather: 'storm', mood: 'neon' }),
    ])
      for (const place of PLACE_IDS) {
        const scene = composeScene([place], atmosphere);
        const style = styleScene(scene, STYLE_INPUT, createRandom(1));
        for (const [index, layer] of style.background.layers.entries()) {
          const svg = layerStripSvg(scene, index, layer, style.palette);
          expect(svg).toContain(`width="${STRIP_WIDTH}" height="${STRIP_HEIGHT}"`);
          const picture = await quickRender(svg);
          expect(picture.width, `${place} layer ${index}`).toBe(STRIP_WIDTH / 4);
          expect(picture.opaque, `${place} layer ${index} draws something`).toBeGreaterThan(50);
        }
      }
  }, 120_000);

  it('draws a named landmark from the art library, toned like the scene', async () => {
    const scene = composeScene(['city'], at({ timeOfDay: 'night' }), ['fluent-emoji-flat:moai']);
    const style = styleScene(scene, STYLE_INPUT, createRandom(1));
    const index = scene.layers.findIndex((layer) => layer.kind === 'landmark');
    const layer = style.background.layers[index];
    if (!layer) throw new Error('no landmark layer');
    const svg = layerStripSvg(scene, index, layer, style.palette);
    expect(svg).toContain('feColorMatrix');
    expect((await quickRender(svg)).opaque).toBeGreaterThan(2000);
  });

  it('renders every floor material as a full tile', async () => {
    const materials = new Map(Object.entries(PLACES).map(([id, recipe]) => [recipe.floor, id]));
    for (const [material, place] of materials) {
      const picture = await quickRender(floorTileSvg(composeScene([place as PlaceId])));
      expect(picture.width, material).toBe(FLOOR_TILE_SIZE / 4);
      expect(picture.opaque, material).toBe(picture.width * picture.height);
    }
  });

  it('lays the strips out for a screenshot, or says null for an older theme', () => {
    const scene = composeScene(['paris'], at({ weather: 'storm' }));
    const style = styleScene(scene, STYLE_INPUT, createRandom(2));
    const drawing = sceneBackdrop(style.palette, style.background, 720, 480, 330, 'shot');
    expect(drawing?.body).toContain('href="#shot-l1-art"');
    expect(
      sceneBackdrop(style.palette, { ...style.background, theme: 'haunted' }, 720, 480, 330, 'x'),
    ).toBeNull();
  });
});

describe('withSceneArt', () => {
  it('gives every layer of a built world a WebP strip, the arena its floor, and the atmosphere', async () => {
    const game = await build('A hungry hedgehog gathers apples in the orchard', 'COLLECTIBLE');
    const { world, files } = game;
    expect(parseWorldFile(world).ok).toBe(true);
    expect(world.atmosphere).toBeDefined();
    for (const [index, layer] of world.background.layers.entries()) {
      expect(layer.imageUrl).toBe(`/media/games/scene-COLLECTIBLE/${SCENE_MEDIA.layer(index)}`);
      const file = files.find((f) => f.path === SCENE_MEDIA.layer(index));
      expect(file?.contentType).toBe('image/webp');
      const meta = await sharp(file?.body).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', STRIP_WIDTH, STRIP_HEIGHT]);
      expect(file?.body.length ?? 0).toBeLessThan(80_000);
    }
    expect(world.background.floorUrl).toBe(`/media/games/scene-COLLECTIBLE/${SCENE_MEDIA.floor}`);
    expect(files.some((f) => f.path === SCENE_MEDIA.floor)).toBe(true);
  });

  it('draws combined places and weather, byte for byte the same each time, in budget', async () => {
    const platformer = await build('A knight runs through the mountains', 'PLATFORMER');
    const game = redress(platformer, ['mountains', 'mars'], at({ weather: 'snow' }));
    const started = performance.now();
    const first = await withSceneArt(game, '/media/games/g/');
    const elapsed = performance.now() - started;
    const second = await withSceneArt(game, '/media/games/g/');
    console.info(
      `scene art: ${first.world.background.layers.length} strips in ${elapsed.toFixed(0)} ms, ` +
        `${first.files
          .filter((f) => f.path.startsWith('scene-'))
          .map((f) => `${(f.body.length / 1024).toFixed(1)} KB`)
          .join(', ')}`,
    );
    expect(first.world.atmosphere).toEqual({ timeOfDay: 'day', weather: 'snow', mood: 'plain' });
    expect(first.world.background.theme).toBe('mountains+mars/snow');
    expect(first.world.background.floorUrl).toBeUndefined();
    expect(first.files.map((f) => f.body)).toEqual(second.files.map((f) => f.body));
    const indoor = await withSceneArt(
      redress(platformer, ['kitchen'], at({ timeOfDay: 'night' })),
      '/m/',
    );
    expect(indoor.world.atmosphere).toEqual({
      timeOfDay: 'night',
      weather: 'clear',
      mood: 'plain',
      isIndoor: true,
    });
  });

  it('leaves a world whose background is an older theme as it was', async () => {
    const platformer = await build('A frog hops', 'PLATFORMER');
    const old = {
      ...platformer,
      world: {
        ...platformer.world,
        background: { ...platformer.world.background, theme: 'haunted' },
      },
    };
    expect(await withSceneArt(old, '/m/')).toBe(old);
  });
});
