import { expect } from '@playwright/test'

/**
 * The e-mail the API has sent during the run, as its SMTP server kept it: the e2e server
 * (apps/api/scripts/start-e2e-server.mjs) runs a real SMTP server on E2E_PORT + 1 and answers
 * `GET /messages` on E2E_PORT + 2 with every message accepted, oldest first.
 */
export interface MailboxMessage {
  /** RCPT TO of the SMTP envelope: who it really went to. */
  recipients: string[]
  from: string
  subject: string
  /** The plain-text part. */
  text: string
  /** ISO 8601, when the SMTP server accepted it. */
  receivedAt: string
}

/** The mailbox of the server at `baseURL` (the tests' own, from playwright.config.ts). */
export function mailboxOf(baseURL: string | undefined) {
  if (!baseURL) throw new Error('The mailbox needs the base URL of the e2e server')
  const server = new URL(baseURL)
  const address = `http://${server.hostname}:${Number(server.port) + 2}/messages`

  async function messages(): Promise<MailboxMessage[]> {
    const response = await fetch(address)
    if (!response.ok) throw new Error(`${address} answered ${response.status}`)
    return (await response.json()) as MailboxMessage[]
  }

  return {
    messages,
    /**
     * Waits until a message to `to` whose subject matches `subject` has arrived, and returns the
     * newest such one. The API sends through its mail outbox after the change is committed (a
     * worker polling every 2 s, retrying a failed send after 5 s): the wait is for the message,
     * up to `timeout`, never a fixed time.
     */
    async waitFor(to: string, subject: RegExp, timeout = 30_000): Promise<MailboxMessage> {
      const matching = async () =>
        (await messages()).filter(
          (message) =>
            message.recipients.some((recipient) => recipient.toLowerCase() === to.toLowerCase()) &&
            subject.test(message.subject),
        )
      await expect
        .poll(async () => (await matching()).length, {
          message: `an e-mail to ${to} with a subject matching ${subject}`,
          timeout,
        })
        .toBeGreaterThan(0)
      const found = (await matching()).at(-1)
      if (!found) throw new Error(`The e-mail to ${to} (${subject}) is gone from the mailbox`)
      return found
    },
  }
}

export type Mailbox = ReturnType<typeof mailboxOf>

/** The first address in `text` that starts with `http` and contains `contains`. */
export function linkIn(message: MailboxMessage, contains: string): URL {
  const link = message.text
    .match(/https?:\/\/\S+/g)
    ?.find((candidate) => candidate.includes(contains))
  if (!link) throw new Error(`No link with ${contains} in "${message.subject}":\n${message.text}`)
  return new URL(link)
}
