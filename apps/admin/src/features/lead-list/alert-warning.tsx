import {
  type AlertStatus,
  companyDate,
  companyTimeZone,
  formatCompanyDateTime,
} from '@nirman/contract'
import { Notice, NoticeDescription, NoticeTitle } from '@nirman/ui'
import { useQuery } from '@tanstack/react-query'
import { alertStatusQuery } from '../../api/queries'
import { alertWarningCopy } from '../../content'

// "10:42 pm": the time of day in the company's time zone, as staff in Patna read it.
const timeOfDay = new Intl.DateTimeFormat('en-IN', {
  timeZone: companyTimeZone,
  hour: 'numeric',
  minute: '2-digit',
})

/** A time today as "10:42 pm", an earlier day's as "18 Nov 2026, 10:42 pm" (India's time). */
export function companyTimeOf(iso: string, now: Date = new Date()): string {
  const instant = new Date(iso)
  return companyDate(instant) === companyDate(now)
    ? timeOfDay.format(instant)
    : formatCompanyDateTime(instant)
}

/** The sentence of the warning: what waits since when, what was given up. */
export function alertWarningText(status: AlertStatus, now: Date = new Date()): string | null {
  const parts: string[] = []
  if (status.waiting > 0 && status.waitingSince) {
    parts.push(alertWarningCopy.waiting(status.waiting, companyTimeOf(status.waitingSince, now)))
  }
  if (status.failed > 0) parts.push(alertWarningCopy.failed(status.failed))
  return parts.length > 0 ? `${alertWarningCopy.title}: ${parts.join('; ')}.` : null
}

/**
 * A warning above the list while lead alerts are not reaching staff (the outbox has alerts unsent
 * a minute after their request, or given up): without it a wrong mail password or a mail server
 * that is down goes unseen until a customer complains that nobody called. Polled with the list.
 */
export function AlertWarning({ signedIn }: { signedIn: boolean }) {
  const status = useQuery(alertStatusQuery(signedIn)).data
  const text = status ? alertWarningText(status) : null
  if (!status || !text) return null
  return (
    <Notice variant="destructive">
      <NoticeTitle>{text}</NoticeTitle>
      <NoticeDescription>
        <p>{alertWarningCopy.action}</p>
        {status.lastErrorAt && status.lastError ? (
          <p className="break-words">
            {alertWarningCopy.lastError(companyTimeOf(status.lastErrorAt), status.lastError)}
          </p>
        ) : null}
      </NoticeDescription>
    </Notice>
  )
}
