import type { CollectibleObstacle, CollectibleWorld } from '@promptplay/contracts';
import type { ItemConcept, PromptAnalysis } from '../../analyze/types.js';
import type { SeededRandom } from '../../random/seededRandom.js';
import { placePropsFor, type PropLayout } from '../placeProps.js';

/** The props standing in an arena and where. */
export interface ArenaObstacles {
  props: ItemConcept[];
  placed: CollectibleObstacle[];
}

/** The hero starts in the middle: nothing stands this close to it. */
const CLEAR_CENTER = 160;
/** Nothing stands this close to the arena's wall. */
const EDGE = 70;
/** Open floor between two obstacles, wide enough for the hero and a hazard side by side. */
const GAP = 90;

type Arena = Pick<CollectibleWorld['collectible'], 'arenaWidth' | 'arenaHeight'>;
type Spot = Omit<CollectibleObstacle, 'sprite'>;

const round = (spot: Spot): Spot => ({
  x: Math.round(spot.x),
  y: Math.round(spot.y),
  radius: Math.round(spot.radius),
});

/** Scattered like trees and rocks: random spots, each clear of the others and of the middle. */
function scatter(arena: Arena, random: SeededRandom): Spot[] {
  const wanted = random.int(6, 9);
  const spots: Spot[] = [];
  for (let attempt = 0; attempt < 80 && spots.length < wanted; attempt++) {
    const spot = {
      x: random.range(EDGE, arena.arenaWidth - EDGE),
      y: random.range(EDGE, arena.arenaHeight - EDGE),
      radius: random.range(24, 36),
    };
    const isClear = spots.every(
      (other) => Math.hypot(other.x - spot.x, other.y - spot.y) >= other.radius + spot.radius + GAP,
    );
    if (isClear) spots.push(spot);
  }
  return spots;
}

/** In aisles like shelves and desks: short rows above and below the middle, gaps between. */
function aisles(arena: Arena, random: SeededRandom): Spot[] {
  const spots: Spot[] = [];
  for (const row of [0.16, 0.34, 0.66, 0.84]) {
    const skip = random.int(0, 2);
    [0.25, 0.5, 0.75].forEach((column, index) => {
      if (index !== skip || row === 0.16 || row === 0.84)
        spots.push({ x: arena.arenaWidth * column, y: arena.arenaHeight * row, radius: 28 });
    });
  }
  return spots;
}

/** In a ring round the middle, like pillars or statues in a hall. */
function ring(arena: Arena, random: SeededRandom): Spot[] {
  const count = random.int(6, 8);
  const turn = random.range(0, Math.PI);
  const rx = arena.arenaWidth * 0.32;
  const ry = arena.arenaHeight * 0.3;
  return Array.from({ length: count }, (_, i) => {
    const angle = turn + (i / count) * Math.PI * 2;
    return {
      x: arena.arenaWidth / 2 + Math.cos(angle) * rx,
      y: arena.arenaHeight / 2 + Math.sin(angle) * ry,
      radius: 28,
    };
  });
}

const LAYOUTS: Record<PropLayout, (arena: Arena, random: SeededRandom) => Spot[]> = {
  scatter,
  aisles,
  ring,
};

/**
 * The arena's obstacles from the prompt's main place: its props as library sprites (trees and
 * rocks in a forest, carts in a supermarket, coral on a reef, leaf piles in an autumn wood),
 * laid out as the place is, never in the middle where the hero starts. Null when no prop has a
 * sprite. Deterministic for the same random.
 */
export function arenaObstaclesFor(
  analysis: Pick<PromptAnalysis, 'setting' | 'atmosphere'>,
  arena: Arena,
  random: SeededRandom,
): ArenaObstacles | null {
  const { props, layout } = placePropsFor(analysis);
  if (props.length === 0) return null;
  const centerX = arena.arenaWidth / 2;
  const centerY = arena.arenaHeight / 2;
  const placed = LAYOUTS[layout](arena, random)
    .filter((spot) => Math.hypot(spot.x - centerX, spot.y - centerY) >= CLEAR_CENTER + spot.radius)
    .map((spot, index) => ({
      // The place's main prop most often ("a forest": mostly trees, a few rocks).
      sprite: layout === 'scatter' && random.chance(0.5) ? 0 : index % props.length,
      ...round(spot),
    }));
  return { props, placed };
}
