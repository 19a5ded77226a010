import { createRng } from '../../levels/rng.js';
import { ENEMY_KIND, type EnemyKind } from './fpsRules.js';

export interface FpsWaveSettings {
  waves: number;
  enemiesPerWave: number;
  fastEnemyShare: number;
  difficulty: number;
  seed: number;
}

export interface FpsWave {
  /** Enemy kinds in spawn order; the last wave opens with the boss. */
  kinds: EnemyKind[];
  spawnIntervalSeconds: number;
  /** Multiplies enemy speeds. */
  speedScale: number;
}

/**
 * Every wave of a game from the world's seed: later waves are longer, quicker to arrive, faster
 * and hold more fast enemies; the last one brings the boss (the primary enemy) first.
 */
export function planFpsWaves(settings: FpsWaveSettings): FpsWave[] {
  const rng = createRng(settings.seed ^ 0x0f95a7e);
  const waves: FpsWave[] = [];
  for (let w = 0; w < settings.waves; w++) {
    const isLast = w === settings.waves - 1;
    const count = settings.enemiesPerWave + w;
    const fastShare = Math.min(0.75, settings.fastEnemyShare + w * 0.08);
    const kinds: EnemyKind[] = isLast ? [ENEMY_KIND.boss] : [];
    for (let i = 0; i < count; i++)
      kinds.push(rng() < fastShare ? ENEMY_KIND.fast : ENEMY_KIND.basic);
    waves.push({
      kinds,
      spawnIntervalSeconds: Math.max(0.55, 1.4 - w * 0.15 - settings.difficulty * 0.08),
      speedScale: 1 + w * 0.07 + (settings.difficulty - 1) * 0.06,
    });
  }
  return waves;
}
