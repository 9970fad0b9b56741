import type { AdminClientProject } from '@nirman/contract'
import { Button, toast } from '@nirman/ui'
import { useQueryClient } from '@tanstack/react-query'
import { Pencil } from 'lucide-react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { updateClientProject } from '../../api/client-projects'
import { clientProjectCopy } from '../../client-projects-content'
import { RefusalNotice } from '../forms/refusal-notice'
import { useSaveForm } from '../forms/use-save-form'
import { ValueOrNotGiven } from '../lead-list/field-values'
import { reloadProject, showChangedProject } from './project-change'
import { ProjectFields } from './project-fields'
import { projectFieldNames, projectFieldsOf, projectUpdateBody } from './project-form-values'
import { formatDay } from './project-format'

const copy = clientProjectCopy.fields

/**
 * The project's own fields, read as a list; its managers (the owner and its staff) open them as a
 * form with "Edit details" (a phone keeps the overview short), other staff read a note saying who
 * may change them.
 */
export function ProjectDetails({ project }: { project: AdminClientProject }) {
  const [editing, setEditing] = useState(false)
  const editRef = useRef<HTMLButtonElement>(null)
  const close = () => {
    setEditing(false)
    // Back to the button that opened the form, once it is on screen again.
    requestAnimationFrame(() => editRef.current?.focus())
  }
  if (editing) return <ProjectFieldsForm project={project} onClose={close} />
  return (
    <div className="grid gap-3">
      {project.canManage ? null : (
        <p className="text-sm text-muted-foreground">{clientProjectCopy.readOnlyFields}</p>
      )}
      <ProjectFieldsList project={project} />
      {project.canManage ? (
        <div>
          <Button ref={editRef} type="button" variant="outline" onClick={() => setEditing(true)}>
            <Pencil aria-hidden />
            {clientProjectCopy.editDetails}
          </Button>
        </div>
      ) : null}
    </div>
  )
}

function ProjectFieldsForm({
  project,
  onClose,
}: {
  project: AdminClientProject
  onClose: () => void
}) {
  const queryClient = useQueryClient()
  const saved = useMemo(() => projectFieldsOf(project), [project])
  const form = useSaveForm({
    saved,
    // The version the form shows: after a reload, or another section's save, the newest.
    check: (values) => projectUpdateBody(values, project.version),
    send: (body) => updateClientProject(project.id, body),
    valuesOf: projectFieldsOf,
    onSaved: async (answer) => {
      toast(clientProjectCopy.saved)
      onClose()
      await showChangedProject(queryClient, answer)
    },
    fallback: clientProjectCopy.failed,
  })
  const { formRef } = form
  // Opened by Edit details, which is gone: the focus goes to the first field.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input')?.focus()
  }, [formRef])
  return (
    <form ref={form.formRef} className="grid gap-4" onSubmit={form.submit} noValidate>
      <ProjectFields
        values={form.values}
        set={(key, value) => form.set(key, value)}
        setStaff={(staffIds) => form.set('staffIds', staffIds)}
        errors={form.errors}
        currentStaff={project.staff}
      />
      <RefusalNotice
        refusal={form.refusal}
        fieldsShown={projectFieldNames}
        reload={{
          label: clientProjectCopy.reload,
          hint: true,
          onReload: () => {
            form.clearRefusal()
            void reloadProject(queryClient, project.id)
          },
        }}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={form.saving} loadingLabel={clientProjectCopy.saving}>
          {clientProjectCopy.save}
        </Button>
        <Button type="button" variant="outline" onClick={onClose}>
          {clientProjectCopy.cancelEdit}
        </Button>
      </div>
    </form>
  )
}

/** The fields as text; the contract value is the overview's, just above. */
function ProjectFieldsList({ project }: { project: AdminClientProject }) {
  const rows: [string, string][] = [
    [copy.title, project.title],
    [copy.siteAddress, project.siteAddress],
    [copy.city, project.city],
    [copy.projectType, project.projectType],
    [copy.startDate, formatDay(project.startDate)],
    [copy.staff, project.staff.map((member) => member.name).join(', ')],
  ]
  return (
    <dl className="divide-y divide-border">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1 py-2 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4">
          <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
          <dd className="min-w-0 break-words">
            <ValueOrNotGiven value={value} />
          </dd>
        </div>
      ))}
    </dl>
  )
}
