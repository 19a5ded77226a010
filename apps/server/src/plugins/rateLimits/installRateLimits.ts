import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { MESSAGES } from '@promptplay/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from '../../errors/appError.js';
import { addErrorResponses } from '../routeErrorResponses.js';
import type { RateLimit, RateLimitSettings } from './rateLimitSettings.js';
import { RATE_LIMIT_TABLE, type RateLimitedAction } from './rateLimitTable.js';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** A hook that counts the request under `limiter` and answers 429 with Retry-After past it. */
function enforce(limiter: Limiter): Hook {
  return async (request, reply) => {
    const result = await limiter(request);
    if (result.isAllowed || !result.isExceeded) return;
    void reply.header('retry-after', String(Math.max(1, result.ttlInSeconds)));
    throw new AppError('RATE_LIMITED', MESSAGES.rateLimited);
  };
}

function prepend(route: RouteOptions, name: 'onRequest', hook: Hook): void {
  const existing = route[name];
  route[name] = [hook, ...(existing ? [existing].flat() : [])] as RouteOptions['onRequest'];
}

function append(route: RouteOptions, name: 'preValidation', hook: Hook): void {
  const existing = route[name];
  route[name] = [...(existing ? [existing].flat() : []), hook] as RouteOptions['preValidation'];
}

const ACTION_BY_ROUTE = new Map<string, RateLimitedAction>(
  (Object.keys(RATE_LIMIT_TABLE) as RateLimitedAction[]).flatMap((action) =>
    RATE_LIMIT_TABLE[action].routes.map((route) => [route, action] as const),
  ),
);

function actionOf(route: RouteOptions): RateLimitedAction | undefined {
  const methods = [route.method].flat();
  for (const method of methods) {
    const action = ACTION_BY_ROUTE.get(`${method} ${route.url}`);
    if (action) return action;
  }
  return undefined;
}

/**
 * The abuse limits of `RATE_LIMIT_TABLE`: each limited route counts its caller's address
 * (before anything else, even the token check) and, once the bearer token is verified, its
 * player. Past either: 429 RATE_LIMITED with `Retry-After` (seconds). Counters are in Redis
 * with `redisUrl` (every API process shares them), else in memory. A Redis outage lets
 * requests through rather than refusing everyone. Register before the routes; `null`: off.
 * Either way each limited route declares its 429 in the OpenAPI document.
 */
export async function installRateLimits(
  app: FastifyInstance,
  settings: RateLimitSettings | null,
): Promise<void> {
  if (!settings) {
    // Limits off (a bench): the contract still says these routes may answer 429.
    app.addHook('onRoute', (route) => {
      if (actionOf(route)) addErrorResponses(route, [429]);
    });
    return;
  }
  const redis = settings.redisUrl
    ? new Redis(settings.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    skipOnError: true,
    ...(redis ? { redis, nameSpace: settings.redisKeyPrefix } : {}),
  });

  const limiters = new Map<RateLimitedAction, { address: Hook; player: Hook | null }>();
  const limitersOf = (action: RateLimitedAction) => {
    let hooks = limiters.get(action);
    if (!hooks) {
      hooks = createActionHooks(app, action, settings.limits[action]);
      limiters.set(action, hooks);
    }
    return hooks;
  };

  app.addHook('onRoute', (route) => {
    const action = actionOf(route);
    if (!action) return;
    const { address, player } = limitersOf(action);
    prepend(route, 'onRequest', address);
    if (player) append(route, 'preValidation', player);
    addErrorResponses(route, [429]);
  });
}

function createActionHooks(
  app: FastifyInstance,
  action: RateLimitedAction,
  limit: RateLimit,
): { address: Hook; player: Hook | null } {
  const address = app.createRateLimit({
    max: limit.perAddress,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `${action}:address:${normalizeIP(request.ip)}`,
  });
  if (limit.perPlayer === null) return { address: enforce(address), player: null };
  const player = app.createRateLimit({
    max: limit.perPlayer,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `${action}:player:${request.player?.playerId ?? ''}`,
  });
  const enforcePlayer = enforce(player);
  return {
    address: enforce(address),
    // Only callers with a verified token have a player; the others count by address alone.
    player: async (request, reply) => {
      if (request.player) await enforcePlayer(request, reply);
    },
  };
}
