import type { AdminUser } from '@nirman/contract'

/**
 * Whether the signed-in account may export the list as CSV: an owner's right, as the server
 * decides (`GET /leads/export.csv` answers staff 403). Nobody while the account is not known yet.
 */
export const canExport = (user: AdminUser | null | undefined): boolean => user?.role === 'owner'

/**
 * Starts the download of a file the server makes (the CSV export, streamed for the list's filter):
 * a temporary link with `download`, clicked, as browsers allow downloads started by a click. The
 * session cookie goes with it, as with every request of the dashboard on its own site.
 *
 * @param url the export's address, e.g. apiUrl(leadPaths.exportCsv(filter))
 */
export function startDownload(url: string): void {
  const link = document.createElement('a')
  link.href = url
  link.download = ''
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
}
