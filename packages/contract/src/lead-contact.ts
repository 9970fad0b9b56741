// The first-contact clock (issue 27): staff record each attempt to reach a lead with one tap (a
// call, a WhatsApp chat, an e-mail) and then its outcome; a lead nobody has tried within the
// owner's working minutes is escalated to the owner. Shared by the API, which records and
// escalates, and the dashboard, which shows the deadline and the buttons.
import { z } from 'zod'
import { idParam } from './admin'
import type { LeadDetail } from './leads'
import type { QuoteLanguage } from './quote-source'
import { defaultSalesDeskSettings, type SalesDeskSettings } from './site-settings'
import { addWorkingMinutes, workingMinutesBetween } from './working-time'

/** How staff tried to reach a lead. */
export const contactChannels = ['call', 'whatsapp', 'email'] as const
export type ContactChannel = (typeof contactChannels)[number]

/** What came of an attempt. */
export const contactOutcomes = ['reached', 'no_answer', 'wrong_number'] as const
export type ContactOutcome = (typeof contactOutcomes)[number]

export const contactChannelLabels: Record<ContactChannel, string> = {
  call: 'Call',
  whatsapp: 'WhatsApp',
  email: 'E-mail',
}

export const contactOutcomeLabels: Record<ContactOutcome, string> = {
  reached: 'Reached',
  no_answer: 'No answer',
  wrong_number: 'Wrong number',
}

export const contactMessages = {
  channel: 'Please choose how you contacted the lead: call, WhatsApp or e-mail',
  outcome: 'Please choose what happened: reached, no answer or wrong number',
  attemptNotFound: 'That contact attempt is not on this request. Please reload the request.',
} as const

/**
 * `POST /api/admin/dashboard/leads/:id/contacts`: an attempt, recorded as the member of staff taps
 * Call, WhatsApp or E-mail (the outcome follows with a PATCH), or recorded after the fact with its
 * outcome. The first attempt stops the lead's first-contact clock.
 */
export const contactAttemptSchema = z.object({
  channel: z.enum(contactChannels, { error: contactMessages.channel }),
  outcome: z.enum(contactOutcomes, { error: contactMessages.outcome }).nullable().default(null),
})
export type ContactAttemptBody = z.input<typeof contactAttemptSchema>

/**
 * `PATCH /api/admin/dashboard/leads/:id/contacts/:attemptId`: what came of the attempt. "Reached"
 * moves a New lead to Contacted.
 */
export const contactOutcomeSchema = z.object({
  outcome: z.enum(contactOutcomes, { error: contactMessages.outcome }),
})
export type ContactOutcomeBody = z.input<typeof contactOutcomeSchema>

export const contactAttemptParamsSchema = z.object({ id: idParam, attemptId: idParam })

/** The answer to a recorded attempt: its id (for the outcome) and the lead as it now is. */
export interface ContactAttemptAnswer {
  attemptId: number
  lead: LeadDetail
}

export const leadContactPaths = {
  attempts: (id: number) => `/api/admin/dashboard/leads/${id}/contacts`,
  attempt: (id: number, attemptId: number) =>
    `/api/admin/dashboard/leads/${id}/contacts/${attemptId}`,
} as const

/**
 * When a lead that arrived at `createdAt` must have been contacted by: the desk's first-contact
 * minutes counted in its working time. Null when the desk never works again (every day off).
 *
 * @example
 * // Arrived 18:55 IST on Saturday 28 Nov 2026, the built-in desk (Mon-Sat 9:00-19:00, 15 min):
 * firstContactDeadline(new Date('2026-11-28T13:25:00Z')) // 2026-11-30T03:40:00.000Z (Mon 9:10)
 */
export function firstContactDeadline(
  createdAt: Date,
  desk: SalesDeskSettings = defaultSalesDeskSettings,
): Date | null {
  return addWorkingMinutes(createdAt, desk.firstContactMinutes, {
    ...desk.hours,
    holidays: desk.holidays,
  })
}

/**
 * The working seconds from a lead's arrival to its first contact, by the desk's hours: what the
 * Reports' median and "within 5 minutes" count. A lead that arrived at 18:58 on Saturday and was
 * called at 9:03 on Monday waited 2 + 3 = 5 working minutes (300 s).
 */
export function firstContactSeconds(
  createdAt: Date,
  contactedAt: Date,
  desk: SalesDeskSettings = defaultSalesDeskSettings,
): number {
  const minutes = workingMinutesBetween(createdAt, contactedAt, {
    ...desk.hours,
    holidays: desk.holidays,
  })
  return Math.round(minutes * 60)
}

/**
 * Leads older than this when the clock first sees them are not escalated: a deployment (or an
 * instance back after days away) never floods the owner with alerts about a stale backlog.
 */
export const escalationHorizonDays = 7

/** The words a first message to a lead starts with, in the language of the page they used. */
export interface FirstMessageWords {
  /** The WhatsApp message, prefilled in the chat. */
  whatsapp: string
  emailSubject: string
  emailBody: string
}

/** Who writes, to whom, about which request. */
export interface FirstMessageFacts {
  leadName: string
  staffName: string
  company: string
  requestId: number
}

const firstWords: Record<QuoteLanguage, (facts: FirstMessageFacts) => FirstMessageWords> = {
  en: ({ leadName, staffName, company, requestId }) => ({
    whatsapp: `Namaste ${leadName} ji, I am ${staffName} from ${company}. Thank you for your enquiry about building with us. When would be a good time to talk?`,
    emailSubject: `Your enquiry with ${company} (request #${requestId})`,
    emailBody: [
      `Namaste ${leadName} ji,`,
      '',
      `I am ${staffName} from ${company}. Thank you for your enquiry about building with us. When would be a good time to call you? You can also reply to this e-mail.`,
      '',
      `${staffName}`,
      company,
    ].join('\n'),
  }),
  hi: ({ leadName, staffName, company, requestId }) => ({
    whatsapp: `नमस्ते ${leadName} जी! मेरा नाम ${staffName} है, मैं ${company} से हूँ। निर्माण के बारे में आपकी पूछताछ के लिए धन्यवाद। आपसे बात करने का सही समय क्या रहेगा?`,
    emailSubject: `${company} से आपकी पूछताछ (अनुरोध #${requestId})`,
    emailBody: [
      `नमस्ते ${leadName} जी,`,
      '',
      `मेरा नाम ${staffName} है, मैं ${company} से हूँ। निर्माण के बारे में आपकी पूछताछ के लिए धन्यवाद। आपको फ़ोन करने का सही समय क्या रहेगा? आप इस ई-मेल का जवाब भी दे सकते हैं।`,
      '',
      staffName,
      company,
    ].join('\n'),
  }),
}

/**
 * The first message to a lead in their language (the website's language they used): a Hindi
 * visitor is greeted in Hindi.
 */
export function firstMessageWords(
  language: QuoteLanguage,
  facts: FirstMessageFacts,
): FirstMessageWords {
  return firstWords[language](facts)
}
