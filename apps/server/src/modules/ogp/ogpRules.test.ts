import { maxRoundScore } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { planRequests } from './batchPlan.js';
import { addFrameAncestors } from './frameAncestors.js';
import { capsForGenre } from './ogpRules.js';

describe('OGP settings from the environment', () => {
  it('defaults the caps and frames the API’s own site', () => {
    const config = loadConfig({ OGP_BASE_URL: 'https://api.play.fun' });
    expect(config.ogpRules).toEqual({
      caps: { maxScorePerSession: null, maxSessionsPerDay: 20, maxCumulativePointsPerDay: null },
      frameAncestors: ['https://play.fun'],
    });
  });

  it('declares a game’s genre maximum per round, bounded by the variable when it is set', () => {
    const shooterMaximum = maxRoundScore('SHOOTER');
    expect(capsForGenre(loadConfig({}).ogpRules.caps, 'SHOOTER')).toEqual({
      maxScorePerSession: shooterMaximum,
      maxSessionsPerDay: 20,
      maxCumulativePointsPerDay: 20 * shooterMaximum,
    });
    const bounded = loadConfig({ OGP_MAX_SCORE_PER_SESSION: '500', OGP_MAX_SESSIONS_PER_DAY: '3' });
    expect(capsForGenre(bounded.ogpRules.caps, 'SHOOTER')).toEqual({
      maxScorePerSession: 500,
      maxSessionsPerDay: 3,
      maxCumulativePointsPerDay: 1500,
    });
    const generous = loadConfig({ OGP_MAX_SCORE_PER_SESSION: '1000000' }).ogpRules.caps;
    expect(capsForGenre(generous, 'SHOOTER').maxScorePerSession).toBe(shooterMaximum);
  });

  it('takes the caps and frame ancestors from their variables, naming a bad one', () => {
    const config = loadConfig({
      OGP_MAX_SCORE_PER_SESSION: '500',
      OGP_MAX_SESSIONS_PER_DAY: '10',
      OGP_MAX_POINTS_PER_DAY: '3000',
      OGP_FRAME_ANCESTORS: 'https://play.fun, https://staging.play.fun/',
    });
    expect(config.ogpRules).toEqual({
      caps: { maxScorePerSession: 500, maxSessionsPerDay: 10, maxCumulativePointsPerDay: 3000 },
      frameAncestors: ['https://play.fun', 'https://staging.play.fun'],
    });
    expect(() => loadConfig({ OGP_FRAME_ANCESTORS: "'unsafe-inline'" })).toThrow(
      /OGP_FRAME_ANCESTORS/,
    );
    expect(() => loadConfig({ OGP_MAX_SCORE_PER_SESSION: '0' })).toThrow(
      /OGP_MAX_SCORE_PER_SESSION/,
    );
  });

  it('adds the OGP origins to a policy’s frame-ancestors, keeping its own sources', () => {
    expect(
      addFrameAncestors("default-src 'self'; frame-ancestors 'self'", ['https://play.fun']),
    ).toBe("default-src 'self'; frame-ancestors 'self' https://play.fun");
  });
});

describe('planning batch requests', () => {
  const round = (id: string, ogpPlayerId: string) => ({ id, ogpPlayerId, points: 10 });

  it('puts each round in its own entry, each player once per request, 1,000 at most', () => {
    const many = Array.from({ length: 1500 }, (_, i) => round(`r${i}`, `email:p${i}@x.test`));
    expect(planRequests(many).map((request) => request.entries.length)).toEqual([1000, 500]);
    const repeated = [round('a1', 'sol:A'), round('b1', 'sol:B'), round('a2', 'sol:A')];
    expect(planRequests(repeated).map((request) => request.rounds.map((r) => r.id))).toEqual([
      ['a1', 'b1'],
      ['a2'],
    ]);
  });
});
