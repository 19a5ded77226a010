import {
  adminAuditListSchema,
  adminCommentVisibilitySchema,
  adminReportQueueSchema,
  adminReportsResolvedSchema,
  commentsPageSchema,
  feedGameResponseSchema,
  reportCreatedSchema,
  type ReportReason,
} from '@promptplay/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../appTypes.js';
import { reports } from '../../db/schema.js';
import { expectApiError } from '../../testing/apiAssertions.js';
import { describeEachDatabase, type TestContext } from '../../testing/testHarness.js';
import {
  createSocialPlayer,
  insertTestGame,
  registerGuest,
  type TestPlayer,
} from '../../testing/testPlayers.js';
import { postTestComment } from '../reports/reportTestKit.js';
import { buildAdminApp, createTestAdmin } from './adminTestKit.js';

describeEachDatabase('moderation', (context) => {
  let app: App;
  let admin: TestPlayer;

  beforeAll(async () => {
    app = await buildAdminApp(context());
    admin = await createTestAdmin(context());
  });

  const call = (method: 'GET' | 'POST', url: string, payload?: object, player = admin) =>
    app.inject({ method, url, headers: player.headers, ...(payload ? { payload } : {}) });

  async function fileReport(
    player: TestPlayer,
    targetType: 'game' | 'comment',
    targetId: string,
    reason: ReportReason,
    text?: string,
  ) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: player.headers,
      payload: { targetType, targetId, reason, ...(text ? { text } : {}) },
    });
    expect(response.statusCode, response.body).toBe(201);
    return reportCreatedSchema.parse(response.json()).id;
  }

  async function queue(status?: 'open' | 'closed') {
    const response = await call('GET', `/api/admin/reports${status ? `?status=${status}` : ''}`);
    expect(response.statusCode, response.body).toBe(200);
    return adminReportQueueSchema.parse(response.json()).groups;
  }

  async function commentTexts(gameId: string, viewer?: TestPlayer) {
    const response = await app.inject({
      url: `/api/games/${gameId}/comments`,
      ...(viewer ? { headers: viewer.headers } : {}),
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = commentsPageSchema.parse(response.json());
    return { texts: page.items.map((comment) => comment.text), total: page.total };
  }

  async function commentsCount(gameId: string) {
    const response = await app.inject({ url: `/api/game-feeds/${gameId}` });
    expect(response.statusCode, response.body).toBe(200);
    return feedGameResponseSchema.parse(response.json()).commentsCount;
  }

  /** The newest audit entry of this action on this target. */
  async function auditOf(action: string, targetId: string) {
    const response = await call('GET', '/api/admin/audit');
    return adminAuditListSchema
      .parse(response.json())
      .entries.find((entry) => entry.action === action && entry.targetId === targetId);
  }

  const statusesOf = async (ctx: TestContext, targetId: string) =>
    (await ctx.db.select().from(reports).where(eq(reports.targetId, targetId))).map((row) => ({
      status: row.status,
      resolvedBy: row.resolvedBy,
    }));

  /** A game by Owen with Ada's comment on it, both reported. */
  async function reportedGameAndComment() {
    const ctx = context();
    ctx.clock.advance(1_000);
    const owen = await createSocialPlayer(ctx, 'Owen');
    const gameId = await insertTestGame(ctx, owen.playerId, { title: 'Lava Leap' });
    const ada = await createSocialPlayer(ctx, 'Ada');
    const bob = await createSocialPlayer(ctx, 'Bob');
    const cy = await createSocialPlayer(ctx, 'Cy');
    await postTestComment(app, gameId, 'a kind word', owen);
    ctx.clock.advance(1_000);
    const comment = await postTestComment(app, gameId, 'you all stink', ada);
    await fileReport(bob, 'comment', comment.id, 'hateful', 'rude to everyone');
    ctx.clock.advance(1_000);
    await fileReport(cy, 'comment', comment.id, 'spam');
    await fileReport(bob, 'game', gameId, 'broken');
    return { ctx, gameId, comment, owen, ada, bob, cy };
  }

  describe('the queue', () => {
    it('groups open reports by target with a preview, reporters and their words', async () => {
      const { gameId, comment, bob, cy } = await reportedGameAndComment();
      const groups = await queue();
      const onComment = groups.find((group) => group.targetId === comment.id);
      expect(onComment).toMatchObject({
        targetType: 'comment',
        hidden: false,
        game: { gameId, title: 'Lava Leap', author: 'Author' },
        comment: { text: 'you all stink', author: 'Ada' },
      });
      expect(onComment?.game.screenshotUrl).toMatch(/^\/media\//);
      expect(
        onComment?.reports.map(({ reporterId, reporterName, reason, text }) => ({
          reporterId,
          reporterName,
          reason,
          text,
        })),
      ).toEqual([
        {
          reporterId: bob.playerId,
          reporterName: 'Bob',
          reason: 'hateful',
          text: 'rude to everyone',
        },
        { reporterId: cy.playerId, reporterName: 'Cy', reason: 'spam', text: null },
      ]);
      const onGame = groups.find((group) => group.targetId === gameId);
      expect(onGame).toMatchObject({ targetType: 'game', comment: null });
      expect(onGame?.reports).toHaveLength(1);
      // The longest-waiting target comes first.
      expect(groups.indexOf(onComment!)).toBeLessThan(groups.indexOf(onGame!));
    });
  });

  describe('hiding and restoring a comment', () => {
    it('hides it for everyone, moves the count, closes its reports and audits them', async () => {
      const { ctx, gameId, comment, owen, ada, bob, cy } = await reportedGameAndComment();
      expect(await commentsCount(gameId)).toBe(2);

      const hidden = await call('POST', `/api/admin/comments/${comment.id}/hide`, {
        reason: 'Insults',
      });
      expect(hidden.statusCode, hidden.body).toBe(200);
      expect(adminCommentVisibilitySchema.parse(hidden.json())).toEqual({
        commentId: comment.id,
        hidden: true,
        hiddenReason: 'Insults',
      });
      for (const viewer of [undefined, ada, owen, admin]) {
        expect(await commentTexts(gameId, viewer)).toEqual({ texts: ['a kind word'], total: 1 });
      }
      expect(await commentsCount(gameId)).toBe(1);
      expect(await statusesOf(ctx, comment.id)).toEqual([
        { status: 'actioned', resolvedBy: admin.playerId },
        { status: 'actioned', resolvedBy: admin.playerId },
      ]);
      expect((await queue()).some((group) => group.targetId === comment.id)).toBe(false);
      expect(await auditOf('comment.hide', comment.id)).toMatchObject({
        adminPlayerId: admin.playerId,
        details: {
          gameId,
          reason: 'Insults',
          reporterIds: [bob.playerId, cy.playerId],
          reasons: ['hateful', 'spam'],
        },
      });
      // Hiding twice does not count twice.
      await call('POST', `/api/admin/comments/${comment.id}/hide`, { reason: 'Insults again' });
      expect(await commentsCount(gameId)).toBe(1);

      // The closed list keeps it, hidden, so it can be restored from there.
      const closed = (await queue('closed')).find((group) => group.targetId === comment.id);
      expect(closed).toMatchObject({ hidden: true, hiddenReason: 'Insults again' });
      expect(closed?.reports.map((report) => report.status)).toEqual(['actioned', 'actioned']);

      const restored = await call('POST', `/api/admin/comments/${comment.id}/restore`);
      expect(restored.statusCode, restored.body).toBe(200);
      expect(adminCommentVisibilitySchema.parse(restored.json()).hidden).toBe(false);
      expect((await commentTexts(gameId)).texts).toEqual(['you all stink', 'a kind word']);
      expect(await commentsCount(gameId)).toBe(2);
      expect(await auditOf('comment.restore', comment.id)).toMatchObject({
        adminPlayerId: admin.playerId,
      });
      // Restoring a visible comment changes nothing.
      await call('POST', `/api/admin/comments/${comment.id}/restore`);
      expect(await commentsCount(gameId)).toBe(2);
    });

    it('answers 404 for an unknown comment', async () => {
      const body = { reason: 'x' };
      expectApiError(await call('POST', '/api/admin/comments/nope/hide', body), 404, 'NOT_FOUND');
      expectApiError(await call('POST', '/api/admin/comments/nope/restore'), 404, 'NOT_FOUND');
    });
  });

  describe('hiding a reported game', () => {
    it('closes its reports as actioned and names the reporters in the audit', async () => {
      const { ctx, gameId, bob } = await reportedGameAndComment();
      const hidden = await call('POST', `/api/admin/games/${gameId}/hide`, { reason: 'Empty' });
      expect(hidden.statusCode, hidden.body).toBe(200);
      expect(await statusesOf(ctx, gameId)).toEqual([
        { status: 'actioned', resolvedBy: admin.playerId },
      ]);
      expect(await auditOf('game.hide', gameId)).toMatchObject({
        details: { reason: 'Empty', reporterIds: [bob.playerId], reasons: ['broken'] },
      });
      expect((await app.inject({ url: `/api/game-feeds/${gameId}` })).statusCode).toBe(404);
      expect((await queue('closed')).find((group) => group.targetId === gameId)?.hidden).toBe(true);
    });
  });

  describe('dismissing', () => {
    it('dismisses every open report on a target, or one report, and audits it', async () => {
      const { ctx, gameId, comment, bob, cy } = await reportedGameAndComment();
      const all = await call('POST', '/api/admin/reports/dismiss', {
        targetType: 'comment',
        targetId: comment.id,
      });
      expect(all.statusCode, all.body).toBe(200);
      expect(adminReportsResolvedSchema.parse(all.json())).toEqual({ resolved: 2 });
      expect(await auditOf('report.dismiss', comment.id)).toMatchObject({
        details: { targetType: 'comment', reporterIds: [bob.playerId, cy.playerId] },
      });
      // The comment stays visible.
      expect((await commentTexts(gameId)).texts).toContain('you all stink');

      const [gameReport] = (await queue()).filter((group) => group.targetId === gameId);
      const reportId = gameReport!.reports[0]!.id;
      const one = await call('POST', `/api/admin/reports/${reportId}/dismiss`);
      expect(adminReportsResolvedSchema.parse(one.json())).toEqual({ resolved: 1 });
      const again = await call('POST', `/api/admin/reports/${reportId}/dismiss`);
      expect(adminReportsResolvedSchema.parse(again.json())).toEqual({ resolved: 0 });
      expect(await statusesOf(ctx, gameId)).toEqual([
        { status: 'dismissed', resolvedBy: admin.playerId },
      ]);
      expect((await queue()).some((group) => [gameId, comment.id].includes(group.targetId))).toBe(
        false,
      );
      expectApiError(await call('POST', '/api/admin/reports/nope/dismiss'), 404, 'NOT_FOUND');
    });
  });

  describe('permissions and bad input', () => {
    const routes: Array<['GET' | 'POST', string, object?]> = [
      ['GET', '/api/admin/reports'],
      ['POST', '/api/admin/reports/dismiss', { targetType: 'game', targetId: 'g-1' }],
      ['POST', '/api/admin/reports/r-1/dismiss'],
      ['POST', '/api/admin/comments/c-1/hide', { reason: 'x' }],
      ['POST', '/api/admin/comments/c-1/restore'],
    ];

    it('refuses players (403), guests (403) and callers without a bearer (401)', async () => {
      const ctx = context();
      const player = await createSocialPlayer(ctx, 'Pat');
      const guest = await registerGuest(ctx);
      for (const [method, url, payload] of routes) {
        expectApiError(await call(method, url, payload, player), 403, 'FORBIDDEN');
        expectApiError(await call(method, url, payload, guest), 403, 'FORBIDDEN');
        const anonymous = await app.inject({ method, url, ...(payload ? { payload } : {}) });
        expectApiError(anonymous, 401, 'UNAUTHORIZED');
      }
    });

    it.each([
      ['GET', '/api/admin/reports?status=all', undefined, 'status'],
      ['POST', '/api/admin/reports/dismiss', { targetType: 'player', targetId: 'x' }, 'targetType'],
      ['POST', '/api/admin/reports/dismiss', { targetType: 'game' }, 'targetId'],
      ['POST', '/api/admin/comments/c-1/hide', { reason: '   ' }, 'reason'],
      ['POST', '/api/admin/comments/c-1/hide', {}, 'reason'],
      ['POST', '/api/admin/comments/c-1/hide', { reason: 'x'.repeat(501) }, 'reason'],
    ] as const)('%s %s answers 400 naming the field', async (method, url, payload, field) => {
      expectApiError(await call(method, url, payload), 400, 'VALIDATION_FAILED', field);
    });
  });
});
