import { Button } from '@nirman/ui'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { dashboardCopy, deskCopy } from '../../content'
import { formatCount } from '../../count-format'

/** Previous and Next under the list, and where the page is. Nothing when one page holds all. */
export function Pagination({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number
  pageSize: number
  total: number
  onPage: (page: number) => void
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize))
  if (pages === 1 && page === 1) return null
  return (
    <nav
      aria-label={deskCopy.pagination}
      className="flex flex-wrap items-center justify-between gap-2"
    >
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden />
        {deskCopy.previousPage}
      </Button>
      <span className="text-sm text-muted-foreground">
        {dashboardCopy.pageOf(formatCount(page), formatCount(pages))}
      </span>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {deskCopy.nextPage}
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  )
}
