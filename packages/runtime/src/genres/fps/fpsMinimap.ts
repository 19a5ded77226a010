import type { GameObjects, Scene } from 'phaser';
import type { FpsMaze } from './fpsMaze.js';
import { ENEMY_KIND, MAX_ENEMIES, MAX_PICKUPS } from './fpsRules.js';
import { ENEMY_STATE, PICKUP_KIND, type FpsSimulation } from './fpsSimulation.js';
import { fillEllipseFan } from '../../kit/fanShapes.js';

/** Minimap colours from the world. */
export interface MinimapColors {
  wall: number;
  enemy: number;
  ammo: number;
  player: number;
}

const HEALTH_DOT = 0xff5577;
/** Map dots are a few pixels across: an octagon reads as round. */
const DOT_SIDES = 8;

/**
 * A small map of the maze in a corner: walls drawn once, the player (with a view line),
 * enemies and pickups redrawn every frame into a second Graphics.
 */
export class FpsMinimap {
  private readonly base: GameObjects.Graphics;
  private readonly dots: GameObjects.Graphics;
  private tile = 4;
  private left = 0;
  private top = 0;

  constructor(
    scene: Scene,
    private readonly maze: FpsMaze,
    private readonly colors: MinimapColors,
    depth: number,
  ) {
    this.base = scene.add.graphics().setDepth(depth);
    this.dots = scene.add.graphics().setDepth(depth + 1);
  }

  /** Places the map with its top-right corner at (right, top), `size` px square. */
  layout(right: number, top: number, size: number): void {
    const maze = this.maze;
    this.tile = size / maze.size;
    this.left = right - size;
    this.top = top;
    const g = this.base;
    g.clear();
    g.fillStyle(0x000000, 0.45).fillRoundedRect(this.left - 4, top - 4, size + 8, size + 8, 8);
    g.fillStyle(this.colors.wall, 0.85);
    for (let y = 0; y < maze.size; y++)
      for (let x = 0; x < maze.size; x++)
        if (maze.tiles[y * maze.size + x] !== 0)
          g.fillRect(this.left + x * this.tile, top + y * this.tile, this.tile, this.tile);
  }

  render(sim: FpsSimulation): void {
    const g = this.dots;
    const t = this.tile;
    g.clear();
    for (let i = 0; i < MAX_PICKUPS; i++) {
      if (sim.pickupAlive[i] !== 1) continue;
      g.fillStyle(sim.pickupKind[i] === PICKUP_KIND.ammo ? this.colors.ammo : HEALTH_DOT, 1);
      const r = t * 0.3;
      fillEllipseFan(g, this.x(sim.pickupX[i] ?? 0), this.y(sim.pickupY[i] ?? 0), r, r, DOT_SIDES);
    }
    g.fillStyle(this.colors.enemy, 1);
    for (let i = 0; i < MAX_ENEMIES; i++) {
      if (sim.enemyState[i] !== ENEMY_STATE.alive) continue;
      const radius = sim.enemyKind[i] === ENEMY_KIND.boss ? t * 0.6 : t * 0.38;
      fillEllipseFan(
        g,
        this.x(sim.enemyX[i] ?? 0),
        this.y(sim.enemyY[i] ?? 0),
        radius,
        radius,
        DOT_SIDES,
      );
    }
    const p = sim.player;
    const px = this.x(p.x);
    const py = this.y(p.y);
    g.lineStyle(Math.max(1.5, t * 0.3), this.colors.player, 1);
    g.lineBetween(px, py, px + Math.cos(p.angle) * t * 1.6, py + Math.sin(p.angle) * t * 1.6);
    g.fillStyle(this.colors.player, 1);
    fillEllipseFan(g, px, py, t * 0.45, t * 0.45, DOT_SIDES);
  }

  private x(worldX: number): number {
    return this.left + worldX * this.tile;
  }

  private y(worldY: number): number {
    return this.top + worldY * this.tile;
  }
}
