import fc from 'fast-check';
import { credentialsArbitrary, type Credentials } from './credentials.js';
import { hostilePathSegment, hostileString, hostileValue } from './hostileValues.js';
import { encodeText, fillPath, type Operation, type Parameter } from './operations.js';
import { valueFor, type JsonSchema } from './schemaValues.js';

/** One request as `app.inject` takes it, plus what kind of case it is (for the report). */
export interface FuzzRequest {
  kind: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** Values the app knows (seeded game ids, a real session…) by parameter or field name. */
export type KnownValues = Readonly<Record<string, readonly string[]>>;

const MALFORMED_JSON = [
  '{',
  '{"a":',
  '[1,2',
  'nul',
  '{"a":1}}',
  "{'a':1}",
  '\uFEFF{}',
  '{"a":"\\uD800"}',
  '{"__proto__":{"polluted":true}}',
  '['.repeat(5_000),
  '"just a string"',
  '',
];

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'multipart/form-data; boundary=x',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'image/png',
  ';;;',
];

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function knownOr(name: string, schema: JsonSchema, known: KnownValues): fc.Arbitrary<unknown> {
  const values = known[name];
  const generated = valueFor(schema);
  return values && values.length > 0
    ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...values) }, generated)
    : generated;
}

function validBody(schema: JsonSchema, known: KnownValues): fc.Arbitrary<unknown> {
  const properties = schema.properties;
  if (!properties) return valueFor(schema);
  const fields = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, knownOr(name, property, known)]),
  );
  const requiredKeys = (schema.required ?? []).filter((key) => key in fields);
  return fc.record(fields, { requiredKeys });
}

function paramsArbitrary(
  parameters: readonly Parameter[],
  known: KnownValues,
  hostile: boolean,
): fc.Arbitrary<Record<string, string>> {
  const entries = parameters.map((parameter) => {
    const valid = knownOr(parameter.name, parameter.schema, known).map(textOf);
    const value = hostile ? fc.oneof(valid, hostilePathSegment) : valid;
    const arbitrary = parameter.required ? value : fc.option(value, { nil: undefined });
    return [parameter.name, arbitrary] as const;
  });
  return fc
    .record(Object.fromEntries(entries))
    .map(
      (record) =>
        Object.fromEntries(
          Object.entries(record).filter(([, value]) => value !== undefined),
        ) as Record<string, string>,
    );
}

function queryString(values: Record<string, string>): string {
  const pairs = Object.entries(values).map(
    ([name, value]) => `${encodeText(name)}=${encodeText(value)}`,
  );
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}

/** The body variants: valid, one field hostile, one missing, one extra, wholly wrong. */
function bodyVariants(
  schema: JsonSchema,
  known: KnownValues,
): fc.Arbitrary<{ kind: string; body: unknown }> {
  const valid = validBody(schema, known);
  const fieldNames = Object.keys(schema.properties ?? {});
  const withField = (
    kind: string,
    change: (body: Record<string, unknown>, field: string, value: unknown) => void,
  ) =>
    fc
      .tuple(valid, fc.constantFrom(...fieldNames, 'extraField'), hostileValue)
      .map(([body, field, value]) => {
        const copy = { ...(body as Record<string, unknown>) };
        change(copy, field, value);
        return { kind, body: copy };
      });
  const variants = [
    { weight: 4, arbitrary: valid.map((body) => ({ kind: 'valid', body })) },
    { weight: 1, arbitrary: hostileValue.map((body) => ({ kind: 'hostile body', body })) },
  ];
  if (fieldNames.length === 0) return fc.oneof(...variants);
  return fc.oneof(
    ...variants,
    {
      weight: 3,
      arbitrary: withField('hostile field', (body, field, value) => {
        body[field] = value;
      }),
    },
    {
      weight: 1,
      arbitrary: withField('missing field', (body, field) => {
        delete body[field];
      }),
    },
    {
      weight: 1,
      arbitrary: withField('extra field', (body, _field, value) => {
        body[`extra_${fieldNames.length}`] = value;
      }),
    },
  );
}

/**
 * Requests for one operation: mostly valid (with the app's real ids mixed in), then every way
 * to be wrong: hostile path and query values, hostile/missing/extra body fields, malformed
 * JSON, wrong content types, and each kind of credential.
 */
export function requestArbitrary(
  operation: Operation,
  credentials: Credentials,
  known: KnownValues,
): fc.Arbitrary<FuzzRequest> {
  const hostileParams = fc.boolean();
  const location = hostileParams.chain((hostile) =>
    fc
      .tuple(
        paramsArbitrary(operation.pathParams, known, hostile),
        paramsArbitrary(operation.queryParams, known, hostile),
        fc.option(fc.tuple(hostileString, hostileString), { freq: 8 }),
      )
      .map(([path, query, extraQuery]) => {
        const allQuery = extraQuery ? { ...query, [extraQuery[0]]: extraQuery[1] } : query;
        return {
          hostile,
          url: `${fillPath(operation.path, path)}${queryString(allQuery)}`,
        };
      }),
  );
  const takesBody = operation.method !== 'GET' && operation.method !== 'DELETE';
  const payload: fc.Arbitrary<{ kind: string; payload?: string; contentType?: string }> = !takesBody
    ? fc.constant({ kind: 'no body' })
    : fc.oneof(
        {
          weight: 6,
          arbitrary: bodyVariants(operation.body ?? { type: 'object' }, known).map(
            ({ kind, body }) => ({
              kind,
              payload: JSON.stringify(body) ?? 'null',
              contentType: 'application/json',
            }),
          ),
        },
        {
          weight: 1,
          arbitrary: fc.constantFrom(...MALFORMED_JSON).map((text) => ({
            kind: 'malformed JSON',
            payload: text,
            contentType: 'application/json',
          })),
        },
        {
          weight: 1,
          arbitrary: fc
            .tuple(fc.constantFrom(...WRONG_CONTENT_TYPES), validBody(operation.body ?? {}, known))
            .map(([contentType, body]) => ({
              kind: 'wrong content type',
              payload: JSON.stringify(body) ?? '',
              contentType,
            })),
        },
      );
  return fc
    .tuple(location, payload, credentialsArbitrary(credentials))
    .map(([where, body, auth]) => ({
      kind: where.hostile ? `${body.kind}, hostile params` : body.kind,
      method: operation.method,
      url: where.url,
      headers: { ...auth, ...(body.contentType ? { 'content-type': body.contentType } : {}) },
      ...(body.payload !== undefined ? { payload: body.payload } : {}),
    }));
}
