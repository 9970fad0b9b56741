import type { Meta, StoryObj } from '@storybook/react-vite'
import { useId } from 'react'
import { expect, userEvent } from 'storybook/test'
import { Input } from '../input'
import { Label, type LabelProps } from './label'

/** A label and the text field it names, with ids unique on the Docs page. */
function LabelledInput({ disabled, ...args }: LabelProps & { disabled?: boolean }) {
  const id = useId()
  return (
    <div className="grid max-w-sm gap-2">
      <Label htmlFor={id} {...args} />
      <Input id={id} className="peer" required={args.required} disabled={disabled} />
    </div>
  )
}

const meta = {
  title: 'Components/Label',
  component: Label,
  args: { children: 'Full Name' },
  render: (args) => <LabelledInput {...args} />,
} satisfies Meta<typeof Label>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Full Name'))
    await expect(canvas.getByRole('textbox', { name: 'Full Name' })).toHaveFocus()
  },
}

export const Required: Story = {
  args: { children: 'Phone Number', required: true },
  play: async ({ canvas }) => {
    // The asterisk is seen, not read: the name stays "Phone Number" and the field says "required".
    const field = canvas.getByRole('textbox', { name: 'Phone Number' })
    await expect(field).toBeRequired()
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true')
  },
}

export const Disabled: Story = {
  render: (args) => {
    const id = 'label-disabled-city'
    return (
      <div className="grid max-w-sm gap-2">
        {/* The field comes first in the DOM so the label can read its state (peer-disabled). */}
        <Input id={id} className="peer order-2" disabled defaultValue="Patna" />
        <Label htmlFor={id} className="order-1" {...args} />
      </div>
    )
  },
  args: { children: 'City' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'City' })).toBeDisabled()
  },
}

export const LongText: Story = {
  args: {
    children:
      'Land dimension on the north side, measured along the boundary wall from corner to corner',
    required: true,
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { children: 'Email Address' },
}
