import type { Meta, StoryObj } from '@storybook/react-vite'
import { useId } from 'react'
import { expect, fn, userEvent } from 'storybook/test'
import { Label } from '../label'
import { Textarea, type TextareaProps } from './textarea'

/** The textarea under its label, with ids unique on the Docs page. */
function LabelledTextarea(args: TextareaProps) {
  const id = useId()
  return (
    <div className="grid max-w-md gap-2">
      <Label htmlFor={id} required={args.required}>
        Message
      </Label>
      <Textarea id={id} {...args} />
    </div>
  )
}

const meta = {
  title: 'Components/Textarea',
  component: Textarea,
  args: { onChange: fn(), rows: 4 },
  render: (args) => <LabelledTextarea {...args} />,
} satisfies Meta<typeof Textarea>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Message' })
    await userEvent.type(field, 'Two floors.{Enter}Parking below.')
    await expect(field).toHaveValue('Two floors.\nParking below.')
    await expect(args.onChange).toHaveBeenCalled()
  },
}

export const WithPlaceholder: Story = {
  args: { placeholder: 'Tell us about your project' },
}

export const Invalid: Story = {
  args: { 'aria-invalid': true, required: true },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Message' })
    await expect(field).toBeInvalid()
    await expect(field).toBeRequired()
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'A three-bedroom house on a 1,200 sq ft plot.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeDisabled()
  },
}

export const LongText: Story = {
  args: {
    defaultValue:
      'We own a 30 x 40 ft east-facing plot in Danapur and want a G+2 house with a parking bay, three bedrooms, a puja room and a terrace garden. The soil report is done. We would like an estimate for the structure and the finishing separately, and to know whether you also handle the building plan approval with the municipal corporation.',
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { placeholder: 'Tell us about your project' },
}
