import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, type within } from 'storybook/test'
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion'

type Canvas = ReturnType<typeof within>

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

function FaqItems({ openFirst = false }: { openFirst?: boolean }) {
  return faqs.map((faq, index) => (
    <AccordionItem key={faq.value} open={openFirst && index === 0}>
      <AccordionTrigger>{faq.question}</AccordionTrigger>
      <AccordionContent>{faq.answer}</AccordionContent>
    </AccordionItem>
  ))
}

/** The question's `<summary>` (the browser exposes it as a disclosure, with no ARIA role). */
function question(canvas: Canvas, name: string | RegExp): HTMLElement {
  const summary = canvas.getByRole('heading', { name }).closest('summary')
  if (!summary) throw new Error(`No question named ${String(name)}`)
  return summary
}

/** Whether the question's answer is open (its `<details>` has `open`). */
const isOpen = (summary: HTMLElement) => summary.closest('details')?.open ?? false

const meta = {
  title: 'Components/Accordion',
  component: Accordion,
  subcomponents: { AccordionItem, AccordionTrigger, AccordionContent },
  args: { type: 'single' },
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
    const residential = question(canvas, 'How long does a residential project take?')
    await expect(isOpen(residential)).toBe(false)
    // The answer is in the page (for search engines) but not shown.
    await expect(canvas.getByText(/6-12 months/)).not.toBeVisible()

    // Clicking a question shows its answer...
    await userEvent.click(residential)
    await expect(isOpen(residential)).toBe(true)
    await expect(canvas.getByText(/6-12 months/)).toBeVisible()

    // ...and clicking it again hides it.
    await userEvent.click(residential)
    await expect(isOpen(residential)).toBe(false)
    await expect(canvas.getByText(/6-12 months/)).not.toBeVisible()
  },
}

/**
 * Tab reaches every question in order. Enter and Space open and close a `<summary>` natively: the
 * browser ignores a script's synthetic key presses, so the website's end-to-end tests press them.
 */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab()
    await expect(question(canvas, 'How long does a residential project take?')).toHaveFocus()
    await userEvent.tab()
    await expect(question(canvas, 'How long does a commercial project take?')).toHaveFocus()
    await userEvent.tab()
    await expect(question(canvas, 'What should I include in a quote request?')).toHaveFocus()
  },
}

/** `type="single"`: opening a question closes the one that was open. */
export const Single: Story = {
  render: (args) => (
    <Accordion {...args} className="max-w-2xl">
      <FaqItems openFirst />
    </Accordion>
  ),
  play: async ({ canvas }) => {
    const residential = question(canvas, 'How long does a residential project take?')
    const serviceArea = question(canvas, 'Do you build outside Patna?')
    await expect(isOpen(residential)).toBe(true)

    await userEvent.click(serviceArea)
    await expect(isOpen(serviceArea)).toBe(true)
    await expect(isOpen(residential)).toBe(false)
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
    const residential = question(canvas, 'How long does a residential project take?')
    const commercial = question(canvas, 'How long does a commercial project take?')
    await userEvent.click(residential)
    await userEvent.click(commercial)
    await expect(isOpen(residential)).toBe(true)
    await expect(isOpen(commercial)).toBe(true)
    await expect(canvas.getByText(/6-12 months/)).toBeVisible()
    await expect(canvas.getByText(/12-24 months/)).toBeVisible()
  },
}

export const LongText: Story = {
  render: (args) => (
    <Accordion {...args} className="max-w-2xl">
      <AccordionItem open>
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
      <AccordionItem>
        <AccordionTrigger>Can I change the design once work has started?</AccordionTrigger>
        <AccordionContent>
          Yes, within reason: we price each change and tell you how it affects the schedule before
          we make it.
        </AccordionContent>
      </AccordionItem>
    </Accordion>
  ),
  play: async ({ canvas }) => {
    await expect(isOpen(question(canvas, /What happens between my first enquiry/))).toBe(true)
    await expect(canvas.getByText(/introduce the site engineer/)).toBeVisible()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(question(canvas, 'What should I include in a quote request?'))
    await expect(canvas.getByText(/land size in square feet/)).toBeVisible()
  },
}
