import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './returnPath.js';

describe('safeReturnPath', () => {
  it.each([
    ['/profile?tab=games', '/profile?tab=games'],
    ['/?openCreate=true', '/?openCreate=true'],
    ['/', '/'],
    [null, '/'],
    ['', '/'],
    ['https://evil.test/', '/'],
    ['//evil.test/', '/'],
    ['/\\evil.test/', '/'],
    ['/\t/evil.test/', '/'],
    ['profile', '/'],
  ])('%s → %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });
});
