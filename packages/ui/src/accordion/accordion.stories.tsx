import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion'

const faqs = [
  {
    value: 'residential-timeline',
    question: 'How long does a residential project take?',
    answer:
      'A typical home takes 6-12 months from the start of construction to handover, depending on its size, the design and how quickly approvals come through.',
  },
  {
    value: 'commercial-timeline',
    question: 'How long does a commercial project take?',
    answer:
      'Commercial buildings usually take 12-24 months, as they need more approvals, larger structures and more building services.',
  },
  {
    value: 'quote-details',
    question: 'What should I include in a quote request?',
    answer:
      'Your city, the land size in square feet, the length of each side of the plot, which way it faces and the type of project. A short message about what you have in mind helps us prepare.',
  },
  {
    value: 'service-area',
    question: 'Do you build outside Patna?',
    answer: 'Yes. We take on projects across Bihar and in the neighbouring states.',
  },
]

function FaqItems() {
  return faqs.map((faq) => (
    <AccordionItem key={faq.value} value={faq.value}>
      <AccordionTrigger>{faq.question}</AccordionTrigger>
      <AccordionContent>{faq.answer}</AccordionContent>
    </AccordionItem>
  ))
}

const meta = {
  title: 'Components/Accordion',
  component: Accordion,
  subcomponents: { AccordionItem, AccordionTrigger, AccordionContent },
  args: { type: 'single', collapsible: true },
  render: (args) => (
    <Accordion {...args} className="max-w-2xl">
      <FaqItems />
    </Accordion>
  ),
} satisfies Meta<typeof Accordion>

export default meta
type Story = StoryObj<typeof meta>

export const Faq: Story = {
  play: async ({ canvas }) => {
    const question = canvas.getByRole('button', {
      name: 'How long does a residential project take?',
    })
    await expect(question).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.queryByText(/6-12 months/)).not.toBeInTheDocument()

    // Clicking a question shows its answer, in a region named by the question...
    await userEvent.click(question)
    await expect(question).toHaveAttribute('aria-expanded', 'true')
    await expect(
      canvas.getByRole('region', { name: 'How long does a residential project take?' }),
    ).toHaveTextContent('6-12 months')

    // ...and clicking it again hides it.
    await userEvent.click(question)
    await expect(question).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.queryByText(/6-12 months/)).not.toBeInTheDocument()
  },
}

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab()
    const first = canvas.getByRole('button', { name: 'How long does a residential project take?' })
    await expect(first).toHaveFocus()

    // Arrow keys move between questions; Enter and Space open and close them.
    await userEvent.keyboard('{ArrowDown}')
    const commercial = canvas.getByRole('button', {
      name: 'How long does a commercial project take?',
    })
    await expect(commercial).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(commercial).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByText(/12-24 months/)).toBeVisible()

    await userEvent.keyboard(' ')
    await expect(commercial).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.queryByText(/12-24 months/)).not.toBeInTheDocument()
  },
}

/** `type="single"`: opening a question closes the one that was open. */
export const Single: Story = {
  args: { defaultValue: 'residential-timeline' },
  play: async ({ canvas }) => {
    const residential = canvas.getByRole('button', {
      name: 'How long does a residential project take?',
    })
    const serviceArea = canvas.getByRole('button', { name: 'Do you build outside Patna?' })
    await expect(residential).toHaveAttribute('aria-expanded', 'true')

    await userEvent.click(serviceArea)
    await expect(serviceArea).toHaveAttribute('aria-expanded', 'true')
    await expect(residential).toHaveAttribute('aria-expanded', 'false')
  },
}

/** `type="multiple"`: several answers can stay open. */
export const Multiple: Story = {
  render: () => (
    <Accordion type="multiple" className="max-w-2xl">
      <FaqItems />
    </Accordion>
  ),
  play: async ({ canvas }) => {
    const residential = canvas.getByRole('button', {
      name: 'How long does a residential project take?',
    })
    const commercial = canvas.getByRole('button', {
      name: 'How long does a commercial project take?',
    })
    await userEvent.click(residential)
    await userEvent.click(commercial)
    await expect(residential).toHaveAttribute('aria-expanded', 'true')
    await expect(commercial).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByText(/6-12 months/)).toBeVisible()
    await expect(canvas.getByText(/12-24 months/)).toBeVisible()
  },
}

export const LongText: Story = {
  args: { defaultValue: 'process' },
  render: (args) => (
    <Accordion {...args} className="max-w-2xl">
      <AccordionItem value="process">
        <AccordionTrigger>
          What happens between my first enquiry and the day construction starts on my plot, and who
          will I be dealing with at each stage of the process?
        </AccordionTrigger>
        <AccordionContent className="grid gap-2">
          <p>
            After you send a quote request we call you within 24-48 business hours to understand
            what you want to build, your budget and your timeline. We then visit the site, measure
            each side of the plot, check its facing and note anything that affects the foundation,
            such as soil type, drainage or neighbouring structures.
          </p>
          <p>
            Our architects prepare a design and a detailed estimate, which we revise with you until
            you are happy with both. Once you approve them we apply for the building permits, agree
            a schedule of payments tied to finished stages of work, and introduce the site engineer
            who will be your contact until handover.
          </p>
        </AccordionContent>
      </AccordionItem>
      <AccordionItem value="changes">
        <AccordionTrigger>Can I change the design once work has started?</AccordionTrigger>
        <AccordionContent>
          Yes, within reason: we price each change and tell you how it affects the schedule before
          we make it.
        </AccordionContent>
      </AccordionItem>
    </Accordion>
  ),
  play: async ({ canvas }) => {
    const question = canvas.getByRole('button', { name: /What happens between my first enquiry/ })
    await expect(question).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByText(/introduce the site engineer/)).toBeVisible()
  },
}

export const DisabledItem: Story = {
  render: (args) => (
    <Accordion {...args} className="max-w-2xl">
      <AccordionItem value="residential-timeline">
        <AccordionTrigger>How long does a residential project take?</AccordionTrigger>
        <AccordionContent>Typically 6-12 months.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="tracker" disabled>
        <AccordionTrigger>How do I follow my project online? (coming soon)</AccordionTrigger>
        <AccordionContent>Through the client project tracker.</AccordionContent>
      </AccordionItem>
    </Accordion>
  ),
  play: async ({ canvas }) => {
    const disabled = canvas.getByRole('button', { name: /How do I follow my project online/ })
    await expect(disabled).toBeDisabled()
    await userEvent.click(disabled, { pointerEventsCheck: 0 })
    await expect(disabled).toHaveAttribute('aria-expanded', 'false')
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const question = canvas.getByRole('button', {
      name: 'What should I include in a quote request?',
    })
    await userEvent.click(question)
    await expect(canvas.getByText(/land size in square feet/)).toBeVisible()
  },
}
