import { PassThrough } from 'node:stream';
import { apiErrorBodySchema } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../testing/testHarness.js';
import { malformedTextPaths, NOT_TEXT_MESSAGE } from './wellFormedText.js';

describe('malformed text', () => {
  it('finds lone surrogates in nested strings and keys, and lets pairs (emoji) through', () => {
    expect(malformedTextPaths({ a: 'ok 🎮', b: ['x', 'bad \udc00'], c: { d: '\ud83d' } })).toEqual([
      'b.1',
      'c.d',
    ]);
    expect(malformedTextPaths({ ['\udc00']: 1 })).toEqual(['(key)']);
    expect(malformedTextPaths({ title: 'a\u0000b', body: 'fine' })).toEqual(['title']);
    expect(malformedTextPaths('\ud800')).toEqual(['']);
    expect(malformedTextPaths(42)).toEqual([]);
    expect(malformedTextPaths(Buffer.from([0xed, 0xb0, 0x80]))).toEqual([]);
    expect(malformedTextPaths({ stream: new PassThrough() })).toEqual([]);
    expect(malformedTextPaths(Object.create(null) as object)).toEqual([]);
  });
});

describeEachDatabase('well-formed text', (context) => {
  it.each([
    ['a lone surrogate', '{"name":"a\\udc00b"}'],
    ['NUL', '{"name":"a\\u0000b"}'],
  ])('answers a body with %s with a 400 naming the field, never a 500', async (_case, payload) => {
    const response = await context().app.inject({
      method: 'POST',
      url: '/api/player/register',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    const body = apiErrorBodySchema.parse(response.json());
    expect(body.fieldErrors).toEqual([{ field: 'name', message: NOT_TEXT_MESSAGE }]);
  });
});
