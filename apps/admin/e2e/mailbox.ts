import { expect } from '@playwright/test'

/**
 * The e-mail the API has sent during the run, as its real SMTP server kept it: the e2e server
 * (apps/api/scripts/start-e2e-server.mjs) runs an SMTP server on E2E_PORT + 1 and answers
 * `GET /messages` on E2E_PORT + 2 with every message accepted, oldest first.
 */
export interface MailboxMessage {
  /** RCPT TO of the SMTP envelope: who it really went to. */
  recipients: string[]
  subject: string
  /** The plain-text part. */
  text: string
}

/** The mailbox of the server at `baseURL` (the tests' own, from playwright.config.ts). */
export function mailboxOf(baseURL: string | undefined) {
  if (!baseURL) throw new Error('The mailbox needs the base URL of the e2e server')
  const server = new URL(baseURL)
  const address = `http://${server.hostname}:${Number(server.port) + 2}/messages`

  const messagesTo = async (to: string, subject: RegExp) => {
    const response = await fetch(address)
    if (!response.ok) throw new Error(`${address} answered ${response.status}`)
    return ((await response.json()) as MailboxMessage[]).filter(
      (message) =>
        message.recipients.some((recipient) => recipient.toLowerCase() === to.toLowerCase()) &&
        subject.test(message.subject),
    )
  }

  return {
    /**
     * The newest message to `to` whose subject matches, once it has arrived. The API sends
     * through its outbox after the change is committed (a worker polling every 2 s): the wait is
     * for the message, up to `timeout`, never a fixed time.
     */
    async waitFor(to: string, subject: RegExp, timeout = 30_000): Promise<MailboxMessage> {
      await expect
        .poll(async () => (await messagesTo(to, subject)).length, {
          message: `an e-mail to ${to} with a subject matching ${subject}`,
          timeout,
        })
        .toBeGreaterThan(0)
      const found = (await messagesTo(to, subject)).at(-1)
      if (!found) throw new Error(`The e-mail to ${to} (${subject}) is gone from the mailbox`)
      return found
    },
  }
}
