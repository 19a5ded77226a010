import { parseWorldFile, type FightingWorld, type WorldFile } from '@promptplay/contracts';
import type { BuiltGame } from '../buildGame.js';
import type { EditKind, FollowUpEdit } from './followUpEdits.js';
import { BOSS_FIELDS, ENEMY_COUNT_FIELDS, SPEED_FIELDS, tuneWorld } from './worldTuning.js';

const MAX_OPPONENTS = 4;
const TUNING_KINDS: ReadonlySet<EditKind> = new Set(['speed', 'enemyCount', 'boss']);
/** A second boss takes twice the hits of the first. */
const BOSS_FACTOR = 2;

/** The fight with one more opponent after the last, tougher than it (or the last one tougher). */
function withAnotherOpponent(world: FightingWorld): FightingWorld {
  const { opponents } = world.fighting;
  const last = opponents[opponents.length - 1];
  if (!last) return world;
  const boss = {
    ...last,
    maxHealth: Math.min(300, Math.round(last.maxHealth * 1.25)),
    power: Math.min(40, last.power + 2),
  };
  const next =
    opponents.length < MAX_OPPONENTS ? [...opponents, boss] : [...opponents.slice(0, -1), boss];
  return { ...world, fighting: { ...world.fighting, opponents: next } };
}

const productOf = (edits: readonly FollowUpEdit[], kind: 'speed' | 'enemyCount'): number =>
  edits.reduce((product, edit) => (edit.kind === kind ? product * edit.factor : product), 1);

/**
 * The built world with the follow-ups' tuning: the pace of enemies ("faster enemies"), how
 * many there are ("more enemies") and another boss (a further opponent in a fight, a boss that
 * takes twice the hits where the genre has one). Everything else stays as built.
 */
export function refinedWorld(world: WorldFile, edits: readonly FollowUpEdit[]): WorldFile {
  let refined = world;
  const speed = productOf(edits, 'speed');
  if (speed !== 1) refined = tuneWorld(refined, SPEED_FIELDS, speed);
  const count = productOf(edits, 'enemyCount');
  if (count !== 1) refined = tuneWorld(refined, ENEMY_COUNT_FIELDS, count);
  for (const edit of edits) {
    if (edit.kind !== 'boss') continue;
    refined =
      refined.gameGenre === 'FIGHTING'
        ? withAnotherOpponent(refined)
        : tuneWorld(refined, BOSS_FIELDS, BOSS_FACTOR);
  }
  return refined;
}

/** The built game with its world tuned by the follow-ups (checked against the world schema). */
export function withFollowUpTuning(game: BuiltGame, edits: readonly FollowUpEdit[]): BuiltGame {
  if (!edits.some((edit) => TUNING_KINDS.has(edit.kind))) return game;
  const checked = parseWorldFile(refinedWorld(game.world, edits));
  if (!checked.ok) throw new Error(`Refined world is invalid: ${checked.error}`);
  return { ...game, world: checked.world };
}
