import type { Meta, StoryObj } from '@storybook/react-vite'
import { CircleCheck } from 'lucide-react'
import { expect } from 'storybook/test'
import { Badge } from './badge'

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'New' },
  argTypes: {
    variant: {
      control: 'select',
      options: ['default', 'secondary', 'accent', 'success', 'outline', 'destructive'],
    },
  },
} satisfies Meta<typeof Badge>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('New')).toBeVisible()
  },
}

export const Secondary: Story = { args: { variant: 'secondary', children: 'Residential' } }

export const Accent: Story = { args: { variant: 'accent', children: 'New' } }

export const Success: Story = { args: { variant: 'success', children: 'Processed' } }

export const Outline: Story = { args: { variant: 'outline', children: 'Institutional' } }

export const Destructive: Story = { args: { variant: 'destructive', children: 'Overdue' } }

export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      <Badge {...args} variant="default">
        Default
      </Badge>
      <Badge {...args} variant="secondary">
        Secondary
      </Badge>
      <Badge {...args} variant="accent">
        Accent
      </Badge>
      <Badge {...args} variant="success">
        Success
      </Badge>
      <Badge {...args} variant="outline">
        Outline
      </Badge>
      <Badge {...args} variant="destructive">
        Destructive
      </Badge>
    </div>
  ),
}

/** The two statuses of a contact form submission in the admin table. */
export const SubmissionStatuses: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      <Badge {...args} variant="accent">
        New
      </Badge>
      <Badge {...args} variant="success">
        <CircleCheck aria-hidden="true" />
        Processed
      </Badge>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('New')).toBeVisible()
    await expect(canvas.getByText('Processed')).toBeVisible()
  },
}

export const AsLink: Story = {
  args: {
    asChild: true,
    variant: 'secondary',
    children: <a href="#residential">Residential</a>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Residential' })).toHaveAttribute(
      'href',
      '#residential',
    )
  },
}

export const LongText: Story = {
  args: {
    variant: 'secondary',
    children: 'Residential Construction and Interior Design',
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: SubmissionStatuses.render,
}
