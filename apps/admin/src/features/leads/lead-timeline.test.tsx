import type { TimelineEntry } from '@nirman/contract'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LeadTimeline } from './lead-timeline'

// Issue 28: a lead's site visits are on its timeline, with their time in Patna and their place.

const visitEntry = (
  id: number,
  change: 'booked' | 'moved' | 'cancelled',
  startsAt: string,
  at: string,
): TimelineEntry => ({
  id: `event-${id}`,
  at,
  actor: null,
  kind: 'visit',
  visit: { id: 7, change, startsAt, address: 'Plot 12, Rukanpura' },
})

describe('the site visits of a lead on its timeline', () => {
  it('given a visit booked by the visitor and then moved, says each with its Patna time and place, newest first', () => {
    render(
      <LeadTimeline
        id={3}
        entries={[
          // 04:30 UTC is 10:00 in Patna; 09:30 UTC is 15:00.
          visitEntry(1, 'booked', '2026-12-01T04:30:00.000Z', '2026-11-29T06:00:00.000Z'),
          visitEntry(2, 'moved', '2026-12-02T09:30:00.000Z', '2026-11-29T07:00:00.000Z'),
          visitEntry(3, 'cancelled', '2026-12-02T09:30:00.000Z', '2026-11-29T08:00:00.000Z'),
        ]}
      />,
    )
    const items = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(items.map((item) => item.firstChild?.textContent)).toEqual([
      'Site visit of 2 Dec 2026, 3:00 pm at Plot 12, Rukanpura cancelled',
      'Site visit moved to 2 Dec 2026, 3:00 pm at Plot 12, Rukanpura',
      'Site visit booked for 1 Dec 2026, 10:00 am at Plot 12, Rukanpura',
    ])
    // Booked by the visitor on the website: no member of staff did it.
    expect(items[2]).toHaveTextContent('The visitor, on the website')
  })
})
