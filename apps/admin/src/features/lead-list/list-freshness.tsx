import { companyTimeZone } from '@nirman/contract'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { leadCountQuery } from '../../api/queries'
import { liveListCopy } from '../../content'

const timeOfDay = new Intl.DateTimeFormat('en-IN', {
  timeZone: companyTimeZone,
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
})

/**
 * "Updated at 10:42:05 pm · 2 new leads since you opened the list": the list refreshes itself, so
 * staff see how current it is and that leads arrived, whatever view they are in (the new ones may
 * be on another page or outside the filter). New leads are counted as the growth of every lead's
 * count (spam apart) since the list was first shown.
 */
export function ListFreshness({ updatedAt, signedIn }: { updatedAt: number; signedIn: boolean }) {
  const total = useQuery(leadCountQuery({}, signedIn)).data
  const [firstTotal, setFirstTotal] = useState<number | undefined>(undefined)
  if (firstTotal === undefined && total !== undefined) setFirstTotal(total)
  const arrived = total !== undefined && firstTotal !== undefined ? total - firstTotal : 0
  if (!updatedAt) return null
  return (
    <p className="text-xs text-muted-foreground">
      {liveListCopy.updatedAt(timeOfDay.format(updatedAt))}
      {/* Read out when leads arrive, not every 30 s when the time changes. */}
      <span role="status" className="font-semibold text-foreground">
        {arrived > 0 ? ` · ${liveListCopy.newLeads(arrived)}` : ''}
      </span>
    </p>
  )
}
