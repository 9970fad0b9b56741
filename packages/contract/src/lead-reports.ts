// The owner's Reports (issue 27): where leads come from and where they go, for a range of company
// dates. The API counts (leads/lead-reports.ts); the dashboard draws and tabulates what it answers.
// A lead's source is read here, once, from the raw columns the API groups by, so the API, the
// dashboard and the tests name a source the same way.
import { z } from 'zod'
import { leadListMessages } from './lead-list'
import type { LeadStage, StaffRef } from './leads'

/** How the report groups leads by where they came from. */
export const reportDimensions = [
  'channel',
  'campaign',
  'referrer',
  'landing_page',
  'page',
  'calculator',
] as const
export type ReportDimension = (typeof reportDimensions)[number]

export const reportDimensionLabels: Record<ReportDimension, string> = {
  channel: 'Channel',
  campaign: 'Advert campaign',
  referrer: 'Referring site',
  landing_page: 'Landing page',
  page: 'Page of the form',
  calculator: 'Calculator',
}

/** The funnel's steps: a lead counts at every step up to the furthest it reached. */
export const funnelSteps = [
  'new',
  'contacted',
  'site_visit_scheduled',
  'quotation_sent',
  'won',
] as const satisfies readonly LeadStage[]
export type FunnelStep = (typeof funnelSteps)[number]

export const funnelStepLabels: Record<FunnelStep, string> = {
  new: 'New',
  contacted: 'Contacted',
  site_visit_scheduled: 'Site visit',
  quotation_sent: 'Quotation',
  won: 'Won',
}

/**
 * The furthest funnel step of a lead that now stands at `stage` and had reached `furthest`
 * before: Lost is not a step (a lost lead keeps the step it got to), and a lead moved back does
 * not undo the step it reached.
 */
export function furthestStepAfter(furthest: FunnelStep, stage: LeadStage): FunnelStep {
  if (stage === 'lost') return furthest
  return funnelSteps.indexOf(stage) > funnelSteps.indexOf(furthest) ? stage : furthest
}

/** Share within this many working minutes: the five minutes of the response studies. */
export const quickContactSeconds = 5 * 60

/** The longest range a report covers: a little over two years. */
export const reportLimits = { days: 800, lostReasons: 10, sources: 12 } as const

export const reportMessages = {
  from: leadListMessages.date('from'),
  to: leadListMessages.date('to'),
  order: leadListMessages.dateOrder,
  tooLong: `A report covers at most ${reportLimits.days} days: please choose a shorter range`,
  by: `by must be one of ${reportDimensions.join(', ')}`,
  loadError: 'The report could not be loaded. Please try again.',
} as const

const companyDateParam = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: message })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error: message })

const DAY_MS = 24 * 60 * 60 * 1000

/** Days from `from` to `to`, both company dates, counting both. */
export const daysOfRange = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1

/**
 * `GET /api/admin/reports/leads?from=2026-09-01&to=2026-11-30&by=channel`: the leads that arrived
 * from `from` to `to` (company dates, inclusive; spam left out), grouped by `by`.
 */
export const leadReportQuerySchema = z
  .object({
    from: companyDateParam(reportMessages.from),
    to: companyDateParam(reportMessages.to),
    by: z.enum(reportDimensions, { error: reportMessages.by }).default('channel'),
  })
  .check((context) => {
    const { from, to } = context.value
    if (from > to) {
      context.issues.push({
        code: 'custom',
        input: to,
        path: ['to'],
        message: reportMessages.order,
      })
    } else if (daysOfRange(from, to) > reportLimits.days) {
      context.issues.push({
        code: 'custom',
        input: to,
        path: ['to'],
        message: reportMessages.tooLong,
      })
    }
  })
export type LeadReportQuery = z.output<typeof leadReportQuerySchema>

export const reportPaths = { leads: '/api/admin/reports/leads' } as const

/** One source's leads and what became of them. */
export interface SourceFigures {
  source: string
  leads: number
  /** Reached Contacted or a later step. */
  contacted: number
  won: number
  /** The accepted quotations of its won leads (the latest sent one where none was accepted). */
  wonValuePaise: number
}

/** How fast one member of staff made first contact, in the desk's working time. */
export interface FirstContactFigures {
  /** Null: leads moved out of New by nobody known (the client accepting a quotation). */
  staff: StaffRef | null
  /** Leads whose first contact they made. */
  leads: number
  /** The median of working seconds from arrival to first contact. */
  medianSeconds: number
  /** Of those, how many within quickContactSeconds. */
  quick: number
}

export interface LeadReport {
  from: string
  to: string
  by: ReportDimension
  /** Leads that arrived in the range, spam left out. */
  leads: number
  /** Sources, most leads first; the report's other figures by source follow this order. */
  sources: SourceFigures[]
  /** Each week (Monday to Sunday, company time) that meets the range: leads per source. */
  weeks: { start: string; counts: number[] }[]
  /** Leads that reached each step, in the order of funnelSteps. */
  funnel: { step: FunnelStep; leads: number }[]
  /** Leads that stand at Lost now. */
  lost: number
  /** Staff who made first contacts, most first. */
  firstContact: FirstContactFigures[]
  /** Leads nobody has tried yet (spam left out). */
  notContacted: number
  /** Why lost leads were lost, commonest first; the rest together as the last. */
  lostReasons: { reason: string; leads: number }[]
}

