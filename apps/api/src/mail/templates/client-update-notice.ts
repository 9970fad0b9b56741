import { letter } from '../mail-message'
import type { MailTemplate } from '../mail-template'

/** One update the notice tells of. */
export interface NoticedUpdate {
  /** YYYY-MM-DD */
  visitDate: string
  /** The update's text, cut to a few lines. */
  excerpt: string
  photos: number
}

export interface ClientUpdateNoticeData {
  name: string
  projectTitle: string
  /** The tracker's page in the client's language. */
  link: string
  updates: NoticedUpdate[]
}

const englishDate = (day: string) =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`))
const hindiDate = (day: string) =>
  new Intl.DateTimeFormat('hi-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`))

/**
 * Tells a client that new updates of their house were published: at most one e-mail an hour, the
 * updates of that hour together (clients/update-notices.ts), in the language they chose. Each
 * update by its visit date, the start of its text and its number of photos; the photos themselves
 * stay behind the sign-in.
 */
export const clientUpdateNotice: MailTemplate<ClientUpdateNoticeData> = {
  en: ({ name, projectTitle, link, updates }, company) => ({
    subject:
      updates.length === 1
        ? `New update on ${projectTitle}`
        : `${updates.length} new updates on ${projectTitle}`,
    ...(company.email ? { replyTo: company.email } : {}),
    ...letter(
      `Dear ${name},`,
      [
        `There is news from the site of ${projectTitle}:`,
        ...updates.map(
          (update) =>
            `${englishDate(update.visitDate)}: ${update.excerpt}${update.photos > 0 ? ` (${update.photos} ${update.photos === 1 ? 'photo' : 'photos'})` : ''}`,
        ),
        `See the photos and the progress: ${link}`,
      ],
      company.name,
    ),
  }),
  hi: ({ name, projectTitle, link, updates }, company) => ({
    subject:
      updates.length === 1
        ? `${projectTitle}: नया अपडेट | New update`
        : `${projectTitle}: ${updates.length} नए अपडेट | New updates`,
    ...(company.email ? { replyTo: company.email } : {}),
    ...letter(
      `प्रिय ${name},`,
      [
        `${projectTitle} की साइट से नई जानकारी:`,
        ...updates.map(
          (update) =>
            `${hindiDate(update.visitDate)}: ${update.excerpt}${update.photos > 0 ? ` (${update.photos} फ़ोटो)` : ''}`,
        ),
        `फ़ोटो और प्रगति देखें: ${link}`,
      ],
      company.hindiName,
    ),
  }),
}
