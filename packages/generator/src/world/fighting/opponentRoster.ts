import type { FighterPersonality, FightingOpponent, TargetAudience } from '@promptplay/contracts';
import { titleCase } from '../../analyze/naming.js';
import type { CharacterConcept, CharacterLook, Headgear } from '../../analyze/types.js';
import { shiftHue } from '../../color/colorMath.js';
import type { SeededRandom } from '../../random/seededRandom.js';

/** Words in the opponent's phrase that set its fighting style. */
const PERSONALITY_WORDS: Readonly<Record<FighterPersonality, readonly string[]>> = {
  brawler: ['grumpy', 'angry', 'mad', 'wild', 'fierce', 'tough', 'mean', 'buff', 'strong', 'rowdy'],
  turtle: ['shy', 'sleepy', 'lazy', 'armored', 'armoured', 'stubborn', 'chubby', 'slow', 'heavy'],
  trickster: ['sneaky', 'tricky', 'sly', 'ninja', 'quick', 'fast', 'cunning', 'crafty', 'silly'],
  balanced: ['cool', 'calm', 'wise', 'champion', 'royal', 'brave', 'mighty'],
};

const TRAITS: Readonly<Record<FighterPersonality, readonly string[]>> = {
  brawler: ['Grumpy', 'Rowdy', 'Hot-Headed'],
  turtle: ['Stubborn', 'Sleepy', 'Armored'],
  trickster: ['Sneaky', 'Tricky', 'Sly'],
  balanced: ['Champion', 'Mighty', 'Cool'],
};

const STYLE_TEXT: Readonly<Record<FighterPersonality, string>> = {
  brawler: 'swings wildly and hits hard',
  turtle: 'hides behind a strong guard and punches back',
  trickster: 'darts in, jabs and hops away',
  balanced: 'does a bit of everything',
};

const HEADGEAR: Readonly<Record<FighterPersonality, Headgear>> = {
  brawler: 'horns',
  turtle: 'helmet',
  trickster: 'ninjaBand',
  balanced: 'crown',
};

const BASE: Readonly<
  Record<FighterPersonality, { aggression: number; guard: number; speed: number; power: number }>
> = {
  brawler: { aggression: 0.7, guard: 0.15, speed: 120, power: 8 },
  turtle: { aggression: 0.35, guard: 0.6, speed: 95, power: 7 },
  trickster: { aggression: 0.55, guard: 0.3, speed: 170, power: 6 },
  balanced: { aggression: 0.6, guard: 0.4, speed: 140, power: 7 },
};

export interface RosterEntry {
  look: CharacterLook;
  name: string;
  description: string;
  profile: Omit<FightingOpponent, 'character'>;
}

function detectPersonality(
  phrase: string,
): { personality: FighterPersonality; word: string } | null {
  const words = phrase.toLowerCase().split(/[^a-z-]+/);
  for (const personality of Object.keys(PERSONALITY_WORDS) as FighterPersonality[]) {
    const word = PERSONALITY_WORDS[personality].find((w) => words.includes(w));
    if (word) return { personality, word };
  }
  return null;
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

/**
 * The opponents of a fight, weakest first: the prompt's enemy with the personality its words
 * suggest, then recoloured rivals of other styles, and a champion last. Numbers rise with the
 * bout and the world's difficulty.
 */
export function opponentRosterFor(
  enemy: CharacterConcept,
  difficulty: number,
  audience: TargetAudience,
  random: SeededRandom,
): RosterEntry[] {
  const count = audience === 'children' ? 2 : difficulty >= 4 ? 4 : 3;
  const detected = detectPersonality(enemy.phrase);
  const first = detected?.personality ?? random.pick(['brawler', 'trickster', 'turtle'] as const);
  const middle = (['brawler', 'turtle', 'trickster'] as const).filter((p) => p !== first);
  if (random.chance(0.5)) middle.reverse();
  const styles: FighterPersonality[] = [first, ...middle].slice(0, count - 1);
  styles.push('balanced');
  const styleWords = new Set(Object.values(PERSONALITY_WORDS).flat());
  const plainWords = enemy.name.split(' ').filter((word) => !styleWords.has(word.toLowerCase()));
  const baseName = (plainWords.length > 0 ? plainWords : enemy.name.split(' ')).slice(-2).join(' ');
  return styles.map((personality, index) => {
    const t = count > 1 ? index / (count - 1) : 0;
    const trait =
      index === 0 && detected ? titleCase(detected.word) : random.pick(TRAITS[personality]);
    const name = enemy.name.toLowerCase().startsWith(trait.toLowerCase())
      ? enemy.name
      : `${trait} ${baseName}`;
    const look: CharacterLook =
      index === 0
        ? { ...enemy.look, held: enemy.look.held === 'claws' ? 'claws' : 'none' }
        : {
            ...enemy.look,
            bodyColor: shiftHue(enemy.look.bodyColor, 55 * index),
            headgear: HEADGEAR[personality],
            held: 'none',
          };
    const base = BASE[personality];
    return {
      look,
      name: name.slice(0, 60),
      description: `${name} ${STYLE_TEXT[personality]}`.slice(0, 300),
      profile: {
        personality,
        trait: trait.slice(0, 40),
        maxHealth: Math.round(60 + 8 * difficulty + 50 * t),
        aggression: round2(Math.min(1, base.aggression + 0.05 * difficulty + 0.2 * t)),
        guard: round2(Math.min(0.9, base.guard + 0.04 * difficulty + 0.15 * t)),
        speed: Math.round(base.speed * (1 + 0.05 * difficulty + 0.2 * t)),
        power: base.power + difficulty + Math.round(4 * t),
      },
    };
  });
}

/**
 * The roster of a fight that opens on its first opponent, with no dummy to learn the buttons
 * on: that first bout is gentler (less health, slower to swing, softer punches), so the curve
 * still starts low.
 *
 * @example withOpeningBout(roster)[0].profile.aggression < roster[0].profile.aggression // => true
 */
export function withOpeningBout(roster: readonly RosterEntry[]): RosterEntry[] {
  return roster.map((entry, index) => {
    if (index > 0) return entry;
    const profile = entry.profile;
    return {
      ...entry,
      profile: {
        ...profile,
        maxHealth: Math.max(40, Math.round(profile.maxHealth * 0.8)),
        aggression: round2(profile.aggression * 0.65),
        speed: Math.max(40, Math.round(profile.speed * 0.9)),
        power: Math.max(1, profile.power - 2),
      },
    };
  });
}

/** The opponentPersonalitiesDescription genre field: each rival and how it fights. */
export function describeRoster(roster: readonly RosterEntry[]): string {
  return roster
    .map((entry) => entry.description)
    .join('; ')
    .slice(0, 300);
}
