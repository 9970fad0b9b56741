import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible'
import { HttpError } from '../http-error'
import type { SharedRateLimitStore } from '../plugins/rate-limit-store'

export interface LoginThrottleOptions {
  /** Failed sign-ins one address may make in the window, whatever usernames it types. */
  addressFailures: number
  /** Failed sign-ins of one account in the window before it is slowed down (never locked). */
  accountFailures: number
  /** Password checks (scrypt, 32 MiB and one libuv thread each) running at the same time. */
  hashingConcurrency: number
  /** The counting window, in seconds (15 minutes). */
  windowSeconds?: number
  /** The longest wait the slow-down imposes between two attempts on one account, in seconds. */
  maxAccountDelaySeconds?: number
  /**
   * Redis (REDIS_URL): the counts are shared by every instance, as the other rate limits are.
   * Without it, each process counts in its own memory.
   */
  store?: SharedRateLimitStore | undefined
}

interface CounterOptions {
  keyPrefix: string
  points: number
  duration: number
}

/**
 * A counter in Redis when there is a store, in this process's memory otherwise. If Redis cannot
 * answer, the counter falls back to memory (the library's insurance limiter) rather than refuse
 * every sign-in.
 */
function counter(store: SharedRateLimitStore | undefined, options: CounterOptions) {
  if (!store) return new RateLimiterMemory(options)
  return new RateLimiterRedis({
    ...options,
    keyPrefix: `${store.nameSpace}${options.keyPrefix}`,
    storeClient: store.redis,
    insuranceLimiter: new RateLimiterMemory(options),
  })
}

export const loginThrottleMessages = {
  address: (seconds: number) =>
    `Too many failed sign-ins from your network. Please try again in ${describeWait(seconds)}.`,
  account: (seconds: number) =>
    `Too many failed sign-ins for this account. Please try again in ${describeWait(seconds)}.`,
  busy: 'The server is busy checking other sign-ins. Please try again in a moment.',
} as const

function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`
  const minutes = Math.ceil(seconds / 60)
  return minutes === 1 ? '1 minute' : `${minutes} minutes`
}

/** A refusal carrying the Retry-After the route sends with it. */
export class LoginRefusedError extends HttpError {
  constructor(
    statusCode: 429 | 503,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(statusCode, message)
  }
}

const secondsUntil = (result: RateLimiterRes) => Math.max(1, Math.ceil(result.msBeforeNext / 1000))

/**
 * The sign-in's defences against guessing and flooding, counted with rate-limiter-flexible in Redis
 * when REDIS_URL is set (shared by every instance), in this process's memory otherwise:
 *
 * - **Per address, whatever username is typed.** Each attempt takes a point from its address when
 *   it starts (so a burst sent at once is counted before any of it is checked) and a successful
 *   sign-in gives it back: only failures count. Over the limit: 429 before any hashing.
 * - **Per account, on the account found** (never the text typed, so `ſtaff`, `ＳＴＡＦＦ` and `staff`
 *   are one key). Past the limit, the account is slowed down, not locked: each further failure makes
 *   the next attempt wait 1, 2, 4... up to maxAccountDelaySeconds seconds. Its owner signs in at the
 *   next opening; a success clears the account's failures.
 * - **Hashing concurrency.** At most hashingConcurrency scrypt computations at once; an attempt
 *   beyond them is answered 503 at once. libuv has four threads that also read files and resolve
 *   names: a flood of sign-ins must never hold all of them.
 */
export class LoginThrottle {
  private readonly addresses: RateLimiterAbstract
  private readonly accountFailures: RateLimiterAbstract
  private readonly accountWaits: RateLimiterAbstract
  private readonly accountLimit: number
  private readonly maxDelay: number
  private readonly hashingConcurrency: number
  private hashing = 0

  constructor(options: LoginThrottleOptions) {
    const duration = options.windowSeconds ?? 15 * 60
    this.addresses = counter(options.store, {
      keyPrefix: 'login-address',
      points: options.addressFailures,
      duration,
    })
    // Counted, never refused by the library: the slow-down below decides from the count.
    this.accountFailures = counter(options.store, {
      keyPrefix: 'login-account',
      points: Number.MAX_SAFE_INTEGER,
      duration,
    })
    this.accountWaits = counter(options.store, { keyPrefix: 'login-wait', points: 1, duration: 1 })
    this.accountLimit = options.accountFailures
    this.maxDelay = options.maxAccountDelaySeconds ?? 60
    this.hashingConcurrency = options.hashingConcurrency
  }

  /** Counts the attempt against its address; refuses it (429) when the address is over its limit. */
  async startAttempt(address: string): Promise<void> {
    try {
      await this.addresses.consume(address)
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection
      const seconds = secondsUntil(rejection)
      throw new LoginRefusedError(429, loginThrottleMessages.address(seconds), seconds)
    }
  }

  /** Refuses (429) an attempt on an account that must still wait after its recent failures. */
  async checkAccount(accountId: number): Promise<void> {
    const wait = await this.accountWaits.get(String(accountId))
    if (wait && wait.msBeforeNext > 0 && wait.consumedPoints > 0) {
      const seconds = secondsUntil(wait)
      throw new LoginRefusedError(429, loginThrottleMessages.account(seconds), seconds)
    }
  }

  /** Runs a password check in one of the hashing slots, or refuses (503) when all are busy. */
  async withHashingSlot<T>(check: () => Promise<T>): Promise<T> {
    if (this.hashing >= this.hashingConcurrency) {
      throw new LoginRefusedError(503, loginThrottleMessages.busy, 1)
    }
    this.hashing += 1
    try {
      return await check()
    } finally {
      this.hashing -= 1
    }
  }

  /** A wrong password for an existing account: counts it, and past the limit makes it wait. */
  async recordAccountFailure(accountId: number): Promise<void> {
    const key = String(accountId)
    const counted = await this.accountFailures.penalty(key)
    const excess = counted.consumedPoints - this.accountLimit
    if (excess >= 0) {
      await this.accountWaits.block(key, Math.min(2 ** excess, this.maxDelay))
    }
  }

  /** A successful sign-in: the attempt is given back to its address and the account starts afresh. */
  async recordSuccess(address: string, accountId: number): Promise<void> {
    await this.addresses.reward(address)
    await this.accountFailures.delete(String(accountId))
    await this.accountWaits.delete(String(accountId))
  }
}
