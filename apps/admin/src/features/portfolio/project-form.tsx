import {
  type AdminProject,
  type ProjectStatus,
  type ProjectType,
  portfolioLimits,
  projectStatuses,
  projectTypes,
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
  Textarea,
} from '@nirman/ui'
import { portfolioCopy, projectStatusLabels, projectTypeLabels } from '../../portfolio-content'
import { RefusalNotice } from '../forms/refusal-notice'
import { useSaveForm } from '../forms/use-save-form'
import {
  companyToday,
  type ProjectFormValues,
  projectFormFields,
  projectFormValuesOf,
} from './project-form-values'
import { ProjectHindiFields } from './project-hindi-fields'

const isProjectType = (value: string): value is ProjectType =>
  projectTypes.some((type) => type === value)
const isStatus = (value: string): value is ProjectStatus =>
  projectStatuses.some((status) => status === value)

type Checked<Body> =
  | { readonly ok: true; readonly body: Body }
  | { readonly ok: false; readonly errors: Record<string, string> }

/**
 * A project's fields: title, description, type, completion date, location, highlights, services,
 * featured, status, and optionally the words in Hindi. Refused fields show their message (the
 * contract's) beside them, and a refused save keeps everything typed; a stale save offers to
 * reload the project.
 */
export function ProjectForm<Body>({
  saved,
  submitLabel,
  check,
  send,
  onSaved,
  onReload,
}: {
  saved: ProjectFormValues
  submitLabel: string
  check: (values: ProjectFormValues) => Checked<Body>
  send: (body: Body) => Promise<AdminProject>
  onSaved: (project: AdminProject) => void | Promise<void>
  /** Fetches the project again after someone else changed it (edit only). */
  onReload?: () => void
}) {
  const form = useSaveForm({
    saved,
    check,
    send,
    valuesOf: projectFormValuesOf,
    onSaved,
    fallback: portfolioCopy.failed,
  })
  const { values, set, errors } = form

  return (
    <form ref={form.formRef} className="grid gap-4" onSubmit={form.submit} noValidate>
      <FormField name="title" required error={errors.title}>
        <FormLabel>{portfolioCopy.fields.title}</FormLabel>
        <FormControl>
          <Input
            value={values.title}
            maxLength={portfolioLimits.title}
            onChange={(event) => set('title', event.target.value)}
          />
        </FormControl>
        <FormError />
      </FormField>
      <FormField name="description" required error={errors.description}>
        <FormLabel>{portfolioCopy.fields.description}</FormLabel>
        <FormControl>
          <Textarea
            value={values.description}
            rows={5}
            maxLength={portfolioLimits.description}
            onChange={(event) => set('description', event.target.value)}
          />
        </FormControl>
        <FormError />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="projectType" required error={errors.projectType}>
          <FormLabel>{portfolioCopy.fields.projectType}</FormLabel>
          <FormControl>
            <Select
              value={values.projectType}
              onChange={(event) => {
                if (isProjectType(event.target.value)) set('projectType', event.target.value)
              }}
            >
              {projectTypes.map((type) => (
                <option key={type} value={type}>
                  {projectTypeLabels[type]}
                </option>
              ))}
            </Select>
          </FormControl>
          <FormError />
        </FormField>
        <FormField name="completedDate" required error={errors.completedDate}>
          <FormLabel>{portfolioCopy.fields.completedDate}</FormLabel>
          <FormControl>
            <Input
              type="date"
              value={values.completedDate}
              max={companyToday()}
              onChange={(event) => set('completedDate', event.target.value)}
            />
          </FormControl>
          <FormError />
        </FormField>
      </div>
      <FormField name="location" error={errors.location}>
        <FormLabel>{portfolioCopy.fields.location}</FormLabel>
        <FormControl>
          <Input
            value={values.location}
            maxLength={portfolioLimits.location}
            onChange={(event) => set('location', event.target.value)}
          />
        </FormControl>
        <FormDescription>{portfolioCopy.fields.locationHint}</FormDescription>
        <FormError />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="highlights" error={errors.highlights}>
          <FormLabel>{portfolioCopy.fields.highlights}</FormLabel>
          <FormControl>
            <Textarea
              value={values.highlights}
              rows={4}
              onChange={(event) => set('highlights', event.target.value)}
            />
          </FormControl>
          <FormDescription>{portfolioCopy.fields.highlightsHint}</FormDescription>
          <FormError />
        </FormField>
        <FormField name="services" error={errors.services}>
          <FormLabel>{portfolioCopy.fields.services}</FormLabel>
          <FormControl>
            <Textarea
              value={values.services}
              rows={4}
              onChange={(event) => set('services', event.target.value)}
            />
          </FormControl>
          <FormDescription>{portfolioCopy.fields.servicesHint}</FormDescription>
          <FormError />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 sm:items-end">
        <FormField name="status" error={errors.status}>
          <FormLabel>{portfolioCopy.fields.status}</FormLabel>
          <FormControl>
            <Select
              value={values.status}
              onChange={(event) => {
                if (isStatus(event.target.value)) set('status', event.target.value)
              }}
            >
              {projectStatuses.map((status) => (
                <option key={status} value={status}>
                  {projectStatusLabels[status]}
                </option>
              ))}
            </Select>
          </FormControl>
          <FormError />
        </FormField>
        <FormField name="featured" className="flex-row items-center gap-3 sm:h-11">
          <FormControl>
            <input
              type="checkbox"
              className="size-5 shrink-0 accent-primary"
              checked={values.featured}
              onChange={(event) => set('featured', event.target.checked)}
            />
          </FormControl>
          <FormLabel>{portfolioCopy.fields.featured}</FormLabel>
        </FormField>
      </div>
      <ProjectHindiFields values={values} set={set} errors={errors} />
      <RefusalNotice
        refusal={form.refusal}
        fieldsShown={projectFormFields}
        reload={
          onReload
            ? {
                label: portfolioCopy.reload,
                hint: true,
                onReload: () => {
                  form.clearRefusal()
                  onReload()
                },
              }
            : undefined
        }
      />
      <div>
        <Button type="submit" loading={form.saving} loadingLabel={portfolioCopy.saving}>
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}
