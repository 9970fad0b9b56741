import type { StaffRef } from '@nirman/contract'
import { Spinner } from '@nirman/ui'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { currentUserQuery, staffQuery } from '../../api/queries'
import { clientProjectCopy } from '../../client-projects-content'
import { toggledStaff } from './project-form-values'

const copy = clientProjectCopy.fields

/**
 * The staff responsible, as check boxes of the active accounts (the lead assignee's list). A
 * disabled account still responsible for the project stays listed, ticked, so the choice shows as
 * it is; the signed-in member is marked "(you)".
 */
export function ProjectStaffField({
  staffIds,
  onChange,
  current = [],
  error,
  disabled = false,
}: {
  staffIds: readonly number[]
  onChange: (staffIds: number[]) => void
  /** The project's staff as saved (edit only). */
  current?: readonly StaffRef[]
  error?: string
  disabled?: boolean
}) {
  const staff = useQuery(staffQuery(true))
  const user = useQuery(currentUserQuery)
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const active = staff.data ?? []
  const options = [
    ...active.map((member) => ({ ...member, disabledAccount: false })),
    ...current
      .filter((member) => !active.some((other) => other.id === member.id))
      .map((member) => ({ ...member, disabledAccount: true })),
  ]
  return (
    <fieldset
      className="grid min-w-0 gap-2"
      aria-describedby={error ? `${hintId} ${errorId}` : hintId}
    >
      <legend className="mb-2 text-sm font-medium">
        {copy.staff}
        <span aria-hidden="true" className="text-destructive">
          {' '}
          *
        </span>
      </legend>
      {staff.isPending ? <Spinner label={copy.staffLoading} /> : null}
      {staff.isError ? <p className="text-sm text-destructive">{copy.staffLoadError}</p> : null}
      <ul className="grid gap-1 sm:grid-cols-2">
        {options.map((member) => {
          const label = member.disabledAccount
            ? copy.disabledAccount(member.name)
            : member.id === user.data?.id
              ? copy.you(member.name)
              : member.name
          return (
            <li key={member.id}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-1 break-words">
                <input
                  type="checkbox"
                  name="staffIds"
                  value={member.id}
                  className="size-5 shrink-0 accent-primary"
                  checked={staffIds.includes(member.id)}
                  disabled={disabled}
                  aria-invalid={error ? true : undefined}
                  onChange={(event) =>
                    onChange(toggledStaff(staffIds, member.id, event.target.checked))
                  }
                />
                <span className="min-w-0">{label}</span>
              </label>
            </li>
          )
        })}
      </ul>
      <p id={hintId} className="text-sm text-muted-foreground">
        {copy.staffHint}
      </p>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
