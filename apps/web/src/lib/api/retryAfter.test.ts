import { describe, expect, it } from 'vitest';
import { retryAfterMs } from './retryAfter.js';

describe('Retry-After', () => {
  it('reads delay-seconds and HTTP dates, and nothing else', () => {
    expect(retryAfterMs('120', 0)).toBe(120_000);
    const now = Date.parse('Wed, 25 Nov 2026 10:00:00 GMT');
    expect(retryAfterMs('Wed, 25 Nov 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Wed, 25 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
  });
});
