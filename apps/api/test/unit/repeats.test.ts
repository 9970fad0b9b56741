import { describe, expect, it } from 'vitest'
import { REPEAT_LINKS, repeatsOf } from '../../src/routes/submission-view'

const day = 24 * 60 * 60 * 1000
const start = Date.parse('2026-11-01T10:00:00Z')
const request = (id: number, phone: string, daysAfterStart: number) => ({
  id,
  phone,
  createdAt: new Date(start + daysAfterStart * day),
})

describe('repeat requests from one phone number', () => {
  it('link each request to the newest earlier ones of the 30 days before it, at most five', () => {
    // Eight requests a day apart from one number, written two ways, and one from another number.
    const rows = [
      ...Array.from({ length: 8 }, (_, index) =>
        request(index + 1, index % 2 ? '+91 98765 43210' : '98765-43210', index),
      ),
      request(9, '9123456780', 3),
    ]
    const repeats = repeatsOf(rows)
    expect(REPEAT_LINKS).toBe(5)
    expect(repeats.get(1)).toEqual([])
    expect(repeats.get(3)).toEqual([2, 1])
    // The eighth has seven earlier ones; it links to the five newest: 7, 6, 5, 4, 3.
    expect(repeats.get(8)).toEqual([7, 6, 5, 4, 3])
    expect(repeats.get(9)).toEqual([])
  })

  it('forget requests older than 30 days', () => {
    // Day 0, day 10, day 35: on day 35 only day 10 (25 days before) is within the window.
    const repeats = repeatsOf([
      request(1, '9876543210', 0),
      request(2, '9876543210', 10),
      request(3, '9876543210', 35),
    ])
    expect(repeats.get(3)).toEqual([2])
  })

  it('answer 20,000 requests from one number in linear time, five links each', () => {
    // The old check compared every pair: 400 million comparisons and 200 million links.
    const rows = Array.from({ length: 20_000 }, (_, index) =>
      request(index + 1, '9876543210', index / 20_000),
    )
    const repeats = repeatsOf(rows)
    expect(repeats.get(20_000)).toEqual([19_999, 19_998, 19_997, 19_996, 19_995])
    expect([...repeats.values()].every((links) => links.length <= 5)).toBe(true)
  })
})
