/**
 * What visitors read, kept in memory for `ttlMs`: a concurrent miss shares one read, a failed read
 * is not kept, and while the database cannot answer the last value read is served instead of an
 * error (the portfolio stays up during an outage). `invalidate` forgets everything, the last values
 * too: after a change, nothing older than it is ever served.
 *
 * Only values `keep` accepts are kept, so addresses that name nothing (`/api/projects/987654`)
 * cannot fill the memory.
 */
export class ReadCache<K, T> {
  private entries = new Map<K, { value: Promise<T>; expires: number }>()
  private lastRead = new Map<K, T>()

  constructor(
    private readonly ttlMs: number,
    private readonly keep: (value: T) => boolean = () => true,
  ) {}

  get(key: K, load: () => Promise<T>): Promise<T> {
    const now = Date.now()
    const cached = this.entries.get(key)
    if (cached && cached.expires > now) return cached.value
    const entries = this.entries
    const lastRead = this.lastRead
    const value = load().then(
      (result) => {
        if (this.keep(result)) lastRead.set(key, result)
        else if (entries.get(key) === entry) entries.delete(key)
        return result
      },
      (error: unknown) => {
        if (entries.get(key) === entry) entries.delete(key)
        if (lastRead.has(key)) return lastRead.get(key) as T
        throw error
      },
    )
    const entry = { value, expires: now + this.ttlMs }
    entries.set(key, entry)
    return value
  }

  invalidate(): void {
    this.entries = new Map()
    this.lastRead = new Map()
  }
}
