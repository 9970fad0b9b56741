import { type LeadDetail, leadLimits } from '@nirman/contract'
import { Button, FormControl, FormError, FormField, FormLabel, Input, Textarea } from '@nirman/ui'
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react'
import { changeLead } from '../../api/queries'
import { deskCopy } from '../../content'
import { RefusalNotice } from '../forms/refusal-notice'
import { useEditedValues } from '../forms/use-edited-values'
import { StaffSelect, StageSelect } from './lead-desk-selects'
import { type DeskChange, deskChangesOf, deskValuesOf, leadChangeBodyOf } from './lead-desk-values'
import { useLeadChange } from './use-lead-change'

/** The fields that show the server's messages beside themselves (the rest show in the notice). */
const deskFields = ['stage', 'lostReason', 'followUpAt', 'assigneeId', 'note']

/**
 * Working a lead: its stage (Lost with its reason), follow-up, who it is assigned to, and a note,
 * saved together in one request that sends only what changed. A refused save keeps every value
 * typed; a saved one shows the lead as saved and empties the note.
 */
export function LeadDesk({ lead }: { lead: LeadDetail }) {
  const headingId = `lead-${lead.id}-desk`
  const saved = useMemo(() => deskValuesOf(lead), [lead])
  const form = useEditedValues(saved)
  const { values, set } = form
  const [checkErrors, setCheckErrors] = useState<Record<string, string>>({})
  // What the save in flight changes, for its toast.
  const sending = useRef<readonly DeskChange[]>([])
  const change = useLeadChange(lead.id, changeLead, () => deskCopy.saved(sending.current))
  const changes = deskChangesOf(values, saved)

  // Bumped by each refused attempt: the first field in error then takes the focus.
  const formRef = useRef<HTMLFormElement>(null)
  const [attempts, setAttempts] = useState(0)
  useEffect(() => {
    if (attempts === 0) return
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [attempts])
  const refusal = change.refusal

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const checked = leadChangeBodyOf(values, changes, lead.version)
    if (!checked.ok) {
      setCheckErrors(checked.errors)
      setAttempts((count) => count + 1)
      return
    }
    setCheckErrors({})
    sending.current = changes
    change.save(checked.body, {
      onSuccess: (answer) => form.reset(deskValuesOf(answer)),
      onError: () => setAttempts((count) => count + 1),
    })
  }
  const errors: Record<string, string | undefined> = { ...refusal?.fields, ...checkErrors }

  return (
    <section
      aria-labelledby={headingId}
      className="grid min-w-0 gap-3 rounded-md border border-border p-3"
    >
      <h3
        id={headingId}
        className="text-sm font-semibold tracking-wide text-muted-foreground uppercase"
      >
        {deskCopy.deskSection}
      </h3>
      <form ref={formRef} className="grid min-w-0 gap-3" onSubmit={onSubmit} noValidate>
        <div className="grid min-w-0 gap-3 sm:grid-cols-2">
          <FormField name="stage" error={errors.stage}>
            <FormLabel>{deskCopy.changeStage}</FormLabel>
            <FormControl>
              <StageSelect value={values.stage} onStage={(stage) => set('stage', stage)} />
            </FormControl>
            <FormError />
          </FormField>
          <FormField name="assigneeId" error={errors.assigneeId}>
            <FormLabel>{deskCopy.assigneeLabel}</FormLabel>
            <FormControl>
              <StaffSelect
                value={values.assigneeId}
                current={lead.assignee}
                onChange={(event) => set('assigneeId', event.target.value)}
              />
            </FormControl>
            <FormError />
          </FormField>
        </div>
        {values.stage === 'lost' ? (
          <FormField name="lostReason" required error={errors.lostReason}>
            <FormLabel>{deskCopy.lostReason}</FormLabel>
            <FormControl>
              <Input
                value={values.lostReason}
                maxLength={leadLimits.lostReason}
                onChange={(event) => set('lostReason', event.target.value)}
              />
            </FormControl>
            <FormError />
          </FormField>
        ) : null}
        <FollowUpField
          value={values.followUpAt}
          error={errors.followUpAt}
          onValue={(value) => set('followUpAt', value)}
        />
        <FormField name="note" error={errors.note}>
          <FormLabel>{deskCopy.noteLabel}</FormLabel>
          <FormControl>
            <Textarea
              value={values.note}
              rows={2}
              className="min-h-16"
              maxLength={leadLimits.note}
              placeholder={deskCopy.notePlaceholder}
              onChange={(event) => set('note', event.target.value)}
            />
          </FormControl>
          <FormError />
        </FormField>
        <RefusalNotice
          refusal={refusal}
          fieldsShown={deskFields}
          reload={{ label: deskCopy.reloadRequest, onReload: change.reload, hint: true }}
        />
        <div>
          <Button
            type="submit"
            size="sm"
            // Nothing to save while the form shows the lead as loaded and no note is written.
            disabled={changes.length === 0}
            loading={change.saving}
            loadingLabel={deskCopy.saving}
          >
            {deskCopy.saveChanges}
          </Button>
        </div>
      </form>
    </section>
  )
}

/**
 * The follow-up, typed in the company's time (India) whatever the phone's zone. Clear empties
 * it, saved with the rest; the focus goes back to the field, since the button then goes away.
 */
function FollowUpField({
  value,
  error,
  onValue,
}: {
  value: string
  error: string | undefined
  onValue: (value: string) => void
}) {
  const inputRef = useRef<HTMLInputElement>(null)
  // min-w-0 down to the input: a date-time input is wider than a 360 px phone leaves it.
  return (
    <FormField name="followUpAt" error={error} className="min-w-0">
      <FormLabel>{deskCopy.followUpLabel}</FormLabel>
      <div className="flex gap-2">
        <FormControl>
          <Input
            ref={inputRef}
            type="datetime-local"
            className="min-w-0 flex-1"
            value={value}
            onChange={(event) => onValue(event.target.value)}
          />
        </FormControl>
        {value ? (
          <Button
            type="button"
            variant="outline"
            className="h-11"
            aria-label={deskCopy.clearFollowUpLabel}
            onClick={() => {
              onValue('')
              inputRef.current?.focus()
            }}
          >
            {deskCopy.clearFollowUp}
          </Button>
        ) : null}
      </div>
      <FormError />
    </FormField>
  )
}
