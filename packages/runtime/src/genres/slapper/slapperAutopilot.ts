import type { Autopilot } from '../../kit/autopilot.js';
import type { ControlsState } from '../../kit/controls.js';
import type { SlapperSimulation } from './slapperSimulation.js';

/**
 * The slapper bot (autoplay and tests): takes the hardest-hitting weapon, then slaps when the
 * needle is inside the perfect zone; every fifth slap it rushes (slaps in the good zone) so the
 * score shows both kinds.
 */
export function createSlapperAutopilot(): Autopilot<SlapperSimulation> {
  let wasHeld = false;
  let slaps = 0;
  return (sim: SlapperSimulation, controls: ControlsState) => {
    controls.jump = false;
    controls.action = false;
    const weapons = sim.settings.weapons;
    let best = 0;
    for (let i = 1; i < weapons.length; i++)
      if ((weapons[i]?.power ?? 0) > (weapons[best]?.power ?? 0)) best = i;
    if (sim.weaponIndex !== best) {
      controls.action = !wasHeld;
      wasHeld = controls.action;
      return;
    }
    if (sim.swing > 0 || wasHeld) {
      wasHeld = false;
      return;
    }
    const distance = Math.abs(sim.needle - sim.zoneCenter);
    const zone = slaps % 5 === 4 ? sim.goodHalfWidth * 0.8 : sim.perfectHalfWidth * 0.7;
    if (distance <= zone) {
      controls.jump = true;
      slaps += 1;
    }
    wasHeld = controls.jump;
  };
}
