import { parseWorldFile, type GameGenre, type WorldFile } from '@promptplay/contracts';
import sharp from 'sharp';
import type { BuiltGame, GeneratedFile } from '../../buildGame.js';
import { sceneOfTheme, type Scene } from './composeScene.js';
import { floorTileSvg } from './floorTile.js';
import { layerStripSvg } from './stripSvg.js';

/** File names of the scene art, relative to the game's media base URL. */
export const SCENE_MEDIA = {
  layer: (index: number): string => `scene-${index}.webp`,
  floor: 'floor.webp',
} as const;

const isSceneFile = (path: string): boolean =>
  path === SCENE_MEDIA.floor || /^scene-\d+\.webp$/.test(path);

/** Genres whose playfield is a floor seen from above: they get the place's floor tile. */
const FLOOR_GENRES: ReadonlySet<GameGenre> = new Set<GameGenre>(['COLLECTIBLE']);

/** Flat art with soft edges: lossy colour, near-lossless alpha, a quick encoder pass. */
async function renderWebp(svg: string): Promise<Uint8Array> {
  const buffer = await sharp(Buffer.from(svg))
    .webp({ quality: 80, alphaQuality: 90, effort: 2, smartSubsample: false })
    .toBuffer();
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

/** The SVGs of a world's scene art: one strip per layer, the floor tile if its genre has one. */
export function sceneArtSvgs(world: WorldFile, scene: Scene): [path: string, svg: string][] {
  const svgs = world.background.layers.map((layer, index): [string, string] => [
    SCENE_MEDIA.layer(index),
    layerStripSvg(scene, index, layer, world.palette),
  ]);
  if (FLOOR_GENRES.has(world.gameGenre)) svgs.push([SCENE_MEDIA.floor, floorTileSvg(scene)]);
  return svgs;
}

/**
 * Every genre's world gets its place drawn (one step after the genre's builder): each
 * background layer rendered as a tileable WebP strip and linked as `imageUrl` (the runtime
 * falls back to the layer's procedural shape), the floor tile of arena genres as `floorUrl`,
 * and the scene's time, weather and mood as `atmosphere` for the runtime to animate. Worlds
 * whose background is not a composed scene come back as they were.
 */
export async function withSceneArt(game: BuiltGame, mediaBaseUrl: string): Promise<BuiltGame> {
  const scene = sceneOfTheme(game.world.background.theme);
  if (!scene || scene.layers.length !== game.world.background.layers.length) return game;
  const svgs = sceneArtSvgs(game.world, scene);
  const files = await Promise.all(
    svgs.map(async ([path, svg]): Promise<GeneratedFile> => ({
      path,
      contentType: 'image/webp',
      body: await renderWebp(svg),
    })),
  );
  const background = game.world.background;
  const hasFloor = files.some((file) => file.path === SCENE_MEDIA.floor);
  const world = {
    ...game.world,
    background: {
      ...background,
      layers: background.layers.map((layer, index) => ({
        ...layer,
        imageUrl: `${mediaBaseUrl}${SCENE_MEDIA.layer(index)}`,
      })),
      ...(hasFloor ? { floorUrl: `${mediaBaseUrl}${SCENE_MEDIA.floor}` } : {}),
    },
    atmosphere: {
      timeOfDay: scene.atmosphere.timeOfDay,
      weather: scene.atmosphere.weather,
      mood: scene.atmosphere.mood,
      ...(scene.atmosphere.sky ? { sky: scene.atmosphere.sky } : {}),
      ...(scene.isIndoor ? { isIndoor: true } : {}),
    },
  };
  const checked = parseWorldFile(world);
  if (!checked.ok) throw new Error(`World with scene art is invalid: ${checked.error}`);
  const kept = game.files.filter((file) => !isSceneFile(file.path));
  return { ...game, world: checked.world, files: [...kept, ...files] };
}
