import type { Meta, StoryObj } from '@storybook/react-vite'
import { type FormEvent, useRef, useState } from 'react'
import { expect, userEvent, waitFor } from 'storybook/test'
import { Button } from '../button'
import { Input } from '../input'
import { Select } from '../select'
import { Textarea } from '../textarea'
import {
  FormControl,
  FormDescription,
  FormError,
  FormField,
  type FormFieldProps,
  FormLabel,
} from './form-field'

const nameError = 'Name must be at least 3 characters'

/** The phone field of the quote form, as the apps write it. */
function PhoneField({ disabled, ...args }: FormFieldProps & { disabled?: boolean }) {
  return (
    <FormField {...args}>
      <FormLabel>Phone Number</FormLabel>
      <FormControl>
        <Input type="tel" autoComplete="tel" inputMode="tel" disabled={disabled} />
      </FormControl>
      <FormError />
    </FormField>
  )
}

const meta = {
  title: 'Components/FormField',
  component: FormField,
  args: { name: 'phone', className: 'max-w-sm' },
  render: (args) => <PhoneField {...args} />,
} satisfies Meta<typeof FormField>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Phone Number' })
    await expect(field).not.toBeRequired()
    await expect(field).not.toHaveAttribute('aria-invalid')
    await expect(field).not.toHaveAttribute('aria-describedby')
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
  },
}

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    // The label shows an asterisk, but the name read out stays "Phone Number".
    await expect(canvas.getByRole('textbox', { name: 'Phone Number' })).toBeRequired()
  },
}

export const WithDescription: Story = {
  args: { required: true },
  render: (args) => (
    <FormField {...args}>
      <FormLabel>Phone Number</FormLabel>
      <FormControl>
        <Input type="tel" autoComplete="tel" inputMode="tel" />
      </FormControl>
      <FormDescription>10 digits, we call you on this number.</FormDescription>
      <FormError />
    </FormField>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Phone Number' })).toHaveAccessibleDescription(
      '10 digits, we call you on this number.',
    )
  },
}

export const WithError: Story = {
  args: { required: true, error: 'Please enter a valid phone number' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Phone Number' })
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent('Please enter a valid phone number')
    await expect(field).toBeInvalid()
    await expect(field).toHaveAttribute('aria-describedby', alert.id)
    await expect(field).toHaveAccessibleDescription('Please enter a valid phone number')
  },
}

/** A form's summary notice already announces the message: the field shows it, quietly. */
export const WithQuietError: Story = {
  args: { required: true, error: 'Please enter a valid phone number' },
  render: (args) => (
    <FormField {...args}>
      <FormLabel>Phone Number</FormLabel>
      <FormControl>
        <Input type="tel" autoComplete="tel" inputMode="tel" />
      </FormControl>
      <FormError announce={false} />
    </FormField>
  ),
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Phone Number' })
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
    await expect(canvas.getByText('Please enter a valid phone number')).toBeVisible()
    await expect(field).toBeInvalid()
    await expect(field).toHaveAccessibleDescription('Please enter a valid phone number')
  },
}

export const Disabled: Story = {
  render: (args) => <PhoneField {...args} disabled />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Phone Number' })).toBeDisabled()
  },
}

export const LongText: Story = {
  args: {
    required: true,
    error:
      'Please enter the north side dimension in feet, measured along the boundary from corner to corner',
  },
  render: (args) => (
    <FormField {...args}>
      <FormLabel>
        Land dimension on the north side, in feet, as written on the registry papers
      </FormLabel>
      <FormControl>
        <Input type="number" min={0} inputMode="numeric" />
      </FormControl>
      <FormDescription>
        If the plot is not rectangular, measure the longest straight stretch of the boundary wall
        and mention the shape in your message.
      </FormDescription>
      <FormError />
    </FormField>
  ),
}

export const WithSelectAndTextarea: Story = {
  args: { className: 'grid max-w-sm gap-6' },
  render: ({ className }) => (
    <div className={className}>
      <FormField name="projectType" required error="Please select a project type">
        <FormLabel>Project Type</FormLabel>
        <FormControl>
          <Select defaultValue="">
            <option value="" disabled>
              Select project type
            </option>
            <option>Residential Construction</option>
            <option>Commercial Construction</option>
          </Select>
        </FormControl>
        <FormError />
      </FormField>
      <FormField name="message">
        <FormLabel>Message</FormLabel>
        <FormControl>
          <Textarea rows={4} />
        </FormControl>
        <FormDescription>Optional: plot size, floors, timeline.</FormDescription>
      </FormField>
    </div>
  ),
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Project Type' })
    await expect(select).toBeInvalid()
    await expect(select).toBeRequired()
    await expect(select).toHaveAccessibleDescription('Please select a project type')
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      'Optional: plot size, floors, timeline.',
    )
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { required: true, className: 'w-full' },
}

/**
 * A small form that checks on submit, as the quote forms do. The control gets its own props the way
 * react-hook-form's `register()` gives them (name, onChange, ref), and they pass through FormControl:
 * the ref moves focus to the field on error, as react-hook-form's `shouldFocusError` does.
 */
function NameForm() {
  const fieldRef = useRef<HTMLInputElement>(null)
  const [error, setError] = useState<string>()
  const [sentName, setSentName] = useState<string>()
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const name = String(new FormData(event.currentTarget).get('name') ?? '').trim()
    if (name.length < 3) {
      setError(nameError)
      setSentName(undefined)
      fieldRef.current?.focus()
      return
    }
    setError(undefined)
    setSentName(name)
  }
  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-sm gap-4">
      <FormField name="name" error={error} required>
        <FormLabel>Name</FormLabel>
        <FormControl>
          <Input
            ref={fieldRef}
            name="name"
            autoComplete="name"
            onChange={() => setSentName(undefined)}
          />
        </FormControl>
        <FormDescription>As it should appear on your quote.</FormDescription>
        <FormError />
      </FormField>
      <Button type="submit" className="justify-self-start">
        Send
      </Button>
      <p role="status">{sentName ? `Thanks, ${sentName}.` : ''}</p>
    </form>
  )
}

export const ValidationOnSubmit: Story = {
  render: () => <NameForm />,
  play: async ({ canvas, step }) => {
    const field = canvas.getByRole('textbox', { name: 'Name' })
    const submit = canvas.getByRole('button', { name: 'Send' })

    await step('given a name that is too short, when sending', async () => {
      await userEvent.type(field, 'Al')
      await userEvent.click(submit)
    })

    await step(
      'then the error is announced, describes the field and focus returns to it',
      async () => {
        const alert = await canvas.findByRole('alert')
        await expect(field).toHaveFocus()
        await expect(alert).toHaveTextContent(nameError)
        await expect(field).toHaveAttribute('aria-invalid', 'true')
        await expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id)
        await expect(field).toHaveAccessibleDescription(
          `As it should appear on your quote. ${nameError}`,
        )
      },
    )

    await step('when the name is fixed and sent again, the error clears', async () => {
      await userEvent.type(field, 'ok')
      await userEvent.click(submit)
      await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument())
      await expect(field).not.toHaveAttribute('aria-invalid')
      await expect(field).toHaveAccessibleDescription('As it should appear on your quote.')
      await expect(canvas.getByRole('status')).toHaveTextContent('Thanks, Alok.')
    })
  },
}
