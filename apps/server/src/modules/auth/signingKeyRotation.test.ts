import { jwksResponseSchema, tokenResponseSchema } from '@promptplay/contracts';
import { decodeProtectedHeader } from 'jose';
import { expect, it } from 'vitest';
import type { App } from '../../appTypes.js';
import { signingKeys } from '../../db/schema.js';
import { describeEachDatabase } from '../../testing/testHarness.js';
import { createSigningKey } from './signingKeys.js';
import { rotateSigningKey } from './signingKeyRotation.js';

async function registerWith(app: App) {
  const response = await app.inject({ method: 'POST', url: '/api/player/register' });
  expect(response.statusCode, response.body).toBe(200);
  return tokenResponseSchema.parse(response.json()).access_token;
}

const kidOf = (token: string) => decodeProtectedHeader(token).kid;

const validate = (app: App, token: string) =>
  app.inject({ url: '/api/auth/token/validate', headers: { authorization: `Bearer ${token}` } });

async function jwksKids(app: App): Promise<string[]> {
  const response = await app.inject({ url: '/api/.well-known/jwks.json' });
  return jwksResponseSchema.parse(response.json()).keys.map((key) => key.kid);
}

describeEachDatabase('signing key rotation', (context) => {
  it('signs with the new key while tokens of the old one keep validating', async () => {
    const { app } = context();
    const before = await registerWith(app);
    const oldKid = kidOf(before);

    const rotation = await rotateSigningKey(context().db);
    expect(rotation.kid).not.toBe(oldKid);
    expect(rotation.kept).toEqual([rotation.kid, oldKid]);

    // A process started after the rotation signs with the new key...
    const restarted = await context().buildAnotherApp();
    const after = await registerWith(restarted);
    expect(kidOf(after)).toBe(rotation.kid);
    // ...and one that was running takes its tokens (reloading the keys), then signs with it.
    expect((await validate(app, after)).json()).toEqual({ is_valid: true });
    expect(kidOf(await registerWith(app))).toBe(rotation.kid);
    expect((await validate(app, before)).json()).toEqual({ is_valid: true });
    expect((await validate(restarted, before)).json()).toEqual({ is_valid: true });
    expect(await jwksKids(app)).toEqual([rotation.kid, oldKid]);
  });

  it('drops keys whose tokens have all expired, keeping the one just replaced', async () => {
    const { db } = context();
    const now = Date.now();
    const ancient = { ...(await createSigningKey()), createdAt: new Date(now - 3 * 3_600_000) };
    const previous = { ...(await createSigningKey()), createdAt: new Date(now - 2 * 3_600_000) };
    await db.insert(signingKeys).values([ancient, previous]);

    const rotation = await rotateSigningKey(db);
    expect(rotation.pruned).toContain(ancient.kid);
    expect(rotation.kept[0]).toBe(rotation.kid);
    // Its successor is recent: tokens it signed may still be alive.
    expect(rotation.kept).toContain(previous.kid);
    const restarted = await context().buildAnotherApp();
    const kids = await jwksKids(restarted);
    expect(kids).toContain(previous.kid);
    expect(kids).not.toContain(ancient.kid);
  });
});
