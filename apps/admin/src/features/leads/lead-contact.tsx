import type { LeadDetail } from '@nirman/contract'
import { contactCopy } from '../../content'
import { CallLinks } from '../lead-list/call-links'
import { ContactOutcome } from './contact-outcome'
import { firstContactLines } from './first-contact'
import { useNow } from './use-now'

/**
 * Reaching the lead, at the top of its details: its first-contact clock (contact by when, waiting
 * past it, the owner alerted, first contacted), Call, WhatsApp and E-mail, and what came of the
 * last attempt.
 */
export function LeadContact({ lead }: { lead: LeadDetail }) {
  const now = useNow()
  const lines = firstContactLines(lead, now)
  return (
    <div className="grid min-w-0 gap-3">
      {lines.length > 0 ? (
        <ul aria-label={contactCopy.clockLabel} className="grid gap-1 text-sm">
          {lines.map((line) => (
            <li
              key={line.text}
              data-state={line.urgent ? 'urgent' : 'calm'}
              className="break-words data-[state=urgent]:font-semibold data-[state=urgent]:text-destructive"
            >
              {line.text}
            </li>
          ))}
        </ul>
      ) : null}
      <CallLinks lead={lead} withEmail />
      <ContactOutcome lead={lead} now={now} />
    </div>
  )
}
