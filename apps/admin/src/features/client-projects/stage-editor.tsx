import {
  type AdminClientProject,
  type ClientStage,
  clientProjectLimits,
  clientProjectMessages,
  type ScheduleInput,
} from '@nirman/contract'
import { Button, toast } from '@nirman/ui'
import { useMutation } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { type FormEvent, useRef, useState } from 'react'
import { ApiRequestError, isUnauthorized } from '../../api/client'
import { saveStages } from '../../api/client-projects'
import { recordCopy, stageCopy } from '../../client-project-records-content'
import type { Refusal } from '../forms/refusal'
import { RefusalNotice } from '../forms/refusal-notice'
import { companyToday, recordRefusalOf, useProjectCache } from './record-change'
import { movedRowButtons, useFocusAfterRender } from './record-focus'
import { rowErrorsOf, useListDraft } from './record-list-draft'
import { StageFields } from './stage-fields'
import {
  newStageRow,
  type StageRow,
  scheduleBodyOf,
  stageRowsOf,
  stagesInUse,
  stateChange,
} from './stage-values'

type RowErrors = { rows: Record<number, Record<string, string>>; list: string | null }
const noErrors: RowErrors = { rows: {}, list: null }

/**
 * The schedule's editor, for the owner and the project's staff: every stage with its name, days
 * and state; add, remove, move up and down; one Save for the whole list, made on the project's
 * version. A refused stage opens with its message beside each field and the focus on the first;
 * what was typed stays on a refusal, and a stale save (409) offers to reload the project, whose
 * changes come into the fields not touched here.
 */
export function StageEditor({ project }: { project: AdminClientProject }) {
  const cache = useProjectCache(project.id)
  const draft = useListDraft<ClientStage, StageRow>(project.stages, stageRowsOf)
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set())
  const [errors, setErrors] = useState<RowErrors>(noErrors)
  const [refusal, setRefusal] = useState<Refusal | null>(null)
  const [removeRefused, setRemoveRefused] = useState<{ key: number; message: string } | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  // The keys of the rows in the order they were sent: the server names a row by its index.
  const sentKeys = useRef<number[]>([])
  const focusAfterRender = useFocusAfterRender(formRef)
  const inUse = stagesInUse(project)
  const rows = draft.rows

  const showErrors = (found: RowErrors) => {
    setErrors(found)
    setExpanded((open) => new Set([...open, ...Object.keys(found.rows).map(Number)]))
    focusAfterRender('[aria-invalid="true"]')
  }

  const save = useMutation({
    mutationFn: (body: ScheduleInput) => saveStages(project.id, body),
    onMutate: () => setRefusal(null),
    onSuccess: (answer) => {
      draft.accept(answer.stages)
      cache.keep(answer)
      setExpanded(new Set())
      setErrors(noErrors)
      toast(stageCopy.saved)
    },
    onError: (error) => {
      // A 401 sends the visitor to the login page (see createQueryClient).
      if (isUnauthorized(error)) return
      const refused = recordRefusalOf(error, recordCopy.failed)
      setRefusal(refused)
      if (refused.kind === 'invalid' && error instanceof ApiRequestError) {
        const found = rowErrorsOf(error.serverIssues, 'stages', sentKeys.current)
        // A refusal naming no stage is said under the list.
        showErrors({
          ...found,
          list: found.list ?? (Object.keys(found.rows).length ? null : refused.message),
        })
      }
    },
  })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setRemoveRefused(null)
    const checked = scheduleBodyOf(rows, project.version)
    if (!checked.ok) {
      setRefusal(null)
      showErrors({ rows: checked.rows, list: checked.list })
      return
    }
    setErrors(noErrors)
    sentKeys.current = rows.map((row) => row.key)
    save.mutate(checked.body)
  }

  const toggle = (key: number) =>
    setExpanded((open) => {
      const next = new Set(open)
      if (!next.delete(key)) next.add(key)
      return next
    })

  const add = () => {
    const key = draft.newKey()
    draft.add(newStageRow(key, rows))
    setExpanded((open) => new Set([...open, key]))
    focusAfterRender(`[data-stage-key="${key}"] input[name="name"]`)
  }

  const remove = (row: StageRow, index: number) => {
    if (row.id !== null && inUse.has(row.id)) {
      setRemoveRefused({ key: row.key, message: clientProjectMessages.stageInUse })
      return
    }
    setRemoveRefused(null)
    draft.remove(row.key)
    // The focus goes to the stage that took its place, or to "Add a stage" after the last.
    const next = rows[index + 1]
    focusAfterRender(next ? `[data-toggle="${next.key}"]` : '[data-add-stage]')
  }

  const move = (row: StageRow, index: number, step: -1 | 1) => {
    draft.move(index, step)
    // The focus stays with the moved stage: its same button, or the other at the list's end.
    focusAfterRender(...movedRowButtons(row.key, step))
  }

  const hasRowErrors = Object.keys(errors.rows).length > 0
  return (
    <form ref={formRef} className="grid gap-4" onSubmit={submit} noValidate>
      <ol aria-label={stageCopy.listLabel} className="grid gap-2">
        {rows.map((row, index) => (
          <StageFields
            key={row.key}
            row={row}
            position={index + 1}
            count={rows.length}
            expanded={expanded.has(row.key)}
            errors={errors.rows[row.key]}
            removeRefused={removeRefused?.key === row.key ? removeRefused.message : null}
            onToggle={() => toggle(row.key)}
            onChange={(values) => draft.change(row.key, values)}
            onStateChange={(state) => draft.change(row.key, stateChangeOf(row, state))}
            onMove={(step) => move(row, index, step)}
            onRemove={() => remove(row, index)}
          />
        ))}
      </ol>
      {errors.list ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.list}
        </p>
      ) : null}
      <div>
        <Button
          type="button"
          variant="outline"
          data-add-stage
          disabled={rows.length >= clientProjectLimits.stages}
          onClick={add}
        >
          <Plus aria-hidden />
          {stageCopy.add}
        </Button>
      </div>
      <RefusalNotice
        refusal={refusal}
        fieldsShown={hasRowErrors ? ['stages'] : undefined}
        reload={{ label: recordCopy.reload, onReload: cache.reload, hint: true }}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={save.isPending} loadingLabel={recordCopy.saving}>
          {stageCopy.save}
        </Button>
        {draft.dirty ? (
          <>
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                draft.discard()
                setErrors(noErrors)
                setRefusal(null)
                setRemoveRefused(null)
              }}
            >
              {recordCopy.discard}
            </Button>
            <p className="basis-full text-sm text-muted-foreground">{recordCopy.unsaved}</p>
          </>
        ) : null}
      </div>
    </form>
  )
}

const stateChangeOf = (row: StageRow, state: StageRow['state']) =>
  stateChange(row, state, companyToday())
