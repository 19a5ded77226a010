import type { JsonSchema } from './schemaValues.js';

/** One operation of the OpenAPI document, as the fuzzer drives it. */
export interface Operation {
  method: string;
  /** The document's path template, e.g. `/api/game-feeds/{gameId}`. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The JSON body's schema, or null when the operation takes none (or a raw stream). */
  body: JsonSchema | null;
  /** Statuses the document declares for it. */
  statuses: ReadonlySet<number>;
  /** Declared statuses whose body is not JSON (a page, a file, a redirect). */
  nonJsonStatuses: ReadonlySet<number>;
}

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

interface OpenApiOperation {
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const HTTP_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

function parametersIn(operation: OpenApiOperation, place: 'path' | 'query'): Parameter[] {
  return (operation.parameters ?? [])
    .filter((parameter) => parameter.in === place)
    .map((parameter) => ({
      name: parameter.name,
      required: parameter.required ?? false,
      schema: parameter.schema ?? {},
    }));
}

/** The documented body of a page, file or redirect is a plain string. */
function isNonJson(schema: JsonSchema | undefined): boolean {
  return schema?.type === 'string';
}

/** Every operation of the document (HEAD, OPTIONS and the like left out). */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => HTTP_METHODS.has(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        pathParams: parametersIn(operation, 'path'),
        queryParams: parametersIn(operation, 'query'),
        body: operation.requestBody?.content?.['application/json']?.schema ?? null,
        statuses: new Set(Object.keys(operation.responses ?? {}).map(Number)),
        nonJsonStatuses: new Set(
          Object.entries(operation.responses ?? {})
            .filter(([, response]) => isNonJson(response.content?.['application/json']?.schema))
            .map(([status]) => Number(status)),
        ),
      })),
  );
}

/**
 * Percent-encodes any text, lone surrogates included (encodeURIComponent throws on them; a
 * client can still send their bytes, so they go as the WTF-8 bytes `%ED%A0%80`).
 */
export function encodeText(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((char) => {
        const code = char.charCodeAt(0);
        if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
          const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
          return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
        }
        return encodeURIComponent(char);
      })
      .join('');
  }
}

/** `/api/game-feeds/{gameId}` → the concrete path with each value URL-encoded. */
export function fillPath(template: string, values: Record<string, string>): string {
  return template.replace(/\{([^}]+)\}/g, (_match, name: string) =>
    name === '*'
      ? (values[name] ?? '').split('/').map(encodeText).join('/')
      : encodeText(values[name] ?? ''),
  );
}
