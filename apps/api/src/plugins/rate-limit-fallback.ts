import type {
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
  RateLimitOptions,
} from '@fastify/rate-limit'
import LocalStore from '@fastify/rate-limit/store/LocalStore.js'
import RedisStore from '@fastify/rate-limit/store/RedisStore.js'
import type { RedisAvailability, SharedRateLimitStore } from '../security/rate-limit-store'

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0]

/**
 * @fastify/rate-limit's own Redis store, with its own memory store beside it: each count goes to
 * Redis while Redis answers, and to memory at once while it does not (a command that fails or times
 * out marks it away, see RedisAvailability). skipOnError alone would let every request through
 * uncounted during an outage; this keeps the limit, per process, and never holds the request.
 */
class RedisOrMemoryStore implements FastifyRateLimitStore {
  constructor(
    private readonly redis: RedisStore,
    private readonly memory: LocalStore,
    private readonly availability: RedisAvailability,
  ) {}

  incr(key: string, callback: Counted, timeWindow: number, max: number): void {
    this.run('incr', key, callback, timeWindow, max)
  }

  read(key: string, callback: Counted, timeWindow: number, max: number): void {
    this.run('read', key, callback, timeWindow, max)
  }

  child(routeOptions: RouteOptions): FastifyRateLimitStore {
    return new RedisOrMemoryStore(
      this.redis.child(routeOptions),
      this.memory.child(routeOptions),
      this.availability,
    )
  }

  private run(
    method: 'incr' | 'read',
    key: string,
    callback: Counted,
    timeWindow: number,
    max: number,
  ): void {
    if (this.availability.isAway()) {
      this.memory[method](key, callback, timeWindow, max)
      return
    }
    this.redis[method](
      key,
      (error, result) => {
        if (!error) {
          callback(null, result)
          return
        }
        this.availability.reportFailure(error)
        this.memory[method](key, callback, timeWindow, max)
      },
      timeWindow,
      max,
    )
  }
}

/** The `store` option of @fastify/rate-limit for a shared store (REDIS_URL). */
export function redisOrMemoryStore(shared: SharedRateLimitStore): FastifyRateLimitStoreCtor {
  return class SharedStore extends RedisOrMemoryStore {
    // The plugin passes its settings, merged with its defaults.
    constructor(options: RateLimitOptions) {
      const continueExceeding = options.continueExceeding ?? false
      const exponentialBackoff = options.exponentialBackoff ?? false
      super(
        new RedisStore(continueExceeding, exponentialBackoff, shared.redis, shared.nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
        shared.availability,
      )
    }
  }
}
