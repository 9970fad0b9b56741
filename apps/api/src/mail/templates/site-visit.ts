import { visitCalendarFile } from '../../site-visits/visit-calendar'
import { type MailCompany, reachUsSentence } from '../mail-company'
import { letter } from '../mail-message'
import type { MailContent, MailTemplate } from '../mail-template'
import { optionalLine } from './quote-acknowledgement'

/** What every e-mail of a site visit is filled with (site-visits/visit-mail.ts). */
export interface SiteVisitMailData {
  visitId: number
  /** The visit's link version: the calendar entry's SEQUENCE. */
  sequence: number
  name: string
  /** ISO 8601 instants; written in Patna's time. */
  startsAt: string
  endsAt: string
  address: string
  mapLink: string
  /** The visit's page: see, move or cancel it. */
  link: string
  /** When the e-mail was written (the calendar entry's DTSTAMP), ISO 8601. */
  madeAt: string
}

export interface SiteVisitReminderData extends SiteVisitMailData {
  hoursBefore: 24 | 2
}

type Language = 'en' | 'hi'

/** "Tuesday, 1 December 2026, 10:00 am to 11:00 am (Patna time)", in Asia/Kolkata. */
function whenText(language: Language, startsAt: string, endsAt: string): string {
  const locale = language === 'hi' ? 'hi-IN' : 'en-IN'
  const day = new Intl.DateTimeFormat(locale, {
    timeZone: 'Asia/Kolkata',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(startsAt))
  const time = new Intl.DateTimeFormat(locale, {
    timeZone: 'Asia/Kolkata',
    hour: 'numeric',
    minute: '2-digit',
  })
  const from = time.format(new Date(startsAt))
  const to = time.format(new Date(endsAt))
  return language === 'hi'
    ? `${day}, ${from} से ${to} तक (पटना का समय)`
    : `${day}, ${from} to ${to} (Patna time)`
}

const placeText = ({ address, mapLink }: SiteVisitMailData) =>
  mapLink ? `${address} (${mapLink})` : address

/** The calendar entry sent with the e-mail: added, moved or cancelled in the visitor's calendar. */
function calendarPart(
  data: SiteVisitMailData,
  method: 'PUBLISH' | 'CANCEL',
  summary: string,
  description: string,
): NonNullable<MailContent['icalEvent']> {
  return {
    method,
    filename: 'site-visit.ics',
    content: visitCalendarFile(
      {
        id: data.visitId,
        sequence: data.sequence,
        startsAt: new Date(data.startsAt),
        endsAt: new Date(data.endsAt),
        summary,
        location: placeText(data),
        description,
        url: data.link,
      },
      method,
      new Date(data.madeAt),
    ),
  }
}

type Change = 'booked' | 'moved' | 'cancelled'

/** The words of a booking, a move and a cancellation, in each language. */
const changeWords: Record<
  Language,
  Record<
    Change,
    { subject: (when: string) => string; lead: (when: string, where: string) => string }
  >
> = {
  en: {
    booked: {
      subject: (when) => `Your free site visit: ${when}`,
      lead: (when, where) => `Your free site visit is booked for ${when}, at ${where}.`,
    },
    moved: {
      subject: (when) => `Your site visit is now on ${when}`,
      lead: (when, where) => `Your site visit is now on ${when}, at ${where}.`,
    },
    cancelled: {
      subject: (when) => `Your site visit of ${when} is cancelled`,
      lead: (when, where) => `Your site visit of ${when}, at ${where}, is cancelled.`,
    },
  },
  hi: {
    booked: {
      subject: (when) => `आपकी मुफ़्त साइट विज़िट: ${when}`,
      lead: (when, where) => `आपकी मुफ़्त साइट विज़िट ${when} के लिए बुक है, स्थान: ${where}।`,
    },
    moved: {
      subject: (when) => `आपकी साइट विज़िट अब ${when} को है`,
      lead: (when, where) => `आपकी साइट विज़िट अब ${when} को है, स्थान: ${where}।`,
    },
    cancelled: {
      subject: (when) => `${when} की आपकी साइट विज़िट रद्द हो गई है`,
      lead: (when, where) => `${when} की आपकी साइट विज़िट (${where}) रद्द हो गई है।`,
    },
  },
}

const linkSentence = {
  en: {
    open: (link: string) => `To move or cancel it, open: ${link}`,
    closed: (link: string) => `You can see it here: ${link}`,
  },
  hi: {
    open: (link: string) => `समय बदलने या रद्द करने के लिए खोलें: ${link}`,
    closed: (link: string) => `आप इसे यहाँ देख सकते हैं: ${link}`,
  },
} as const

const engineerCalls = {
  en: 'Our engineer will call you before coming.',
  hi: 'आने से पहले हमारे इंजीनियर आपको फ़ोन करेंगे।',
} as const

/** The e-mail of a visit booked, moved or cancelled, with its calendar entry. */
function changeMail(change: Change): MailTemplate<SiteVisitMailData> {
  const build = (language: Language) => (data: SiteVisitMailData, company: MailCompany) => {
    const words = changeWords[language][change]
    const when = whenText(language, data.startsAt, data.endsAt)
    const from = language === 'hi' ? company.hindiName : company.name
    const summary = language === 'hi' ? `साइट विज़िट, ${from}` : `Site visit, ${from}`
    const link =
      change === 'cancelled'
        ? linkSentence[language].closed(data.link)
        : linkSentence[language].open(data.link)
    return {
      subject: words.subject(when),
      ...(company.email ? { replyTo: company.email } : {}),
      ...letter(
        language === 'hi' ? `प्रिय ${data.name},` : `Dear ${data.name},`,
        [
          words.lead(when, placeText(data)),
          ...(change === 'cancelled' ? [] : [engineerCalls[language]]),
          link,
          ...optionalLine(
            reachUsSentence(company, language, { en: 'Questions?', hi: 'कोई सवाल?' }),
          ),
        ],
        from,
      ),
      icalEvent: calendarPart(data, change === 'cancelled' ? 'CANCEL' : 'PUBLISH', summary, link),
    }
  }
  return { en: build('en'), hi: build('hi') }
}

export const siteVisitBooked = changeMail('booked')
export const siteVisitMoved = changeMail('moved')
export const siteVisitCancelled = changeMail('cancelled')

const reminderWords = {
  en: {
    subject: (hours: 24 | 2, when: string) =>
      hours === 24
        ? `Tomorrow: your site visit, ${when}`
        : `In two hours: your site visit, ${when}`,
    lead: (hours: 24 | 2, when: string, where: string) =>
      `A reminder: your free site visit is ${hours === 24 ? 'tomorrow' : 'in about two hours'}, ${when}, at ${where}.`,
  },
  hi: {
    subject: (hours: 24 | 2, when: string) =>
      hours === 24 ? `कल: आपकी साइट विज़िट, ${when}` : `दो घंटे में: आपकी साइट विज़िट, ${when}`,
    lead: (hours: 24 | 2, when: string, where: string) =>
      `याद दिला रहे हैं: आपकी मुफ़्त साइट विज़िट ${hours === 24 ? 'कल' : 'लगभग दो घंटे में'} है, ${when}, स्थान: ${where}।`,
  },
} as const

/** A reminder, 24 hours and 2 hours before the visit. */
export const siteVisitReminder: MailTemplate<SiteVisitReminderData> = {
  en: (data, company) => reminder('en', data, company),
  hi: (data, company) => reminder('hi', data, company),
}

function reminder(
  language: Language,
  data: SiteVisitReminderData,
  company: MailCompany,
): MailContent {
  const when = whenText(language, data.startsAt, data.endsAt)
  const words = reminderWords[language]
  return {
    subject: words.subject(data.hoursBefore, when),
    ...(company.email ? { replyTo: company.email } : {}),
    ...letter(
      language === 'hi' ? `प्रिय ${data.name},` : `Dear ${data.name},`,
      [
        words.lead(data.hoursBefore, when, placeText(data)),
        linkSentence[language].open(data.link),
        ...optionalLine(reachUsSentence(company, language, { en: 'Questions?', hi: 'कोई सवाल?' })),
      ],
      language === 'hi' ? company.hindiName : company.name,
    ),
  }
}
