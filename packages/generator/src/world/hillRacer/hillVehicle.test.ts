import { describe, expect, it } from 'vitest';
import { analyzePrompt } from '../../analyze/analyzePrompt.js';
import { HILL_RIGS, hillRigOf, hillVehicleFor } from './hillVehicle.js';
import { libraryBodyOf } from './hillLibraryBody.js';
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

  it('draws a library vehicle big, its rider on top with the head clear of it', () => {
    for (const prompt of [
      'A pig rides a bathtub down a muddy farm hill',
      'A grandma drives a tuk-tuk up a mountain road in the rain',
      'A squirrel rides a skateboard over the hills of Central Park',
    ]) {
      const { vehicle } = hill(prompt);
      const layout = libraryBodyOf(vehicle.phrase, vehicle.kind);
      if (!layout) throw new Error(`expected a library body for ${vehicle.phrase}`);
      const rig = hillRigOf(vehicle);
      expect(rig).toEqual(layout.rig);
      expect(rig.bodyLengthMeters).toBeGreaterThan(HILL_RIGS.truck.bodyLengthMeters);
      // The sprite fills most of the image's height (2:1), not the 30 % a cockpit body keeps to.
      const spriteMeters = (layout.maxHeight / 128) * (rig.bodyLengthMeters / 2);
      expect(spriteMeters, vehicle.phrase).toBeGreaterThan(1.2);
      const imageMeters = rig.bodyLengthMeters / 2;
      const spriteTop = ((layout.feetY - layout.maxHeight) / 128) * imageMeters;
      const headCentre = rig.seat.y * imageMeters - 0.66 * rig.driverHeightMeters;
      expect(headCentre, vehicle.phrase).toBeLessThan(spriteTop);
    }
  });

  it.each([
    'A penguin rides a sled down a snowy mountain',
    'A fox rides a toboggan down the hills',
    'A dog rides a skateboard over the hills',
  ])('%s: the rider sits on top, big, never sunk behind the ride', (prompt) => {
    const { vehicle } = hill(prompt);
    const layout = libraryBodyOf(vehicle.phrase, vehicle.kind);
    if (!layout) throw new Error(`expected a library body for ${vehicle.phrase}`);
    const drawnHeight = layout.sprite.content.maxY - layout.sprite.content.minY;
    const scale = Math.min(
      layout.maxHeight / drawnHeight,
      layout.maxWidth / (layout.sprite.content.maxX - layout.sprite.content.minX),
    );
    const rideTop = layout.feetY - drawnHeight * scale;
    const seatY = layout.rig.seat.y * 128;
    // Feet at most a tenth of the ride down from its top: the whole rider shows.
    expect(seatY - rideTop).toBeLessThanOrEqual(0.1 * drawnHeight * scale + 0.01);
    const rideMeters = (drawnHeight * scale * layout.rig.bodyLengthMeters) / 256;
    expect(layout.rig.driverHeightMeters).toBeGreaterThanOrEqual(rideMeters);
  });

  it('keeps the monster truck body for a monster truck', () => {
    const { vehicle } = hill('A cat drives a red monster truck up the steep desert dunes');
    expect(libraryBodyOf(vehicle.phrase, vehicle.kind)).toBeNull();
    expect(hillRigOf(vehicle)).toEqual(HILL_RIGS[vehicle.kind]);
  });

  it('keeps the bodies for the vehicles they draw', () => {
    const { vehicle } = hill('A frog drives a green jeep over the hills');
    expect(hillVehicleSvg(vehicle, vehicle.color)).toBe(
      hillVehicleSvg({ kind: vehicle.kind }, vehicle.color),
    );
  });
});
