import type { SiteVisitSettings } from '@nirman/contract'
import type { FastifyInstance } from 'fastify'

// The site visits' tests (issue 28) book by Patna dates and times counted from today, whatever
// day and zone they run in, and save the owner's availability first.

const DAY_MS = 24 * 60 * 60 * 1000
const IST_MS = 5.5 * 60 * 60 * 1000

/** The company date `days` after today in Patna: UTC plus 5:30, cut to the date. */
export const patnaDate = (days: number) =>
  new Date(Date.now() + IST_MS + days * DAY_MS).toISOString().slice(0, 10)

/** A Patna date and time of day as an instant: "2026-12-01", "10:00" -> 2026-12-01T04:30:00.000Z. */
export const patnaTime = (date: string, clock: string) =>
  new Date(`${date}T${clock}:00+05:30`).toISOString()

/** Saves the owner's availability of site visits on settings version `version` (the first: 0). */
export async function saveAvailability(
  app: FastifyInstance,
  owner: string,
  siteVisits: SiteVisitSettings,
  version = 0,
): Promise<void> {
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/admin/settings/site-visits',
    headers: { cookie: owner },
    payload: { siteVisits, version },
  })
  if (saved.statusCode !== 200) throw new Error(`availability not saved: ${saved.body}`)
}
