import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createToastStore,
  TOAST_DURATION,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  TOAST_SWIPE_THRESHOLD,
  type ToastStore,
  toastReducer,
} from './toast-store'

describe('toast store', () => {
  let store: ToastStore

  beforeEach(() => {
    vi.useFakeTimers()
    store = createToastStore()
  })

  afterEach(() => {
    vi.useRealTimers()
  })

  it('follows the website specification, section 9', () => {
    expect(TOAST_LIMIT).toBe(1)
    expect(TOAST_DURATION).toBe(5000)
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000)
    expect(TOAST_SWIPE_THRESHOLD).toBe(50)
    expect(TOAST_HOTKEY).toEqual(['F8'])
  })

  describe('given one toast on screen', () => {
    it('when a second is added, keeps only the newest', () => {
      store.toast({ title: 'Message Sent!', description: 'We will get back to you soon.' })
      const second = store.toast({ variant: 'destructive', title: 'Error' })

      const { toasts } = store.getState()
      expect(toasts).toHaveLength(1)
      expect(toasts[0]).toMatchObject({ id: second.id, title: 'Error', variant: 'destructive' })
    })

    it('when dismissed, marks it closed but keeps it in memory', () => {
      const handle = store.toast({ title: 'Success!' })
      handle.dismiss()

      expect(store.getState().toasts).toEqual([{ id: handle.id, title: 'Success!', open: false }])
    })

    it('when dismissed, removes it after exactly TOAST_REMOVE_DELAY and not before', () => {
      const handle = store.toast({ title: 'Success!' })
      handle.dismiss()

      vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1)
      expect(store.getState().toasts).toHaveLength(1)
      vi.advanceTimersByTime(1)
      expect(store.getState().toasts).toHaveLength(0)
    })

    it('when dismissed twice, still removes it once, on the first schedule', () => {
      const handle = store.toast({ title: 'Success!' })
      handle.dismiss()
      vi.advanceTimersByTime(500_000)
      handle.dismiss()

      vi.advanceTimersByTime(500_000)
      expect(store.getState().toasts).toHaveLength(0)
    })

    it('when never dismissed, keeps it: closing on time is the Toaster’s job', () => {
      store.toast({ title: 'Success!' })
      vi.advanceTimersByTime(TOAST_REMOVE_DELAY * 2)
      expect(store.getState().toasts).toHaveLength(1)
    })

    it('when updated, changes its text and keeps its id', () => {
      const handle = store.toast({ title: 'Sending...', description: 'Please wait.' })
      handle.update({ title: 'Message Sent!', description: 'We will get back to you soon.' })

      expect(store.getState().toasts).toEqual([
        {
          id: handle.id,
          open: true,
          title: 'Message Sent!',
          description: 'We will get back to you soon.',
        },
      ])
    })

    it('when dismissed without an id, closes every toast', () => {
      store.toast({ title: 'Success!' })
      store.dismiss()
      expect(store.getState().toasts.every((item) => !item.open)).toBe(true)
    })
  })

  it('leaves the display time to the Toaster (TOAST_DURATION) unless a toast sets its own', () => {
    const plain = store.toast({ title: 'Success!' })
    expect(store.getState().toasts[0]).not.toHaveProperty('duration')
    plain.dismiss()

    store.toast({ title: 'Export failed', duration: 8000 })
    expect(store.getState().toasts[0]?.duration).toBe(8000)
  })

  it('tells listeners about each change until they unsubscribe', () => {
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)

    const handle = store.toast({ title: 'Success!' })
    expect(listener).toHaveBeenLastCalledWith({ toasts: [expect.objectContaining({ open: true })] })
    handle.dismiss()
    expect(listener).toHaveBeenCalledTimes(2)

    unsubscribe()
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY)
    expect(listener).toHaveBeenCalledTimes(2)
    expect(store.getState().toasts).toHaveLength(0)
  })

  it('forgets the removal timer of a toast pushed out by a newer one', () => {
    const first = store.toast({ title: 'Success!' })
    first.dismiss()
    store.toast({ title: 'Login successful' })

    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('toastReducer', () => {
  it('does not change the state it is given', () => {
    const state = { toasts: [{ id: '1', open: true, title: 'Success!' }] }
    const next = toastReducer(state, { type: 'DISMISS_TOAST', id: '1' })

    expect(state.toasts[0]?.open).toBe(true)
    expect(next.toasts[0]?.open).toBe(false)
  })

  it('removes every toast when no id is given', () => {
    const state = {
      toasts: [
        { id: '1', open: false },
        { id: '2', open: true },
      ],
    }
    expect(toastReducer(state, { type: 'REMOVE_TOAST' })).toEqual({ toasts: [] })
  })
})
