import { Redis } from 'ioredis'

/** Where @fastify/rate-limit keeps its counters when several instances must share them. */
export interface SharedRateLimitStore {
  redis: Redis
  /** Prefix of the counters' keys (one per deployment, or per test run). */
  nameSpace: string
}

/**
 * A Redis client for the rate limiter (REDIS_URL). Settings as @fastify/rate-limit recommends: a
 * short connect timeout and one retry per command, so a Redis outage fails a request's limit check
 * fast instead of holding the request.
 */
export function createRateLimitStore(
  url: string,
  nameSpace = 'nirman-rate-limit-',
): SharedRateLimitStore {
  const redis = new Redis(url, {
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
  })
  return { redis, nameSpace }
}
