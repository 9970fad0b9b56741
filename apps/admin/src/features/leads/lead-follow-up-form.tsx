import { fromCompanyDateTimeInput, type LeadDetail, toCompanyDateTimeInput } from '@nirman/contract'
import { Button, FormControl, FormError, FormField, FormLabel, Input } from '@nirman/ui'
import { type FormEvent, useState } from 'react'
import { setFollowUp } from '../../api/queries'
import { deskCopy } from '../../content'
import { RefusalNotice } from '../forms/refusal-notice'
import { useFieldState } from './use-field-state'
import { useLeadChange } from './use-lead-change'

/**
 * The follow-up date and time, typed in the company's time (India) whatever the phone's zone, or
 * cleared. It puts the lead under "Due today / overdue" when due.
 */
export function LeadFollowUpForm({ lead }: { lead: LeadDetail }) {
  const [value, setValue] = useFieldState(
    lead.followUpAt ? toCompanyDateTimeInput(lead.followUpAt) : '',
  )
  const [error, setError] = useState<string>()
  const change = useLeadChange(lead.id, setFollowUp, (saved) =>
    saved.followUpAt ? deskCopy.followUpSaved : deskCopy.followUpCleared,
  )
  const refusal = change.refusal

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const followUpAt = fromCompanyDateTimeInput(value)
    if (!followUpAt) {
      setError(deskCopy.followUpInvalid)
      return
    }
    setError(undefined)
    change.save({ version: lead.version, followUpAt })
  }

  return (
    <form className="grid gap-3" onSubmit={onSubmit} noValidate>
      <FormField
        name="followUpAt"
        error={error ?? (refusal?.kind === 'invalid' ? refusal.message : undefined)}
      >
        <FormLabel>{deskCopy.followUpLabel}</FormLabel>
        <FormControl>
          <Input
            type="datetime-local"
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        </FormControl>
        <FormError />
      </FormField>
      <RefusalNotice
        refusal={refusal}
        reload={{ label: deskCopy.reloadRequest, onReload: change.reload }}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={change.saving}>
          {deskCopy.saveFollowUp}
        </Button>
        {lead.followUpAt ? (
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={change.saving}
            onClick={() => {
              setValue('')
              change.save({ version: lead.version, followUpAt: null })
            }}
          >
            {deskCopy.clearFollowUp}
          </Button>
        ) : null}
      </div>
    </form>
  )
}
