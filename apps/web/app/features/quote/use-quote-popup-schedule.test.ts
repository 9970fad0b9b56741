import { act, renderHook } from '@testing-library/react'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { siteMenuMarker } from '../chrome/site-menu-marker'
import {
  hasStartedQuoteForm,
  isInForm,
  isOtherDialogOpen,
  quotePopupOffMarker,
  useQuotePopupSchedule,
} from './use-quote-popup-schedule'

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

/** A form with two fields, and a link after it, as a calculator page has. */
function renderForm() {
  document.body.insertAdjacentHTML(
    'beforeend',
    '<form><input name="length"><input name="width"><button>Calculate</button></form><a href="/contact">Contact</a>',
  )
  const field = (name: string) => {
    const element = document.querySelector(`input[name="${name}"]`)
    if (!(element instanceof HTMLInputElement)) throw new Error(`no field ${name}`)
    return element
  }
  const link = document.querySelector('a')
  if (!link) throw new Error('no link')
  return { length: field('length'), width: field('width'), link }
}

/** A quote form, marked as plain-post.tsx marks them, with its honeypot field `website`. */
function renderQuoteForm(typedBefore = '') {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<form data-quote-form><input name="name" value="${typedBefore}"><input name="website"><button>Send</button></form><h1 tabindex="-1">Contact</h1>`,
  )
  const name = document.querySelector('input[name="name"]')
  const heading = document.querySelector('h1')
  if (!(name instanceof HTMLInputElement) || !(heading instanceof HTMLElement))
    throw new Error('no quote form')
  return { name, heading }
}

/** What a visitor's typing does to a field: its value changes and an input event bubbles. */
function typeInto(field: HTMLInputElement, text: string) {
  act(() => {
    field.value += text
    field.dispatchEvent(new Event('input', { bubbles: true }))
  })
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

  it('given the header menu is open on a phone when the show is due, waits until it is closed', async () => {
    const { result, at } = renderSchedule()
    const menu = document.createElement('details')
    menu.setAttribute(siteMenuMarker, '')
    menu.open = true
    document.body.append(menu)
    at(10_000)
    expect(result.current.open).toBe(false)

    // Closing the menu removes its open attribute, which the MutationObserver reports.
    await act(async () => {
      menu.open = false
    })
    expect(result.current.open).toBe(true)
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

  it('given the visitor is typing in a form when the show is due, waits until the focus leaves it', () => {
    const { result, at } = renderSchedule()
    const { length, width, link } = renderForm()
    act(() => length.focus())
    at(10_000)
    expect(result.current.open).toBe(false)

    // The next field of the same form: still filling it in.
    act(() => width.focus())
    at(30_000)
    expect(result.current.open).toBe(false)
    expect(document.activeElement).toBe(width)

    // Out of the form: now it shows, once.
    act(() => link.focus())
    expect(result.current.open).toBe(true)
    expect(result.current.shows).toBe(1)
  })

  it('given the visitor leaves the field for the page itself, shows then', () => {
    const { result, at } = renderSchedule()
    const { length } = renderForm()
    act(() => length.focus())
    at(12_000)
    expect(result.current.open).toBe(false)
    act(() => length.blur())
    expect(result.current.open).toBe(true)
  })

  it('given the visitor stays in the form past 60 s, shows once when they leave, never twice', () => {
    const { result, at, close } = renderSchedule()
    const { length, link } = renderForm()
    act(() => length.focus())
    at(90_000)
    expect(result.current.shows).toBe(0)
    act(() => link.focus())
    expect(result.current.shows).toBe(1)
    close()
    act(() => length.focus())
    act(() => link.focus())
    at(600_000)
    expect(result.current.open).toBe(false)
    expect(result.current.shows).toBe(1)
  })

  it('given the visitor typed into a quote form, never shows: not when due, not after they leave it', () => {
    const { result, at } = renderSchedule()
    const { name, heading } = renderQuoteForm()
    at(6_000)
    act(() => name.focus())
    typeInto(name, 'Ravi Kumar')
    at(16_000)
    act(() => heading.focus())
    at(600_000)
    expect(result.current.open).toBe(false)
    expect(result.current.shows).toBe(0)
  })

  it('given a quote form holds what the visitor typed before the page code ran, never shows', () => {
    renderQuoteForm('Ravi')
    const { result, at } = renderSchedule()
    at(600_000)
    expect(result.current.shows).toBe(0)
  })

  it("given a signed-in client's tracker is on the page when the show is due, never shows", () => {
    const { result, at } = renderSchedule()
    // The client signs in at 8 s: their project replaces the sign-in form.
    at(8_000)
    const tracker = document.createElement('div')
    tracker.setAttribute(quotePopupOffMarker, '')
    document.body.append(tracker)
    at(600_000)
    expect(result.current.open).toBe(false)
    expect(result.current.shows).toBe(0)
  })

  it('given the visitor only typed into a calculator (not a quote form), still shows once they leave it', () => {
    const { result, at } = renderSchedule()
    const { length, link } = renderForm()
    act(() => length.focus())
    typeInto(length, '12')
    at(12_000)
    act(() => link.focus())
    expect(result.current.open).toBe(true)
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

describe('hasStartedQuoteForm', () => {
  it('sees a typed value in a quote form, not in the honeypot, another form or the popup form', () => {
    document.body.innerHTML = `
      <form id="quote" data-quote-form><input name="name"><div aria-hidden="true"><input name="website" value="bot"></div></form>
      <form><input name="length" value="12"></form>
      <div role="dialog" data-quote-popup=""><form data-quote-form><input name="name" value="Ravi"><input name="website"></form></div>`
    expect(hasStartedQuoteForm()).toBe(false)
    const name = document.querySelector<HTMLInputElement>('#quote input[name="name"]')
    if (!name) throw new Error('no field')
    expect(hasStartedQuoteForm(name)).toBe(true)
    name.value = 'Ravi'
    expect(hasStartedQuoteForm()).toBe(true)
  })
})

describe('isInForm', () => {
  it('sees fields and anything inside a form, but not the quote popup form or a link', () => {
    document.body.innerHTML = `
      <form><button id="submit">Send</button></form>
      <textarea id="loose"></textarea>
      <a id="link" href="/">Home</a>
      <div role="dialog" data-quote-popup=""><form><input id="popup-field"></form></div>`
    const byId = (id: string) => document.getElementById(id)
    expect(isInForm(byId('submit'))).toBe(true)
    expect(isInForm(byId('loose'))).toBe(true)
    expect(isInForm(byId('link'))).toBe(false)
    expect(isInForm(byId('popup-field'))).toBe(false)
    expect(isInForm(null)).toBe(false)
  })
})
