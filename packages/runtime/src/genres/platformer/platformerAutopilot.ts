import { isSolidTile, type PlatformerLevel } from '../../levels/index.js';
import { ENEMY_BODY_WIDTH } from './platformerRules.js';
import type { PlatformerInput, PlatformerSimulation } from './platformerSimulation.js';

/** Whether column has a solid tile in rows fromRow..fromRow+depth. */
function hasGroundBelow(
  level: PlatformerLevel,
  column: number,
  fromRow: number,
  depth: number,
): boolean {
  for (let row = fromRow; row <= fromRow + depth; row++)
    if (isSolidTile(level, column, row)) return true;
  return false;
}

/**
 * The platformer's bot (autoplay and tests): runs right, jumps over gaps, walls and enemies,
 * walks down small steps and brakes in the air rather than overshoot a landing. Call once per
 * simulation step; the returned function remembers whether it held jump last step.
 */
export function createPlatformerAutopilot(): (
  sim: PlatformerSimulation,
  input: PlatformerInput,
) => void {
  let wasJumpHeld = false;
  return (sim, input) => {
    const { level, hero } = sim;
    const size = level.tileSize;
    const front = hero.x + hero.width;
    const feetRow = Math.floor((hero.y + hero.height + 1) / size);
    const aheadColumn = Math.floor((front + 4) / size);
    const isGapAhead = !hasGroundBelow(level, aheadColumn, feetRow, 2);
    const isWallAhead = isSolidTile(level, Math.floor((front + 8) / size), feetRow - 1);
    let isEnemyAhead = false;
    for (let e = 0; e < sim.enemyAlive.length; e++) {
      if (sim.enemyAlive[e] !== 1) continue;
      const distance = (sim.enemyX[e] ?? 0) - front;
      const rise = Math.abs((sim.enemyY[e] ?? 0) - hero.y);
      if (distance > -ENEMY_BODY_WIDTH && distance < 70 && rise < 48) isEnemyAhead = true;
    }
    input.left = false;
    if (hero.grounded) {
      const wantsJump = isGapAhead || isWallAhead || isEnemyAhead;
      // A new jump needs the button released for a step first.
      input.jump = wasJumpHeld ? false : wantsJump;
      input.right = true;
    } else {
      input.jump = hero.vy < 0;
      const centerColumn = Math.floor((hero.x + hero.width / 2) / size);
      const landingColumn = Math.floor((front + hero.vx * 0.12) / size);
      const isSafeBelow = hasGroundBelow(level, centerColumn, feetRow, 4);
      const isSafeAhead = hasGroundBelow(level, landingColumn, feetRow, 4);
      input.right = hero.vy < 0 || isSafeAhead || !isSafeBelow;
    }
    wasJumpHeld = input.jump;
  };
}
