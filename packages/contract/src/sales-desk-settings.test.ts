import { describe, expect, it } from 'vitest'
import { assignmentPool, type DeskAccount } from './lead-assignment'
import { salesDeskMessages, salesDeskSettingsSchema } from './sales-desk-settings'
import { defaultSalesDeskSettings } from './site-settings'

const messagesOf = (value: unknown) => {
  const result = salesDeskSettingsSchema.safeParse(value)
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('the sales-desk settings', () => {
  it('take the built-in desk as it is', () => {
    expect(salesDeskSettingsSchema.parse(defaultSalesDeskSettings)).toEqual(
      defaultSalesDeskSettings,
    )
  })

  it('refuse a day that ends before it starts, beside the closing time', () => {
    const hours = { days: ['mon'], opens: '19:00', closes: '09:00' }
    expect(messagesOf({ ...defaultSalesDeskSettings, hours })).toEqual({
      'hours.closes': salesDeskMessages.closesAfterOpens,
    })
  })

  it('refuse no working day, a time that is not one, and a holiday that is no date', () => {
    expect(
      messagesOf({
        ...defaultSalesDeskSettings,
        hours: { days: [], opens: '9am', closes: '19:00' },
        holidays: ['2026-02-30'],
      }),
    ).toEqual({
      'hours.days': salesDeskMessages.days,
      'hours.opens': salesDeskMessages.time,
      'holidays.0': salesDeskMessages.holiday,
    })
  })

  it('refuse 0 minutes and a project type twice or without staff', () => {
    expect(
      messagesOf({
        ...defaultSalesDeskSettings,
        firstContactMinutes: 0,
        byProjectType: [
          { projectType: 'Interior Design', staffIds: [2] },
          { projectType: 'Interior Design', staffIds: [] },
        ],
      }),
    ).toEqual({
      firstContactMinutes: salesDeskMessages.firstContactMinutes,
      'byProjectType.1.staffIds': salesDeskMessages.ruleStaff,
      'byProjectType.1.projectType': salesDeskMessages.projectTypeTwice,
    })
  })

  it('keep each holiday and id once, holidays in date order, days in week order', () => {
    const parsed = salesDeskSettingsSchema.parse({
      ...defaultSalesDeskSettings,
      hours: { days: ['sat', 'mon'], opens: '09:00', closes: '19:00' },
      holidays: ['2026-11-14', '2026-10-20', '2026-11-14'],
      offDuty: [3, 3, 2],
    })
    expect(parsed.hours.days).toEqual(['mon', 'sat'])
    expect(parsed.holidays).toEqual(['2026-10-20', '2026-11-14'])
    expect(parsed.offDuty).toEqual([3, 2])
  })
})

describe('assignmentPool', () => {
  const owner: DeskAccount = { id: 1, name: 'Anil (owner)', role: 'owner' }
  const priya: DeskAccount = { id: 2, name: 'Priya', role: 'staff' }
  const ravi: DeskAccount = { id: 3, name: 'Ravi', role: 'staff' }
  const active = [ravi, owner, priya]

  it('goes round everyone on duty, by id, when no rule names the project type', () => {
    expect(
      assignmentPool({ offDuty: [1], byProjectType: [] }, active, 'Residential Construction'),
    ).toEqual({ rule: 'round_robin', key: 'all', staff: [priya, ravi] })
  })

  it('gives a project type to its own staff who are on duty', () => {
    const desk = {
      offDuty: [2],
      byProjectType: [{ projectType: 'Interior Design', staffIds: [2, 3] }],
    }
    expect(assignmentPool(desk, active, 'Interior Design')).toEqual({
      rule: 'project_type',
      key: 'type:Interior Design',
      staff: [ravi],
    })
    // All of the rule's staff off duty: everyone on duty instead.
    expect(assignmentPool({ ...desk, offDuty: [2, 3] }, active, 'Interior Design')).toEqual({
      rule: 'round_robin',
      key: 'all',
      staff: [owner],
    })
  })

  it('falls back to the owners when nobody is on duty, and to nobody without an account', () => {
    expect(assignmentPool({ offDuty: [1, 2, 3], byProjectType: [] }, active, 'Other')).toEqual({
      rule: 'owner_fallback',
      key: 'owners',
      staff: [owner],
    })
    expect(assignmentPool({ offDuty: [], byProjectType: [] }, [], 'Other')).toBeNull()
  })
})
