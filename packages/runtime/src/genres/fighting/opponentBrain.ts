import type { FighterPersonality } from '@promptplay/contracts';
import { isReady, type FighterBody } from './fighterBody.js';
import { PUNCH_REACH } from './fightingRules.js';

/** The numbers an opponent fights with (from the world file). */
export interface OpponentProfile {
  personality: FighterPersonality;
  maxHealth: number;
  aggression: number;
  guard: number;
  speed: number;
  power: number;
}

type Intent = 'approach' | 'hold' | 'retreat';

/** Chances of approach / hold (retreat is the rest) per personality. */
const INTENT_WEIGHTS: Readonly<Record<FighterPersonality, readonly [number, number]>> = {
  brawler: [0.75, 0.2],
  turtle: [0.45, 0.4],
  trickster: [0.5, 0.15],
  balanced: [0.6, 0.25],
};

/** What the opponent does this step; one object reused. */
export interface OpponentIntent {
  move: -1 | 0 | 1;
  wantsPunch: boolean;
  wantsBlock: boolean;
}

/**
 * An opponent's mind: walks in, backs off or waits by personality, blocks a punch it sees
 * coming (by its guard), punches when in reach (by its aggression). Turtles counter after a
 * block; tricksters hop back after a punch. All rolls come from the simulation's seeded rng.
 */
export class OpponentBrain {
  private intent: Intent = 'approach';
  private decisionTimer = 0;
  private blockTimer = 0;
  private punchCooldown = 0.6;
  private hasSeenPunch = false;
  private wantsCounter = false;
  readonly out: OpponentIntent = { move: 0, wantsPunch: false, wantsBlock: false };

  constructor(private readonly rng: () => number) {}

  /** A new bout; `holdSeconds` more before the first punch (the opening bout's grace). */
  reset(holdSeconds = 0): void {
    this.intent = 'approach';
    this.decisionTimer = 0.4;
    this.blockTimer = 0;
    this.punchCooldown = 0.8 + holdSeconds;
    this.hasSeenPunch = false;
    this.wantsCounter = false;
  }

  /** Tells the brain its own punch just went out. */
  punched(profile: OpponentProfile): void {
    this.punchCooldown = 0.25 + this.rng() * 0.45;
    if (profile.personality === 'trickster') {
      this.intent = 'retreat';
      this.decisionTimer = 0.35;
    }
  }

  think(
    profile: OpponentProfile,
    me: FighterBody,
    player: FighterBody,
    dt: number,
  ): OpponentIntent {
    const out = this.out;
    const rng = this.rng;
    const distance = Math.abs(player.x - me.x);
    const toward: -1 | 1 = player.x > me.x ? 1 : -1;
    this.punchCooldown = Math.max(0, this.punchCooldown - dt);
    this.decisionTimer -= dt;

    if (player.punchTime > 0 && !this.hasSeenPunch) {
      this.hasSeenPunch = true;
      if (distance < PUNCH_REACH + 30 && isReady(me) && rng() < profile.guard) {
        this.blockTimer = profile.personality === 'turtle' ? 0.55 : 0.32;
        this.wantsCounter = profile.personality === 'turtle' || profile.personality === 'balanced';
      }
    } else if (player.punchTime <= 0) {
      this.hasSeenPunch = false;
    }

    if (this.decisionTimer <= 0) {
      const [approach, hold] = INTENT_WEIGHTS[profile.personality];
      const roll = rng();
      this.intent = roll < approach ? 'approach' : roll < approach + hold ? 'hold' : 'retreat';
      this.decisionTimer = 0.3 + rng() * 0.5;
    }

    out.wantsBlock = false;
    out.wantsPunch = false;
    out.move = 0;
    if (this.blockTimer > 0) {
      this.blockTimer -= dt;
      out.wantsBlock = true;
      if (this.blockTimer <= 0 && this.wantsCounter) this.punchCooldown = 0;
      return out;
    }
    const isInReach = distance <= PUNCH_REACH + 2;
    if (this.intent === 'approach' && distance > PUNCH_REACH - 14) out.move = toward;
    else if (this.intent === 'retreat') out.move = toward === 1 ? -1 : 1;
    if (isInReach && isReady(me) && this.punchCooldown <= 0) {
      const urge = this.wantsCounter ? 1 : profile.aggression * dt * 4;
      this.wantsCounter = false;
      if (rng() < urge) out.wantsPunch = true;
    }
    return out;
  }
}
