import {
  type LeadDetail,
  type LeadStage,
  leadLimits,
  leadStageLabels,
  leadStages,
  stageChangeSchema,
} from '@nirman/contract'
import { Button, FormControl, FormError, FormField, FormLabel, Input, Select } from '@nirman/ui'
import { type FormEvent, useState } from 'react'
import { changeStage } from '../../api/queries'
import { deskCopy } from '../../content'
import { RefusalNotice } from '../forms/refusal-notice'
import { useFieldState } from './use-field-state'
import { useLeadChange } from './use-lead-change'

const isStage = (value: string): value is LeadStage => leadStages.some((stage) => stage === value)

/**
 * Moves a lead to any stage, forward or back; Lost asks for its reason. What was chosen and typed
 * stays in the form when the change is refused.
 */
export function LeadStageForm({ lead }: { lead: LeadDetail }) {
  const [stage, setStage] = useFieldState<LeadStage>(lead.stage)
  const [lostReason, setLostReason] = useFieldState(lead.lostReason)
  const [reasonError, setReasonError] = useState<string>()
  const change = useLeadChange(lead.id, changeStage, deskCopy.stageSaved)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const body = stageChangeSchema.safeParse({ version: lead.version, stage, lostReason })
    if (!body.success) {
      setReasonError(body.error.issues[0]?.message)
      return
    }
    setReasonError(undefined)
    change.save(body.data)
  }
  const serverError = change.refusal?.kind === 'invalid' ? change.refusal.message : undefined

  return (
    <form className="grid gap-3" onSubmit={onSubmit} noValidate>
      <FormField name="stage">
        <FormLabel>{deskCopy.changeStage}</FormLabel>
        <FormControl>
          <Select
            value={stage}
            onChange={(event) => {
              if (isStage(event.target.value)) setStage(event.target.value)
            }}
          >
            {leadStages.map((option) => (
              <option key={option} value={option}>
                {leadStageLabels[option]}
              </option>
            ))}
          </Select>
        </FormControl>
      </FormField>
      {stage === 'lost' ? (
        <FormField name="lostReason" required error={reasonError ?? serverError}>
          <FormLabel>{deskCopy.lostReason}</FormLabel>
          <FormControl>
            <Input
              value={lostReason}
              maxLength={leadLimits.lostReason}
              onChange={(event) => setLostReason(event.target.value)}
            />
          </FormControl>
          <FormError />
        </FormField>
      ) : serverError ? (
        <p role="alert" className="text-sm text-destructive">
          {serverError}
        </p>
      ) : null}
      <RefusalNotice
        refusal={change.refusal}
        reload={{ label: deskCopy.reloadRequest, onReload: change.reload }}
      />
      <div>
        <Button
          type="submit"
          size="sm"
          // Nothing to save while the form shows the lead's own stage and reason.
          disabled={stage === lead.stage && (stage !== 'lost' || lostReason === lead.lostReason)}
          loading={change.saving}
          loadingLabel={deskCopy.saving}
        >
          {deskCopy.saveStage}
        </Button>
      </div>
    </form>
  )
}
