import {
  type AdminClientProject,
  clientProjectLimits,
  type QuoteLanguage,
  quoteLanguages,
} from '@nirman/contract'
import {
  Button,
  FormControl,
  FormDescription,
  FormError,
  FormField,
  FormLabel,
  Input,
  Select,
} from '@nirman/ui'
import { createClientProject } from '../../api/client-projects'
import { clientLanguageLabels, clientProjectCopy, floorLabels } from '../../client-projects-content'
import { RefusalNotice } from '../forms/refusal-notice'
import { useSaveForm } from '../forms/use-save-form'
import { staleOnly } from './project-change'
import { ProjectFields } from './project-fields'
import {
  type NewProjectValues,
  newProjectBody,
  newProjectFieldNames,
  projectFieldsOf,
} from './project-form-values'

const floorChoices = Array.from({ length: clientProjectLimits.floors }, (_, index) => index + 1)
const isLanguage = (value: string): value is QuoteLanguage =>
  quoteLanguages.some((language) => language === value)

/**
 * A new client project: its fields, the floors of the usual schedule, and the client who will
 * follow it. A refused save keeps everything typed and focuses the first refused field.
 */
export function ProjectNewForm({
  saved,
  leadId,
  onSaved,
}: {
  /** The values the form starts from (memoised): empty, or a Won request's. */
  saved: NewProjectValues
  leadId: number | null
  onSaved: (project: AdminClientProject) => void | Promise<void>
}) {
  const form = useSaveForm({
    saved,
    check: (values) => newProjectBody(values, leadId),
    send: createClientProject,
    valuesOf: (project: AdminClientProject) => ({ ...saved, ...projectFieldsOf(project) }),
    onSaved,
    fallback: clientProjectCopy.failed,
  })
  const { values, set, errors } = form
  // A request already made a project, or no longer Won, is refused with 409: not someone else's
  // change to this form, so it reads as "Not saved" with the server's words.
  const refusal = staleOnly(form.refusal)

  return (
    <form ref={form.formRef} className="grid gap-4" onSubmit={form.submit} noValidate>
      <ProjectFields
        values={values}
        set={(key, value) => set(key, value)}
        setStaff={(staffIds) => set('staffIds', staffIds)}
        errors={errors}
      />
      <FormField name="floors" error={errors.floors}>
        <FormLabel>{clientProjectCopy.fields.floors}</FormLabel>
        <FormControl>
          <Select
            value={String(values.floors)}
            onChange={(event) => set('floors', Number(event.target.value))}
          >
            {floorChoices.map((floors) => (
              <option key={floors} value={floors}>
                {floorLabels[floors]}
              </option>
            ))}
          </Select>
        </FormControl>
        <FormDescription>{clientProjectCopy.fields.floorsHint}</FormDescription>
        <FormError />
      </FormField>
      <fieldset className="grid min-w-0 gap-4 rounded-lg border border-border p-3 sm:p-4">
        <legend className="px-1 text-base font-semibold">{clientProjectCopy.clientLegend}</legend>
        <p className="text-sm text-muted-foreground">
          {leadId === null ? clientProjectCopy.clientHint : clientProjectCopy.clientHintFromLead}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField name="clientName" error={errors['client.name']}>
            <FormLabel>{clientProjectCopy.clientFields.name}</FormLabel>
            <FormControl>
              <Input
                value={values.clientName}
                maxLength={clientProjectLimits.clientName}
                autoComplete="off"
                onChange={(event) => set('clientName', event.target.value)}
              />
            </FormControl>
            <FormError />
          </FormField>
          <FormField name="clientEmail" error={errors['client.email'] ?? errors.clients}>
            <FormLabel>{clientProjectCopy.clientFields.email}</FormLabel>
            <FormControl>
              <Input
                type="email"
                value={values.clientEmail}
                maxLength={clientProjectLimits.email}
                autoComplete="off"
                onChange={(event) => set('clientEmail', event.target.value)}
              />
            </FormControl>
            <FormError />
          </FormField>
          <FormField name="clientPhone" error={errors['client.phone']}>
            <FormLabel>{clientProjectCopy.clientFields.phone}</FormLabel>
            <FormControl>
              <Input
                type="tel"
                value={values.clientPhone}
                maxLength={clientProjectLimits.phone}
                autoComplete="off"
                onChange={(event) => set('clientPhone', event.target.value)}
              />
            </FormControl>
            <FormError />
          </FormField>
          <FormField name="clientLanguage" error={errors['client.language']}>
            <FormLabel>{clientProjectCopy.clientFields.language}</FormLabel>
            <FormControl>
              <Select
                value={values.clientLanguage}
                onChange={(event) => {
                  if (isLanguage(event.target.value)) set('clientLanguage', event.target.value)
                }}
              >
                {quoteLanguages.map((language) => (
                  <option key={language} value={language}>
                    {clientLanguageLabels[language]}
                  </option>
                ))}
              </Select>
            </FormControl>
            <FormError />
          </FormField>
        </div>
      </fieldset>
      <RefusalNotice refusal={refusal} fieldsShown={[...newProjectFieldNames, 'clients']} />
      <div>
        <Button type="submit" loading={form.saving} loadingLabel={clientProjectCopy.saving}>
          {clientProjectCopy.create}
        </Button>
      </div>
    </form>
  )
}
