import {
  contactChannelLabels,
  contactOutcomeLabels,
  contactOutcomes,
  type LeadDetail,
  type ContactOutcome as Outcome,
} from '@nirman/contract'
import { Button } from '@nirman/ui'
import { useId } from 'react'
import { setContactOutcome } from '../../api/lead-contact'
import { contactCopy, deskCopy } from '../../content'
import { RefusalNotice } from '../forms/refusal-notice'
import { companyTimeOf } from '../lead-list/alert-warning'
import { unansweredAttempt } from './first-contact'
import { useLeadChange } from './use-lead-change'

interface OutcomeChange {
  attemptId: number
  outcome: Outcome
}

const sendOutcome = (id: number, { attemptId, outcome }: OutcomeChange) =>
  setContactOutcome(id, attemptId, { outcome })

/** The refusals of an outcome said in the server's words: a bad outcome, an attempt not found. */
const explainedOutcomeRefusals = [400, 404, 409]

/**
 * "What came of it?" for the latest attempt to reach the lead that has no outcome yet: Reached,
 * No answer or Wrong number, each one tap. Reached moves a New lead to Contacted. A refusal is
 * said under the buttons, which stay, so the answer can be given again.
 */
export function ContactOutcome({ lead, now }: { lead: LeadDetail; now: Date }) {
  const attempt = unansweredAttempt(lead.timeline)
  const change = useLeadChange(lead.id, sendOutcome, contactCopy.outcomeSaved, {
    fallback: contactCopy.outcomeFailed,
    explained: explainedOutcomeRefusals,
  })
  const legendId = useId()
  const attemptId = useId()
  if (!attempt) return null
  const answering = change.saving ? change.sent?.outcome : undefined

  return (
    <fieldset
      aria-labelledby={`${legendId} ${attemptId}`}
      className="grid min-w-0 gap-2 rounded-md border border-border p-3"
    >
      <legend id={legendId} className="px-1 font-semibold">
        {contactCopy.outcomeQuestion}
      </legend>
      <p id={attemptId} className="text-sm text-muted-foreground">
        {contactCopy.attempt(
          contactChannelLabels[attempt.channel],
          lead.name,
          attempt.actor?.name ?? deskCopy.system,
          companyTimeOf(attempt.at, now),
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        {contactOutcomes.map((outcome) => (
          <Button
            key={outcome}
            size="md"
            variant="outline"
            disabled={change.saving}
            loading={answering === outcome}
            loadingLabel={deskCopy.saving}
            onClick={() => change.save({ attemptId: attempt.attemptId, outcome })}
          >
            {contactOutcomeLabels[outcome]}
          </Button>
        ))}
      </div>
      {/* No field of its own: a refused outcome is said here in full. */}
      <RefusalNotice
        refusal={change.refusal}
        fieldsShown={[]}
        reload={{ label: deskCopy.reloadRequest, onReload: change.reload }}
      />
    </fieldset>
  )
}
