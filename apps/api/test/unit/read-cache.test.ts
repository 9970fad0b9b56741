import { describe, expect, it } from 'vitest'
import { ReadCache } from '../../src/portfolio/read-cache'

// TTL 0: every get reads again, so each case shows what happens on a read, not within the TTL.

describe('the cache of what visitors read', () => {
  it('shares one read between requests that arrive together', async () => {
    const cache = new ReadCache<string, number>(60_000)
    let reads = 0
    const load = async () => ++reads
    const values = await Promise.all([cache.get('all', load), cache.get('all', load)])
    expect(values).toEqual([1, 1])
    expect(reads).toBe(1)
  })

  it('serves the last value read while the database fails, and the error when it has none', async () => {
    const cache = new ReadCache<string, string>(0)
    await cache.get('home', async () => 'before the outage')
    const down = async (): Promise<string> => {
      throw new Error('ECONNREFUSED')
    }
    await expect(cache.get('home', down)).resolves.toBe('before the outage')
    await expect(cache.get('portfolio', down)).rejects.toThrow('ECONNREFUSED')
  })

  it('forgets everything, the last values too, when the staff change something', async () => {
    const cache = new ReadCache<string, string>(60_000)
    await cache.get('home', async () => 'old')
    cache.invalidate()
    await expect(cache.get('home', async () => 'new')).resolves.toBe('new')
    cache.invalidate()
    await expect(
      cache.get('home', async () => {
        throw new Error('down')
      }),
    ).rejects.toThrow('down')
  })

  it('keeps no value it is told not to keep (an unknown project)', async () => {
    const cache = new ReadCache<number, string | null>(60_000, (value) => value !== null)
    let reads = 0
    const load = async () => {
      reads++
      return null
    }
    await cache.get(987_654, load)
    await cache.get(987_654, load)
    expect(reads).toBe(2)
  })
})
