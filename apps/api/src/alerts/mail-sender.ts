import { mkdir, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { createTransport } from 'nodemailer'
import type { AlertSettings } from './alert-settings'
import type { MailMessage } from './lead-message'

/** Sends one e-mail; resolves once the SMTP server accepted it (or the .eml file is written). */
export interface MailSender {
  send(message: MailMessage & { messageId: string; fileName: string }): Promise<void>
  close(): void
}

/**
 * nodemailer over SMTP_URL (a small pool of connections kept open, so an alert does not wait for a
 * TLS handshake), or, with no SMTP server configured, the same message rendered by nodemailer and
 * written as an .eml file into the outbox folder.
 */
export function createMailSender(settings: AlertSettings): MailSender {
  const timeout = settings.sendTimeoutMs
  if ('smtpUrl' in settings.mail) {
    const transport = createTransport({
      pool: true,
      url: settings.mail.smtpUrl,
      maxConnections: 2,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    })
    return {
      async send(message) {
        const { fileName: _fileName, ...mail } = message
        await transport.sendMail(mail)
      },
      close: () => transport.close(),
    }
  }
  const folder = settings.mail.emlFolder
  const renderer = createTransport({ streamTransport: true, buffer: true, newline: 'windows' })
  return {
    async send(message) {
      const { fileName, ...mail } = message
      const info = await renderer.sendMail(mail)
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
