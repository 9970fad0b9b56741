import type { ContactSubmission, LeadAlert } from '@nirman/contract'
import { Button } from '@nirman/ui'
import { leadCopy } from '../../content'
import { formatDateTime } from './lead-format'

/** "E-mail to staff: sent 18 Nov 2026, 12:00 pm (1 attempt)", or the failure and its last error. */
export function alertLine(alert: LeadAlert): string {
  const status = leadCopy.alertStatus[alert.status]
  const when = alert.sentAt ? ` ${formatDateTime(alert.sentAt)}` : ''
  return `${leadCopy.channels[alert.channel]}: ${status}${when} (${leadCopy.attempts(alert.attempts)})`
}

/** The alerts a request promised and how far each got: sent, retrying (with the error), failed. */
export function LeadAlerts({ lead }: { lead: ContactSubmission }) {
  const id = `lead-${lead.id}-alerts`
  return (
    <section aria-labelledby={id}>
      <h3
        id={id}
        className="mb-1 text-sm font-semibold tracking-wide text-muted-foreground uppercase"
      >
        {leadCopy.alertsTitle}
      </h3>
      {lead.alerts.length === 0 ? (
        <p className="text-sm text-muted-foreground">{leadCopy.noAlerts}</p>
      ) : (
        <ul className="grid gap-2">
          {lead.alerts.map((alert) => (
            <li
              key={alert.channel}
              data-state={alert.status}
              className="text-sm data-[state=failed]:text-destructive data-[state=retrying]:text-destructive"
            >
              {alertLine(alert)}
              {alert.lastError && alert.status !== 'sent' ? (
                <span className="block break-words text-muted-foreground">
                  {leadCopy.lastError(alert.lastError)}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** The earlier requests from the same phone in the 30 days before, each a button that opens it. */
export function RepeatOf({
  lead,
  onOpen,
}: {
  lead: ContactSubmission
  onOpen: (id: number) => void
}) {
  if (lead.repeatOf.length === 0) return null
  const id = `lead-${lead.id}-repeat`
  return (
    <section aria-labelledby={id}>
      <h3
        id={id}
        className="mb-1 text-sm font-semibold tracking-wide text-muted-foreground uppercase"
      >
        {leadCopy.repeatTitle}
      </h3>
      <p className="mb-2 text-sm">{leadCopy.repeatText}</p>
      <div className="flex flex-wrap gap-2">
        {lead.repeatOf.map((earlier) => (
          <Button key={earlier} size="sm" variant="outline" onClick={() => onOpen(earlier)}>
            {leadCopy.openRequest(earlier)}
          </Button>
        ))}
      </div>
    </section>
  )
}
