import { describe, expect, it } from 'vitest'
import { formatBytes, formatDay } from './record-format'

describe('record formats', () => {
  it('write a company day as staff read it, whatever the zone', () => {
    expect(formatDay('2026-03-07')).toBe('7 Mar 2026')
    expect(formatDay('not a day')).toBe('not a day')
  })

  it('write a size in bytes, KB or MB', () => {
    expect(formatBytes(800)).toBe('800 bytes')
    // 1536 / 1024 = 1.5
    expect(formatBytes(1536)).toBe('1.5 KB')
    // 2516582 / 1048576 = 2.39999… → 2.4
    expect(formatBytes(2_516_582)).toBe('2.4 MB')
  })
})
