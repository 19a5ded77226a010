import type { Autopilot } from '../../kit/autopilot.js';
import type { ControlsState } from '../../kit/controls.js';
import { PUNCH_REACH, PUNCH_WINDUP_SECONDS } from './fightingRules.js';
import type { FightingSimulation } from './fightingSimulation.js';

/**
 * The fighting bot (autoplay and tests): walks up to the dummy or opponent, jabs when in reach
 * (releasing A between punches), blocks a punch it sees winding up and backs off a little when
 * its health runs low.
 */
export function createFightingAutopilot(): Autopilot<FightingSimulation> {
  let wasPunchHeld = false;
  return (sim: FightingSimulation, controls: ControlsState) => {
    const player = sim.player;
    const isWarmup = sim.phase === 'warmup';
    const targetX = isWarmup ? sim.dummy.x : sim.opponent.x;
    const distance = targetX - player.x;
    const opponent = sim.opponent;
    const isThreatened =
      !isWarmup &&
      opponent.punchTime > 0 &&
      opponent.punchTime < PUNCH_WINDUP_SECONDS &&
      Math.abs(distance) < PUNCH_REACH + 12;
    controls.action = isThreatened;
    controls.moveX = 0;
    controls.jump = false;
    if (isThreatened) {
      wasPunchHeld = false;
      return;
    }
    if (Math.abs(distance) > PUNCH_REACH - 10) controls.moveX = Math.sign(distance);
    else if (!wasPunchHeld) controls.jump = true;
    wasPunchHeld = controls.jump;
  };
}
