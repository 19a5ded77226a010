import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { parseTrustProxy } from './trustProxy.js';

describe('TRUST_PROXY', () => {
  it('trusts nobody by default, everyone with true, listed balancers, or a hop count', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('10.0.0.0/8, fd00::/8')).toEqual(['10.0.0.0/8', 'fd00::/8']);
    const twoHops = parseTrustProxy('2');
    expect(typeof twoHops).toBe('function');
    if (typeof twoHops === 'function') {
      expect([0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
    }
  });

  it('refuses anything else at start-up, naming the variable', () => {
    expect(parseTrustProxy('yes please')).toBeNull();
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });
});
