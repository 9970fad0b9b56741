import { describe, expect, it } from 'vitest'
import { changePasswordSchema, createAccountSchema, updateAccountSchema } from './accounts'
import {
  companyDate,
  companyDayStart,
  formatCompanyDateTime,
  fromCompanyDateTimeInput,
  toCompanyDateTimeInput,
} from './company-time'
import { leadListQuerySchema, leadListSearch, leadPaths } from './lead-list'
import { leadChangeSchema } from './leads'

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message

describe('one change of a lead', () => {
  it('needs a reason to lose a lead, and keeps a reason only for lost', () => {
    expect(firstMessage(leadChangeSchema.safeParse({ version: 3, stage: 'lost' }))).toBe(
      'Please give the reason this lead was lost',
    )
    expect(
      leadChangeSchema.parse({ version: 3, stage: 'lost', lostReason: '  Went elsewhere ' }),
    ).toEqual({ version: 3, stage: 'lost', lostReason: 'Went elsewhere' })
    expect(
      leadChangeSchema.parse({ version: 3, stage: 'won', lostReason: 'left over' }).lostReason,
    ).toBe('')
    // No stage sent: the reason is not touched either.
    expect(leadChangeSchema.parse({ version: 3, assigneeId: null })).toEqual({
      version: 3,
      assigneeId: null,
    })
  })

  it('refuses an unknown stage, and a move without the version it was made on', () => {
    expect(firstMessage(leadChangeSchema.safeParse({ version: 1, stage: 'booked' }))).toBe(
      'Please choose a stage',
    )
    for (const move of [{ stage: 'won' }, { followUpAt: null }, { assigneeId: 4 }]) {
      expect(firstMessage(leadChangeSchema.safeParse({ ...move, note: 'Called' }))).toBe(
        'version must be the version of the request you changed',
      )
    }
  })

  it('takes a note alone without a version, and refuses a change with nothing in it', () => {
    expect(leadChangeSchema.parse({ note: '  Wants a duplex  ' })).toEqual({
      note: 'Wants a duplex',
    })
    // A blank note is no note: with nothing else, there is nothing to save.
    for (const empty of [{}, { version: 2 }, { version: 2, note: ' \n ' }]) {
      expect(firstMessage(leadChangeSchema.safeParse(empty))).toBe(
        'Nothing to save: change the stage, follow-up or assignee, or write a note',
      )
    }
    expect(leadChangeSchema.parse({ version: 2, stage: 'contacted', note: ' ' })).toEqual({
      version: 2,
      stage: 'contacted',
      lostReason: '',
    })
    expect(firstMessage(leadChangeSchema.safeParse({ note: 'x'.repeat(2001) }))).toBe(
      'A note must be at most 2000 characters',
    )
  })

  it('takes a follow-up with its offset as the same instant in UTC, or null', () => {
    // 10:30 in Patna (+05:30) is 05:00 UTC.
    expect(leadChangeSchema.parse({ version: 1, followUpAt: '2026-11-25T10:30:00+05:30' })).toEqual(
      { version: 1, followUpAt: '2026-11-25T05:00:00.000Z' },
    )
    expect(leadChangeSchema.parse({ version: 1, followUpAt: null }).followUpAt).toBeNull()
    expect(
      firstMessage(leadChangeSchema.safeParse({ version: 1, followUpAt: '2026-11-25 10:30' })),
    ).toBe('Please enter a follow-up date and time')
  })

  it('refuses an assignee that is not an account id', () => {
    expect(firstMessage(leadChangeSchema.safeParse({ version: 1, assigneeId: 0 }))).toBe(
      'Please choose a member of staff',
    )
  })
})

