import { z } from 'zod';
import type { AiProviderSettings } from './openAiCategorizer.js';

/** One JSON answer to ask an OpenAI-compatible provider for. */
export interface JsonChatRequest {
  system: string;
  /** The user message (usually JSON of what to read). */
  user: string;
  /** Names the schema in `response_format.json_schema.name` ([a-zA-Z0-9_-]). */
  schemaName: string;
  /** The JSON schema of the answer (strict structured output). */
  schema: Record<string, unknown>;
  temperature: number;
}

/** The provider answered, but not with something usable (status, refusal, empty answer). */
export class ProviderAnswerError extends Error {
  override readonly name = 'ProviderAnswerError';
}

/** The parts of a chat completion read here. */
const completionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullable().optional(),
          refusal: z.string().nullable().optional(),
        }),
      }),
    )
    .min(1),
});

/** Statuses with which providers refuse a request they do not support (here: `json_schema`). */
const UNSUPPORTED_REQUEST_STATUSES = new Set([400, 404, 415, 422, 501]);

type ResponseFormat =
  | { type: 'json_schema'; json_schema: { name: string; strict: true; schema: object } }
  | { type: 'json_object' };

async function post(
  settings: AiProviderSettings,
  request: JsonChatRequest,
  responseFormat: ResponseFormat,
  signal: AbortSignal,
): Promise<Response> {
  // Plain JSON mode has no schema: the system message carries it instead.
  const system =
    responseFormat.type === 'json_object'
      ? `${request.system}\nThe JSON schema of the answer: ${JSON.stringify(request.schema)}`
      : request.system;
  return fetch(`${settings.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: settings.model,
      temperature: request.temperature,
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: request.user },
      ],
      response_format: responseFormat,
    }),
    signal,
  });
}

/**
 * Asks `POST {baseUrl}/chat/completions` for a JSON answer: strict structured output
 * (`response_format: {type: 'json_schema'}`) first, and plain JSON mode (`json_object`, the
 * schema in the system message) when the provider refuses that request. Returns the parsed
 * JSON of the answer, unchecked; throws `ProviderAnswerError` for an error status, a refusal
 * or an empty answer, `SyntaxError` for an answer that is not JSON, and the fetch's error on
 * a network failure or abort. The API key goes in the header only, never in an error.
 */
export async function askForJson(
  settings: AiProviderSettings,
  request: JsonChatRequest,
  signal: AbortSignal,
): Promise<unknown> {
  let response = await post(
    settings,
    request,
    {
      type: 'json_schema',
      json_schema: { name: request.schemaName, strict: true, schema: request.schema },
    },
    signal,
  );
  if (UNSUPPORTED_REQUEST_STATUSES.has(response.status)) {
    await response.body?.cancel();
    response = await post(settings, request, { type: 'json_object' }, signal);
  }
  if (!response.ok) throw new ProviderAnswerError(`status ${response.status}`);
  const completion = completionSchema.safeParse(await response.json());
  if (!completion.success) throw new ProviderAnswerError('not a chat completion');
  const message = completion.data.choices[0]?.message;
  if (message?.refusal) throw new ProviderAnswerError('provider refused');
  if (!message?.content) throw new ProviderAnswerError('empty answer');
  return JSON.parse(message.content) as unknown;
}
