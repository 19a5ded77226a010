import type { FarmingWorld } from '@promptplay/contracts';
import { FARMING_EVENTS, PLOT, STALL } from './farmingRules.js';

export type FarmingPhase = 'playing' | 'won' | 'lost';

/**
 * The farm without Phaser. `tap(target)` is a player's tap: a plot index (0..plotCount-1) or
 * plotCount + a STALL id. Buy land and seeds, plant, wait, harvest, sell; reach the coin goal
 * before the clock runs out. Ripe crops left too long wither.
 */
export class FarmingSimulation {
  readonly columns: number;
  readonly rows: number;
  readonly plotCount: number;
  /** PLOT state per plot. */
  readonly plots: Int8Array;
  /** Seconds in the current state (growing or ripe). */
  readonly plotTime: Float32Array;
  coins: number;
  seeds = 0;
  basket = 0;
  /** Coins earned from sales: the score. */
  score = 0;
  landBought = 0;
  timeLeft: number;
  elapsed = 0;
  phase: FarmingPhase = 'playing';
  events = 0;
  /** Target of the last accepted tap and coins it moved (for popups). */
  lastTarget = -1;
  lastCoins = 0;
  readonly settings: FarmingWorld['farming'];

  constructor(world: Pick<FarmingWorld, 'farming'>) {
    const settings = world.farming;
    this.settings = settings;
    this.columns = settings.plotColumns;
    this.rows = settings.plotRows;
    this.plotCount = this.columns * this.rows;
    this.plots = new Int8Array(this.plotCount).fill(PLOT.locked);
    this.plotTime = new Float32Array(this.plotCount);
    for (let i = 0; i < Math.min(settings.startPlots, this.plotCount); i++)
      this.plots[i] = PLOT.empty;
    this.coins = settings.startCoins;
    this.timeLeft = settings.timeLimitSeconds;
  }

  get isOver(): boolean {
    return this.phase !== 'playing';
  }

  /** Price of the next plot from the land seller. */
  get landPrice(): number {
    return this.settings.landPrice + this.landBought * this.settings.landPriceStep;
  }

  /** Index of the next plot for sale, or -1 when the whole field is owned. */
  get nextLockedPlot(): number {
    return this.plots.indexOf(PLOT.locked);
  }

  step(tapTarget: number, dt: number): void {
    this.events = 0;
    if (this.isOver) return;
    this.elapsed += dt;
    this.timeLeft = Math.max(0, this.timeLeft - dt);
    if (tapTarget >= 0) this.tap(tapTarget);
    this.grow(dt);
    if (this.coins >= this.settings.coinGoal) this.phase = 'won';
    else if (this.timeLeft <= 0) this.phase = 'lost';
  }

  private grow(dt: number): void {
    const { growSeconds, witherSeconds } = this.settings;
    for (let i = 0; i < this.plotCount; i++) {
      const state = this.plots[i];
      if (state !== PLOT.growing && state !== PLOT.ripe) continue;
      const time = (this.plotTime[i] ?? 0) + dt;
      this.plotTime[i] = time;
      if (state === PLOT.growing && time >= growSeconds) {
        this.plots[i] = PLOT.ripe;
        this.plotTime[i] = 0;
        this.events |= FARMING_EVENTS.ripened;
      } else if (state === PLOT.ripe && time >= witherSeconds) {
        this.plots[i] = PLOT.empty;
        this.plotTime[i] = 0;
        this.events |= FARMING_EVENTS.withered;
      }
    }
  }

  private tap(target: number): void {
    if (target < this.plotCount) {
      this.tapPlot(target);
      return;
    }
    switch (target - this.plotCount) {
      case STALL.landSeller:
        this.buyLand(this.nextLockedPlot);
        return;
      case STALL.seedSeller:
        this.buySeed();
        return;
      case STALL.cropBuyer:
        this.sell();
        return;
      default:
        return;
    }
  }

  private tapPlot(index: number): void {
    const state = this.plots[index];
    if (state === PLOT.locked) this.buyLand(index);
    else if (state === PLOT.empty) this.plant(index);
    else if (state === PLOT.ripe) this.harvest(index);
    else this.events |= FARMING_EVENTS.rejected;
  }

  private accept(target: number, coins: number, event: number): void {
    this.lastTarget = target;
    this.lastCoins = coins;
    this.events |= event;
  }

  private buyLand(index: number): void {
    const price = this.landPrice;
    if (index < 0 || this.plots[index] !== PLOT.locked || this.coins < price) {
      this.events |= FARMING_EVENTS.rejected;
      return;
    }
    this.coins -= price;
    this.plots[index] = PLOT.empty;
    this.landBought += 1;
    this.accept(index, -price, FARMING_EVENTS.boughtLand);
  }

  private buySeed(): void {
    const price = this.settings.seedPrice;
    if (this.coins < price) {
      this.events |= FARMING_EVENTS.rejected;
      return;
    }
    this.coins -= price;
    this.seeds += 1;
    this.accept(this.plotCount + STALL.seedSeller, -price, FARMING_EVENTS.boughtSeed);
  }

  private plant(index: number): void {
    if (this.seeds <= 0) {
      this.events |= FARMING_EVENTS.rejected;
      return;
    }
    this.seeds -= 1;
    this.plots[index] = PLOT.growing;
    this.plotTime[index] = 0;
    this.accept(index, 0, FARMING_EVENTS.planted);
  }

  private harvest(index: number): void {
    this.plots[index] = PLOT.empty;
    this.plotTime[index] = 0;
    this.basket += 1;
    this.accept(index, 0, FARMING_EVENTS.harvested);
  }

  private sell(): void {
    if (this.basket <= 0) {
      this.events |= FARMING_EVENTS.rejected;
      return;
    }
    const earned = this.basket * this.settings.cropPrice;
    this.basket = 0;
    this.coins += earned;
    this.score += earned;
    this.accept(this.plotCount + STALL.cropBuyer, earned, FARMING_EVENTS.sold);
  }
}
