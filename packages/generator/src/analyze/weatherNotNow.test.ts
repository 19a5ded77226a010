import { describe, expect, it } from 'vitest';
import { atmosphereOf } from './atmosphere.js';
import { storyWhenOf } from './storyWhen.js';

describe('weather named as a time around the game, not its weather', () => {
  it.each([
    ['A squirrel stores nuts in the woods before winter', 'autumn'],
    ['A fox waits for the snow in a pine forest', 'autumn'],
    ['A lamb plays in a meadow after the snow melted', 'spring'],
    ['A bear wakes up once winter is over', 'spring'],
    ['A mole digs tunnels until winter comes', 'autumn'],
  ])('no snow falls in "%s", it is %s', (prompt, season) => {
    const atmosphere = atmosphereOf(prompt);
    expect(atmosphere.weather).toBe('clear');
    expect(atmosphere.season).toBe(season);
  });

  it('keeps the weather that falls during the game', () => {
    expect(atmosphereOf('A penguin slides in the snow').weather).toBe('snow');
    expect(atmosphereOf('A duck waddles in the park until the rain stops').weather).toBe('rain');
    expect(atmosphereOf('A paper plane flies through a thunderstorm over Paris').weather).toBe(
      'storm',
    );
    expect(atmosphereOf('A knight rides through a winter forest').weather).toBe('snow');
  });

  it("tells the player's time words whole, never as snow", () => {
    const melted = atmosphereOf('A lamb plays in a meadow after the snow melted');
    expect(storyWhenOf(melted, 'the meadow')).toBe('after the snow melted');
    const before = atmosphereOf('A squirrel stores nuts in the woods before winter');
    expect(storyWhenOf(before, 'the woods')).toBe('before winter');
  });
});
