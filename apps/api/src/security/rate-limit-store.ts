import { Redis } from 'ioredis'

/** The part of a logger the availability reports use (pino's, or a test's recorder). */
export interface AvailabilityLog {
  info(message: string): void
  warn(message: string): void
}

/** Where @fastify/rate-limit and the sign-in throttle keep their counters when instances share them. */
export interface SharedRateLimitStore {
  redis: Redis
  /** Prefix of the counters' keys (one per deployment, or per test run). */
  nameSpace: string
  /** Whether Redis answers now; while it does not, every limit is counted in this process's memory. */
  availability: RedisAvailability
  /** Stops watching Redis and closes the connection; never throws, even with Redis away. */
  close(): Promise<void>
}

export interface RateLimitStoreOptions {
  /** How long one Redis command may take before the limit is counted in memory instead. */
  commandTimeoutMs?: number
  /** Where "Redis stopped answering" and "Redis answers again" go; the app's log without it. */
  log?: AvailabilityLog
}

/**
 * A Redis command that takes longer than this is treated as an outage. Redis answers a counter in
 * well under a millisecond on the same network; a quarter of a second is already far beyond what a
 * visitor should wait for a rate limit, and long enough not to mistake a busy machine for an outage.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 250
/** While Redis is away, how often it is asked (PING) whether it answers again. */
const PROBE_INTERVAL_MS = 500
/**
 * Unanswered PINGs (5 s) after which the connection is replaced: a connection whose peer vanished
 * without a reset (a machine gone, a firewall dropping packets) would otherwise stay open, and
 * unanswered, for as long as the kernel's keep-alive takes, even after Redis is back elsewhere.
 */
const PROBES_BEFORE_RECONNECT = 10

/**
 * Whether Redis answers, shared by every limiter on one connection. The first command that fails or
 * times out marks Redis away: from then on the limiters count in memory at once, without sending
 * Redis anything (a frozen Redis would otherwise cost every request the full timeout), and a PING
 * every half second finds out when it answers again. Each change is logged once, not per request.
 */
export class RedisAvailability {
  private away = false
  private probe: NodeJS.Timeout | undefined
  private unansweredProbes = 0
  private closed = false
  private log: AvailabilityLog | undefined

  constructor(
    private readonly redis: Redis,
    log: AvailabilityLog | undefined,
  ) {
    this.log = log
  }

  /** The app's log, unless the store was given one of its own. */
  useLog(log: AvailabilityLog): void {
    this.log ??= log
  }

  /** True while the limits are counted in memory because Redis does not answer. */
  isAway(): boolean {
    return this.away
  }

  /** A command failed or timed out: count in memory until a PING is answered again. */
  reportFailure(error: unknown): void {
    if (this.away || this.closed) return
    this.away = true
    this.unansweredProbes = 0
    const reason = error instanceof Error ? error.message : String(error)
    this.log?.warn(
      `Redis stopped answering (${reason}): rate limits are counted in this process's memory until it answers again`,
    )
    this.probe = setInterval(() => this.checkAgain(), PROBE_INTERVAL_MS)
    this.probe.unref()
  }

  /**
   * At start-up: waits for the first connection, at most `timeoutMs`. A Redis that is down then does
   * not stop the site; it starts counting in memory, and in Redis once Redis answers.
   */
  async waitForConnection(timeoutMs: number): Promise<void> {
    if (this.redis.status === 'ready') return
    const connected = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        this.redis.off('ready', onReady)
        resolve(false)
      }, timeoutMs)
      const onReady = () => {
        clearTimeout(timer)
        resolve(true)
      }
      this.redis.once('ready', onReady)
    })
    if (!connected) this.reportFailure(new Error(`no connection within ${timeoutMs} ms`))
  }

  private checkAgain(): void {
    this.redis.ping().then(
      () => {
        if (!this.away || this.closed) return
        this.away = false
        clearInterval(this.probe)
        this.probe = undefined
        this.log?.info('Redis answers again: rate limits are counted in Redis again')
      },
      // Still away: the next PING asks again, on a new connection now and then.
      () => {
        this.unansweredProbes += 1
        const connected = this.redis.status === 'ready' || this.redis.status === 'connect'
        if (this.unansweredProbes % PROBES_BEFORE_RECONNECT === 0 && connected && !this.closed) {
          this.redis.disconnect(true)
        }
      },
    )
  }

  /** No more probing (the connection is being closed). */
  stop(): void {
    this.closed = true
    clearInterval(this.probe)
    this.probe = undefined
  }
}

/**
 * A Redis client for the rate limiters (REDIS_URL), set so that Redis can never hold a request:
 * every command times out after REDIS_COMMAND_TIMEOUT_MS (a frozen Redis keeps its connection open
 * and never answers), and with no offline queue a command sent while the connection is down fails
 * at once instead of waiting for a reconnection. Either way the limiter counts that request in
 * memory (RedisAvailability), so a rate limit never costs a lead or a sign-in.
 */
export function createRateLimitStore(
  url: string,
  nameSpace = 'nirman-rate-limit-',
  options: RateLimitStoreOptions = {},
): SharedRateLimitStore {
  const redis = new Redis(url, {
    connectTimeout: 1000,
    commandTimeout: options.commandTimeoutMs ?? REDIS_COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // Reconnect quickly after a restart of Redis, and keep trying (at most every 2 s).
    retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
  })
  const availability = new RedisAvailability(redis, options.log)
  // ioredis reports every failed reconnection as an 'error' event (printed to stderr without a
  // listener); the outage is logged once by RedisAvailability instead.
  redis.on('error', () => {})
  return {
    redis,
    nameSpace,
    availability,
    async close() {
      availability.stop()
      try {
        await redis.quit()
      } catch {
        // Redis away: nothing to say goodbye to.
        redis.disconnect()
      }
    },
  }
}
