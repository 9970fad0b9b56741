import { type AdminClientProject, clientProjectLimits } from '@nirman/contract'
import {
  Button,
  FormControl,
  FormDescription,
  FormError,
  FormField,
  FormLabel,
  Input,
  Select,
  Textarea,
} from '@nirman/ui'
import { recordCopy, updateCopy } from '../../client-project-records-content'
import { RefusalNotice } from '../forms/refusal-notice'
import { useSaveForm } from '../forms/use-save-form'
import { companyToday, useProjectCache } from './record-change'
import type { UpdateValues } from './update-values'

type Checked<Body> =
  | { readonly ok: true; readonly body: Body }
  | { readonly ok: false; readonly errors: Record<string, string> }

/**
 * An update's visit date (today unless changed, never later), its stage and its text, for a new
 * draft and for a change of one. A refused save keeps what was typed; a stale change (someone
 * else edited the update) offers to reload the project.
 */
export function UpdateForm<Body>({
  project,
  saved,
  submitLabel,
  check,
  send,
  onSaved,
  onCancel,
}: {
  project: AdminClientProject
  /** The values the form starts from (memoised). */
  saved: UpdateValues
  submitLabel: string
  check: (values: UpdateValues, today: string) => Checked<Body>
  send: (body: Body) => Promise<AdminClientProject>
  onSaved: (answer: AdminClientProject) => void
  onCancel: () => void
}) {
  const cache = useProjectCache(project.id)
  const today = companyToday()
  const form = useSaveForm({
    saved,
    check: (values: UpdateValues) => check(values, today),
    send,
    valuesOf: () => saved,
    onSaved: (answer) => {
      cache.keep(answer)
      onSaved(answer)
    },
    fallback: recordCopy.failed,
  })
  const { values, set, errors } = form
  return (
    <form ref={form.formRef} className="grid gap-4" onSubmit={form.submit} noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="visitDate" required error={errors.visitDate}>
          <FormLabel>{updateCopy.fields.visitDate}</FormLabel>
          <FormControl>
            <Input
              type="date"
              value={values.visitDate}
              max={today}
              onChange={(event) => set('visitDate', event.target.value)}
            />
          </FormControl>
          <FormError />
        </FormField>
        <FormField name="stageId" error={errors.stageId}>
          <FormLabel>{updateCopy.fields.stage}</FormLabel>
          <FormControl>
            <Select value={values.stageId} onChange={(event) => set('stageId', event.target.value)}>
              <option value="">{updateCopy.fields.noStage}</option>
              {project.stages.map((stage) => (
                <option key={stage.id} value={String(stage.id)}>
                  {stage.name}
                </option>
              ))}
            </Select>
          </FormControl>
          <FormError />
        </FormField>
      </div>
      <FormField name="body" required error={errors.body}>
        <FormLabel>{updateCopy.fields.body}</FormLabel>
        <FormControl>
          <Textarea
            rows={5}
            value={values.body}
            maxLength={clientProjectLimits.updateBody}
            onChange={(event) => set('body', event.target.value)}
          />
        </FormControl>
        <FormDescription>{updateCopy.fields.bodyHint}</FormDescription>
        <FormError />
      </FormField>
      <RefusalNotice
        refusal={form.refusal}
        fieldsShown={['visitDate', 'stageId', 'body']}
        reload={{ label: recordCopy.reload, onReload: cache.reload, hint: true }}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={form.saving} loadingLabel={recordCopy.saving}>
          {submitLabel}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {recordCopy.cancel}
        </Button>
      </div>
    </form>
  )
}
