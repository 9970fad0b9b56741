import { escapeHtml } from '../escape-html'

/** An e-mail as nodemailer takes it, but its sender (MAIL_FROM, set by the mail sender). */
export interface MailMessage {
  to: string[]
  replyTo?: string | undefined
  subject: string
  text: string
  html: string
  /** Extra headers, e.g. `Auto-Submitted` on the acknowledgement. */
  headers?: Record<string, string> | undefined
  /**
   * A calendar entry (iCalendar), sent as the message's text/calendar part and as a file: mail
   * programs offer to add it to the calendar (a site visit's e-mails).
   */
  icalEvent?: { method: 'PUBLISH' | 'CANCEL'; filename: string; content: string } | undefined
}

/** Line breaks and other control characters out of a value that goes into a header. */
export function headerSafe(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  return value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim()
}

/** A whole HTML e-mail around `body`, UTF-8. */
export const htmlPage = (body: string) =>
  ['<!doctype html><html><head><meta charset="utf-8"></head><body>', body, '</body></html>'].join(
    '\n',
  )

/** A short letter: a greeting, paragraphs and a signature, as plain text and as HTML. */
export function letter(greeting: string, paragraphs: readonly string[], signature: string) {
  return {
    text: [greeting, '', ...paragraphs.flatMap((paragraph) => [paragraph, '']), signature].join(
      '\n',
    ),
    html: htmlPage(
      [greeting, ...paragraphs, signature]
        .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
        .join('\n'),
    ),
  }
}
