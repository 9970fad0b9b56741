import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Button } from '../button/button'
import { Spinner } from './spinner'

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  args: { label: 'Loading projects' },
} satisfies Meta<typeof Spinner>

export default meta
type Story = StoryObj<typeof meta>

/** On its own, the spinner says what is loading: a status with its label, read to screen readers. */
export const WithLabel: Story = {
  play: async ({ canvas }) => {
    // A status is announced by its content (it takes no name): the visually hidden label.
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading projects')
  },
}

/** Inside something that already says it (a button reading "Sending..."), it is hidden. */
export const Decorative: Story = {
  args: { label: undefined },
  render: (args) => (
    <p>
      <Spinner {...args} /> Sending...
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument()
    await expect(canvas.getByText('Sending...')).toBeVisible()
  },
}

/** It takes the size and colour of its text, as in a large loading panel. */
export const Large: Story = {
  render: (args) => (
    <div className="flex justify-center py-6 text-4xl text-primary">
      <Spinner {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const ring = canvas.getByRole('status').firstElementChild
    // text-4xl is 2.25rem = 36 px: the ring is 1em square.
    await expect(ring?.getBoundingClientRect().width).toBe(36)
  },
}

/** A button that is working shows the spinner beside its label and cannot be pressed again. */
export const InAButton: Story = {
  render: () => (
    <Button loading loadingLabel="Sending...">
      Send
    </Button>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /Sending/ })
    await expect(button).toBeDisabled()
  },
}
