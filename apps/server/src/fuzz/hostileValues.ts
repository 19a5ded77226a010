import fc from 'fast-check';

/** Unicode that trips naive code: lone surrogates, RTL overrides, zero-width marks, emoji, NUL. */
const TRICKY_TEXTS = [
  '\uD800',
  'a\uDC00b',
  '\u202Egnp.exe',
  '\u200B\u200C\u200D\uFEFF',
  '👩🏽‍🚀🏳️‍🌈',
  'e\u0301\u0301\u0301',
  '\u0000',
  'مرحبا بالعالم',
  '../../etc/passwd',
  '%00%2e%2e%2f',
  "'; drop table players; --",
  '<script>alert(1)</script>',
  '{{7*7}}${7*7}',
  'constructor',
  '__proto__ toString hasOwnProperty',
  ' ',
  '',
];

/** Strings of every awkward kind, up to well past any field's limit. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...TRICKY_TEXTS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer({ min: 1_000, max: 70_000 }).map((length) => 'x'.repeat(length)),
  fc
    .tuple(fc.constantFrom(...TRICKY_TEXTS), fc.integer({ min: 2, max: 300 }))
    .map(([text, times]) => text.repeat(times)),
);

/** Numbers at and past every edge; NaN-ish texts too, as query strings carry them. */
export const hostileNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(-1, 0, -0, 1e308, -1e308, 2 ** 53, 2 ** 53 + 2, 0.5, -0.0001, 1e-7),
  fc.constantFrom('NaN', 'Infinity', '-Infinity', '1e999', '0x1F', '1_000', ' 1 ', '٣'),
  fc.integer(),
  fc.double({ noNaN: false }),
);

/** Anything JSON can carry in a field's place: wrong types, nesting, huge arrays. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constantFrom(null, true, false, [], {}, [[[[[]]]]], { __proto__: { polluted: true } }),
  fc.constant({ constructor: { prototype: { polluted: true } } }),
  fc.integer({ min: 1_000, max: 5_000 }).map((length) => Array.from({ length }, () => 1)),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Path parameter values of every shape (each is URL-encoded into the path). */
export const hostilePathSegment: fc.Arbitrary<string> = fc.oneof(
  hostileString.filter((text) => text.length > 0 && text.length < 5_000),
  fc.constantFrom('..', '.', '%', '%2F', '0', '-1', 'null', 'undefined', 'game-' + 'a'.repeat(60)),
);
