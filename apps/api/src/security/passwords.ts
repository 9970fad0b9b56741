import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto'

/**
 * Password hashing with scrypt from node:crypto, at one of OWASP's recommended parameter rows
 * (N = 2^15, r = 8, p = 3: 32 MiB of memory a hash). The parameters and the salt are stored in the
 * hash itself, so they can be raised later and old hashes still verify:
 *
 *   scrypt$<log2 N>$<r>$<p>$<salt, base64url>$<key, base64url>
 *
 * scrypt runs in libuv's thread pool: hashing never blocks the event loop.
 */
const DEFAULT_PARAMETERS = { log2N: 15, r: 8, p: 3 } as const
const KEY_LENGTH = 64
const SALT_LENGTH = 16

interface ScryptParameters {
  log2N: number
  r: number
  p: number
}

function deriveKey(password: string, salt: Buffer, { log2N, r, p }: ScryptParameters) {
  const options: ScryptOptions = {
    N: 2 ** log2N,
    r,
    p,
    // scrypt needs 128 * N * r bytes; leave headroom above it.
    maxmem: 256 * 2 ** log2N * r,
  }
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })
}

/** Hashes a password with a fresh random salt. */
export async function hashPassword(
  password: string,
  parameters: ScryptParameters = DEFAULT_PARAMETERS,
): Promise<string> {
  const salt = randomBytes(SALT_LENGTH)
  const key = await deriveKey(password, salt, parameters)
  const { log2N, r, p } = parameters
  return ['scrypt', log2N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

/**
 * Parameters a stored hash may carry: from a small test setting up to well above OWASP's largest
 * row (N = 2^17, r = 8: 128 MiB). Anything else is not one of ours, and must not make a
 * verification throw or ask scrypt for gigabytes of memory.
 */
const MAX_SCRYPT_MEMORY_BYTES = 256 * 1024 * 1024
function acceptableParameters({ log2N, r, p }: ScryptParameters): boolean {
  return (
    [log2N, r, p].every((value) => Number.isInteger(value) && value > 0) &&
    log2N >= 10 &&
    p <= 16 &&
    128 * 2 ** log2N * r <= MAX_SCRYPT_MEMORY_BYTES
  )
}

function parseHash(stored: string): (ScryptParameters & { salt: Buffer; key: Buffer }) | null {
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null
  const [log2N, r, p] = parts.slice(1, 4).map(Number)
  if (!acceptableParameters({ log2N: log2N ?? 0, r: r ?? 0, p: p ?? 0 })) return null
  return {
    log2N: log2N ?? 0,
    r: r ?? 0,
    p: p ?? 0,
    salt: Buffer.from(parts[4] ?? '', 'base64url'),
    key: Buffer.from(parts[5] ?? '', 'base64url'),
  }
}

/** True when `password` matches `stored`; compares in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored)
  if (!parsed || parsed.key.length !== KEY_LENGTH) return false
  const key = await deriveKey(password, parsed.salt, parsed)
  return timingSafeEqual(key, parsed.key)
}

let decoy: Promise<string> | undefined

/**
 * Does the work of one verification against a hash no password matches, so that a login with an
 * unknown username takes as long as one with a wrong password.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(32).toString('base64url'))
  await verifyPassword(password, await decoy)
  return false
}

/** A random password for a first admin account: 20 characters of base64url (120 bits). */
export function generatePassword(): string {
  return randomBytes(15).toString('base64url')
}
