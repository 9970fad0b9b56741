import {
  clientProjectLimits,
  formatRupees,
  paiseOfRupees,
  quoteProjectTypes,
  type StaffRef,
} from '@nirman/contract'
import { FormControl, FormDescription, FormError, FormField, FormLabel, Input } from '@nirman/ui'
import { useId } from 'react'
import { clientProjectCopy } from '../../client-projects-content'
import type { ProjectFieldsValues } from './project-form-values'
import { ProjectStaffField } from './project-staff-field'

const copy = clientProjectCopy.fields

/** The fields typed as text: every one but the staff responsible. */
type TextField = Exclude<keyof ProjectFieldsValues, 'staffIds'>

/**
 * The project's own fields, in the new form and on the project's page: title, site address, city,
 * project type, contract value in rupees (with the amount it reads as), start date and the staff
 * responsible. Each refused field shows its message beside it.
 */
export function ProjectFields({
  values,
  set,
  setStaff,
  errors,
  currentStaff,
}: {
  values: ProjectFieldsValues
  set: (key: TextField, value: string) => void
  setStaff: (staffIds: number[]) => void
  errors: Record<string, string | undefined>
  /** The project's staff as saved (edit only): a disabled account stays listed. */
  currentStaff?: readonly StaffRef[]
}) {
  const typesId = useId()
  const paise = paiseOfRupees(values.contractValue)
  return (
    <>
      <FormField name="title" required error={errors.title}>
        <FormLabel>{copy.title}</FormLabel>
        <FormControl>
          <Input
            value={values.title}
            maxLength={clientProjectLimits.title}
            onChange={(event) => set('title', event.target.value)}
          />
        </FormControl>
        <FormDescription>{copy.titleHint}</FormDescription>
        <FormError />
      </FormField>
      <FormField name="siteAddress" required error={errors.siteAddress}>
        <FormLabel>{copy.siteAddress}</FormLabel>
        <FormControl>
          <Input
            value={values.siteAddress}
            maxLength={clientProjectLimits.siteAddress}
            autoComplete="street-address"
            onChange={(event) => set('siteAddress', event.target.value)}
          />
        </FormControl>
        <FormDescription>{copy.siteAddressHint}</FormDescription>
        <FormError />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="city" error={errors.city}>
          <FormLabel>{copy.city}</FormLabel>
          <FormControl>
            <Input
              value={values.city}
              maxLength={clientProjectLimits.city}
              onChange={(event) => set('city', event.target.value)}
            />
          </FormControl>
          <FormError />
        </FormField>
        <FormField name="projectType" error={errors.projectType}>
          <FormLabel>{copy.projectType}</FormLabel>
          <FormControl>
            <Input
              value={values.projectType}
              maxLength={clientProjectLimits.projectType}
              list={typesId}
              onChange={(event) => set('projectType', event.target.value)}
            />
          </FormControl>
          <datalist id={typesId}>
            {quoteProjectTypes.map((type) => (
              <option key={type} value={type} />
            ))}
          </datalist>
          <FormError />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="contractValuePaise" required error={errors.contractValuePaise}>
          <FormLabel>{copy.contractValue}</FormLabel>
          <FormControl>
            <Input
              value={values.contractValue}
              // A full keyboard, not a number pad: "40 lakh" is typed as often as figures.
              autoComplete="off"
              onChange={(event) => set('contractValue', event.target.value)}
            />
          </FormControl>
          <FormDescription>
            {paise === null ? copy.contractValueHint : copy.contractValueReads(formatRupees(paise))}
          </FormDescription>
          <FormError />
        </FormField>
        <FormField name="startDate" required error={errors.startDate}>
          <FormLabel>{copy.startDate}</FormLabel>
          <FormControl>
            <Input
              type="date"
              value={values.startDate}
              onChange={(event) => set('startDate', event.target.value)}
            />
          </FormControl>
          <FormError />
        </FormField>
      </div>
      <ProjectStaffField
        staffIds={values.staffIds}
        onChange={setStaff}
        current={currentStaff}
        error={errors.staffIds}
      />
    </>
  )
}
