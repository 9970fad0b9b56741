import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../button'
import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from './toast'
import { type ToastOptions, toast, toastStore } from './toast-store'
import { Toaster } from './toaster'

const messageSent = { title: 'Message Sent!', description: 'We will get back to you soon.' }
const sendFailed = {
  variant: 'destructive',
  title: 'Error',
  description: 'Failed to send your message. Please try again.',
} satisfies ToastOptions

/** A button that raises a toast, the way a form's submit handler does. */
function ShowToastButton({ label, options }: { label: string; options: ToastOptions }) {
  return (
    <Button variant="outline" onClick={() => toast(options)}>
      {label}
    </Button>
  )
}

const body = within(document.body)

function notifications() {
  return body.getByRole('region', { name: 'Notifications (F8)' })
}

function visibleToasts() {
  return within(notifications()).queryAllByRole('listitem')
}

/** Radix announces each new toast through a live region with role status. */
async function expectAnnounced(text: string) {
  await waitFor(() =>
    expect(body.getAllByRole('status').some((status) => status.textContent?.includes(text))).toBe(
      true,
    ),
  )
}

const meta = {
  title: 'Components/Toast',
  component: Toaster,
  // Toasts are fixed to the viewport: on the docs page, keep each story in its own frame.
  parameters: { docs: { story: { inline: false, height: '320px' } } },
  // Toasts live in one store shared by every story: start each story with none.
  beforeEach: () => {
    toastStore.dispatch({ type: 'REMOVE_TOAST' })
    return () => toastStore.dispatch({ type: 'REMOVE_TOAST' })
  },
  render: (args) => (
    <>
      <ShowToastButton label="Send message" options={messageSent} />
      <Toaster {...args} />
    </>
  ),
} satisfies Meta<typeof Toaster>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }))

    const [item] = await within(notifications()).findAllByRole('listitem')
    await expect(item).toHaveTextContent('Message Sent!')
    await expect(item).toHaveTextContent('We will get back to you soon.')
    await expectAnnounced('Message Sent! We will get back to you soon.')
  },
}

export const Destructive: Story = {
  render: (args) => (
    <>
      <ShowToastButton label="Send message" options={sendFailed} />
      <Toaster {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }))

    const [item] = await within(notifications()).findAllByRole('listitem')
    await expect(item).toHaveTextContent('Error')
    await expect(item).toHaveTextContent('Failed to send your message. Please try again.')
    await expectAnnounced('Error Failed to send your message. Please try again.')
  },
}

export const OneAtATime: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-3">
      <ShowToastButton
        label="Log in"
        options={{
          title: 'Login successful',
          description: 'You have been logged in successfully.',
        }}
      />
      <ShowToastButton
        label="Mark processed"
        options={{ title: 'Success', description: 'Contact form marked as processed.' }}
      />
      <Toaster {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }))
    await waitFor(() => expect(visibleToasts()).toHaveLength(1))

    await userEvent.click(canvas.getByRole('button', { name: 'Mark processed' }))
    await waitFor(() => expect(visibleToasts()[0]).toHaveTextContent('Success'))
    await expect(visibleToasts()).toHaveLength(1)
    await expect(notifications()).not.toHaveTextContent('Login successful')
  },
}

/** The display time is shortened to 1200 ms here; the apps use the default, 5000 ms. */
export const AutoDismiss: Story = {
  args: { duration: 1200 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }))
    await waitFor(() => expect(visibleToasts()).toHaveLength(1))

    await waitFor(() => expect(visibleToasts()).toHaveLength(0), { timeout: 3000 })
    // Closed, but kept in memory until TOAST_REMOVE_DELAY has passed.
    await expect(toastStore.getState().toasts).toMatchObject([{ open: false }])
  },
}

export const CloseButton: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }))
    const [item] = await within(notifications()).findAllByRole('listitem')
    if (!item) throw new Error('No toast on screen')

    await userEvent.click(within(item).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(visibleToasts()).toHaveLength(0))
  },
}

export const KeyboardHotkey: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Send message' })
    trigger.focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(visibleToasts()).toHaveLength(1))

    // F8 jumps to the notifications; Tab reaches the toast, then its Close button.
    await userEvent.keyboard('[F8]')
    await expect(notifications().contains(document.activeElement)).toBe(true)
    await userEvent.tab()
    await expect(document.activeElement).toHaveTextContent('Message Sent!')
    await userEvent.tab()
    await expect(document.activeElement).toHaveAccessibleName('Close')

    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(visibleToasts()).toHaveLength(0))
  },
}

