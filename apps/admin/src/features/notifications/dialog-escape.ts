import { useEffect, useRef } from 'react'

/**
 * The dashboard's open dialogs, newest last, each with what closes it.
 *
 * A toast raised while a dialog is open (Mark Processed from View Details) is the newest Radix
 * "layer" on the page, and Radix hands Escape to the newest layer only: the toast would close and
 * the dialog stay. The dashboard's toaster asks this stack first and, while a dialog is open,
 * hands Escape to it instead (see DashboardToaster).
 */
const openDialogs: Array<{ close: () => void }> = []

/** Closes the newest open dialog; false when none is open. */
export function closeNewestDialog(): boolean {
  const newest = openDialogs.at(-1)
  if (!newest) return false
  newest.close()
  return true
}

/**
 * Registers a dialog while `open`, so that Escape closes it even when a toast is on screen.
 *
 * @param open whether the dialog is open
 * @param close what closing it does (the same as its Close button)
 */
export function useEscapeClosesDialog(open: boolean, close: () => void): void {
  const latestClose = useRef(close)
  latestClose.current = close
  useEffect(() => {
    if (!open) return
    const entry = { close: () => latestClose.current() }
    openDialogs.push(entry)
    return () => {
      const index = openDialogs.indexOf(entry)
      if (index >= 0) openDialogs.splice(index, 1)
    }
  }, [open])
}
