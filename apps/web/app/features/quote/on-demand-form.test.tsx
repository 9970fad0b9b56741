import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type FormHandover, onDemandForm, type PlainFormProps, useHandover } from './on-demand-form'

afterEach(cleanup)

// Two fields, drawn plain first and live once the "code" (a promise the test resolves) arrives.
function PlainForm({ formProps }: { formProps: PlainFormProps }) {
  return (
    <form aria-label="plain" {...formProps}>
      <input aria-label="Name" name="name" />
      <input aria-label="Phone" name="phone" />
    </form>
  )
}

function LiveForm({ startValues = {}, ...handover }: FormHandover) {
  const ref = useRef<HTMLFormElement>(null)
  useHandover(ref, handover)
  return (
    <form aria-label="live" ref={ref}>
      <input aria-label="Name" name="name" defaultValue={startValues.name} />
      <input aria-label="Phone" name="phone" defaultValue={startValues.phone} />
    </form>
  )
}

describe('a form whose code comes on the first touch', () => {
  it('takes over what was typed up to the moment it is drawn, and the field with the focus', async () => {
    let arrive: (form: typeof LiveForm) => void = () => {}
    const code = new Promise<typeof LiveForm>((resolve) => {
      arrive = resolve
    })
    const Form = onDemandForm<object>(() => code, PlainForm)
    render(<Form />)

    const name = screen.getByRole('textbox', { name: 'Name' })
    name.focus()
    fireEvent.change(name, { target: { value: 'Sunita' } })
    expect(screen.getByRole('form', { name: 'plain' })).toBeInTheDocument()

    // The visitor moves on and types the moment the code arrives, in the same turn of the event
    // loop as its promise settling: the live form must already be the one on screen by then, or
    // those keys go to a field about to be thrown away.
    await act(async () => {
      arrive(LiveForm)
      await code
      const phone = screen.getByRole('textbox', { name: 'Phone' })
      phone.focus()
      fireEvent.change(phone, { target: { value: '9876543210' } })
    })

    expect(screen.getByRole('form', { name: 'live' })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Sunita')
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('9876543210')
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveFocus()
  })

  it('does not fetch its code while nobody has touched it, whatever its fields start on', () => {
    // A select that starts on a choice, a field with a value: the page's, not the visitor's.
    function PlainWithDefaults({ formProps }: { formProps: PlainFormProps }) {
      return (
        <form aria-label="plain" {...formProps}>
          <input aria-label="City" name="city" defaultValue="Patna" />
          <select aria-label="Facing" name="facing" defaultValue="North">
            <option>East</option>
            <option>North</option>
          </select>
          <select aria-label="Project type" name="projectType">
            <option value="">Select project type</option>
            <option>Residential Construction</option>
          </select>
        </form>
      )
    }
    const load = vi.fn(() => new Promise<typeof LiveForm>(() => {}))
    const Form = onDemandForm<object>(load, PlainWithDefaults)
    render(<Form />)
    expect(screen.getByRole('combobox', { name: 'Facing' })).toHaveValue('North')
    expect(load).not.toHaveBeenCalled()

    fireEvent.focus(screen.getByRole('textbox', { name: 'City' }))
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('posts the form as plain HTML when its code fails to come after a submit', async () => {
    // The browser's own post (jsdom has none): the API answers it with a page.
    const post = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {})
    try {
      let fail: (reason: Error) => void = () => {}
      const code = new Promise<typeof LiveForm>((_resolve, reject) => {
        fail = reject
      })
      const Form = onDemandForm<object>(() => code, PlainForm)
      render(<Form />)
      fireEvent.submit(screen.getByRole('form', { name: 'plain' }))
      expect(post).not.toHaveBeenCalled()

      await act(async () => {
        fail(new Error('Failed to fetch dynamically imported module'))
        await code.catch(() => {})
      })

      expect(post).toHaveBeenCalledTimes(1)
      expect(post.mock.contexts[0]).toBe(screen.getByRole('form', { name: 'plain' }))
    } finally {
      post.mockRestore()
    }
  })

  it('only tries again on the next touch when its code fails to come without a submit', async () => {
    const post = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {})
    try {
      const load = vi.fn(() => Promise.reject<typeof LiveForm>(new Error('offline')))
      const Form = onDemandForm<object>(load, PlainForm)
      render(<Form />)
      await act(async () => {
        fireEvent.focus(screen.getByRole('textbox', { name: 'Name' }))
      })
      fireEvent.focus(screen.getByRole('textbox', { name: 'Phone' }))

      expect(load).toHaveBeenCalledTimes(2)
      expect(post).not.toHaveBeenCalled()
    } finally {
      post.mockRestore()
    }
  })
})
