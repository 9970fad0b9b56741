import type { Meta, StoryObj } from '@storybook/react-vite'
import { HardHat } from 'lucide-react'
import { useState } from 'react'
import { expect, userEvent } from 'storybook/test'
import { Button } from '../button'
import { Notice, NoticeDescription, type NoticeProps, NoticeTitle } from './notice'

/** The contact page's flow: the confirmation appears once the message is sent. */
function SendThenNotice(props: NoticeProps) {
  const [sent, setSent] = useState(false)
  return (
    <div className="grid max-w-lg gap-4">
      <Button className="justify-self-start" onClick={() => setSent(true)}>
        Send Message
      </Button>
      {sent ? (
        <Notice {...props} variant="success">
          <NoticeTitle>Message Sent Successfully!</NoticeTitle>
          <NoticeDescription>
            Thank you for contacting the company. We'll respond shortly.
          </NoticeDescription>
        </Notice>
      ) : null}
    </div>
  )
}

const meta = {
  title: 'Components/Notice',
  component: Notice,
  args: {
    className: 'max-w-lg',
    children: [
      <NoticeTitle key="title">Site visits resume on Monday</NoticeTitle>,
      <NoticeDescription key="description">
        Our engineers are back in Patna after the Chhath holidays.
      </NoticeDescription>,
    ],
  },
  argTypes: {
    variant: { control: 'select', options: ['default', 'destructive', 'success'] },
  },
} satisfies Meta<typeof Notice>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    // A polite status message, not an interruption.
    const notice = canvas.getByRole('status')
    await expect(notice).toHaveTextContent('Site visits resume on Monday')
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument()
  },
}

/** The form's 'Validation Error' notice with the first failing message. */
export const Destructive: Story = {
  args: {
    variant: 'destructive',
    children: [
      <NoticeTitle key="title">Validation Error</NoticeTitle>,
      <NoticeDescription key="description">Name must be at least 3 characters</NoticeDescription>,
    ],
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent('Validation Error')
    await expect(alert).toHaveTextContent('Name must be at least 3 characters')
  },
}

/** The contact page's confirmation after sending. */
export const Success: Story = {
  args: {
    variant: 'success',
    children: [
      <NoticeTitle key="title">Message Sent Successfully!</NoticeTitle>,
      <NoticeDescription key="description">
        Thank you for contacting the company. We'll respond shortly.
      </NoticeDescription>,
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Message Sent Successfully!')
  },
}

export const Live: Story = {
  args: { live: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Site visits resume on Monday')
  },
}

export const CustomIcon: Story = {
  args: { icon: <HardHat /> },
}

export const WithoutIcon: Story = {
  args: { icon: false },
}

export const TitleOnly: Story = {
  args: {
    variant: 'destructive',
    children: <NoticeTitle>Error loading data. Please try again.</NoticeTitle>,
  },
}

/** A notice that appears after an action is announced as it appears. */
export const AppearsOnSubmit: Story = {
  render: (args) => <SendThenNotice {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }))
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      "Thank you for contacting the company. We'll respond shortly.",
    )
  },
}

export const LongText: Story = {
  args: {
    variant: 'destructive',
    children: [
      <NoticeTitle key="title">Error submitting form</NoticeTitle>,
      <NoticeDescription key="description">
        <p>
          The server could not save your quote request because the connection was interrupted while
          uploading. Your answers are still in the form: check your network and press Submit again,
          or call us on the first number listed on this page and we will take your details by phone.
        </p>
      </NoticeDescription>,
    ],
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: Destructive.args,
}
