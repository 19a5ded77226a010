import { apiErrorBodySchema } from '@promptplay/contracts';
import type { RouteOptions } from 'fastify';

type RouteHooks = RouteOptions['onRequest'] | RouteOptions['preHandler'];

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

function hooksOf(value: RouteHooks): unknown[] {
  if (!value) return [];
  return Array.isArray(value) ? value : [value];
}

function asList(method: RouteOptions['method']): string[] {
  return Array.isArray(method) ? method : [method];
}

/** Error statuses of the hooks that guard routes (auth checks), by hook. */
const GUARD_STATUSES = new WeakMap<object, readonly number[]>();

/**
 * Marks `hook` as a guard answering `statuses` (e.g. 401, 403), so every route it guards
 * declares them. Returns the hook.
 */
export function guardAnswering<Hook extends object>(hook: Hook, statuses: readonly number[]): Hook {
  GUARD_STATUSES.set(hook, statuses);
  return hook;
}

/**
 * The statuses any route of this shape can answer, whatever its handler does: 400 when it
 * reads input (params, query or a body), its guards' (`guardAnswering`), 413 and 415 when it
 * takes a body, 500 always. Route-specific ones (404, 409, 503…) are declared by the route.
 */
function errorStatusesOf(route: RouteOptions): number[] {
  const schema = route.schema ?? {};
  const takesBody = asList(route.method).some((method) => BODY_METHODS.has(method));
  const readsInput = takesBody || schema.params !== undefined || schema.querystring !== undefined;
  const hooks = [...hooksOf(route.onRequest), ...hooksOf(route.preHandler)];
  const guarded = hooks.flatMap((hook) => GUARD_STATUSES.get(hook as object) ?? []);
  return [...(readsInput ? [400] : []), ...guarded, ...(takesBody ? [413, 415] : []), 500];
}

/**
 * An onRoute hook that adds the one error body (contracts `apiErrorBodySchema`) for each
 * error status a route can answer to its `response` schemas, so the OpenAPI document lists
 * them. Hidden routes (static files, media) are left alone; a status a route already
 * declares keeps its own schema.
 */
export function declareErrorResponses(route: RouteOptions): void {
  if (!route.schema?.hide) addErrorResponses(route, errorStatusesOf(route));
}

/** Declares more error statuses on a route (e.g. the 429 of a rate-limited one). */
export function addErrorResponses(route: RouteOptions, statuses: readonly number[]): void {
  const schema = (route.schema ??= {});
  const response = (schema.response ??= {}) as Record<number, unknown>;
  for (const [status, body] of Object.entries(errorResponses(...statuses))) {
    response[Number(status)] ??= body;
  }
}

/**
 * The error statuses a route's handler answers beyond the shape-given ones, for its
 * `response`: `response: { 200: gameSchema, ...errorResponses(404) }`.
 */
export function errorResponses(...statuses: number[]): Record<number, typeof apiErrorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorBodySchema]));
}
