import type { Meta, StoryObj } from '@storybook/react-vite'
import { type FormEvent, useState } from 'react'
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../button'
import {
  Modal,
  ModalBody,
  ModalClose,
  ModalContent,
  type ModalContentProps,
  ModalDescription,
  ModalFooter,
  ModalHeader,
  ModalTitle,
  ModalTrigger,
} from './modal'

// The modal renders in a portal on document.body, outside the story's canvas.
const body = within(document.body)

const fieldClasses =
  'h-11 w-full rounded-md border border-input bg-background px-3 text-base text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring'

function QuoteField({ id, label, type = 'text' }: { id: string; label: string; type?: string }) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input id={id} name={id} type={type} className={fieldClasses} />
    </div>
  )
}

const sendQuote = fn()

/** The quote popup of the website: a short form in a scrolling body. */
function QuoteModal(args: ModalContentProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    sendQuote(Object.fromEntries(new FormData(event.currentTarget)))
  }
  return (
    <Modal>
      <ModalTrigger asChild>
        <Button variant="accent">Get a Quote</Button>
      </ModalTrigger>
      <ModalContent {...args}>
        <ModalHeader>
          <ModalTitle>Get a Quick Quote</ModalTitle>
          <ModalDescription>
            Fill out this quick form and we&apos;ll contact you shortly!
          </ModalDescription>
        </ModalHeader>
        <form onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
          <ModalBody className="grid gap-4">
            <QuoteField id="name" label="Name" />
            <QuoteField id="phone" label="Phone" type="tel" />
            <QuoteField id="email" label="Email (optional)" type="email" />
            <QuoteField id="city" label="City" />
            <div className="grid gap-1.5">
              <label htmlFor="projectType" className="text-sm font-medium">
                Project type
              </label>
              <select id="projectType" name="projectType" className={fieldClasses}>
                <option value="">Select a project type</option>
                <option>Residential Construction</option>
                <option>Commercial Construction</option>
                <option>Architectural Design</option>
                <option>Interior Design</option>
                <option>Building Consultancy</option>
                <option>Project Management</option>
              </select>
            </div>
            <div className="grid gap-1.5">
              <label htmlFor="message" className="text-sm font-medium">
                Message (optional)
              </label>
              <textarea
                id="message"
                name="message"
                rows={3}
                className={`${fieldClasses} h-auto py-2`}
              />
            </div>
          </ModalBody>
          <ModalFooter>
            <ModalClose asChild>
              <Button variant="outline">Cancel</Button>
            </ModalClose>
            <Button type="submit">Send Request</Button>
          </ModalFooter>
        </form>
      </ModalContent>
    </Modal>
  )
}

async function openModal(trigger: HTMLElement, name: string) {
  await userEvent.click(trigger)
  const dialog = await body.findByRole('dialog', { name })
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
  return dialog
}

const meta = {
  title: 'Components/Modal',
  component: ModalContent,
  subcomponents: {
    Modal,
    ModalTrigger,
    ModalHeader,
    ModalTitle,
    ModalDescription,
    ModalBody,
    ModalFooter,
    ModalClose,
  },
  argTypes: { size: { control: 'select', options: ['sm', 'md', 'lg', 'xl'] } },
  render: (args) => (
    <Modal>
      <ModalTrigger asChild>
        <Button>Mark processed</Button>
      </ModalTrigger>
      <ModalContent {...args}>
        <ModalHeader>
          <ModalTitle>Mark this request as processed?</ModalTitle>
          <ModalDescription>
            The request from Ravi Kumar (Patna) moves to the Processed list.
          </ModalDescription>
        </ModalHeader>
        <ModalBody>
          <p>You can still open it from the Processed filter of the dashboard.</p>
        </ModalBody>
        <ModalFooter>
          <ModalClose asChild>
            <Button variant="outline">Cancel</Button>
          </ModalClose>
          <ModalClose asChild>
            <Button>Mark processed</Button>
          </ModalClose>
        </ModalFooter>
      </ModalContent>
    </Modal>
  ),
} satisfies Meta<typeof ModalContent>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    const consoleError = spyOn(console, 'error')
    const consoleWarn = spyOn(console, 'warn')
    const trigger = canvas.getByRole('button', { name: 'Mark processed' })

    // Given a closed modal, when its trigger is clicked, it opens with focus inside.
    const dialog = await openModal(trigger, 'Mark this request as processed?')
    await expect(dialog).toHaveAccessibleDescription(
      'The request from Ravi Kumar (Patna) moves to the Processed list.',
    )
    // Radix warns on the console about a missing title or description: none here.
    await expect(consoleError).not.toHaveBeenCalled()
    await expect(consoleWarn).not.toHaveBeenCalled()
    consoleError.mockRestore()
    consoleWarn.mockRestore()

    // When the X is clicked, it closes and focus returns to the trigger.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(trigger).toHaveFocus()
  },
}

