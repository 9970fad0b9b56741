import type { Meta, StoryObj } from '@storybook/react-vite'
import { useId } from 'react'
import { expect, fn, userEvent } from 'storybook/test'
import { Label } from '../label'
import { Select, type SelectProps } from './select'

const landFacing = [
  'North',
  'South',
  'East',
  'West',
  'North-East',
  'North-West',
  'South-East',
  'South-West',
]

/** The select under its label, with ids unique on the Docs page. */
function LabelledSelect({ label, ...args }: SelectProps & { label: string }) {
  const id = useId()
  return (
    <div className="grid max-w-sm gap-2">
      <Label htmlFor={id} required={args.required}>
        {label}
      </Label>
      <Select id={id} {...args} />
    </div>
  )
}

const meta = {
  title: 'Components/Select',
  component: Select,
  args: {
    onChange: fn(),
    defaultValue: '',
    children: [
      <option key="placeholder" value="" disabled>
        Select direction
      </option>,
      ...landFacing.map((direction) => <option key={direction}>{direction}</option>),
    ],
  },
  render: (args) => <LabelledSelect label="Land Facing" {...args} />,
} satisfies Meta<typeof Select>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Land Facing' })
    await expect(select).toHaveValue('')
    await userEvent.selectOptions(select, 'North-East')
    await expect(select).toHaveValue('North-East')
    await expect(canvas.getByRole('option', { name: 'North-East' })).toHaveProperty(
      'selected',
      true,
    )
    await expect(args.onChange).toHaveBeenCalledTimes(1)
  },
}

export const Selected: Story = {
  args: { defaultValue: 'South-West' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Land Facing' })).toHaveValue('South-West')
  },
}

export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Land Facing' })
    await userEvent.tab()
    await expect(select).toHaveFocus()
  },
}

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Land Facing' })).toBeRequired()
  },
}

export const Invalid: Story = {
  args: { 'aria-invalid': true, required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Land Facing' })).toBeInvalid()
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'East' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Land Facing' })).toBeDisabled()
  },
}

export const LongText: Story = {
  args: {
    defaultValue: 'Residential Construction (independent house, duplex or villa)',
    children: [
      'Residential Construction (independent house, duplex or villa)',
      'Commercial Construction (shops, offices, showrooms and warehouses)',
      'Interior Design',
    ].map((type) => <option key={type}>{type}</option>),
  },
  render: (args) => <LabelledSelect label="Project Type" {...args} />,
}

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
}
