import { describe, expect, it } from 'vitest'
import { defaultSiteVisitSettings } from './site-settings'
import { siteVisitSettingsMessages, siteVisitSettingsSchema } from './site-visit-settings'

const messagesOf = (value: unknown) => {
  const result = siteVisitSettingsSchema.safeParse(value)
  return result.success
    ? []
    : result.error.issues.map((issue) => [issue.path.join('.'), issue.message])
}

describe('the availability of site visits the owner saves', () => {
  it('takes the built-in availability as it is, and sorts holidays, each once', () => {
    expect(siteVisitSettingsSchema.parse(defaultSiteVisitSettings)).toEqual(
      defaultSiteVisitSettings,
    )
    const parsed = siteVisitSettingsSchema.parse({
      ...defaultSiteVisitSettings,
      holidays: ['2026-12-25', '2026-11-14', '2026-12-25'],
    })
    expect(parsed.holidays).toEqual(['2026-11-14', '2026-12-25'])
  })

  it('refuses a visit length that is not a quarter hour, and one that does not fit the day', () => {
    expect(messagesOf({ ...defaultSiteVisitSettings, slotMinutes: 50 })).toEqual([
      ['slotMinutes', siteVisitSettingsMessages.slotMinutes],
    ])
    // 10:00 to 11:00 leaves an hour: a visit of 90 minutes does not fit.
    expect(
      messagesOf({
        ...defaultSiteVisitSettings,
        hours: { days: ['mon'], opens: '10:00', closes: '11:00' },
        slotMinutes: 90,
      }),
    ).toEqual([['slotMinutes', siteVisitSettingsMessages.slotLongerThanDay]])
  })

  it('names each field out of range beside it', () => {
    expect(
      messagesOf({
        ...defaultSiteVisitSettings,
        hours: { days: [], opens: '17:00', closes: '10:00' },
        visitsAtOnce: 0,
        noticeHours: 200,
        daysAhead: 91,
        holidays: ['2026-02-30'],
      }),
    ).toEqual([
      ['hours.days', siteVisitSettingsMessages.days],
      ['hours.closes', siteVisitSettingsMessages.closesAfterOpens],
      ['holidays.0', siteVisitSettingsMessages.holiday],
      ['visitsAtOnce', siteVisitSettingsMessages.visitsAtOnce],
      ['noticeHours', siteVisitSettingsMessages.noticeHours],
      ['daysAhead', siteVisitSettingsMessages.daysAhead],
    ])
  })
})
