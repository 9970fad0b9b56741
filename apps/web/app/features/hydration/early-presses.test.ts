import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  earlyPressAttribute,
  earlyPressesIn,
  earlyPressScript,
  pressedEarly,
  submitButtonProps,
} from './early-presses'

// The body's first script, run as the page runs it, before any of the page's code.
beforeAll(() => {
  new Function(earlyPressScript)()
})
afterEach(() => {
  document.body.replaceChildren()
  vi.restoreAllMocks()
})

/** A quote form as prerendered: fields, and its submit button marked until its part hydrates. */
function prerenderedForm(): { form: HTMLFormElement; button: HTMLButtonElement } {
  const form = document.createElement('form')
  form.method = 'post'
  form.action = '/api/contact/form?language=en'
  const button = document.createElement('button')
  for (const [name, value] of Object.entries(submitButtonProps(false))) {
    button.setAttribute(name, value)
  }
  button.textContent = 'Send'
  form.append(button)
  document.body.append(form)
  return { form, button }
}

const press = (button: HTMLButtonElement) => {
  const click = new MouseEvent('click', { bubbles: true, cancelable: true })
  button.dispatchEvent(click)
  return click
}

describe('a quote form button pressed before the page’s code runs', () => {
  it('is a submit button, marked until its part hydrates', () => {
    expect(submitButtonProps(false)).toEqual({ type: 'submit', [earlyPressAttribute]: '' })
    expect(submitButtonProps(true)).toEqual({ type: 'submit' })
  })

  it('is remembered for the live form, and the plain post it would start is stopped', () => {
    const { button } = prerenderedForm()
    const click = press(button)

    expect(click.defaultPrevented).toBe(true)
    expect(pressedEarly(button)).toBe(true)
  })

  it('leaves alone buttons that are not marked (a hydrated form handles its own)', () => {
    const { button } = prerenderedForm()
    button.removeAttribute(earlyPressAttribute)
    expect(press(button).defaultPrevented).toBe(false)
    expect(pressedEarly(button)).toBe(false)
  })

  it('gives a part the presses made inside it, in their order', () => {
    const carousel = document.createElement('section')
    const [previous, next] = [document.createElement('button'), document.createElement('button')]
    for (const button of [previous, next]) button.setAttribute(earlyPressAttribute, '')
    carousel.append(previous, next)
    document.body.append(carousel)
    const elsewhere = prerenderedForm()
    press(next)
    press(elsewhere.button)
    press(next)
    press(previous)
    expect(earlyPressesIn(carousel)).toEqual([next, next, previous])
  })

  // Last: once the page's code has failed, the script stays so for the rest of the page's life.
  it('when the page’s code fails to load, posts the form pressed and no longer stops presses', () => {
    const requestSubmit = vi
      .spyOn(HTMLFormElement.prototype, 'requestSubmit')
      .mockImplementation(() => {})
    const sent = prerenderedForm()
    const hydratedMeanwhile = prerenderedForm()
    // A marked button outside any form (a carousel's "Next"), pressed last: nothing to post.
    const next = document.createElement('button')
    next.setAttribute(earlyPressAttribute, '')
    document.body.append(next)
    press(sent.button)
    press(hydratedMeanwhile.button)
    press(next)
    hydratedMeanwhile.button.removeAttribute(earlyPressAttribute)

    // A picture that does not load is not the page's code.
    const image = document.createElement('img')
    document.body.append(image)
    image.dispatchEvent(new Event('error'))
    expect(requestSubmit).not.toHaveBeenCalled()

    const script = document.createElement('script')
    document.body.append(script)
    script.dispatchEvent(new Event('error'))

    // The last press on a form still waiting for its code, posted as plain HTML with its button.
    expect(requestSubmit).toHaveBeenCalledTimes(1)
    expect(requestSubmit.mock.contexts[0]).toBe(sent.form)
    expect(requestSubmit.mock.calls[0]).toEqual([sent.button])
    // A later press posts the form itself: it is not stopped.
    const later = prerenderedForm()
    expect(press(later.button).defaultPrevented).toBe(false)
  })
})
