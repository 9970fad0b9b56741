import type { TimelineEntry } from '@nirman/contract'
import { describe, expect, it } from 'vitest'
import { type FirstContactClock, firstContactLines, unansweredAttempt } from './first-contact'

const clock = (overrides: Partial<FirstContactClock>): FirstContactClock => ({
  contactDueAt: null,
  firstContactAt: null,
  escalatedAt: null,
  ...overrides,
})
// 12:05 pm in Patna (UTC+5:30) on Wednesday 18 Nov 2026.
const now = new Date('2026-11-18T06:35:00.000Z')

describe('the first-contact clock of a lead', () => {
  it('says when a lead nobody tried must be contacted by: the time today, the date otherwise', () => {
    // 06:45 UTC is 12:15 pm in Patna.
    expect(firstContactLines(clock({ contactDueAt: '2026-11-18T06:45:00.000Z' }), now)).toEqual([
      { text: 'Contact by 12:15 pm', urgent: false },
    ])
    // Arrived on Saturday evening: due on Monday 30 Nov at 9:10 am (03:40 UTC).
    const saturday = new Date('2026-11-28T13:30:00.000Z')
    expect(
      firstContactLines(clock({ contactDueAt: '2026-11-30T03:40:00.000Z' }), saturday),
    ).toEqual([{ text: 'Contact by 30 Nov 2026, 9:10 am', urgent: false }])
  })

  it('says it waits past its time from the deadline on, and when the owner was alerted', () => {
    const due = clock({ contactDueAt: '2026-11-18T06:35:00.000Z' })
    expect(firstContactLines(due, now)).toEqual([
      { text: 'Waiting past its first-contact time (due 12:05 pm)', urgent: true },
    ])
    // Alerted at 12:20 pm (06:50 UTC), seen at 12:30 pm.
    const later = new Date('2026-11-18T07:00:00.000Z')
    expect(firstContactLines({ ...due, escalatedAt: '2026-11-18T06:50:00.000Z' }, later)).toEqual([
      { text: 'Waiting past its first-contact time (due 12:05 pm)', urgent: true },
      { text: 'The owner was alerted at 12:20 pm', urgent: true },
    ])
  })

  it('says when the lead was first contacted, and the alert before it calmly', () => {
    const contacted = clock({
      firstContactAt: '2026-11-18T07:00:00.000Z',
      escalatedAt: '2026-11-18T06:50:00.000Z',
    })
    const nextDay = new Date('2026-11-19T04:00:00.000Z')
    expect(firstContactLines(contacted, nextDay)).toEqual([
      { text: 'First contacted 18 Nov 2026, 12:30 pm', urgent: false },
      { text: 'The owner was alerted at 18 Nov 2026, 12:20 pm', urgent: false },
    ])
  })

  it('says nothing of a lead without a clock (out of New, spam, a desk that never works)', () => {
    expect(firstContactLines(clock({}), now)).toEqual([])
  })
})

describe('the attempt whose outcome is asked', () => {
  const attempt = (attemptId: number, outcome: 'reached' | null): TimelineEntry => ({
    id: `event-${attemptId}`,
    kind: 'contact',
    at: '2026-11-18T06:30:00.000Z',
    actor: { id: 1, name: 'Sunita Devi' },
    attemptId,
    channel: 'call',
    outcome,
    outcomeAt: outcome ? '2026-11-18T06:31:00.000Z' : null,
  })

  it('is the latest without an outcome, whatever came after it', () => {
    const created: TimelineEntry = {
      id: 'event-1',
      kind: 'created',
      at: now.toISOString(),
      actor: null,
    }
    expect(unansweredAttempt([created, attempt(2, null), attempt(3, null)])?.attemptId).toBe(3)
    expect(unansweredAttempt([created, attempt(2, null), attempt(3, 'reached')])?.attemptId).toBe(2)
    expect(unansweredAttempt([created, attempt(3, 'reached')])).toBeUndefined()
  })
})