describe('the lead list query', () => {
  it('has defaults: no spam, newest first, page 1 of 25', () => {
    expect(leadListQuerySchema.parse({})).toEqual({
      spam: false,
      sort: 'createdAt',
      order: 'desc',
      page: 1,
      pageSize: 25,
      q: undefined,
      utmSource: undefined,
    })
  })

  it('reads stages, flags, assignee and dates from URL text', () => {
    expect(
      leadListQuerySchema.parse({
        stage: 'new,quotation_sent',
        processed: 'false',
        assignee: 'me',
        repeat: 'true',
        from: '2026-11-01',
        to: '2026-11-30',
        page: '3',
      }),
    ).toMatchObject({
      stage: ['new', 'quotation_sent'],
      processed: false,
      assignee: 'me',
      repeat: true,
      from: '2026-11-01',
      to: '2026-11-30',
      page: 3,
    })
    expect(leadListQuerySchema.parse({ assignee: '7' }).assignee).toBe(7)
  })

  it('sorts the due view by follow-up, To do by urgency, and names A to Z', () => {
    expect(leadListQuerySchema.parse({ due: 'true' })).toMatchObject({
      sort: 'followUpAt',
      order: 'asc',
    })
    // To do: the most urgent first; written back as just `todo=true`.
    expect(leadListQuerySchema.parse({ todo: 'true' })).toMatchObject({
      todo: true,
      sort: 'urgency',
      order: 'asc',
    })
    expect(leadListSearch({ todo: true })).toBe('todo=true')
    expect(leadListQuerySchema.parse({ sort: 'name' }).order).toBe('asc')
    expect(leadListQuerySchema.parse({ sort: 'name', order: 'desc' }).order).toBe('desc')
  })

  it.each([
    [{ pageSize: '101' }, 'pageSize must be a whole number from 1 to 100'],
    [{ page: '0' }, 'page must be a whole number from 1'],
    [{ processed: 'yes' }, 'processed must be true or false'],
    [{ assignee: 'someone' }, 'assignee must be me, none or the id of a member of staff'],
    [{ from: '2026-13-45' }, 'from must be a date such as 2026-11-18'],
    [{ from: '2026-11-02', to: '2026-11-01' }, 'The start date must be on or before the end date'],
  ])('refuses %j with a message naming it', (query, message) => {
    expect(firstMessage(leadListQuerySchema.safeParse(query))).toBe(message)
  })

  it('writes a filter back as the same query string, whichever way it was read', () => {
    const search = leadListSearch({ stage: ['won'], q: '98765', assignee: 'me', page: 2 })
    expect(search).toBe('stage=won&assignee=me&q=98765&page=2')
    expect(
      leadListQuerySchema.parse(Object.fromEntries(new URLSearchParams(search))),
    ).toMatchObject({ stage: ['won'], q: '98765', assignee: 'me', page: 2 })
    expect(leadPaths.exportCsv({ processed: false })).toBe(
      '/api/admin/dashboard/leads/export.csv?processed=false',
    )
    expect(leadPaths.list()).toBe('/api/admin/dashboard/leads')
  })
})

describe('the company time (Asia/Kolkata, UTC+5:30)', () => {
  it('shows an instant as staff in Patna read it', () => {
    // 06:30 UTC + 5:30 = 12:00 noon; 18:45 UTC + 5:30 = 00:15 the next day.
    expect(formatCompanyDateTime('2026-11-18T06:30:00.000Z')).toBe('18 Nov 2026, 12:00 pm')
    expect(companyDate(new Date('2026-11-18T18:45:00.000Z'))).toBe('2026-11-19')
    expect(companyDayStart('2026-11-19').toISOString()).toBe('2026-11-18T18:30:00.000Z')
  })

  it('converts a datetime-local value both ways in Patna time', () => {
    expect(fromCompanyDateTimeInput('2026-11-25T10:30')).toBe('2026-11-25T05:00:00.000Z')
    expect(toCompanyDateTimeInput('2026-11-25T05:00:00.000Z')).toBe('2026-11-25T10:30')
    expect(fromCompanyDateTimeInput('tomorrow')).toBeNull()
  })
})

describe('account bodies', () => {
  it('makes a new account staff unless told, and needs a name', () => {
    expect(createAccountSchema.parse({ name: 'Ravi', username: 'ravi' }).role).toBe('staff')
    expect(firstMessage(createAccountSchema.safeParse({ name: '', username: 'ravi' }))).toBe(
      "Please enter the staff member's name",
    )
    expect(firstMessage(updateAccountSchema.safeParse({}))).toBe(
      'Please say what to change: name, e-mail, role or disabled',
    )
  })

  it('keeps an account’s e-mail in lower case, takes none, and refuses what is not an address', () => {
    expect(createAccountSchema.parse({ name: 'Ravi', username: 'ravi' }).email).toBe('')
    expect(updateAccountSchema.parse({ email: ' Ravi@Nirman.Example ' }).email).toBe(
      'ravi@nirman.example',
    )
    expect(updateAccountSchema.parse({ email: '' }).email).toBe('')
    expect(firstMessage(updateAccountSchema.safeParse({ email: 'ravi at nirman' }))).toBe(
      'Please enter an e-mail address like name@example.com, or leave it empty',
    )
  })

  it('wants a new password of 10 characters that differs from the current one', () => {
    expect(
      firstMessage(changePasswordSchema.safeParse({ currentPassword: 'a', newPassword: 'short' })),
    ).toBe('The new password must be at least 10 characters')
    expect(
      firstMessage(
        changePasswordSchema.safeParse({
          currentPassword: 'same password',
          newPassword: 'same password',
        }),
      ),
    ).toBe('The new password must differ from the current one')
  })
})
