import { useCallback, useEffect, useReducer } from 'react'
import { siteMenuMarker } from '../chrome/site-menu-marker'
import { quoteFormMarker } from './plain-post'

/** When the popup shows, counted from page load (website.md section 9). */
export const quotePopupDelays = { first: 10_000, second: 60_000 } as const

/** The attribute on the popup's own dialog, so it never waits for itself. */
export const quotePopupMarker = 'data-quote-popup'

/**
 * The attribute of a part of a page where a quote offer has no place: a signed-in client's
 * project tracker (a client who has signed with the company). While one is on the page, a due show
 * is given up for this page load.
 */
export const quotePopupOffMarker = 'data-quote-popup-off'

const otherDialogSelector = [
  '[role="dialog"]',
  '[role="alertdialog"]',
  'dialog[open]',
  `details[${siteMenuMarker}][open]`,
]
  .map((dialog) => `${dialog}:not([${quotePopupMarker}])`)
  .join(', ')

/**
 * Whether a dialog other than the quote popup (a calculator, say), or the header's menu, is open
 * on the page.
 */
export function isOtherDialogOpen(root: ParentNode = document): boolean {
  return root.querySelector(otherDialogSelector) !== null
}

const fieldSelector = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])'

/**
 * Whether `target` (the focused element, or where the focus is going) is inside a form or is a
 * field: the visitor is filling something in (a calculator, the contact form) and a dialog taking
 * the focus would swallow what they type.
 */
export function isInForm(target: EventTarget | null): boolean {
  if (!(target instanceof Element) || target.closest(`[${quotePopupMarker}]`)) return false
  return target.closest('form') !== null || target.matches(fieldSelector)
}

/** A quote form of the page (plain-post.tsx marks them), not the popup's own. */
function quoteFormOf(target: EventTarget | null): HTMLFormElement | null {
  if (!(target instanceof Element) || target.closest(`[${quotePopupMarker}]`)) return null
  return target.closest(`form[${quoteFormMarker}]`)
}

/**
 * Whether the visitor has typed into a quote form of the page: a field of one holds a value
 * (typed before the page's code arrived, say), or `target` (an input event's) is in one. A
 * visitor who has started asking for a quote has shown their intention: a popup offering them a
 * second, empty form would only interrupt.
 */
export function hasStartedQuoteForm(
  target: EventTarget | null = null,
  root: ParentNode = document,
) {
  if (quoteFormOf(target)) return true
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input:not([type="hidden"]), textarea',
  )) {
    // A field hidden from people (the honeypot) is filled by bots, never by a visitor.
    if (field.closest('[aria-hidden="true"]')) continue
    if (field.value.trim() !== '' && quoteFormOf(field)) return true
  }
  return false
}

/** What a due show must wait for: another dialog on screen, or the visitor in a form. */
function isVisitorBusy(focusTarget: EventTarget | null = document.activeElement): boolean {
  return isOtherDialogOpen() || isInForm(focusTarget)
}

interface ScheduleState {
  open: boolean
  /** How many times it has been shown during this page load: 0, 1 or 2. */
  shows: number
  /**
   * Closed by the visitor (or by a successful submit), or the visitor has typed into a quote form
   * of the page: it never shows again.
   */
  dismissed: boolean
  /** The show that is due but waits for another dialog to close or the visitor to leave a form. */
  waiting: 1 | 2 | null
}

type ScheduleEvent =
  | { type: 'due'; show: 1 | 2; visitorBusy: boolean }
  | { type: 'visitor-free' }
  | { type: 'close' }
  | { type: 'quote-form-started' }
  | { type: 'not-wanted' }

const initialState: ScheduleState = { open: false, shows: 0, dismissed: false, waiting: null }

/** The popup's state machine (website.md section 4), free of timers and of the DOM. */
export function scheduleReducer(state: ScheduleState, event: ScheduleEvent): ScheduleState {
  switch (event.type) {
    case 'due':
      // A show happens only after the one before it, and never after a dismissal.
      if (state.dismissed || state.shows !== event.show - 1) return state
      // Still open when the next show is due: it stays open, and that counts as the show.
      if (state.open) return { ...state, shows: event.show }
      if (event.visitorBusy) return { ...state, waiting: event.show }
      return { ...state, open: true, shows: event.show, waiting: null }
    case 'visitor-free':
      if (state.waiting === null || state.dismissed) return state
      return { ...state, open: true, shows: state.waiting, waiting: null }
    case 'close':
      return { ...state, open: false, dismissed: true, waiting: null }
    case 'quote-form-started':
    case 'not-wanted':
      // Whatever is due or waiting is given up; one already on screen stays until closed.
      return { ...state, dismissed: true, waiting: null }
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
 * 60 s, at most twice; never again once closed; never on top of another dialog, and never while
 * the visitor has the focus in a form or a field (a due show waits until that dialog has closed
 * and the focus has left the form, so the popup never takes the focus from a field being typed
 * in); never at all once the visitor has typed into one of the page's quote forms (the contact
 * form, the home page's forms), nor while a signed-in client's tracker is on the page
 * (`quotePopupOffMarker`). The state lives in the mounted component, so it lasts while the
 * visitor moves between pages in the app and starts over on a full reload. The timers start in an
 * effect, never while the page is prerendered.
 */
export function useQuotePopupSchedule(
  delays: { first: number; second: number } = quotePopupDelays,
): QuotePopupSchedule {
  const [state, dispatch] = useReducer(scheduleReducer, initialState)

  useEffect(() => {
    // Typed before this ran (the page's code came after the visitor started), or from now on.
    if (hasStartedQuoteForm()) dispatch({ type: 'quote-form-started' })
    const onInput = (event: Event) => {
      if (hasStartedQuoteForm(event.target)) dispatch({ type: 'quote-form-started' })
    }
    document.addEventListener('input', onInput, true)
    return () => document.removeEventListener('input', onInput, true)
  }, [])

  useEffect(() => {
    const showWhenDue = (show: 1 | 2, delay: number) =>
      setTimeout(() => {
        if (document.querySelector(`[${quotePopupOffMarker}]`)) {
          dispatch({ type: 'not-wanted' })
          return
        }
        dispatch({ type: 'due', show, visitorBusy: isVisitorBusy() })
      }, delay)
    const timers = [showWhenDue(1, delays.first), showWhenDue(2, delays.second)]
    return () => {
      for (const timer of timers) clearTimeout(timer)
    }
  }, [delays.first, delays.second])

  const waiting = state.waiting !== null
  useEffect(() => {
    if (!waiting) return
    const showIfFree = (focusTarget?: EventTarget | null) => {
      if (!isVisitorBusy(focusTarget)) dispatch({ type: 'visitor-free' })
    }
    // Dialogs come and go as elements in portals under <body>: watch for the last one leaving.
    const observer = new MutationObserver(() => showIfFree())
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['role', 'open'],
    })
    // The focus leaving a field, judged by where it goes: the next field of the form is not
    // leaving it. With nowhere to go (relatedTarget null) the page's body gets it, unless the whole
    // window lost the focus (another app, another tab): then the field stays the active element,
    // and the visitor comes back to it.
    const onFocusOut = (event: FocusEvent) =>
      showIfFree(event.relatedTarget ?? document.activeElement)
    document.addEventListener('focusout', onFocusOut)
    // It may have cleared between the check and this effect.
    showIfFree()
    return () => {
      observer.disconnect()
      document.removeEventListener('focusout', onFocusOut)
    }
  }, [waiting])

  const close = useCallback(() => dispatch({ type: 'close' }), [])
  return { open: state.open, shows: state.shows, close }
}
