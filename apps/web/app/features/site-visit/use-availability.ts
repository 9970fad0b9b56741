import type { VisitAvailability } from '@nirman/contract'
import { companyDate } from '@nirman/contract/company-time'
import { useCallback, useEffect, useState } from 'react'
import { fetchAvailability } from './visit-api'

export type AvailabilityState =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'ready'; availability: VisitAvailability }

/**
 * The free days and times, fetched in the browser when the page is drawn (the prerendered page
 * cannot know them), and again by `reload`: after "Try again", and after a time was just taken.
 * A reload keeps the times shown until the new ones come.
 */
export function useAvailability(): { state: AvailabilityState; reload: () => void } {
  const [state, setState] = useState<AvailabilityState>({ kind: 'loading' })
  const [asked, setAsked] = useState(0)
  useEffect(() => {
    let current = true
    fetchAvailability().then(
      (availability) => {
        if (current) setState({ kind: 'ready', availability })
      },
      () => {
        if (current) setState((shown) => (shown.kind === 'ready' ? shown : { kind: 'failed' }))
      },
    )
    return () => {
      current = false
    }
  }, [asked])
  const reload = useCallback(() => {
    setState((shown) => (shown.kind === 'failed' ? { kind: 'loading' } : shown))
    setAsked((count) => count + 1)
  }, [])
  return { state, reload }
}

/** The first day with a free time: chosen for the visitor, so a time is one tap away. */
export function firstFreeDay(availability: VisitAvailability): string | null {
  return availability.days.find((entry) => entry.slots.length > 0)?.date ?? null
}

/**
 * The free times and the visitor's choice among them: the day (the first free one, chosen as soon
 * as the days come) and the time. Another day clears the time; a time offered elsewhere (the next
 * free ones after a time just taken) is chosen with its day.
 */
export function useFreeTimes() {
  const { state, reload } = useAvailability()
  const [day, setDay] = useState<string | null>(null)
  const [startsAt, setStartsAt] = useState<string | null>(null)
  const availability = state.kind === 'ready' ? state.availability : null
  useEffect(() => {
    if (availability && day === null) setDay(firstFreeDay(availability))
  }, [availability, day])
  const chooseDay = useCallback((date: string) => {
    setDay(date)
    setStartsAt(null)
  }, [])
  const choose = useCallback((instant: string) => {
    setDay(companyDate(new Date(instant)))
    setStartsAt(instant)
  }, [])
  return { state, reload, availability, day, startsAt, chooseDay, chooseTime: setStartsAt, choose }
}

export type FreeTimesChoice = ReturnType<typeof useFreeTimes>
