// @fastify/rate-limit's two stores, which it does not export with types: rate-limit-fallback.ts
// counts in one or the other depending on whether Redis answers.
declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit'
  import type { Redis } from 'ioredis'

  type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void

  export default class RedisStore implements FastifyRateLimitStore {
    constructor(continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key?: string)
    incr(key: string, callback: Counted, timeWindow: number, max: number): void
    read(key: string, callback: Counted, timeWindow: number, max: number): void
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): RedisStore
  }
}

declare module '@fastify/rate-limit/store/LocalStore.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit'

  type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void

  export default class LocalStore implements FastifyRateLimitStore {
    constructor(continueExceeding: boolean, exponentialBackoff: boolean, cache?: number)
    incr(key: string, callback: Counted, timeWindow: number, max: number): void
    read(key: string, callback: Counted, timeWindow: number, max: number): void
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): LocalStore
  }
}