/** Drags the toast `distance` px to the right with the mouse, as a finger would on a phone. */
async function swipeRight(item: HTMLElement, distance: number) {
  const { left, top } = item.getBoundingClientRect()
  const start = { x: left + 20, y: top + 20 }
  await userEvent.pointer([
    { keys: '[MouseLeft>]', target: item, coords: start },
    { target: item, coords: { x: start.x + distance / 2, y: start.y } },
    { target: item, coords: { x: start.x + distance, y: start.y } },
    { keys: '[/MouseLeft]', target: item, coords: { x: start.x + distance, y: start.y } },
  ])
}

/** Swiping right past the 50 px threshold dismisses; a shorter swipe lets the toast slide back. */
export const SwipeToDismiss: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }))
    const [item] = await within(notifications()).findAllByRole('listitem')
    if (!item) throw new Error('No toast on screen')

    await swipeRight(item, 40)
    await expect(visibleToasts()).toHaveLength(1)

    await swipeRight(item, 60)
    await waitFor(() => expect(visibleToasts()).toHaveLength(0))
  },
}

const retryExport = fn()

export const WithAction: Story = {
  render: (args) => (
    <>
      <ShowToastButton
        label="Export CSV"
        options={{
          variant: 'destructive',
          title: 'Export failed',
          description: 'No data available to export.',
          action: {
            label: 'Retry',
            altText: 'Use Export CSV in the toolbar to try again',
            onClick: retryExport,
          },
        }}
      />
      <Toaster {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    retryExport.mockClear()
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }))
    const [item] = await within(notifications()).findAllByRole('listitem')
    if (!item) throw new Error('No toast on screen')

    await expectAnnounced('No data available to export. Use Export CSV in the toolbar to try again')

    await userEvent.click(within(item).getByRole('button', { name: 'Retry' }))
    await expect(retryExport).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(visibleToasts()).toHaveLength(0))
  },
}

export const LongText: Story = {
  render: (args) => (
    <>
      <ShowToastButton
        label="Submit quote request"
        options={{
          title: 'Success!',
          description:
            "Your quote request has been submitted. We'll contact you shortly to arrange a site visit in Danapur, confirm the land dimensions and discuss the residential construction package that suits your plot.",
        }}
      />
      <Toaster {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit quote request' }))
    const [item] = await within(notifications()).findAllByRole('listitem')
    await expect(item).toHaveTextContent('discuss the residential construction package')
  },
}

/** Both variants side by side, composed from the parts, for design review. They stay open. */
export const Variants: Story = {
  render: () => (
    <ToastProvider>
      <Toast duration={Number.POSITIVE_INFINITY}>
        <div className="grid flex-1 gap-1 py-1">
          <ToastTitle>Success!</ToastTitle>
          <ToastDescription>
            Your message has been sent. We&apos;ll contact you shortly.
          </ToastDescription>
        </div>
        <ToastClose />
      </Toast>
      <Toast variant="destructive" duration={Number.POSITIVE_INFINITY}>
        <div className="grid flex-1 gap-1 py-1">
          <ToastTitle>Error submitting form</ToastTitle>
          <ToastDescription>Please try again later.</ToastDescription>
        </div>
        <ToastAction altText="Submit the form again">Retry</ToastAction>
        <ToastClose />
      </Toast>
      <ToastViewport />
    </ToastProvider>
  ),
  play: async () => {
    await waitFor(() => expect(visibleToasts()).toHaveLength(2))
    await expect(within(notifications()).getAllByRole('button', { name: 'Close' })).toHaveLength(2)
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }))
    const [item] = await within(notifications()).findAllByRole('listitem')
    await expect(item).toHaveTextContent('Message Sent!')
  },
}

/** On a Hindi page the landmark, the announcement and the close button speak Hindi too. */
export const InHindi: Story = {
  args: { labels: { region: 'सूचनाएँ ({hotkey})', toast: 'सूचना', close: 'बंद करें' } },
  render: (args) => (
    <>
      <ShowToastButton
        label="संदेश भेजें"
        options={{ title: 'संदेश भेज दिया!', description: 'हम जल्द ही आपसे संपर्क करेंगे।' }}
      />
      <Toaster {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'संदेश भेजें' }))
    const region = body.getByRole('region', { name: 'सूचनाएँ (F8)' })
    const item = await within(region).findByRole('listitem')
    await expect(item).toHaveTextContent('संदेश भेज दिया!')
    await expect(within(item).getByRole('button', { name: 'बंद करें' })).toBeInTheDocument()
    await expectAnnounced('संदेश भेज दिया!')
    await expect(body.queryByRole('region', { name: 'Notifications (F8)' })).toBeNull()
  },
}
