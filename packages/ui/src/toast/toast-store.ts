/*
 * The toast queue, free of React so it can be tested in node and called from anywhere (a mutation's
 * onError, a router loader): a pure reducer, a list of listeners, and the timers that forget
 * dismissed toasts. `<Toaster />` renders what it holds; `toast()` adds to it.
 *
 * The numbers are the website specification's, section 9.
 */

/** At most one toast is visible: a new toast replaces the current one. */
export const TOAST_LIMIT = 1
/** A dismissed toast stays in memory this long (ms) before it is removed. */
export const TOAST_REMOVE_DELAY = 1_000_000
/** How long (ms) a toast stays on screen unless it sets its own `duration`. */
export const TOAST_DURATION = 5000
/** Swiping a toast this far (px) to the right dismisses it. */
export const TOAST_SWIPE_THRESHOLD = 50
/** The key that moves focus to the toast viewport. */
export const TOAST_HOTKEY = ['F8']

export type ToastVariant = 'default' | 'destructive'

/** A button inside the toast, e.g. "Retry". `altText` tells screen reader users how to do the same. */
export interface ToastActionOptions {
  label: string
  altText: string
  onClick: () => void
}

/** What `toast()` takes. */
export interface ToastOptions {
  title?: string
  description?: string
  variant?: ToastVariant
  /** Display time in ms; leave it out for the Toaster's (5000 ms by default). */
  duration?: number
  action?: ToastActionOptions
}

/** A toast held by the store. `open` turns false when it is dismissed. */
export interface ToastItem extends ToastOptions {
  id: string
  open: boolean
}

export interface ToastState {
  toasts: ToastItem[]
}

export type ToastStoreAction =
  | { type: 'ADD_TOAST'; toast: ToastItem }
  | { type: 'UPDATE_TOAST'; id: string; toast: ToastOptions }
  /** Without an id, every toast is dismissed. */
  | { type: 'DISMISS_TOAST'; id?: string }
  /** Without an id, every toast is removed. */
  | { type: 'REMOVE_TOAST'; id?: string }

/** What `toast()` returns: the toast's id and controls for it. */
export interface ToastHandle {
  id: string
  dismiss: () => void
  update: (options: ToastOptions) => void
}

/**
 * The next state of the queue. Pure: the timers that follow a dismissal live in the store.
 *
 * @example
 * toastReducer({ toasts: [] }, { type: 'ADD_TOAST', toast: { id: '1', open: true, title: 'Saved' } })
 */
export function toastReducer(state: ToastState, action: ToastStoreAction): ToastState {
  switch (action.type) {
    case 'ADD_TOAST':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) }
    case 'UPDATE_TOAST':
      return {
        toasts: state.toasts.map((item) =>
          item.id === action.id ? { ...item, ...action.toast } : item,
        ),
      }
    case 'DISMISS_TOAST':
      return {
        toasts: state.toasts.map((item) =>
          action.id === undefined || item.id === action.id ? { ...item, open: false } : item,
        ),
      }
    case 'REMOVE_TOAST':
      return {
        toasts: action.id === undefined ? [] : state.toasts.filter((item) => item.id !== action.id),
      }
  }
}

export type ToastStore = ReturnType<typeof createToastStore>

/**
 * A toast queue with its own state, listeners and removal timers. The app uses the one shared
 * store behind `toast()`; tests create their own.
 *
 * @example
 * const store = createToastStore()
 * const unsubscribe = store.subscribe((state) => render(state.toasts))
 * store.toast({ title: 'Message Sent!', description: 'We will get back to you soon.' })
 */
export function createToastStore() {
  let state: ToastState = { toasts: [] }
  let nextId = 0
  const listeners = new Set<(state: ToastState) => void>()
  const removalTimers = new Map<string, ReturnType<typeof setTimeout>>()

  function scheduleRemoval(id: string) {
    if (removalTimers.has(id)) return
    removalTimers.set(
      id,
      setTimeout(() => {
        removalTimers.delete(id)
        dispatch({ type: 'REMOVE_TOAST', id })
      }, TOAST_REMOVE_DELAY),
    )
  }

  function dispatch(action: ToastStoreAction) {
    state = toastReducer(state, action)
    if (action.type === 'DISMISS_TOAST') {
      for (const item of state.toasts) {
        if (action.id === undefined || item.id === action.id) scheduleRemoval(item.id)
      }
    }
    // A toast that left the queue (removed, or pushed out by a newer one) needs no timer.
    for (const [id, timer] of removalTimers) {
      if (!state.toasts.some((item) => item.id === id)) {
        clearTimeout(timer)
        removalTimers.delete(id)
      }
    }
    for (const listener of listeners) listener(state)
  }

  function dismiss(id?: string) {
    dispatch({ type: 'DISMISS_TOAST', id })
  }

  function toast(options: ToastOptions): ToastHandle {
    nextId += 1
    const id = String(nextId)
    dispatch({ type: 'ADD_TOAST', toast: { ...options, id, open: true } })
    return {
      id,
      dismiss: () => dismiss(id),
      update: (changes) => dispatch({ type: 'UPDATE_TOAST', id, toast: changes }),
    }
  }

  return {
    getState: () => state,
    subscribe(listener: (state: ToastState) => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    dispatch,
    dismiss,
    toast,
  }
}

/** The store shared by `toast()`, `useToast()` and `<Toaster />`. */
export const toastStore = createToastStore()

/**
 * Shows a toast; it replaces the one on screen, if any.
 *
 * @example
 * toast({ title: 'Message Sent!', description: 'We will get back to you soon.' })
 * toast({
 *   variant: 'destructive',
 *   title: 'Error',
 *   description: 'Failed to send your message. Please try again.',
 * })
 */
export function toast(options: ToastOptions): ToastHandle {
  return toastStore.toast(options)
}

/**
 * Dismisses the toast with this id, or every toast without one.
 *
 * @example
 * dismissToast()
 */
export function dismissToast(id?: string): void {
  toastStore.dismiss(id)
}
