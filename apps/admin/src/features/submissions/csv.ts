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
