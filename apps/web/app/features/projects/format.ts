const monthYear = new Intl.DateTimeFormat('en-IN', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/**
 * A project's completion as people say it: "2024-03-15" becomes "March 2024". The date is read
 * as UTC so that the month is the same on the build machine and in every visitor's time zone.
 */
export function formatCompletionDate(completedDate: string): string {
  const date = new Date(`${completedDate}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? completedDate : monthYear.format(date)
}

/** The year a project was completed: "2024-03-15" becomes "2024". */
export function completionYear(completedDate: string): string {
  return completedDate.slice(0, 4)
}

/**
 * A project's description cut to about `limit` characters between words, for search results and
 * link previews (the same cut as the API's first HTML response of a project page).
 * @example searchSummary('A G+2 home with a roof garden and …', 20) // 'A G+2 home with a…'
 */
export function searchSummary(text: string, limit = 155): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= limit) return flat
  const cut = flat.slice(0, limit - 1)
  const lastSpace = cut.lastIndexOf(' ')
  const words = lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut
  return `${words.replace(/[\s,.;:]+$/, '')}…`
}
