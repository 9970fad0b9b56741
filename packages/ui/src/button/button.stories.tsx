import type { Meta, StoryObj } from '@storybook/react-vite'
import { Send } from 'lucide-react'
import { expect, fn, userEvent } from 'storybook/test'
import { Button } from './button'

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Get a Quote', onClick: fn() },
  argTypes: {
    variant: {
      control: 'select',
      options: ['primary', 'accent', 'secondary', 'outline', 'ghost', 'link', 'destructive'],
    },
    size: { control: 'select', options: ['sm', 'md', 'lg', 'icon'] },
  },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Get a Quote' }))
    await expect(args.onClick).toHaveBeenCalledTimes(1)
  },
}

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-3">
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="accent">
        Accent
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="outline">
        Outline
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="link">
        Link
      </Button>
      <Button {...args} variant="destructive">
        Delete
      </Button>
    </div>
  ),
}

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
      <Button {...args} size="icon" aria-label="Send">
        <Send aria-hidden />
      </Button>
    </div>
  ),
}

export const Loading: Story = {
  args: { loading: true, loadingLabel: 'Sending...', children: 'Send Message' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Sending...' })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.queryByText('Send Message')).not.toBeInTheDocument()
    await userEvent.click(button, { pointerEventsCheck: 0 })
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Get a Quote' })).toBeDisabled()
  },
}

export const Destructive: Story = {
  args: { variant: 'destructive', children: 'Remove item' },
}

export const AsLink: Story = {
  args: { asChild: true, variant: 'accent', children: <a href="#contact">Get a Quote</a> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Get a Quote' })
    await expect(link).toHaveAttribute('href', '#contact')
  },
}

export const LongText: Story = {
  args: {
    children: 'Request a free site visit and a detailed quotation for your new home in Danapur',
    className: 'whitespace-normal h-auto py-2 text-left',
  },
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
}

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { className: 'w-full' },
}

export const KeyboardActivation: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Get a Quote' })
    await userEvent.tab()
    await expect(button).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard(' ')
    await expect(args.onClick).toHaveBeenCalledTimes(2)
  },
}
