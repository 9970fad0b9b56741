import { LeadReports } from '../features/reports/reports-page'
import { OwnerOnly } from './owner-only'

/**
 * `/admin/reports` (owner): where leads came from and what became of them. Loaded on its own when
 * opened (router.tsx), with Chart.js after it: the rest of the dashboard never fetches either.
 */
export function ReportsPage() {
  return (
    <OwnerOnly>
      <LeadReports />
    </OwnerOnly>
  )
}
