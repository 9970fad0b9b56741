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