/** The raw columns of a lead that its source is read from (the API's GROUP BY). */
export interface RawLeadSource {
  utmSource: string
  utmMedium: string
  utmCampaign: string
  /** The advert click ids are only ever told apart from their absence. */
  gclid: boolean
  fbclid: boolean
  referrer: string
  /** Path of the landing page, the query cut off. */
  landingPage: string
  /** Path of the page the form was sent from, the query cut off. */
  page: string
  calculator: string
}

export const sourceWords = {
  direct: 'Direct (typed, bookmarked or an app)',
  googleAds: 'Google Ads',
  metaAds: 'Facebook or Instagram',
  otherAdverts: 'Other adverts',
  search: 'Search engines',
  social: 'Social sites and WhatsApp',
  otherSites: 'Other websites',
  noCampaign: 'No advert tags',
  noCalculator: 'No calculator',
  unknownPage: 'Not recorded',
  others: 'Others',
  otherReasons: 'Other reasons',
  noReason: 'No reason given',
} as const

const searchHosts = /(^|\.)(google|bing|duckduckgo|yahoo|yandex|baidu|ecosia)\./
const socialHosts =
  /(^|\.)(facebook|fb|instagram|whatsapp|wa\.me|t\.co|twitter|x|linkedin|youtube|pinterest|quora|reddit|sharechat)\./
const metaSources = /^(facebook|fb|instagram|ig|meta)$/

/** "https://www.google.co.in/search?q=x" → "google.co.in"; '' when it is not an address. */
export function referrerHost(referrer: string): string {
  try {
    return new URL(referrer).hostname.replace(/^www\./, '')
  } catch {
    return ''
  }
}

/**
 * The source a lead is counted under. Channel: a Google Ads click (gclid, or utm_source google
 * with a paid medium), Facebook or Instagram (fbclid, or their utm_source), another tagged advert,
 * else the referring site's kind, else Direct.
 *
 * @example leadSourceOf('channel', { ...raw, gclid: true }) // 'Google Ads'
 * @example leadSourceOf('campaign', { ...raw, utmSource: 'facebook', utmCampaign: 'diwali' }) // 'facebook / diwali'
 */
export function leadSourceOf(by: ReportDimension, raw: RawLeadSource): string {
  const utmSource = raw.utmSource.trim().toLowerCase()
  switch (by) {
    case 'channel': {
      const paid = /^(cpc|ppc|paid|paidsearch|paid_search|ads?)$/.test(raw.utmMedium.toLowerCase())
      if (raw.gclid || (utmSource === 'google' && paid)) return sourceWords.googleAds
      if (raw.fbclid || metaSources.test(utmSource)) return sourceWords.metaAds
      if (utmSource) return sourceWords.otherAdverts
      const host = referrerHost(raw.referrer)
      if (!host) return sourceWords.direct
      if (searchHosts.test(`${host}.`)) return sourceWords.search
      if (socialHosts.test(`${host}.`)) return sourceWords.social
      return sourceWords.otherSites
    }
    case 'campaign': {
      const campaign = raw.utmCampaign.trim()
      if (utmSource) return campaign ? `${utmSource} / ${campaign}` : utmSource
      if (raw.gclid) return sourceWords.googleAds
      if (raw.fbclid) return sourceWords.metaAds
      return sourceWords.noCampaign
    }
    case 'referrer':
      return referrerHost(raw.referrer) || sourceWords.direct
    case 'landing_page':
      return raw.landingPage || sourceWords.unknownPage
    case 'page':
      return raw.page || sourceWords.unknownPage
    case 'calculator':
      return raw.calculator.trim() || sourceWords.noCalculator
  }
}

/** A lost reason as it is counted: spaces tidied; reasons that differ only in case are one. */
export const lostReasonKey = (reason: string): string =>
  reason.trim().replace(/\s+/g, ' ').toLowerCase()

/**
 * The median of `values` (sorted or not): the middle one, or the mean of the two middle ones.
 *
 * @example median([300, 60, 120]) // 120
 * @example median([60, 120, 180, 600]) // 150
 */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

/**
 * A working time as staff read it: "45 s", "4 min 30 s", "2 h 5 min", "3 days 2 h".
 *
 * @example formatWorkingSeconds(270) // '4 min 30 s'
 */
export function formatWorkingSeconds(seconds: number): string {
  const whole = Math.round(seconds)
  if (whole < 60) return `${whole} s`
  const minutes = Math.floor(whole / 60)
  if (minutes < 60) {
    const rest = whole % 60
    return rest ? `${minutes} min ${rest} s` : `${minutes} min`
  }
  const hours = Math.floor(minutes / 60)
  if (hours < 24) {
    const rest = minutes % 60
    return rest ? `${hours} h ${rest} min` : `${hours} h`
  }
  const days = Math.floor(hours / 24)
  const rest = hours % 24
  return `${days} ${days === 1 ? 'day' : 'days'}${rest ? ` ${rest} h` : ''}`
}
