import type { CompanyDetails, OpeningHours, QuoteLanguage, Weekday } from '@nirman/contract'

/**
 * The company as its e-mails to visitors and clients name it: the owner's details in use when the
 * message is sent (a change of phone reaches messages still waiting in the outbox), the name of the
 * specification where none is saved. A detail the owner has not given is not in any message.
 */
export interface MailCompany {
  name: string
  hindiName: string
  /** The first phone number, as people read it. */
  phone?: string | undefined
  email?: string | undefined
  hours: OpeningHours
}

/** The specification's office hours: Monday to Saturday, 9:00 AM to 6:00 PM. */
const specificationHours: OpeningHours = {
  days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'],
  opens: '09:00',
  closes: '18:00',
}

export const defaultMailCompany: MailCompany = {
  name: 'Nirman Constructions',
  hindiName: 'निर्माण कंस्ट्रक्शन्स',
  hours: specificationHours,
}

/** The company of the e-mails under the owner's `details`. */
export function mailCompanyOf(details: CompanyDetails): MailCompany {
  return {
    name: details.name ?? defaultMailCompany.name,
    hindiName: details.hindiName ?? details.name ?? defaultMailCompany.hindiName,
    phone: details.phones?.[0],
    email: details.email,
    hours: details.hours ?? specificationHours,
  }
}

const dayNames: Record<QuoteLanguage, Record<Weekday, string>> = {
  en: {
    mon: 'Monday',
    tue: 'Tuesday',
    wed: 'Wednesday',
    thu: 'Thursday',
    fri: 'Friday',
    sat: 'Saturday',
    sun: 'Sunday',
  },
  hi: {
    mon: 'सोमवार',
    tue: 'मंगलवार',
    wed: 'बुधवार',
    thu: 'गुरुवार',
    fri: 'शुक्रवार',
    sat: 'शनिवार',
    sun: 'रविवार',
  },
}
const weekOrder: Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']

/** Runs of following days: mon-sat, or mon-fri and sun. */
function dayRuns(days: readonly Weekday[]): Weekday[][] {
  const runs: Weekday[][] = []
  for (const day of weekOrder.filter((each) => days.includes(each))) {
    const last = runs.at(-1)
    const previous = last?.at(-1)
    if (last && previous && weekOrder.indexOf(day) === weekOrder.indexOf(previous) + 1)
      last.push(day)
    else runs.push([day])
  }
  return runs
}

/** "9:00 AM" / "सुबह 9:00"; "6:00 PM" / "शाम 6:00". */
function clockText(time: string, language: QuoteLanguage): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  const twelve = hours % 12 === 0 ? 12 : hours % 12
  const clock = `${twelve}:${String(minutes).padStart(2, '0')}`
  if (language === 'en') return `${clock} ${hours < 12 ? 'AM' : 'PM'}`
  const part = hours < 12 ? 'सुबह' : hours < 16 ? 'दोपहर' : hours < 20 ? 'शाम' : 'रात'
  return `${part} ${clock}`
}

/**
 * The office hours in a sentence: "Monday to Saturday, 9:00 AM to 6:00 PM" (the acknowledgement's
 * words for the specification's hours), "सोमवार से शनिवार, सुबह 9:00 से शाम 6:00 बजे तक".
 */
export function hoursText(hours: OpeningHours, language: QuoteLanguage): string {
  const names = dayNames[language]
  const to = language === 'en' ? ' to ' : ' से '
  const days = dayRuns(hours.days)
    .map((run) => {
      const first = names[run[0] as Weekday]
      const last = names[run.at(-1) as Weekday]
      if (run.length === 1) return first
      if (run.length === 2) return `${first}${language === 'en' ? ' and ' : ' और '}${last}`
      return `${first}${to}${last}`
    })
    .join(', ')
  return language === 'en'
    ? `${days}, ${clockText(hours.opens, 'en')} to ${clockText(hours.closes, 'en')}`
    : `${days}, ${clockText(hours.opens, 'hi')} से ${clockText(hours.closes, 'hi')} बजे तक`
}

/**
 * How to reach the company sooner, with what the owner has given: "call … (hours) or write to …",
 * one of the two, or nothing (undefined) when neither is given.
 */
export function reachUsSentence(
  company: MailCompany,
  language: QuoteLanguage,
  lead: { en: string; hi: string } = {
    en: 'If you would like to talk to us sooner,',
    hi: 'अगर आप हमसे पहले बात करना चाहें, तो',
  },
): string | undefined {
  const { phone, email } = company
  if (!phone && !email) return undefined
  const hours = hoursText(company.hours, language)
  if (language === 'en') {
    const call = phone ? `call ${phone} (${hours})` : ''
    const write = email ? `write to ${email}` : ''
    const ways = [call, write].filter(Boolean).join(' or ')
    // After a question ("Questions?") the sentence starts anew: "Call …".
    return lead.en.endsWith('?')
      ? `${lead.en} ${ways.charAt(0).toUpperCase()}${ways.slice(1)}.`
      : `${lead.en} ${ways}.`
  }
  const call = phone ? `${phone} पर फ़ोन करें (${hours})` : ''
  const write = email ? `${email} पर ईमेल करें` : ''
  return `${lead.hi} ${[call, write].filter(Boolean).join(' या ')}।`
}
