import { Redis } from 'ioredis';
import { OGP_REQUESTS_PER_SECOND, type OgpSendGate } from './sendSlots.js';

const IN_FLIGHT_LEASE_MS = 15_000;

/**
 * Takes the free slot whose last request ended over a second ago (by Redis' own clock),
 * marking it in flight; else answers how long until one frees. Same rule as the database's
 * `ogp_send_slots`, in one hash.
 */
const TAKE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local soonest = nil
for slot = 0, tonumber(ARGV[1]) - 1 do
  local used = tonumber(redis.call('HGET', KEYS[1], slot) or '0')
  if used <= now - 1000 then
    redis.call('HSET', KEYS[1], slot, now + tonumber(ARGV[2]))
    return {slot, 0}
  end
  if soonest == nil or used < soonest then soonest = used end
end
return {-1, soonest + 1000 - now}`;

const RELEASE = `
local t = redis.call('TIME')
redis.call('HSET', KEYS[1], ARGV[1], tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000))`;

const PAUSE = `
local t = redis.call('TIME')
local until_ms = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000) + tonumber(ARGV[2]) - 1000
for slot = 0, tonumber(ARGV[1]) - 1 do
  local used = tonumber(redis.call('HGET', KEYS[1], slot) or '0')
  if used < until_ms then redis.call('HSET', KEYS[1], slot, until_ms) end
end`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The OGP request budget shared through Redis when REDIS_URL is set (sendSlots.ts has the
 * rule and the database version used otherwise). `close` quits the connection.
 */
export function createRedisSendGate(
  redisUrl: string,
  key = 'promptplay:ogp-send-slots',
): OgpSendGate & { close(): Promise<void> } {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  const run = (script: string, ...args: (string | number)[]) =>
    redis.eval(script, 1, key, OGP_REQUESTS_PER_SECOND, ...args);
  return {
    async acquire() {
      for (;;) {
        const [slot, waitMs] = (await run(TAKE, IN_FLIGHT_LEASE_MS)) as [number, number];
        if (slot >= 0) {
          return async () => {
            await redis.eval(RELEASE, 1, key, slot);
          };
        }
        await sleep(Math.min(1000, Math.max(10, waitMs)));
      }
    },
    async pause(ms) {
      await run(PAUSE, Math.ceil(ms));
    },
    async close() {
      await redis.quit();
    },
  };
}
