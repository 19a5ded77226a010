import {
  adminAuditListSchema,
  adminMailSentSchema,
  mailReadResponseSchema,
  mailSchema,
  type Mail,
} from '@promptplay/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../appTypes.js';
import { mailMessages } from '../../db/schema.js';
import { expectApiError } from '../../testing/apiAssertions.js';
import { describeEachDatabase, type TestContext } from '../../testing/testHarness.js';
import { createSocialPlayer, registerGuest, type TestPlayer } from '../../testing/testPlayers.js';
import { buildAdminApp, createTestAdmin } from '../admin/adminTestKit.js';
import { createAccessTokens } from '../auth/accessTokens.js';
import { loadSigningKeys } from '../auth/signingKeys.js';

/** A second access token for the same player: another device. */
async function secondDevice(ctx: TestContext, player: TestPlayer): Promise<TestPlayer> {
  ctx.clock.advance(1_000);
  const tokens = createAccessTokens(await loadSigningKeys(ctx.db), ctx.clock);
  const issued = await tokens.issue({
    playerId: player.playerId,
    authMethod: 'social',
    loginMethod: 'google',
  });
  expect(issued.token).not.toBe(player.accessToken);
  return {
    ...player,
    accessToken: issued.token,
    headers: { authorization: `Bearer ${issued.token}` },
  };
}

