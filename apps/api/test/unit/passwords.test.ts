import { describe, expect, it } from 'vitest'
import {
  generatePassword,
  hashPassword,
  verifyAgainstDecoy,
  verifyPassword,
} from '../../src/security/passwords'

const password = 'correct horse battery'
const base64url = /^[A-Za-z0-9_-]+$/

/** A well-formed hash string with the given parameters and a zero salt and key. */
function craftedHash(log2N: number | string, r: number | string, p: number | string): string {
  const salt = Buffer.alloc(16).toString('base64url')
  const key = Buffer.alloc(64).toString('base64url')
  return ['scrypt', log2N, r, p, salt, key].join('$')
}

describe('hashPassword', () => {
  it('stores the scrypt parameters (N = 2^15, r = 8, p = 3), a 16-byte salt and a 64-byte key', async () => {
    const hash = await hashPassword(password)
    const [scheme, log2N, r, p, salt, key, ...rest] = hash.split('$')

    expect([scheme, log2N, r, p]).toEqual(['scrypt', '15', '8', '3'])
    expect(rest).toEqual([])
    expect(salt).toMatch(base64url)
    expect(Buffer.from(salt ?? '', 'base64url')).toHaveLength(16)
    expect(key).toMatch(base64url)
    expect(Buffer.from(key ?? '', 'base64url')).toHaveLength(64)
    expect(hash).not.toContain(password)
  })

  it('salts every hash: the same password hashed twice gives two different strings', async () => {
    const [first, second] = await Promise.all([hashPassword(password), hashPassword(password)])
    expect(first).not.toBe(second)
    expect(await verifyPassword(password, first)).toBe(true)
    expect(await verifyPassword(password, second)).toBe(true)
  })

  it('runs off the event loop: a timer fires while a hash is in progress', async () => {
    const events: string[] = []
    // Scheduled before hashing starts: a hash computed on the main thread would finish first.
    const timer = new Promise<void>((resolve) =>
      setTimeout(() => {
        events.push('timer')
        resolve()
      }, 1),
    )
    const hashing = hashPassword(password).then(() => {
      events.push('hashed')
    })

    await Promise.all([timer, hashing])
    expect(events).toEqual(['timer', 'hashed'])
  })
})

describe('verifyPassword', () => {
  it('accepts the right password and rejects a wrong one', async () => {
    const hash = await hashPassword(password)
    expect(await verifyPassword(password, hash)).toBe(true)
    expect(await verifyPassword('correct horse batteries', hash)).toBe(false)
    expect(await verifyPassword('', hash)).toBe(false)
  })

  it('verifies a hash made with other parameters: they are read from the hash itself', async () => {
    const hash = await hashPassword(password, { log2N: 14, r: 8, p: 5 })
    expect(hash).toMatch(/^scrypt\$14\$8\$5\$/)
    expect(await verifyPassword(password, hash)).toBe(true)
    expect(await verifyPassword('another password', hash)).toBe(false)
  })

  it.each([
    ['an empty string', ''],
    ['plain text', password],
    ['a bcrypt hash', '$2b$10$N9qo8uLOickgx2ZMRZoMyeIjZAgcfl7p92ldGxad68LJZdL17lhWy'],
    ['an argon2 hash', '$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHQ$aGFzaGhhc2g'],
    ['a hash missing its key', 'scrypt$15$8$3$AAAAAAAAAAAAAAAAAAAAAA'],
    ['a hash with a key of the wrong length', 'scrypt$15$8$3$AAAAAAAAAAAAAAAAAAAAAA$AAAA'],
    ['non-numeric parameters', craftedHash('x', 8, 3)],
    ['zero parameters', craftedHash(0, 8, 3)],
    ['fractional parameters', craftedHash(15, 8.5, 3)],
    ['an N beyond what scrypt accepts', craftedHash(64, 8, 1)],
    ['parameters asking for gigabytes of memory', craftedHash(25, 8, 3)],
    ['parameters too small for scrypt', craftedHash(1, 1, 1)],
  ])('answers false, without throwing, for %s', async (_label, stored) => {
    await expect(verifyPassword(password, stored)).resolves.toBe(false)
  })
})

describe('verifyAgainstDecoy', () => {
  it('resolves false, whatever the password', async () => {
    await expect(verifyAgainstDecoy(password)).resolves.toBe(false)
    await expect(verifyAgainstDecoy('')).resolves.toBe(false)
  })
})

describe('generatePassword', () => {
  it('gives 20 URL-safe characters, different every time', () => {
    const passwords = Array.from({ length: 20 }, () => generatePassword())
    for (const generated of passwords) expect(generated).toMatch(/^[A-Za-z0-9_-]{20}$/)
    expect(new Set(passwords).size).toBe(passwords.length)
  })
})