export const EscapeCloses: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Mark processed' })
    trigger.focus()
    await userEvent.keyboard('{Enter}')
    const dialog = await body.findByRole('dialog', { name: 'Mark this request as processed?' })
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))

    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(trigger).toHaveFocus()
  },
}

/** Opened by a control that is not a ModalTrigger (a link changing the address, a timer). */
function OpenedElsewhere(args: ModalContentProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="outline">Before</Button>
      <Button onClick={() => setOpen(true)}>View details</Button>
      <Modal open={open} onOpenChange={setOpen}>
        <ModalContent {...args}>
          <ModalHeader>
            <ModalTitle>Request from Ravi Kumar</ModalTitle>
            <ModalDescription>Patna, 1,200 sq ft, Residential Construction.</ModalDescription>
          </ModalHeader>
        </ModalContent>
      </Modal>
    </>
  )
}

/** WCAG 2.4.3: closing gives the focus back to the control that opened it, trigger or not. */
export const FocusReturnsWithoutTrigger: Story = {
  render: (args) => <OpenedElsewhere {...args} />,
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: 'View details' })
    opener.focus()
    await userEvent.keyboard('{Enter}')
    const dialog = await body.findByRole('dialog', { name: 'Request from Ravi Kumar' })
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))

    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(opener).toHaveFocus()
  },
}

export const CancelCloses: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Mark processed' })
    const dialog = await openModal(trigger, 'Mark this request as processed?')

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(trigger).toHaveFocus()
  },
}

export const WithForm: Story = {
  render: (args) => <QuoteModal {...args} />,
  play: async ({ canvas }) => {
    sendQuote.mockClear()
    const trigger = canvas.getByRole('button', { name: 'Get a Quote' })
    const dialog = await openModal(trigger, 'Get a Quick Quote')
    const modal = within(dialog)

    // Opening focuses the first field.
    await expect(modal.getByRole('textbox', { name: 'Name' })).toHaveFocus()

    // Tab walks through every control, the X last...
    const tabOrder = [
      modal.getByRole('textbox', { name: 'Phone' }),
      modal.getByRole('textbox', { name: 'Email (optional)' }),
      modal.getByRole('textbox', { name: 'City' }),
      modal.getByRole('combobox', { name: 'Project type' }),
      modal.getByRole('textbox', { name: 'Message (optional)' }),
      modal.getByRole('button', { name: 'Cancel' }),
      modal.getByRole('button', { name: 'Send Request' }),
      modal.getByRole('button', { name: 'Close' }),
    ]
    for (const control of tabOrder) {
      await userEvent.tab()
      await expect(control).toHaveFocus()
    }
    // ...then wraps round to the first: focus never leaves the modal.
    await userEvent.tab()
    await expect(modal.getByRole('textbox', { name: 'Name' })).toHaveFocus()
    await userEvent.tab({ shift: true })
    await expect(modal.getByRole('button', { name: 'Close' })).toHaveFocus()

    // The form inside works as usual.
    await userEvent.type(modal.getByRole('textbox', { name: 'Name' }), 'Ravi Kumar')
    await userEvent.click(modal.getByRole('button', { name: 'Send Request' }))
    await expect(sendQuote).toHaveBeenCalledWith(expect.objectContaining({ name: 'Ravi Kumar' }))

    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(trigger).toHaveFocus()
  },
}

