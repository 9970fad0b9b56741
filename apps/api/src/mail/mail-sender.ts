import { mkdir, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { createTransport } from 'nodemailer'
import type { MailMessage } from './mail-message'
import type { MailSettings } from './mail-settings'

/** One e-mail ready to go: its Message-ID, and the file name it gets as an .eml file. */
export type OutgoingMail = MailMessage & { messageId: string; fileName: string }

/** Sends one e-mail; resolves once the SMTP server accepted it (or the .eml file is written). */
export interface MailSender {
  send(message: OutgoingMail): Promise<void>
  close(): void
}

/**
 * nodemailer over SMTP_URL (a small pool of connections kept open, so a message does not wait for
 * a TLS handshake), or, with no SMTP server configured, the same message rendered by nodemailer
 * and written as an .eml file into the outbox folder. Every message is from `settings.from`.
 */
export function createMailSender(settings: MailSettings): MailSender {
  const timeout = settings.sendTimeoutMs
  const { from } = settings
  if ('smtpUrl' in settings.transport) {
    const transport = createTransport({
      pool: true,
      url: settings.transport.smtpUrl,
      maxConnections: 2,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    })
    return {
      async send(message) {
        const { fileName: _fileName, ...mail } = message
        await transport.sendMail({ from, ...mail })
      },
      close: () => transport.close(),
    }
  }
  const folder = settings.transport.emlFolder
  const renderer = createTransport({ streamTransport: true, buffer: true, newline: 'windows' })
  return {
    async send(message) {
      const { fileName, ...mail } = message
      const info = await renderer.sendMail({ from, ...mail })
      if (!Buffer.isBuffer(info.message)) throw new Error('nodemailer did not render the message')
      await mkdir(folder, { recursive: true })
      // Written beside, then renamed: a reader never sees half a file, and a repeat replaces it.
      const target = join(folder, fileName)
      const partial = `${target}.partial`
      await writeFile(partial, info.message)
      await rename(partial, target)
    },
    close: () => renderer.close(),
  }
}
