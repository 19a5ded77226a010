import { describe, expect, it } from 'vitest';
import { sampleGame } from './testFixtures.js';
import { interactionRequestSchema, likeStatusSchema } from './like.js';
import {
  checkAdResponseSchema,
  hasLoggedInResponseSchema,
  myGamesResponseSchema,
  playerProfileSchema,
  renamePlayerRequestSchema,
} from './player.js';
import { gameSessionSchema } from './session.js';
import { competitionDataSchema, eventDataSchema, mailSchema } from './event.js';
import {
  ogpRegisterGameRequestSchema,
  ogpRegisterGameResponseSchema,
  updateOgpStatusRequestSchema,
} from './ogp.js';
import { jwksResponseSchema, type JwksResponse } from './jwks.js';
import { DEFAULT_NAME_VALIDATION_RULES } from '../rules/nameValidationRules.js';

const roundTrip = <T>(schema: { parse(input: unknown): T }, value: T) =>
  expect(schema.parse(JSON.parse(JSON.stringify(value)))).toEqual(value);

describe('like schemas', () => {
  it('round-trips a like status and an interaction body', () => {
    roundTrip(likeStatusSchema, { likesCount: 12, isLikedByPlayer: true });
    roundTrip(interactionRequestSchema, { gameId: 'cheese-moon', interactionType: 0 });
  });

  it('refuses negative counts, unknown interaction types and bad game ids', () => {
    expect(likeStatusSchema.safeParse({ likesCount: -1, isLikedByPlayer: false }).success).toBe(
      false,
    );
    expect(
      interactionRequestSchema.safeParse({ gameId: 'ok-id', interactionType: 1 }).success,
    ).toBe(false);
    expect(interactionRequestSchema.safeParse({ gameId: '../x', interactionType: 0 }).success).toBe(
      false,
    );
  });
});

describe('player schemas', () => {
  const profile = {
    playerId: 'player-1',
    id: 'player-1',
    playerName: 'Ada',
    feeds: [sampleGame],
    validationRules: DEFAULT_NAME_VALIDATION_RULES,
    dailyPromptsRemaining: 2,
    createdAt: '2025-01-02T03:04:05.000Z',
    email: null,
  };

  it('round-trips a profile, a rename body and the small answers', () => {
    roundTrip(playerProfileSchema, profile);
    roundTrip(playerProfileSchema, { ...profile, email: 'ada@example.com' });
    roundTrip(renamePlayerRequestSchema, { Name: ' Ada Lovelace ' });
    roundTrip(myGamesResponseSchema, { games: [sampleGame] });
    roundTrip(hasLoggedInResponseSchema, { hasEverLoggedIn: true });
    roundTrip(checkAdResponseSchema, { shouldShowAd: false });
  });

  it('refuses a profile without validation rules or with a bad date', () => {
    const { validationRules: _rules, ...withoutRules } = profile;
    expect(playerProfileSchema.safeParse(withoutRules).success).toBe(false);
    expect(playerProfileSchema.safeParse({ ...profile, createdAt: 'yesterday' }).success).toBe(
      false,
    );
  });

  it('bounds the rename body', () => {
    expect(renamePlayerRequestSchema.safeParse({ Name: 'x'.repeat(201) }).success).toBe(false);
    expect(renamePlayerRequestSchema.safeParse({ name: 'Ada' }).success).toBe(false);
  });
});

describe('game session schema', () => {
  it('round-trips and refuses an unknown source', () => {
    const session = {
      id: 's-1',
      startTime: '2025-01-02T03:04:05.000Z',
      gameId: 'cheese-moon',
      source: 'feed_play' as const,
    };
    roundTrip(gameSessionSchema, session);
    expect(gameSessionSchema.safeParse({ ...session, source: 'tv' }).success).toBe(false);
  });
});

describe('event, competition and mail schemas', () => {
  it('round-trips a live event and no event', () => {
    roundTrip(eventDataSchema, {
      hasEvent: true,
      phase: 'NormalActive',
      eventStart: '2025-01-01T00:00:00.000Z',
      eventEnd: '2025-01-08T00:00:00.000Z',
    });
    roundTrip(eventDataSchema, { hasEvent: false, phase: null, eventStart: null, eventEnd: null });
  });

  it('refuses an unknown phase', () => {
    expect(
      eventDataSchema.safeParse({ hasEvent: true, phase: 'Live', eventStart: null, eventEnd: null })
        .success,
    ).toBe(false);
  });

  it('round-trips competition entries and mail', () => {
    roundTrip(competitionDataSchema, {
      gameCompetitionEntries: [
        {
          gameId: 'cheese-moon',
          gameTitle: 'Cheese Moon',
          ownerPlayerId: 'player-1',
          ownerPlayerName: 'Ada',
          score: 41,
        },
      ],
    });
    roundTrip(mailSchema, { hasMail: true, title: 'Hi', body: '<p>Welcome</p>' });
    roundTrip(mailSchema, { hasMail: false, title: null, body: null });
  });
});

describe('OGP schemas', () => {
  it('round-trips register and update bodies and answers', () => {
    roundTrip(ogpRegisterGameRequestSchema, { gameId: 'cheese-moon' });
    roundTrip(ogpRegisterGameResponseSchema, { ogpGameId: 'ogp-9', registeredToOgp: true });
    roundTrip(updateOgpStatusRequestSchema, { gameId: 'cheese-moon', registeredToOgp: false });
  });

  it('refuses a missing flag', () => {
    expect(updateOgpStatusRequestSchema.safeParse({ gameId: 'cheese-moon' }).success).toBe(false);
  });
});

describe('jwksResponseSchema', () => {
  it('round-trips an EC public key set and keeps extra members', () => {
    const jwks: JwksResponse = {
      keys: [
        { kty: 'EC', kid: 'k1', use: 'sig', alg: 'ES256', crv: 'P-256', x: 'abc', y: 'def' },
        { kty: 'EC', kid: 'k0', crv: 'P-256', x: 'ghi', y: 'jkl', x5t: 'thumb' },
      ],
    };
    roundTrip(jwksResponseSchema, jwks);
  });

  it('refuses an empty key set or a key without kid', () => {
    expect(jwksResponseSchema.safeParse({ keys: [] }).success).toBe(false);
    expect(jwksResponseSchema.safeParse({ keys: [{ kty: 'EC' }] }).success).toBe(false);
  });
});
