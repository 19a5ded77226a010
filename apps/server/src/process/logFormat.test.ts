import { describe, expect, it } from 'vitest';
import { terminalLogStream } from './logFormat.js';

describe('log format', () => {
  it('writes JSON lines (no pretty stream) when stdout is not a terminal', () => {
    expect(terminalLogStream({}, false)).toBeUndefined();
  });

  it('writes JSON lines in production even on a terminal', () => {
    expect(terminalLogStream({ NODE_ENV: 'production' }, true)).toBeUndefined();
  });

  it('writes readable lines to a person at a terminal', () => {
    const stream = terminalLogStream({}, true);
    expect(stream).toBeDefined();
    (stream as unknown as { end(): void }).end();
  });
});
