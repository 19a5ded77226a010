import { describe, expect, it } from 'vitest';
import { analyzePrompt } from '../../analyze/analyzePrompt.js';
import { placePropsFor } from '../../world/placeProps.js';

const propsOf = (prompt: string): string[] =>
  (analyzePrompt(prompt, 1).props ?? []).map((prop) => `${prop.phrase}=${prop.sprite?.id}`);

describe('the things a hero works among', () => {
  it('reads things named among, between, beside and past as props with their sprites', () => {
    expect(propsOf('Fight giant spiders among tombstones in a foggy cemetery')).toEqual([
      'tombstones=game-icons:tombstone',
    ]);
    expect(propsOf('A pirate fires cannonballs at sea monsters between barrels on a ship')).toEqual(
      ['barrels=game-icons:barrel'],
    );
    expect(propsOf('A chef with a frying pan dodges knives and pots in a kitchen')).toEqual([
      'pots=fluent-emoji-flat:pot-of-food',
    ]);
  });

  it('never makes the place, the cast or the time a prop', () => {
    expect(propsOf('A knight in a dark castle')).toEqual([]);
    expect(propsOf('a cat runs around the city at night')).toEqual([]);
    expect(propsOf('A grandma with a frying pan fights a giant robot in a kitchen')).toEqual([]);
  });

  it('makes what the hero jumps over the obstacle in its way, drawn as itself', () => {
    const analysis = analyzePrompt('A chef leaps over boiling pots in a busy kitchen', 1);
    expect(analysis.enemy.phrase).toBe('boiling pots');
    expect(analysis.enemy.sprite?.id).toBe('fluent-emoji-flat:pot-of-food');
    expect(analysis.setting.places?.[0]).toBe('kitchen');
    // A place jumped over stays the place.
    expect(analyzePrompt('A cat jumps over rooftops in Paris', 1).enemy.phrase).not.toBe(
      'rooftops',
    );
  });

  it("sends a job's own foe when the prompt names no enemy", () => {
    const firefighter = analyzePrompt('A firefighter climbs a burning tower at night', 1);
    expect(firefighter.enemy.sprite?.id).toBe('fluent-emoji-flat:fire');
    expect(analyzePrompt('A nurse runs through a hospital', 1).enemy.sprite?.id).toBe(
      'fluent-emoji-flat:microbe',
    );
    // A named enemy wins.
    expect(analyzePrompt('A firefighter fights zombies in a mall', 1).enemy.phrase).toBe('zombies');
  });

  it('stands the named props first among the place props of the playfield', () => {
    const { props } = placePropsFor(
      analyzePrompt('A chef collects tomatoes between pots in a restaurant kitchen', 1),
    );
    expect(props[0]?.sprite?.id).toBe('fluent-emoji-flat:pot-of-food');
    expect(new Set(props.map((prop) => prop.sprite?.id)).size).toBe(props.length);
  });
});
