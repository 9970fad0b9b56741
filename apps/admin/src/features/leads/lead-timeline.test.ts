import type { TimelineEntry } from '@nirman/contract'
import { describe, expect, it } from 'vitest'
import { timelineText } from './lead-timeline'

const base = { id: 'event-1', at: '2026-11-28T04:30:00.000Z', actor: null }
const priya = { id: 2, name: 'Priya Sharma' }

describe('an assignment on the timeline', () => {
  it('says which of the owner’s rules gave the lead', () => {
    const entry = (rule: 'round_robin' | 'project_type' | 'owner_fallback'): TimelineEntry => ({
      ...base,
      kind: 'assignment',
      assignee: priya,
      rule,
    })
    expect(timelineText(entry('round_robin'))).toBe(
      'Assigned to Priya Sharma, in turn among the staff on duty',
    )
    expect(timelineText(entry('project_type'))).toBe(
      'Assigned to Priya Sharma, who takes this project type',
    )
    expect(timelineText(entry('owner_fallback'))).toBe(
      'Assigned to Priya Sharma, the owner: nobody was on duty',
    )
  })

  it('names the account whose disabling moved the lead, and a person’s change plainly', () => {
    expect(
      timelineText({
        ...base,
        actor: { id: 1, name: 'Sunita Devi' },
        kind: 'assignment',
        assignee: { id: 3, name: 'Ravi Kumar' },
        rule: 'round_robin',
        replacing: priya,
      }),
    ).toBe(
      'Assigned to Ravi Kumar, in turn among the staff on duty (Priya Sharma’s account was disabled)',
    )
    expect(timelineText({ ...base, kind: 'assignment', assignee: priya })).toBe(
      'Assigned to Priya Sharma',
    )
  })
})

describe('an attempt to reach the lead on the timeline', () => {
  const attempt = (
    channel: 'call' | 'whatsapp' | 'email',
    outcome: 'reached' | 'no_answer' | 'wrong_number' | null,
  ): TimelineEntry => ({
    ...base,
    actor: priya,
    kind: 'contact',
    attemptId: 12,
    channel,
    outcome,
    outcomeAt: outcome ? base.at : null,
  })

  it('says who tried, how, and what came of it', () => {
    expect(timelineText(attempt('call', 'no_answer'))).toBe('Priya Sharma called: No answer')
    expect(timelineText(attempt('whatsapp', null))).toBe(
      'Priya Sharma opened WhatsApp: outcome not recorded',
    )
    expect(timelineText(attempt('email', 'reached'))).toBe('Priya Sharma wrote an e-mail: Reached')
    expect(timelineText(attempt('call', 'wrong_number'))).toBe('Priya Sharma called: Wrong number')
  })
})

describe('the owner alerted about a lead waiting too long', () => {
  it('names the alert by how the owner was told', () => {
    const alert = (channel: 'escalation' | 'escalation_webhook'): TimelineEntry => ({
      ...base,
      kind: 'alert',
      alert: {
        channel,
        status: 'sent',
        attempts: 1,
        lastError: null,
        // 04:30 UTC is 10:00 am in Patna.
        sentAt: base.at,
        nextAttemptAt: null,
      },
    })
    expect(timelineText(alert('escalation'))).toBe(
      'Owner alerted by e-mail: sent 28 Nov 2026, 10:00 am (1 attempt)',
    )
    expect(timelineText(alert('escalation_webhook'))).toBe(
      'Owner alerted by webhook: sent 28 Nov 2026, 10:00 am (1 attempt)',
    )
  })
})
