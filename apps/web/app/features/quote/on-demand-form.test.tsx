import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { type FormEvent, memo, use, useLayoutEffect } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type FormLogicProps, onDemandForm, type PlainFormProps } from './on-demand-form'
import { FieldBindingContext, plainFields } from './quote-form-fields'

afterEach(cleanup)

// Two fields, drawn plain first and wired once the "code" (a promise the test resolves) arrives:
// the logic publishes a wiring that names the form live and counts the changes it hears.
function FormView({ formProps, live = false }: { formProps: PlainFormProps; live?: boolean }) {
  const { register } = use(FieldBindingContext)
  return (
    <form aria-label={live ? 'live' : 'plain'} {...formProps}>
      <input aria-label="Name" {...register('name')} />
      <input aria-label="Phone" {...register('phone')} />
    </form>
  )
}

interface Extras {
  live: boolean
}

const heard: string[] = []

const LiveLogic = memo(function LiveLogic({ publish, startValues }: FormLogicProps<Extras>) {
  useLayoutEffect(() => {
    publish({
      binding: {
        ...plainFields,
        register: (name) => ({
          name,
          onChange: async (event: { target: { value: string } }) => {
            heard.push(`${name}=${event.target.value}`)
          },
          onBlur: async () => {},
          ref: () => {},
        }),
      },
      formProps: {},
      view: { live: true },
    })
  })
  heard.push(`start ${JSON.stringify(startValues)}`)
  return null
})

afterEach(() => {
  heard.length = 0
})

describe('a form whose code comes on the first touch', () => {
  it('keeps every element of the form when its code arrives: what was typed and the focus stay', async () => {
    let arrive: (logic: typeof LiveLogic) => void = () => {}
    const code = new Promise<typeof LiveLogic>((resolve) => {
      arrive = resolve
    })
    const Form = onDemandForm<object, Extras>(() => code, FormView)
    render(<Form />)

    const name = screen.getByRole('textbox', { name: 'Name' })
    const phone = screen.getByRole('textbox', { name: 'Phone' })
    name.focus()
    fireEvent.change(name, { target: { value: 'Sunita' } })
    expect(screen.getByRole('form', { name: 'plain' })).toBeInTheDocument()

    // The visitor moves on and types the moment the code arrives, in the same turn of the event
    // loop as its promise settling: the field must be wired by then, or those keys go unheard.
    await act(async () => {
      arrive(LiveLogic)
      await code
      phone.focus()
      fireEvent.change(phone, { target: { value: '9876543210' } })
    })

    expect(screen.getByRole('form', { name: 'live' })).toBeInTheDocument()
    // The very same fields: nothing was replaced, so nothing typed into them could be lost.
    expect(screen.getByRole('textbox', { name: 'Name' })).toBe(name)
    expect(screen.getByRole('textbox', { name: 'Phone' })).toBe(phone)
    expect(name).toHaveValue('Sunita')
    expect(phone).toHaveValue('9876543210')
    expect(phone).toHaveFocus()
    // The logic started from what was typed, and heard what came after.
    expect(heard).toContain('start {"name":"Sunita","phone":""}')
    expect(heard).toContain('phone=9876543210')
  })

  it('sends a submit pressed before its code came, once, when the fields are wired', async () => {
    const sent = vi.fn((event: FormEvent) => event.preventDefault())
    const SubmitLogic = memo(function SubmitLogic({ publish }: FormLogicProps<Extras>) {
      useLayoutEffect(() => {
        publish({ binding: plainFields, formProps: { onSubmit: sent }, view: { live: true } })
      })
      return null
    })
    let arrive: (logic: typeof SubmitLogic) => void = () => {}
    const code = new Promise<typeof SubmitLogic>((resolve) => {
      arrive = resolve
    })
    const Form = onDemandForm<object, Extras>(() => code, FormView)
    render(<Form />)
    fireEvent.submit(screen.getByRole('form', { name: 'plain' }))
    expect(sent).not.toHaveBeenCalled()

    await act(async () => {
      arrive(SubmitLogic)
      await code
    })

    expect(sent).toHaveBeenCalledTimes(1)
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
    const load = vi.fn(() => new Promise<typeof LiveLogic>(() => {}))
    const Form = onDemandForm<object, Extras>(load, PlainWithDefaults)
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
      const code = new Promise<typeof LiveLogic>((_resolve, reject) => {
        fail = reject
      })
      const Form = onDemandForm<object, Extras>(() => code, FormView)
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
      const load = vi.fn(() => Promise.reject<typeof LiveLogic>(new Error('offline')))
      const Form = onDemandForm<object, Extras>(load, FormView)
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