describeEachDatabase('mail', (context) => {
  let app: App;
  let admin: TestPlayer;

  beforeAll(async () => {
    app = await buildAdminApp(context());
    admin = await createTestAdmin(context());
  });

  async function sendMail(payload: { title: string; body: string; playerId?: string }) {
    // Mail is shown oldest first: give each its own instant.
    context().clock.advance(1_000);
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/mail',
      headers: admin.headers,
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    return adminMailSentSchema.parse(response.json());
  }

  async function mailOf(player: TestPlayer | null): Promise<Mail> {
    const response = await app.inject({
      url: '/api/player-mail',
      ...(player ? { headers: player.headers } : {}),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return mailSchema.parse(response.json());
  }

  function markRead(player: TestPlayer, mailId: string) {
    return app.inject({
      method: 'POST',
      url: `/api/player-mail/${mailId}/read`,
      headers: player.headers,
    });
  }

  /** Reads (and marks read) every message waiting for the player, oldest first. */
  async function drain(player: TestPlayer): Promise<string[]> {
    const titles: string[] = [];
    for (let mail = await mailOf(player); mail.hasMail; mail = await mailOf(player)) {
      titles.push(mail.title!);
      expect((await markRead(player, mail.mailId!)).statusCode).toBe(200);
    }
    return titles;
  }

  describe('lifecycle', () => {
    it('shows a mail to everyone once per player, on any of their devices', async () => {
      const ctx = context();
      const ada = await createSocialPlayer(ctx, 'Ada');
      const bob = await createSocialPlayer(ctx, 'Bob');
      const guest = await registerGuest(ctx);
      await drain(ada);
      await drain(bob);
      await drain(guest);

      const sent = await sendMail({ title: 'Week of Fight', body: '<p>It <b>starts</b>!</p>' });
      const adaPhone = await secondDevice(ctx, ada);
      for (const viewer of [ada, adaPhone, bob, guest]) {
        expect(await mailOf(viewer)).toEqual({
          hasMail: true,
          title: 'Week of Fight',
          body: '<p>It <b>starts</b>!</p>',
          mailId: sent.mailId,
        });
      }

      const read = await markRead(ada, sent.mailId);
      expect(read.statusCode, read.body).toBe(200);
      const receipt = mailReadResponseSchema.parse(read.json());
      expect(receipt.mailId).toBe(sent.mailId);
      // Read on the laptop: the phone does not open it again.
      expect((await mailOf(adaPhone)).hasMail).toBe(false);
      expect((await mailOf(ada)).hasMail).toBe(false);
      // Marking again (the phone, late) changes nothing.
      ctx.clock.advance(5_000);
      const again = await markRead(adaPhone, sent.mailId);
      expect(again.statusCode, again.body).toBe(200);
      expect(mailReadResponseSchema.parse(again.json())).toEqual(receipt);
      // Others still see it.
      expect((await mailOf(bob)).mailId).toBe(sent.mailId);
      expect((await mailOf(guest)).mailId).toBe(sent.mailId);
    });

    it('shows a mail to one player only to that player', async () => {
      const ctx = context();
      const ada = await createSocialPlayer(ctx, 'Ada');
      const bob = await createSocialPlayer(ctx, 'Bob');
      await drain(ada);
      await drain(bob);

      const sent = await sendMail({ title: 'For Ada', body: 'Hi Ada', playerId: ada.playerId });
      expect(await mailOf(ada)).toMatchObject({ hasMail: true, title: 'For Ada' });
      expect((await mailOf(bob)).hasMail).toBe(false);
      expectApiError(await markRead(bob, sent.mailId), 404, 'NOT_FOUND');
      expect((await mailOf(ada)).mailId).toBe(sent.mailId);
    });

    it('shows several messages one at a time, oldest first', async () => {
      const ada = await createSocialPlayer(context(), 'Ada');
      await drain(ada);
      await sendMail({ title: 'One', body: 'First' });
      await sendMail({ title: 'Two', body: 'Second', playerId: ada.playerId });
      await sendMail({ title: 'Three', body: 'Third' });
      expect(await drain(ada)).toEqual(['One', 'Two', 'Three']);
    });

    it('answers "no mail" without a token or with a stale one, and 401 to mark read', async () => {
      expect(await mailOf(null)).toEqual({ hasMail: false, title: null, body: null, mailId: null });
      const stale = { authorization: 'Bearer nope' };
      const response = await app.inject({ url: '/api/player-mail', headers: stale });
      expect(mailSchema.parse(response.json()).hasMail).toBe(false);
      const sent = await sendMail({ title: 'Anyone', body: 'Hello' });
      const anonymous = await app.inject({
        method: 'POST',
        url: `/api/player-mail/${sent.mailId}/read`,
      });
      expectApiError(anonymous, 401, 'UNAUTHORIZED');
    });

    it('answers 404 for marking an unknown mail read', async () => {
      const ada = await createSocialPlayer(context(), 'Ada');
      expectApiError(await markRead(ada, 'no-such-mail'), 404, 'NOT_FOUND');
    });
  });

  describe('sanitizing', () => {
    it('strips scripts, event attributes, javascript: links and styles, stored and served', async () => {
      const ctx = context();
      const ada = await createSocialPlayer(ctx, 'Ada');
      await drain(ada);
      const dirty = [
        '<h2 style="color:red">News</h2>',
        '<script>alert("x")</script>',
        '<p onclick="steal()">Hello <img src="x" onerror="alert(1)"></p>',
        '<a href="javascript:alert(1)">bad link</a>',
        '<a href="https://example.com/prize">good link</a>',
        '<img src="https://example.com/cup.png" alt="Cup">',
        '<iframe src="https://evil.example"></iframe>',
      ].join('');
      const sent = await sendMail({ title: 'News', body: dirty });
      const expected =
        '<h2>News</h2><p>Hello <img src="x" /></p><a>bad link</a>' +
        '<a href="https://example.com/prize">good link</a>' +
        '<img src="https://example.com/cup.png" alt="Cup" />';
      expect(sent.body).toBe(expected);
      const [stored] = await ctx.db
        .select({ body: mailMessages.body })
        .from(mailMessages)
        .where(eq(mailMessages.id, sent.mailId));
      expect(stored?.body).toBe(expected);
      const served = await mailOf(ada);
      expect(served.body).toBe(expected);
      for (const body of [sent.body, stored?.body, served.body]) {
        expect(body).not.toMatch(/script|onerror|onclick|javascript:|style=|iframe/i);
      }
    });

    it('sanitizes again when serving a row written before (or around) the rules', async () => {
      const ctx = context();
      const ada = await createSocialPlayer(ctx, 'Ada');
      await drain(ada);
      ctx.clock.advance(1_000);
      await ctx.db.insert(mailMessages).values({
        id: 'legacy-mail',
        title: 'Old',
        body: '<p>Old<script>alert(1)</script><a href="javascript:x()">x</a></p>',
        createdAt: ctx.clock.now(),
      });
      expect((await mailOf(ada)).body).toBe('<p>Old<a>x</a></p>');
    });

    it('refuses a body with nothing left after sanitizing, naming body', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/mail',
        headers: admin.headers,
        payload: { title: 'Empty', body: '<script>alert(1)</script>' },
      });
      expectApiError(response, 400, 'VALIDATION_FAILED', 'body');
    });
  });

  describe('sending', () => {
    it('answers 404 naming playerId for an unknown player', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/mail',
        headers: admin.headers,
        payload: { title: 'Hi', body: 'Hello', playerId: 'nobody' },
      });
      expectApiError(response, 404, 'NOT_FOUND', 'playerId');
    });

    it.each([
      ['title', { title: '', body: 'Hello' }],
      ['title', { title: 'x'.repeat(201), body: 'Hello' }],
      ['body', { title: 'Hi' }],
      ['body', { title: 'Hi', body: 'x'.repeat(20_001) }],
      ['playerId', { title: 'Hi', body: 'Hello', playerId: '' }],
    ])('answers 400 naming %s', async (field, payload) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/mail',
        headers: admin.headers,
        payload,
      });
      expectApiError(response, 400, 'VALIDATION_FAILED', field);
    });

    it('records who sent what to whom in the audit log', async () => {
      const ada = await createSocialPlayer(context(), 'Ada');
      const sent = await sendMail({ title: 'Audit me', body: 'Hello', playerId: ada.playerId });
      const audit = await app.inject({ url: '/api/admin/audit', headers: admin.headers });
      const entry = adminAuditListSchema
        .parse(audit.json())
        .entries.find((each) => each.targetId === sent.mailId);
      expect(entry).toMatchObject({
        action: 'mail.send',
        adminPlayerId: admin.playerId,
        details: { title: 'Audit me', to: ada.playerId },
      });
    });
  });
});
