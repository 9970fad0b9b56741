import type { Meta, StoryObj } from '@storybook/react-vite'
import { useId } from 'react'
import { expect, fn, userEvent } from 'storybook/test'
import { Label } from '../label'
import { Input, type InputProps } from './input'

/** The input under its label, with ids unique on the Docs page. */
function LabelledInput({ label, ...args }: InputProps & { label: string }) {
  const id = useId()
  return (
    <div className="grid max-w-sm gap-2">
      <Label htmlFor={id} required={args.required}>
        {label}
      </Label>
      <Input id={id} {...args} />
    </div>
  )
}

const meta = {
  title: 'Components/Input',
  component: Input,
  args: { onChange: fn(), autoComplete: 'name' },
  render: (args) => <LabelledInput label="Full Name" {...args} />,
} satisfies Meta<typeof Input>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Full Name' })
    await userEvent.type(field, 'Ravi Kumar')
    await expect(field).toHaveValue('Ravi Kumar')
    await expect(args.onChange).toHaveBeenCalled()
  },
}

export const WithPlaceholder: Story = {
  args: { placeholder: 'e.g. Ravi Kumar' },
}

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Full Name' })).toBeRequired()
  },
}

export const Invalid: Story = {
  args: { 'aria-invalid': true, defaultValue: 'Ra' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Full Name' })).toBeInvalid()
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Ravi Kumar' },
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Full Name' })
    await expect(field).toBeDisabled()
    await userEvent.type(field, 'x', { pointerEventsCheck: 0 })
    await expect(field).toHaveValue('Ravi Kumar')
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

export const Types: Story = {
  render: (args) => (
    <div className="grid gap-4">
      <LabelledInput label="Phone Number" {...args} type="tel" autoComplete="tel" inputMode="tel" />
      <LabelledInput label="Email" {...args} type="email" autoComplete="email" />
      <LabelledInput label="Land Size (sq ft)" {...args} type="number" min={0} autoComplete="off" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Phone Number' })).toHaveAttribute(
      'type',
      'tel',
    )
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email')
    await expect(canvas.getByRole('spinbutton', { name: 'Land Size (sq ft)' })).toBeInTheDocument()
  },
}

export const LongText: Story = {
  args: {
    defaultValue:
      'Plot 14, behind the Danapur cantonment water tank, near the new flyover, Patna, Bihar 801503',
  },
  render: (args) => <LabelledInput label="Site Address" {...args} />,
}

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  render: (args) => <LabelledInput label="Phone Number" {...args} />,
}
