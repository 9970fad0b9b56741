import { useCallback, useEffect, useReducer } from 'react'

/** When the popup shows, counted from page load (website.md section 9). */
export const quotePopupDelays = { first: 10_000, second: 60_000 } as const

/** The attribute on the popup's own dialog, so it never waits for itself. */
export const quotePopupMarker = 'data-quote-popup'

const otherDialogSelector = ['[role="dialog"]', '[role="alertdialog"]', 'dialog[open]']
  .map((dialog) => `${dialog}:not([${quotePopupMarker}])`)
  .join(', ')

/** Whether a dialog other than the quote popup (a calculator, say) is open on the page. */
export function isOtherDialogOpen(root: ParentNode = document): boolean {
  return root.querySelector(otherDialogSelector) !== null
}

interface ScheduleState {
  open: boolean
  /** How many times it has been shown during this page load: 0, 1 or 2. */
  shows: number
  /** Closed by the visitor (or by a successful submit): it never shows again. */
  dismissed: boolean
  /** The show that is due but waits for another dialog to close. */
  waiting: 1 | 2 | null
}

type ScheduleEvent =
  | { type: 'due'; show: 1 | 2; otherDialogOpen: boolean }
  | { type: 'other-dialogs-closed' }
  | { type: 'close' }

const initialState: ScheduleState = { open: false, shows: 0, dismissed: false, waiting: null }

/** The popup's state machine (website.md section 4), free of timers and of the DOM. */
export function scheduleReducer(state: ScheduleState, event: ScheduleEvent): ScheduleState {
  switch (event.type) {
    case 'due':
      // A show happens only after the one before it, and never after a dismissal.
      if (state.dismissed || state.shows !== event.show - 1) return state
      // Still open when the next show is due: it stays open, and that counts as the show.
      if (state.open) return { ...state, shows: event.show }
      if (event.otherDialogOpen) return { ...state, waiting: event.show }
      return { ...state, open: true, shows: event.show, waiting: null }
    case 'other-dialogs-closed':
      if (state.waiting === null || state.dismissed) return state
      return { ...state, open: true, shows: state.waiting, waiting: null }
    case 'close':
      return { ...state, open: false, dismissed: true, waiting: null }
  }
}

export interface QuotePopupSchedule {
  /** Whether the popup is on screen. */
  open: boolean
  /** How many times it has been shown during this page load. */
  shows: number
  /** Closes it for good: the close button, Escape, a click outside, a successful submit. */
  close: () => void
}

/**
 * When the quote popup shows: 10 s after page load, then (if still not dismissed) the show due at
 * 60 s, at most twice; never again once closed; never on top of another dialog (a due show waits
 * until that one has closed). The state lives in the mounted component, so it lasts while the
 * visitor moves between pages in the app and starts over on a full reload. The timers start in an
 * effect, never while the page is prerendered.
 */
export function useQuotePopupSchedule(
  delays: { first: number; second: number } = quotePopupDelays,
): QuotePopupSchedule {
  const [state, dispatch] = useReducer(scheduleReducer, initialState)

  useEffect(() => {
    const showWhenDue = (show: 1 | 2, delay: number) =>
      setTimeout(() => dispatch({ type: 'due', show, otherDialogOpen: isOtherDialogOpen() }), delay)
    const timers = [showWhenDue(1, delays.first), showWhenDue(2, delays.second)]
    return () => {
      for (const timer of timers) clearTimeout(timer)
    }
  }, [delays.first, delays.second])

  const waiting = state.waiting !== null
  useEffect(() => {
    if (!waiting) return
    // Dialogs come and go as elements in portals under <body>: watch for the last one leaving.
    const showIfClear = () => {
      if (!isOtherDialogOpen()) dispatch({ type: 'other-dialogs-closed' })
    }
    const observer = new MutationObserver(showIfClear)
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['role', 'open'],
    })
    // It may have closed between the check and this effect.
    showIfClear()
    return () => observer.disconnect()
  }, [waiting])

  const close = useCallback(() => dispatch({ type: 'close' }), [])
  return { open: state.open, shows: state.shows, close }
}
