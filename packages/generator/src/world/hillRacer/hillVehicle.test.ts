import { describe, expect, it } from 'vitest';
import { analyzePrompt } from '../../analyze/analyzePrompt.js';
import { HILL_RIGS, hillRigOf, hillVehicleFor } from './hillVehicle.js';
import { hillVehicleSvg } from './hillVehicleArt.js';

const hill = (prompt: string) => hillVehicleFor(prompt, analyzePrompt(prompt, 4), 4);

describe('hillVehicleFor', () => {
  it('lets a creature that races climb as itself on a low board', () => {
    const { vehicle } = hill('a snail races a turtle over the hills');
    expect(vehicle.isCreature).toBe(true);
    expect(vehicle.phrase).toBe('snail');
    const rig = hillRigOf(vehicle);
    expect(rig.driverHeightMeters).toBeGreaterThan(HILL_RIGS.kart.driverHeightMeters);
  });

  it('draws a vehicle no body draws with the art library', () => {
    const { vehicle } = hill('A goat drives a tuk-tuk up the hill');
    expect(vehicle.phrase).toBe('tuk-tuk');
    const drawn = hillVehicleSvg(vehicle, vehicle.color);
    expect(drawn).not.toBe(hillVehicleSvg({ kind: vehicle.kind }, vehicle.color));
    expect(hill('A squirrel skateboards down the hills').vehicle.phrase).toBe('skateboard');
  });

  it('keeps the bodies for the vehicles they draw', () => {
    const { vehicle } = hill('A frog drives a green jeep over the hills');
    expect(hillVehicleSvg(vehicle, vehicle.color)).toBe(
      hillVehicleSvg({ kind: vehicle.kind }, vehicle.color),
    );
  });
});
