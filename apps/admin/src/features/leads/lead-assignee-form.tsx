import type { LeadDetail } from '@nirman/contract'
import { Button, FormControl, FormError, FormField, FormLabel, Select } from '@nirman/ui'
import { useQuery } from '@tanstack/react-query'
import type { FormEvent } from 'react'
import { setAssignee, staffQuery } from '../../api/queries'
import { deskCopy } from '../../content'
import { RefusalNotice } from '../forms/refusal-notice'
import { useFieldState } from './use-field-state'
import { useLeadChange } from './use-lead-change'

/** Assigns the lead to an active member of staff, or to nobody. */
export function LeadAssigneeForm({ lead }: { lead: LeadDetail }) {
  const staff = useQuery(staffQuery(true))
  const [assigneeId, setAssigneeId] = useFieldState(lead.assignee ? String(lead.assignee.id) : '')
  const change = useLeadChange(lead.id, setAssignee, deskCopy.assigned)
  // A disabled account still named on a lead stays in the list, so the choice shows as it is.
  const options = [...(staff.data ?? [])]
  if (lead.assignee && !options.some((person) => person.id === lead.assignee?.id)) {
    options.push(lead.assignee)
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    change.save({ version: lead.version, assigneeId: assigneeId ? Number(assigneeId) : null })
  }

  return (
    <form className="grid gap-3" onSubmit={onSubmit} noValidate>
      <FormField
        name="assigneeId"
        error={change.refusal?.kind === 'invalid' ? change.refusal.message : undefined}
      >
        <FormLabel>{deskCopy.assigneeLabel}</FormLabel>
        <FormControl>
          <Select value={assigneeId} onChange={(event) => setAssigneeId(event.target.value)}>
            <option value="">{deskCopy.unassigned}</option>
            {options.map((person) => (
              <option key={person.id} value={String(person.id)}>
                {person.name}
              </option>
            ))}
          </Select>
        </FormControl>
        <FormError />
      </FormField>
      <RefusalNotice
        refusal={change.refusal}
        reload={{ label: deskCopy.reloadRequest, onReload: change.reload }}
      />
      <div>
        <Button
          type="submit"
          size="sm"
          disabled={assigneeId === (lead.assignee ? String(lead.assignee.id) : '')}
          loading={change.saving}
          loadingLabel={deskCopy.saving}
        >
          {deskCopy.saveAssignee}
        </Button>
      </div>
    </form>
  )
}
