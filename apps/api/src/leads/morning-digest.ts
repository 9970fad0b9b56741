import {
  addWorkingMinutes,
  closedLeadStages,
  companyDate,
  companyDayStart,
  leadStageLabels,
  type SalesDeskSettings,
} from '@nirman/contract'
import { type DataSource, type EntityManager, In, IsNull, LessThan, Not } from 'typeorm'
import { companyTimeText, dashboardLink } from '../alerts/lead-message'
import { phoneLinks } from '../alerts/phone-links'
import { isDuplicateKey } from '../db/duplicate-key'
import {
  AdminUserEntity,
  ContactSubmissionEntity,
  type ContactSubmissionRow,
  StaffDigestEntity,
} from '../db/entities'
import { queueMail } from '../mail/mail-outbox'
import type { DigestLead } from '../mail/templates/staff-digest'

const DAY_MS = 24 * 60 * 60 * 1000
/** Leads listed a section at most: a digest stays readable; the link shows them all. */
const MOST_LISTED = 50

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  weekday: 'long',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
})

/**
 * The company day a digest is due for at `now`: today, once the desk has opened on a working day
 * (its days, not a holiday) and until midnight; null before the opening, and on a day off.
 */
export function digestDay(now: Date, desk: SalesDeskSettings): string | null {
  const today = companyDate(now)
  const start = companyDayStart(today)
  const opens = addWorkingMinutes(start, 0, { ...desk.hours, holidays: desk.holidays })
  if (!opens || companyDate(opens) !== today) return null
  return now >= opens ? today : null
}

function digestLead(row: ContactSubmissionRow, publicUrl: string): DigestLead {
  return {
    id: Number(row.id),
    name: row.name,
    phone: phoneLinks(row.phone)?.display ?? row.phone,
    projectType: row.projectType,
    stage: leadStageLabels[row.stage],
    followUp: row.followUpAt ? companyTimeText(row.followUpAt) : '',
    link: dashboardLink({ publicUrl }, Number(row.id)),
  }
}

/** The account's open leads with a follow-up before the end of `day`, earliest first. */
async function followUpsDue(manager: EntityManager, staffId: number, day: string) {
  return manager.find(ContactSubmissionEntity, {
    where: {
      assigneeId: staffId,
      isSpam: false,
      stage: Not(In([...closedLeadStages])),
      followUpAt: LessThan(new Date(companyDayStart(day).getTime() + DAY_MS)),
    },
    order: { followUpAt: 'ASC', id: 'ASC' },
    take: MOST_LISTED * 2,
  })
}

export interface DigestOptions {
  desk: SalesDeskSettings
  /** The dashboard's public address, for the links. */
  publicUrl: string
  now: Date
}

/**
 * Makes the morning digests due at `now`: one e-mail per active account with an address, of its
 * follow-ups overdue and due today, once its working day has begun. Each account's digest is made
 * in a transaction of its own that first claims the day (a row of staff_digests, whose key is the
 * account and the day) and then writes the e-mail into the mail outbox: an instance that finds the
 * day taken (another instance, or this one before a restart) writes nothing. An account with
 * nothing due gets no e-mail (its day is still taken). Answers the ids of the e-mails written.
 */
export async function makeMorningDigests(
  db: DataSource,
  { desk, publicUrl, now }: DigestOptions,
): Promise<number[]> {
  const day = digestDay(now, desk)
  if (!day) return []
  const accounts = await db.getRepository(AdminUserEntity).find({
    where: { disabledAt: IsNull(), email: Not('') },
    select: { id: true, name: true, email: true },
    order: { id: 'ASC' },
  })
  if (accounts.length === 0) return []
  const done = await db.getRepository(StaffDigestEntity).find({
    where: { day, staffId: In(accounts.map((account) => Number(account.id))) },
    select: { staffId: true },
  })
  const taken = new Set(done.map((row) => Number(row.staffId)))
  const mails: number[] = []
  for (const account of accounts.filter((each) => !taken.has(Number(each.id)))) {
    const staffId = Number(account.id)
    const mailId = await db
      .transaction(async (manager) => {
        // The claim first: a second instance waits here for the first's commit, then fails.
        await manager.insert(StaffDigestEntity, { staffId, day, createdAt: now, mailId: null })
        const leads = await followUpsDue(manager, staffId, day)
        if (leads.length === 0) return null
        const startOfDay = companyDayStart(day)
        const overdue = leads.filter((lead) => (lead.followUpAt as Date) < startOfDay)
        const dueToday = leads.filter((lead) => (lead.followUpAt as Date) >= startOfDay)
        const id = await queueMail(
          manager,
          {
            template: 'staff-digest',
            language: 'en',
            to: account.email,
            data: {
              staffName: account.name,
              day: dayFormat.format(now),
              overdue: overdue.slice(0, MOST_LISTED).map((lead) => digestLead(lead, publicUrl)),
              dueToday: dueToday.slice(0, MOST_LISTED).map((lead) => digestLead(lead, publicUrl)),
              listLink: `${publicUrl}/admin/dashboard?assignee=me&due=true`,
            },
          },
          now,
        )
        await manager.update(StaffDigestEntity, { staffId, day }, { mailId: id })
        return id
      })
      .catch((error: unknown) => {
        // Taken meanwhile by another instance: its digest, not ours.
        if (isDuplicateKey(error)) return null
        throw error
      })
    if (mailId !== null) mails.push(mailId)
  }
  return mails
}
