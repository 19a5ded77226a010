import { createRng } from '../../levels/rng.js';
import { ENEMY_KIND, type EnemyKind } from './shooterRules.js';

export interface ShooterWaveSettings {
  waves: number;
  enemiesPerWave: number;
  fastEnemyShare: number;
  difficulty: number;
}

export interface ShooterWave {
  /** Enemy kinds in spawn order. */
  kinds: EnemyKind[];
  /** Arena x of each spawn, same order. */
  spawnX: number[];
  spawnIntervalSeconds: number;
  /** Multiplies enemy speeds. */
  speedScale: number;
}

/**
 * Every wave of a game, from the world's seed: later waves are longer, faster, with more fast
 * enemies; primary enemies join from the second wave and the last wave brings the most.
 */
export function planShooterWaves(
  settings: ShooterWaveSettings,
  seed: number,
  arenaWidth: number,
): ShooterWave[] {
  const rng = createRng(seed ^ 0x5a17);
  const waves: ShooterWave[] = [];
  for (let w = 0; w < settings.waves; w++) {
    const isLast = w === settings.waves - 1;
    const count = settings.enemiesPerWave + w * 2;
    const primaries = isLast ? 2 + Math.floor(settings.waves / 4) : w === 0 ? 0 : 1;
    const fastShare = Math.min(0.7, settings.fastEnemyShare + w * 0.06);
    const kinds: EnemyKind[] = [];
    for (let i = 0; i < count; i++)
      kinds.push(rng() < fastShare ? ENEMY_KIND.fast : ENEMY_KIND.basic);
    for (let p = 0; p < primaries; p++) {
      const at = Math.floor(((p + 1) * kinds.length) / (primaries + 1));
      kinds.splice(at, 0, ENEMY_KIND.primary);
    }
    const spawnX = kinds.map(() => 40 + rng() * (arenaWidth - 80));
    waves.push({
      kinds,
      spawnX,
      spawnIntervalSeconds: Math.max(0.28, 0.62 - w * 0.04 - settings.difficulty * 0.03),
      speedScale: 1 + w * 0.07 + (settings.difficulty - 1) * 0.08,
    });
  }
  return waves;
}
