import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** The cookie a browser gets at a successful sign-in, sent back only to the sign-in route. */
export const KNOWN_DEVICE_COOKIE = 'nirman.device'
/** A year: the owner's phone stays known between sign-ins months apart. */
export const KNOWN_DEVICE_LIFETIME_SECONDS = 365 * 24 * 60 * 60
/** Accounts remembered per device (an office PC shared by a few staff); the oldest goes first. */
const MAX_ACCOUNTS = 5
const VERSION = 'v1'

/** A browser that signed in successfully before, and the accounts it signed in to. */
export interface KnownDevice {
  id: string
  accountIds: number[]
}

/**
 * The "known device" cookie: `v1.<random id>.<account ids>.<HMAC>`, signed with a key derived from
 * the session secret, so only this server can make one and only a successful sign-in does. It
 * proves that this browser once signed in to these accounts, nothing more: it grants no access
 * (the password is always checked), it only lets the browser's attempts on those accounts be
 * counted on their own instead of with a flood of failures from other addresses (login-throttle.ts).
 * It names the accounts so that a device minted by signing in to one account (a staff member's)
 * cannot be used to guess another's (the owner's) outside that account's limits.
 */
export class KnownDevices {
  private readonly key: Buffer

  constructor(sessionSecret: string) {
    // A key of its own: a session cookie's signature never verifies as a device's, nor the reverse.
    this.key = createHmac('sha256', sessionSecret).update('nirman known-device cookie').digest()
  }

  /** The device a cookie names, or undefined when it is absent, malformed or not signed by us. */
  read(value: string | undefined): KnownDevice | undefined {
    if (!value) return undefined
    const parts = value.split('.')
    if (parts.length !== 4) return undefined
    const [version, id, accounts, signature] = parts as [string, string, string, string]
    if (version !== VERSION || !/^[A-Za-z0-9_-]{22}$/.test(id) || !/^\d+(-\d+)*$/.test(accounts)) {
      return undefined
    }
    const expected = this.sign(`${version}.${id}.${accounts}`)
    const given = Buffer.from(signature)
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
    return { id, accountIds: accounts.split('-').map(Number) }
  }

  /** The cookie's value after a successful sign-in to `accountId` (a new device when none). */
  issue(device: KnownDevice | undefined, accountId: number): string {
    const id = device?.id ?? randomBytes(16).toString('base64url')
    const others = (device?.accountIds ?? []).filter((known) => known !== accountId)
    const accounts = [...others, accountId].slice(-MAX_ACCOUNTS).join('-')
    const payload = `${VERSION}.${id}.${accounts}`
    return `${payload}.${this.sign(payload).toString()}`
  }

  private sign(payload: string): Buffer {
    return Buffer.from(createHmac('sha256', this.key).update(payload).digest('base64url'))
  }
}
