import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible'
import { HttpError } from '../http-error'
import type { RedisAvailability, SharedRateLimitStore } from './rate-limit-store'

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

export interface CounterOptions {
  keyPrefix: string
  points: number
  duration: number
}

/** What the throttle asks of a counter: rate-limiter-flexible's methods it uses. */
export type Counter = Pick<
  RateLimiterAbstract,
  'consume' | 'get' | 'penalty' | 'block' | 'reward' | 'delete'
>

/**
 * A counter in Redis while Redis answers and in this process's memory while it does not: a command
 * that fails or times out (REDIS_COMMAND_TIMEOUT_MS) marks Redis away for every limiter on the
 * connection, and the following ones go to memory at once until Redis answers a PING again (see
 * RedisAvailability). The library's insurance limiter would pay the timeout on every call of every
 * sign-in for as long as Redis stays frozen. A refusal (RateLimiterRes) is an answer, not a fault.
 */
class RedisOrMemoryCounter implements Counter {
  constructor(
    private readonly redis: RateLimiterRedis,
    private readonly memory: RateLimiterMemory,
    private readonly availability: RedisAvailability,
  ) {}

  private async run<T>(call: (limiter: RateLimiterAbstract) => Promise<T>): Promise<T> {
    if (this.availability.isAway()) return call(this.memory)
    try {
      return await call(this.redis)
    } catch (error) {
      if (error instanceof RateLimiterRes) throw error
      this.availability.reportFailure(error)
      return call(this.memory)
    }
  }

  consume(key: string | number, points?: number) {
    return this.run((limiter) => limiter.consume(key, points))
  }
  get(key: string | number) {
    return this.run((limiter) => limiter.get(key))
  }
  penalty(key: string | number, points?: number) {
    return this.run((limiter) => limiter.penalty(key, points))
  }
  block(key: string | number, seconds: number) {
    return this.run((limiter) => limiter.block(key, seconds))
  }
  reward(key: string | number, points?: number) {
    return this.run((limiter) => limiter.reward(key, points))
  }
  delete(key: string | number) {
    return this.run((limiter) => limiter.delete(key))
  }
}

/**
 * A counter in Redis (falling back to memory) when there is a store, in memory otherwise: the
 * sign-in limits of staff and of clients (clients/client-sign-in.ts).
 */
export function counter(store: SharedRateLimitStore | undefined, options: CounterOptions): Counter {
  if (!store) return new RateLimiterMemory(options)
  return new RedisOrMemoryCounter(
    new RateLimiterRedis({
      ...options,
      keyPrefix: `${store.nameSpace}${options.keyPrefix}`,
      storeClient: store.redis,
      // Redis away: fail at once (to memory) instead of sending a command that cannot be answered.
      rejectIfRedisNotReady: true,
    }),
    new RateLimiterMemory(options),
    store.availability,
  )
}

export const loginThrottleMessages = {
  address: (seconds: number) =>
    `Too many failed sign-ins from your network. Please try again in ${describeWait(seconds)}.`,
  account: (seconds: number) =>
    `Too many failed sign-ins for this account. Please try again in ${describeWait(seconds)}.`,
  device: (seconds: number) =>
    `Too many failed sign-ins on this device. Please try again in ${describeWait(seconds)}.`,
  busy: 'The server is busy checking other sign-ins. Please try again in a moment.',
} as const

/** Password checks kept free for known devices while everyone else's slots are busy. */
const KNOWN_DEVICE_HASHING_SLOTS = 1

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
 * - **Known devices** (known-devices.ts: a browser that signed in to the account before). Their
 *   attempts on that account skip the two counts above, which a flood from other addresses fills,
 *   and meet a limit of their own: past accountFailures failures of the device, the same slow-down.
 *   So the owner gets in from their own phone while thousands of addresses guess their password.
 * - **Hashing concurrency.** At most hashingConcurrency scrypt computations at once; an attempt
 *   beyond them is answered 503 at once. libuv has four threads that also read files and resolve
 *   names: a flood of sign-ins must never hold all of them. One more is kept for known devices.
 */
export class LoginThrottle {
  private readonly addresses: Counter
  private readonly accountFailures: Counter
  private readonly accountWaits: Counter
  private readonly accountLimit: number
  private readonly maxDelay: number
  private readonly hashingConcurrency: number
  private hashing = 0
  private knownDeviceHashing = 0

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
    await this.checkWait(String(accountId), loginThrottleMessages.account)
  }

  /** Refuses (429) an attempt from a known device that must still wait after its own failures. */
  async checkDevice(deviceId: string): Promise<void> {
    await this.checkWait(deviceKey(deviceId), loginThrottleMessages.device)
  }

  private async checkWait(key: string, message: (seconds: number) => string): Promise<void> {
    const wait = await this.accountWaits.get(key)
    if (wait && wait.msBeforeNext > 0 && wait.consumedPoints > 0) {
      const seconds = secondsUntil(wait)
      throw new LoginRefusedError(429, message(seconds), seconds)
    }
  }

  /**
   * Runs a password check in one of the hashing slots, or refuses (503) when all are busy. A known
   * device may take the slot kept for known devices when the others are busy.
   */
  async withHashingSlot<T>(
    check: () => Promise<T>,
    from: 'anyone' | 'known-device' = 'anyone',
  ): Promise<T> {
    let release: () => void
    if (this.hashing < this.hashingConcurrency) {
      this.hashing += 1
      release = () => {
        this.hashing -= 1
      }
    } else if (from === 'known-device' && this.knownDeviceHashing < KNOWN_DEVICE_HASHING_SLOTS) {
      this.knownDeviceHashing += 1
      release = () => {
        this.knownDeviceHashing -= 1
      }
    } else {
      throw new LoginRefusedError(503, loginThrottleMessages.busy, 1)
    }
    try {
      return await check()
    } finally {
      release()
    }
  }

  /** A wrong password for an existing account: counts it, and past the limit makes it wait. */
  async recordAccountFailure(accountId: number): Promise<void> {
    await this.recordFailure(String(accountId))
  }

  /** A wrong password from a known device: counted on the device alone, with the same slow-down. */
  async recordDeviceFailure(deviceId: string): Promise<void> {
    await this.recordFailure(deviceKey(deviceId))
  }

  private async recordFailure(key: string): Promise<void> {
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

  /**
   * A known device signed in: it starts afresh. The account's count is left alone: the failures
   * of other addresses still slow them down.
   */
  async recordDeviceSuccess(deviceId: string): Promise<void> {
    await this.accountFailures.delete(deviceKey(deviceId))
    await this.accountWaits.delete(deviceKey(deviceId))
  }
}

/** A device's counts share the account counters' keys: `device-<id>` never looks like an id. */
const deviceKey = (deviceId: string) => `device-${deviceId}`
