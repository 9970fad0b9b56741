import { act, renderHook } from '@testing-library/react'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { isOtherDialogOpen, useQuotePopupSchedule } from './use-quote-popup-schedule'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  document.body.replaceChildren()
})

/** Moves the clock to `ms` after the page loaded (the hook mounts at 0). */
function renderSchedule() {
  let now = 0
  const view = renderHook(() => useQuotePopupSchedule())
  const at = (ms: number) => {
    act(() => {
      vi.advanceTimersByTime(ms - now)
    })
    now = ms
  }
  return { ...view, at, close: () => act(() => view.result.current.close()) }
}

/** Another dialog, as a calculator modal puts it in the page. */
function openOtherDialog() {
  const dialog = document.createElement('div')
  dialog.setAttribute('role', 'dialog')
  document.body.append(dialog)
  return dialog
}

describe('useQuotePopupSchedule', () => {
  it('does not show before 10 s and shows at 10 s', () => {
    const { result, at } = renderSchedule()
    at(9_999)
    expect(result.current.open).toBe(false)
    expect(result.current.shows).toBe(0)
    at(10_000)
    expect(result.current.open).toBe(true)
    expect(result.current.shows).toBe(1)
  })

  it('given it was closed at 20 s, never shows again', () => {
    const { result, at, close } = renderSchedule()
    at(20_000)
    close()
    expect(result.current.open).toBe(false)
    at(70_000)
    at(600_000)
    expect(result.current.open).toBe(false)
    expect(result.current.shows).toBe(1)
  })

  it('given it is left open, is still open at 60 s, which counts as its second show', () => {
    const { result, at } = renderSchedule()
    at(59_999)
    expect(result.current.shows).toBe(1)
    at(60_000)
    expect(result.current.open).toBe(true)
    expect(result.current.shows).toBe(2)
    at(600_000)
    expect(result.current.shows).toBe(2)
  })

  it('given it was closed after its second show, nothing more happens', () => {
    const { result, at, close } = renderSchedule()
    at(65_000)
    close()
    at(600_000)
    expect(result.current.open).toBe(false)
    expect(result.current.shows).toBe(2)
  })

  it('given another dialog is open when the show is due, waits until it has closed', async () => {
    const { result, at } = renderSchedule()
    const calculator = openOtherDialog()
    at(10_000)
    expect(result.current.open).toBe(false)
    at(30_000)
    expect(result.current.open).toBe(false)

    // The MutationObserver reports the removal in a microtask.
    await act(async () => {
      calculator.remove()
    })
    expect(result.current.open).toBe(true)
    expect(result.current.shows).toBe(1)
  })

  it('given it was never shown before 60 s, the 60 s show does not stand in for the first', async () => {
    const { result, at, close } = renderSchedule()
    const calculator = openOtherDialog()
    at(70_000)
    expect(result.current.shows).toBe(0)
    await act(async () => {
      calculator.remove()
    })
    expect(result.current.shows).toBe(1)
    close()
    at(600_000)
    expect(result.current.open).toBe(false)
  })

  it('starts no timer while the page is prerendered', () => {
    function Probe() {
      return String(useQuotePopupSchedule().open)
    }
    expect(renderToString(createElement(Probe))).toBe('false')
    expect(vi.getTimerCount()).toBe(0)
  })

  it('stops its timers when unmounted', () => {
    const { at, unmount } = renderSchedule()
    at(1_000)
    expect(vi.getTimerCount()).toBe(2)
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('isOtherDialogOpen', () => {
  it('sees dialogs and alert dialogs, but not the quote popup itself', () => {
    const root = document.createElement('div')
    root.innerHTML = '<div role="dialog" data-quote-popup=""></div>'
    expect(isOtherDialogOpen(root)).toBe(false)
    root.insertAdjacentHTML('beforeend', '<div role="alertdialog"></div>')
    expect(isOtherDialogOpen(root)).toBe(true)
  })
})
