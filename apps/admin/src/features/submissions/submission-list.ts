import type { ContactSubmission } from '@nirman/contract'

/** The dashboard's filter (website.md section 4): all, unprocessed, processed. */
export const statusFilters = ['all', 'unprocessed', 'processed'] as const
export type StatusFilter = (typeof statusFilters)[number]

export const dateSorts = ['newest', 'oldest'] as const
export type DateSort = (typeof dateSorts)[number]

export interface ListView {
  filter: StatusFilter
  search: string
  sort: DateSort
}

export function matchesFilter(submission: ContactSubmission, filter: StatusFilter): boolean {
  if (filter === 'all') return true
  return filter === 'processed' ? submission.isProcessed : !submission.isProcessed
}

/**
 * Whether a submission's name, phone or city contains the search, ignoring case. A search made of
 * phone characters also matches the phone's digits alone, so "9876543210" finds "+91 98765 43210".
 */
export function matchesSearch(submission: ContactSubmission, search: string): boolean {
  const query = search.trim().toLocaleLowerCase()
  if (query === '') return true
  const texts = [submission.name, submission.phone, submission.city]
  if (texts.some((text) => text.toLocaleLowerCase().includes(query))) return true
  const digits = query.replace(/\D/g, '')
  return (
    digits !== '' &&
    /^[+\d\s().-]+$/.test(query) &&
    submission.phone.replace(/\D/g, '').includes(digits)
  )
}

/** How many submissions each filter shows. */
export function countByFilter(rows: readonly ContactSubmission[]): Record<StatusFilter, number> {
  const processed = rows.filter((row) => row.isProcessed).length
  return { all: rows.length, unprocessed: rows.length - processed, processed }
}

/** The rows the table shows: those of the filter and the search, sorted by date (then by ID). */
export function selectSubmissions(
  rows: readonly ContactSubmission[],
  view: ListView,
): ContactSubmission[] {
  const direction = view.sort === 'newest' ? -1 : 1
  return rows
    .filter((row) => matchesFilter(row, view.filter) && matchesSearch(row, view.search))
    .sort((a, b) => {
      const byDate = Date.parse(a.createdAt) - Date.parse(b.createdAt)
      return direction * (byDate === 0 ? a.id - b.id : byDate)
    })
}
