import { EventEmitter, once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  /** RCPT TO addresses of the SMTP envelope: who the message really went to. */
  recipients: string[]
  raw: string
  parsed: ParsedMail
  /** When the server accepted it (ms since the epoch). */
  acceptedAt: number
}

/**
 * A real SMTP server (the `smtp-server` package) on a random local port, for the tests: it keeps
 * every message it accepts, and can be told to refuse the next deliveries as a full or broken mail
 * server would (451, a temporary failure).
 */
export interface SmtpSink {
  url: string
  port: number
  received: ReceivedMail[]
  /** Answers the next `count` messages 451 instead of accepting them. */
  refuseNext(count: number): void
  /** Deliveries refused so far. */
  refusals(): number
  /** Resolves once at least `count` messages have been accepted. */
  waitForMessages(count: number): Promise<ReceivedMail[]>
  close(): Promise<void>
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = []
  const events = new EventEmitter()
  events.setMaxListeners(100)
  let toRefuse = 0
  let refused = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (toRefuse > 0) {
          toRefuse -= 1
          refused += 1
          const error = Object.assign(new Error('Mailbox busy, try again later'), {
            responseCode: 451,
          })
          callback(error)
          return
        }
        const raw = Buffer.concat(chunks).toString('utf8')
        const recipients = session.envelope.rcptTo.map((recipient) => recipient.address)
        const acceptedAt = Date.now()
        callback()
        void simpleParser(raw).then((parsed) => {
          received.push({ recipients, raw, parsed, acceptedAt })
          events.emit('message')
        })
      })
    },
  })
  server.listen(0, '127.0.0.1')
  await once(server.server, 'listening')
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    refuseNext(count) {
      toRefuse = count
    },
    refusals: () => refused,
    async waitForMessages(count) {
      while (received.length < count) await once(events, 'message')
      return received
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
