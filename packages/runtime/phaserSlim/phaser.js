// The part of Phaser the genres use, in place of the package's whole build (vite.config.ts
// aliases `phaser` here). `phaser-src/` is the package's CommonJS source; the build replaces its
// `typeof FEATURE` switches (phaserSlim.ts). Phaser's core (game, scenes, loader, cameras,
// input, tweens, textures, both renderers) plus the game objects the runtime adds: no physics,
// particles, bitmap text, meshes, video, DOM elements, lights or curves. Adding a game object
// the runtime does not use yet? Import its class and factory here.
import Core from 'phaser-src/phaser-core.js';
import Container from 'phaser-src/gameobjects/container/Container.js';
import 'phaser-src/gameobjects/container/ContainerFactory.js';
import 'phaser-src/gameobjects/container/ContainerCreator.js';
import Arc from 'phaser-src/gameobjects/shape/arc/Arc.js';
import 'phaser-src/gameobjects/shape/arc/ArcFactory.js';
import Ellipse from 'phaser-src/gameobjects/shape/ellipse/Ellipse.js';
import 'phaser-src/gameobjects/shape/ellipse/EllipseFactory.js';
import Rectangle from 'phaser-src/gameobjects/shape/rectangle/Rectangle.js';
import 'phaser-src/gameobjects/shape/rectangle/RectangleFactory.js';
import TileSprite from 'phaser-src/gameobjects/tilesprite/TileSprite.js';
import 'phaser-src/gameobjects/tilesprite/TileSpriteFactory.js';
import 'phaser-src/gameobjects/tilesprite/TileSpriteCreator.js';
import Tilemaps from 'phaser-src/tilemaps/index.js';
import Zone from 'phaser-src/gameobjects/zone/Zone.js';
import 'phaser-src/gameobjects/zone/ZoneFactory.js';
import GeomRectangle from 'phaser-src/geom/rectangle/Rectangle.js';
import LoaderEvents from 'phaser-src/loader/events/index.js';

export const GameObjects = {
  ...Core.GameObjects,
  Container,
  Arc,
  Ellipse,
  Rectangle,
  TileSprite,
  Zone,
};
export const Geom = { Rectangle: GeomRectangle };
export const Loader = { ...Core.Loader, Events: LoaderEvents };
export { Tilemaps };
export const {
  AUTO,
  CANVAS,
  WEBGL,
  BlendModes,
  Cameras,
  Game,
  Input,
  Plugins,
  Renderer,
  Scale,
  Scene,
  Textures,
} = Core;
