import type { BrainrotWorld } from '@promptplay/contracts';
import type { CharacterLook, ItemConcept } from '../../analyze/types.js';
import { itemArtFor } from '../../art/castArt.js';
import { el } from '../../art/svg.js';
import { createRandom } from '../../random/seededRandom.js';
import { ARENA_SHOT_HEIGHT, ARENA_SHOT_WIDTH, arenaBackdrop, arenaCharacter } from '../arenaArt.js';

const FLOOR_Y = 420;

/**
 * The screenshot: props raining and spinning over the place, the hazard tumbling among them,
 * the hero running underneath to catch one.
 */
export function brainrotScreenshotSvg(
  world: BrainrotWorld,
  hero: CharacterLook,
  hazard: CharacterLook,
  props: readonly ItemConcept[],
): string {
  const width = ARENA_SHOT_WIDTH;
  const height = ARENA_SHOT_HEIGHT;
  const random = createRandom(world.seed).fork('screenshot');
  const backdrop = arenaBackdrop(world.palette, world.background, width, height, FLOOR_Y, random);
  const arts = props.map((prop, index) => itemArtFor(prop, `prop${index}`));
  const drops = Array.from({ length: 9 }, (_, index) => {
    const art = arts[index % arts.length];
    if (!art) return '';
    const x = 50 + ((index * 83) % 620);
    const y = 40 + ((index * 137) % 300);
    const angle = random.int(-40, 40);
    const size = 1 + (index % 3) * 0.2;
    return el(
      'g',
      { transform: `translate(${x} ${y}) rotate(${angle}) scale(${size}) translate(-32 -32)` },
      art.body,
    );
  }).join('');
  const ground =
    el('rect', { x: 0, y: FLOOR_Y, width, height: height - FLOOR_Y, fill: world.palette.ground }) +
    el('rect', { x: 0, y: FLOOR_Y, width, height: 14, fill: world.palette.groundAccent });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${[
    backdrop,
    el('defs', {}, arts.map((art) => art.defs).join('')),
    ground,
    drops,
    arenaCharacter(hazard, 'hurt', 'hazard', 520, 230, 110, true, 'rotate(150)'),
    arenaCharacter(hero, 'run1', 'hero', 330, FLOOR_Y + 8, 150, false),
  ].join('')}</svg>`;
}
