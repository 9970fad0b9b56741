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
