import {
  contactOutcomeLabels,
  leadStageLabels,
  quotationStatusLabels,
  type TimelineEntry,
} from '@nirman/contract'
import { deskCopy } from '../../content'
import { formatDateTime } from '../lead-list/lead-format'
import { alertLine } from '../lead-list/lead-status'

/** What one timeline entry says happened, in a sentence. */
export function timelineText(entry: TimelineEntry): string {
  switch (entry.kind) {
    case 'created':
      return deskCopy.events.created
    case 'note':
      return deskCopy.events.note
    case 'stage':
      return deskCopy.events.stage(
        leadStageLabels[entry.from],
        leadStageLabels[entry.to],
        entry.lostReason,
      )
    case 'follow_up':
      return entry.followUpAt
        ? deskCopy.events.followUp(formatDateTime(entry.followUpAt))
        : deskCopy.events.followUpCleared
    case 'assignment': {
      if (!entry.assignee) return deskCopy.events.unassigned
      const text = entry.rule
        ? deskCopy.events.assignedByRule[entry.rule](entry.assignee.name)
        : deskCopy.events.assigned(entry.assignee.name)
      return entry.replacing ? deskCopy.events.replacing(text, entry.replacing.name) : text
    }
    case 'spam':
      return entry.spam ? deskCopy.events.spam : deskCopy.events.restored
    case 'contact':
      return deskCopy.events.contactOutcome(
        deskCopy.events.contact[entry.channel](entry.actor?.name ?? deskCopy.system),
        entry.outcome ? contactOutcomeLabels[entry.outcome] : deskCopy.events.noOutcome,
      )
    case 'quotation':
      return deskCopy.events.quotation(
        entry.quotation.number,
        entry.quotation.revision,
        quotationStatusLabels[entry.quotation.status],
      )
    case 'visit':
      return deskCopy.events.visit[entry.visit.change](
        formatDateTime(entry.visit.startsAt),
        entry.visit.address,
      )
    case 'alert':
      return alertLine(entry.alert)
  }
}

/**
 * A request's history, newest first: notes typed by staff, stage changes, follow-ups,
 * assignments, attempts to reach the lead, spam, and the alerts of the outbox, each with who and
 * when.
 */
export function LeadTimeline({ id, entries }: { id: number; entries: readonly TimelineEntry[] }) {
  const headingId = `lead-${id}-timeline`
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3
        id={headingId}
        className="text-sm font-semibold tracking-wide text-muted-foreground uppercase"
      >
        {deskCopy.timeline}
      </h3>
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{deskCopy.timelineEmpty}</p>
      ) : (
        <ol className="grid gap-3 border-s-2 border-border ps-3">
          {[...entries].reverse().map((entry) => (
            <li key={entry.id} data-kind={entry.kind} className="grid min-w-0 gap-0.5 text-sm">
              <span className="font-medium break-words">{timelineText(entry)}</span>
              {entry.kind === 'note' ? (
                <p className="break-words whitespace-pre-wrap">{entry.text}</p>
              ) : null}
              <span className="text-xs text-muted-foreground">
                {entry.actor?.name ??
                  (entry.kind === 'visit' ? deskCopy.visitorOnWebsite : deskCopy.system)}{' '}
                · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
