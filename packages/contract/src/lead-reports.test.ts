import { describe, expect, it } from 'vitest'
import { firstContactSeconds } from './lead-contact'
import {
  formatWorkingSeconds,
  furthestStepAfter,
  leadReportQuerySchema,
  leadSourceOf,
  lostReasonKey,
  median,
  type RawLeadSource,
  referrerHost,
} from './lead-reports'
import { defaultSalesDeskSettings } from './site-settings'

const none: RawLeadSource = {
  utmSource: '',
  utmMedium: '',
  utmCampaign: '',
  gclid: false,
  fbclid: false,
  referrer: '',
  landingPage: '',
  page: '',
  calculator: '',
}

describe('leadSourceOf', () => {
  it('reads the channel: adverts first, then the kind of site that sent the visitor', () => {
    const channel = (raw: Partial<RawLeadSource>) => leadSourceOf('channel', { ...none, ...raw })
    expect(channel({ gclid: true, referrer: 'https://www.google.com/' })).toBe('Google Ads')
    expect(channel({ utmSource: 'Google', utmMedium: 'CPC' })).toBe('Google Ads')
    // Tagged google without a paid medium (a newsletter link, say) is another advert.
    expect(channel({ utmSource: 'google', utmMedium: 'email' })).toBe('Other adverts')
    expect(channel({ fbclid: true })).toBe('Facebook or Instagram')
    expect(channel({ utmSource: 'ig' })).toBe('Facebook or Instagram')
    expect(channel({ utmSource: 'magicbricks' })).toBe('Other adverts')
    expect(channel({ referrer: 'https://www.bing.com/' })).toBe('Search engines')
    expect(channel({ referrer: 'https://www.google.co.in/' })).toBe('Search engines')
    expect(channel({ referrer: 'https://web.whatsapp.com/' })).toBe('Social sites and WhatsApp')
    expect(channel({ referrer: 'https://m.facebook.com/' })).toBe('Social sites and WhatsApp')
    expect(channel({ referrer: 'https://www.99acres.com/x' })).toBe('Other websites')
    expect(channel({ referrer: 'not an address' })).toBe('Direct (typed, bookmarked or an app)')
    expect(channel({})).toBe('Direct (typed, bookmarked or an app)')
  })

  it('names a campaign by its source and name, a referrer by its host, pages and calculators as stored', () => {
    expect(
      leadSourceOf('campaign', { ...none, utmSource: 'Facebook', utmCampaign: 'diwali' }),
    ).toBe('facebook / diwali')
    expect(leadSourceOf('campaign', { ...none, utmSource: 'justdial' })).toBe('justdial')
    expect(leadSourceOf('campaign', { ...none, gclid: true })).toBe('Google Ads')
    expect(leadSourceOf('campaign', none)).toBe('No advert tags')
    expect(leadSourceOf('referrer', { ...none, referrer: 'https://www.google.com/search' })).toBe(
      'google.com',
    )
    expect(leadSourceOf('landing_page', { ...none, landingPage: '/hi/contact' })).toBe(
      '/hi/contact',
    )
    expect(leadSourceOf('page', none)).toBe('Not recorded')
    expect(leadSourceOf('calculator', { ...none, calculator: ' Paint Calculator ' })).toBe(
      'Paint Calculator',
    )
    expect(leadSourceOf('calculator', none)).toBe('No calculator')
    expect(referrerHost('https://www.magicbricks.com/a?b=c')).toBe('magicbricks.com')
  })
})

describe('furthestStepAfter', () => {
  it('moves on to a later step, and keeps the step reached on a move back or to Lost', () => {
    expect(furthestStepAfter('new', 'contacted')).toBe('contacted')
    expect(furthestStepAfter('contacted', 'won')).toBe('won')
    expect(furthestStepAfter('site_visit_scheduled', 'contacted')).toBe('site_visit_scheduled')
    expect(furthestStepAfter('quotation_sent', 'lost')).toBe('quotation_sent')
    expect(furthestStepAfter('new', 'lost')).toBe('new')
  })
})

describe('the figures’ arithmetic', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([300, 60, 120])).toBe(120)
    // 60, 120, 180, 600: (120 + 180) / 2 = 150.
    expect(median([600, 60, 180, 120])).toBe(150)
    expect(median([])).toBe(0)
  })

  it('writes working time as staff read it', () => {
    expect(formatWorkingSeconds(45)).toBe('45 s')
    expect(formatWorkingSeconds(270)).toBe('4 min 30 s')
    expect(formatWorkingSeconds(300)).toBe('5 min')
    // 2 h 5 min = 7,500 s.
    expect(formatWorkingSeconds(7500)).toBe('2 h 5 min')
    // 1 day 2 h = 26 × 3,600 = 93,600 s.
    expect(formatWorkingSeconds(93_600)).toBe('1 day 2 h')
    expect(formatWorkingSeconds(3 * 86_400)).toBe('3 days')
  })

  it('counts a lost reason once whatever its case and spaces', () => {
    expect(lostReasonKey('  Budget  too HIGH ')).toBe(lostReasonKey('budget too high'))
  })

  it('counts first contact in working seconds: 18:58 Saturday to 9:03 Monday is 5 minutes', () => {
    // 13:28 UTC = 18:58 IST on Sat 28 Nov 2026; 03:33 UTC = 9:03 IST on Mon 30 Nov: 2 min on
    // Saturday, Sunday off, 3 min on Monday = 300 s.
    expect(
      firstContactSeconds(new Date('2026-11-28T13:28:00Z'), new Date('2026-11-30T03:33:00Z')),
    ).toBe(300)
    // With Monday 30 Nov a holiday the call came on a day off: only Saturday's 2 minutes count.
    const holiday = { ...defaultSalesDeskSettings, holidays: ['2026-11-30'] }
    expect(
      firstContactSeconds(
        new Date('2026-11-28T13:28:00Z'),
        new Date('2026-11-30T03:33:00Z'),
        holiday,
      ),
    ).toBe(120)
  })
})

describe('leadReportQuerySchema', () => {
  it('takes a range of company dates, by channel unless told', () => {
    expect(leadReportQuerySchema.parse({ from: '2026-09-01', to: '2026-11-30' })).toEqual({
      from: '2026-09-01',
      to: '2026-11-30',
      by: 'channel',
    })
  })

  it('refuses a range backwards, too long, or a dimension it does not know', () => {
    const issues = (query: Record<string, string>) =>
      leadReportQuerySchema
        .safeParse(query)
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message])
    expect(issues({ from: '2026-11-30', to: '2026-11-01' })).toEqual([
      ['to', 'The start date must be on or before the end date'],
    ])
    // 1 Jan 2025 to 31 Dec 2026: 365 + 365 = 730 days; to 11 Mar 2027: + 31 + 28 + 11 = 800.
    expect(issues({ from: '2025-01-01', to: '2027-03-11' })).toBeUndefined()
    expect(issues({ from: '2025-01-01', to: '2027-03-12' })).toEqual([
      ['to', 'A report covers at most 800 days: please choose a shorter range'],
    ])
    expect(issues({ from: '2026-11-01', to: '2026-11-30', by: 'weather' })).toEqual([
      ['by', 'by must be one of channel, campaign, referrer, landing_page, page, calculator'],
    ])
  })
})