const privacySections = [
  [
    'Information we collect',
    'When you ask for a quote we collect your name, phone number, e-mail address if you give one, your city, the size, dimensions and facing of your land, the type of project and any message you write. We do not collect more than we need to answer you.',
  ],
  [
    'Why we process it',
    'We use these details to prepare your quotation, to call or write to you about it, and to plan a site visit. We keep a record of your request so that our staff can follow it up and mark it as processed.',
  ],
  [
    'Rights of European residents',
    'If you live in the European Economic Area you may ask to see, correct, move or delete the personal data we hold about you, and you may object to its processing. Write to us and we will answer within one month.',
  ],
  [
    'Links to other sites',
    'Our pages link to maps and to other websites. We are not responsible for how those sites handle your information; read their own privacy policies before you share anything with them.',
  ],
  [
    'Security',
    'Your details are stored on servers reached only through encrypted connections, and only signed-in staff can read contact requests. No method of storage is perfectly secure, but we review our safeguards regularly.',
  ],
  [
    'Legal disclosure',
    'We may disclose your information when the law requires it, or when we believe in good faith that disclosure is needed to protect our rights, your safety or the safety of others.',
  ],
  [
    'Contact us',
    'For any question about this policy or your data, write to our privacy team by e-mail; we answer within 24-48 business hours, Monday to Saturday.',
  ],
]

export const LongScrollingContent: Story = {
  args: { size: 'lg' },
  render: (args) => (
    <Modal>
      <ModalTrigger asChild>
        <Button variant="link">Privacy Policy</Button>
      </ModalTrigger>
      <ModalContent {...args}>
        <ModalHeader>
          <ModalTitle>Privacy Policy</ModalTitle>
          <ModalDescription>How we handle the details you send us.</ModalDescription>
        </ModalHeader>
        <ModalBody className="grid gap-4">
          {[1, 2, 3].flatMap((round) =>
            privacySections.map(([heading, text]) => (
              <section key={`${round}-${heading}`} className="grid gap-1">
                <h3 className="font-semibold">{heading}</h3>
                <p className="text-sm">{text}</p>
              </section>
            )),
          )}
        </ModalBody>
        <ModalFooter>
          <ModalClose asChild>
            <Button>I understand</Button>
          </ModalClose>
        </ModalFooter>
      </ModalContent>
    </Modal>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Privacy Policy' })
    const dialog = await openModal(trigger, 'Privacy Policy')

    // The body scrolls inside a modal that fits the screen...
    const [firstSection] = within(dialog).getAllByText(/When you ask for a quote/)
    if (!firstSection) throw new Error('Policy text missing')
    await waitFor(() =>
      expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(innerHeight),
    )
    // ...and, as it holds only text, it is a tab stop (just before the footer) so the keyboard
    // can scroll it.
    const understood = within(dialog).getByRole('button', { name: 'I understand' })
    understood.focus()
    await userEvent.tab({ shift: true })
    await expect(document.activeElement).toContainElement(firstSection)
    const scrollRegion = document.activeElement
    await expect(scrollRegion?.scrollHeight).toBeGreaterThan(scrollRegion?.clientHeight ?? 0)
    // Left open, so that axe checks the open modal and its scrolling region.
  },
}

export const Small: Story = {
  args: { size: 'sm' },
  play: async ({ canvas }) => {
    await openModal(
      canvas.getByRole('button', { name: 'Mark processed' }),
      'Mark this request as processed?',
    )
  },
}

export const Large: Story = {
  args: { size: 'lg' },
  play: Small.play,
}

export const ExtraLarge: Story = {
  args: { size: 'xl' },
  play: Small.play,
}

export const WithoutCloseButton: Story = {
  args: { showCloseButton: false },
  play: async ({ canvas }) => {
    const dialog = await openModal(
      canvas.getByRole('button', { name: 'Mark processed' }),
      'Mark this request as processed?',
    )
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument()
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args) => <QuoteModal {...args} />,
  play: async ({ canvas }) => {
    const dialog = await openModal(
      canvas.getByRole('button', { name: 'Get a Quote' }),
      'Get a Quick Quote',
    )
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Send Request' })).toBeVisible(),
    )
  },
}
