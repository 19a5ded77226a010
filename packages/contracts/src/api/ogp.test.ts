import { describe, expect, it } from 'vitest';
import { isOgpPlayerId, ogpIdentityRequestSchema } from './ogp.js';

describe('OGP player ids (the Play.fun reference formats)', () => {
  it('accepts the documented formats and nothing else', () => {
    for (const id of [
      'email:player@example.com',
      'sol:7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
      'eth:0x52908400098527886E0F7030069857D2E4169EE7',
      'twitter:jack_01',
      'did:privy:cm1abcdefghijklmnop',
      '0b6f2d1e-8a4c-4f9e-9d3b-2c1a0e9f8b7d',
    ]) {
      expect(isOgpPlayerId(id), id).toBe(true);
    }
    for (const id of ['player-1', 'email:nobody', 'sol:0OIl', 'eth:0x12', 'did:other:x', '']) {
      expect(isOgpPlayerId(id), id).toBe(false);
    }
  });

  it('lets a player link a wallet, Privy DID or Play.fun UUID, or unlink with null', () => {
    const ok = (linkedId: unknown) => ogpIdentityRequestSchema.safeParse({ linkedId }).success;
    expect(ok('sol:7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')).toBe(true);
    expect(ok(' did:privy:cm1abcdefghijklmnop ')).toBe(true);
    expect(ok(null)).toBe(true);
    // The email comes from sign-in, verified; a typed one is not linkable.
    expect(ok('email:someone@example.com')).toBe(false);
    expect(ok('twitter:jack')).toBe(false);
  });
});
