import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { WorkedSteps } from './worked-steps'

/** The paint calculator's working for a 12 x 10 ft room, 10 ft high (worked by hand). */
const paintSteps = [
  {
    label: 'Wall area',
    formula: '2 × (length + width) × height',
    working: '2 × (12 + 10) × 10',
    result: '440 sq ft',
  },
  {
    label: 'Doors and windows',
    formula: 'doors × area of a door + windows × area of a window',
    working: '1 × 21 + 2 × 15',
    result: '51 sq ft',
  },
  {
    label: 'Area to paint',
    formula: 'wall area − doors and windows, never below 0',
    working: '440 − 51',
    result: '389 sq ft',
  },
  {
    label: 'Cost of paint',
    formula: 'paint needed × price of a litre of standard paint',
    working: '6.22 × ₹350',
    result: '₹2,178.40',
  },
]

const meta = {
  title: 'Components/WorkedSteps',
  component: WorkedSteps,
  args: { steps: paintSteps, className: 'max-w-lg' },
} satisfies Meta<typeof WorkedSteps>

export default meta
type Story = StoryObj<typeof meta>

/** Under a result, collapsed: the visitor opens it to see the working. */
export const Collapsed: Story = {
  play: async ({ canvas }) => {
    const summary = canvas.getByText('How we worked this out')
    const details = summary.closest('details')
    await expect(details).not.toHaveAttribute('open')
    // Closed, the steps are not shown.
    const [firstStep] = canvas.getAllByRole('listitem')
    await expect(firstStep).not.toBeVisible()

    await userEvent.click(summary)
    await expect(details).toHaveAttribute('open')
    await expect(firstStep).toBeVisible()
    const steps = canvas.getAllByRole('listitem')
    await expect(steps).toHaveLength(4)
    await expect(steps[0]).toHaveTextContent(
      'Wall area2 × (length + width) × height2 × (12 + 10) × 10 = 440 sq ft',
    )
  },
}

/** From the keyboard: Tab reaches the summary, which the browser opens with Enter or Space. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab()
    await expect(canvas.getByText('How we worked this out')).toHaveFocus()
  },
}

/** Printing opens it, so the working is on paper; after printing it closes again. */
export const Printed: Story = {
  play: async ({ canvas }) => {
    const details = canvas.getByText('How we worked this out').closest('details')
    window.dispatchEvent(new Event('beforeprint'))
    await expect(details).toHaveAttribute('open')
    await expect(canvas.getByText('6.22 × ₹350 = ₹2,178.40')).toBeVisible()
    window.dispatchEvent(new Event('afterprint'))
    await expect(details).not.toHaveAttribute('open')
  },
}

/** Opened by the visitor before printing, it stays open after. */
export const OpenedThenPrinted: Story = {
  play: async ({ canvas }) => {
    const summary = canvas.getByText('How we worked this out')
    await userEvent.click(summary)
    window.dispatchEvent(new Event('beforeprint'))
    window.dispatchEvent(new Event('afterprint'))
    await expect(summary.closest('details')).toHaveAttribute('open')
  },
}

/** A result without steps shows nothing. */
export const NoSteps: Story = {
  args: { steps: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('How we worked this out')).not.toBeInTheDocument()
  },
}
