import { type LeadDetail, leadLimits, noteBodySchema } from '@nirman/contract'
import { Button, FormControl, FormError, FormField, FormLabel, Textarea } from '@nirman/ui'
import { type FormEvent, useState } from 'react'
import { addNote } from '../../api/queries'
import { deskCopy } from '../../content'
import { RefusalNotice } from '../forms/refusal-notice'
import { useLeadChange } from './use-lead-change'

/** A note typed by staff, added to the timeline. Cleared once saved, kept when refused. */
export function LeadNoteForm({ lead }: { lead: LeadDetail }) {
  const [text, setText] = useState('')
  const [error, setError] = useState<string>()
  const change = useLeadChange(lead.id, addNote, deskCopy.noteAdded)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const body = noteBodySchema.safeParse({ text })
    if (!body.success) {
      setError(body.error.issues[0]?.message)
      return
    }
    setError(undefined)
    change.save(body.data, { onSuccess: () => setText('') })
  }

  return (
    <form className="grid gap-3" onSubmit={onSubmit} noValidate>
      <FormField
        name="text"
        error={error ?? (change.refusal?.kind === 'invalid' ? change.refusal.message : undefined)}
      >
        <FormLabel>{deskCopy.noteLabel}</FormLabel>
        <FormControl>
          <Textarea
            value={text}
            rows={3}
            maxLength={leadLimits.note}
            placeholder={deskCopy.notePlaceholder}
            onChange={(event) => setText(event.target.value)}
          />
        </FormControl>
        <FormError />
      </FormField>
      <RefusalNotice
        refusal={change.refusal}
        reload={{ label: deskCopy.reloadRequest, onReload: change.reload }}
      />
      <div>
        <Button type="submit" size="sm" loading={change.saving} loadingLabel={deskCopy.saving}>
          {deskCopy.addNote}
        </Button>
      </div>
    </form>
  )
}
