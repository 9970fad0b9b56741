import {
  type AdminTestimonial,
  portfolioLimits,
  type TestimonialPlacement,
  testimonialPlacementLabels,
  testimonialPlacements,
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
import type { ReactNode } from 'react'
import { portfolioCopy, segmentLabels, testimonialCopy } from '../../portfolio-content'
import { RefusalNotice } from '../forms/refusal-notice'
import { useSaveForm } from '../forms/use-save-form'
import {
  type Segment,
  segments,
  type TestimonialFormValues,
  testimonialFormFields,
  testimonialFormValuesOf,
} from './testimonial-form-values'

type Checked<Body> =
  | { readonly ok: true; readonly body: Body }
  | { readonly ok: false; readonly errors: Record<string, string> }

const isSegment = (value: string): value is Segment => segments.some((one) => one === value)

function Checkbox({
  checked,
  onChange,
  children,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
  children: ReactNode
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
      <input
        type="checkbox"
        className="size-5 shrink-0 accent-primary"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {children}
    </label>
  )
}

/**
 * A testimonial: the client's words, who and where, the project, where the site shows it, its
 * section of client solutions, whether it is published, and optionally the words in Hindi.
 */
export function TestimonialForm<Body>({
  saved,
  submitLabel,
  check,
  send,
  onSaved,
  onReload,
}: {
  saved: TestimonialFormValues
  submitLabel: string
  check: (values: TestimonialFormValues) => Checked<Body>
  send: (body: Body) => Promise<AdminTestimonial>
  onSaved: (testimonial: AdminTestimonial) => void | Promise<void>
  onReload?: () => void
}) {
  const form = useSaveForm({
    saved,
    check,
    send,
    valuesOf: testimonialFormValuesOf,
    onSaved,
    fallback: portfolioCopy.failed,
  })
  const { values, set, errors } = form
  const togglePlacement = (placement: TestimonialPlacement, on: boolean) =>
    set(
      'placements',
      on ? [...values.placements, placement] : values.placements.filter((one) => one !== placement),
    )

  return (
    <form ref={form.formRef} className="grid gap-4" onSubmit={form.submit} noValidate>
      <FormField name="quote" required error={errors.quote}>
        <FormLabel>{testimonialCopy.fields.quote}</FormLabel>
        <FormControl>
          <Textarea
            value={values.quote}
            rows={4}
            maxLength={portfolioLimits.quote}
            onChange={(event) => set('quote', event.target.value)}
          />
        </FormControl>
        <FormError />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="author" required error={errors.author}>
          <FormLabel>{testimonialCopy.fields.author}</FormLabel>
          <FormControl>
            <Input
              value={values.author}
              maxLength={portfolioLimits.author}
              onChange={(event) => set('author', event.target.value)}
            />
          </FormControl>
          <FormError />
        </FormField>
        <FormField name="detail" error={errors.detail}>
          <FormLabel>{testimonialCopy.fields.detail}</FormLabel>
          <FormControl>
            <Input
              value={values.detail}
              maxLength={portfolioLimits.detail}
              onChange={(event) => set('detail', event.target.value)}
            />
          </FormControl>
          <FormDescription>{testimonialCopy.fields.detailHint}</FormDescription>
          <FormError />
        </FormField>
      </div>
      <FormField name="project" error={errors.project}>
        <FormLabel>{testimonialCopy.fields.project}</FormLabel>
        <FormControl>
          <Input
            value={values.project}
            maxLength={portfolioLimits.project}
            onChange={(event) => set('project', event.target.value)}
          />
        </FormControl>
        <FormDescription>{testimonialCopy.fields.projectHint}</FormDescription>
        <FormError />
      </FormField>
      <fieldset className="grid min-w-0 gap-1">
        <legend className="mb-1 text-sm font-medium">{testimonialCopy.fields.placements}</legend>
        {testimonialPlacements.map((placement) => (
          <Checkbox
            key={placement}
            checked={values.placements.includes(placement)}
            onChange={(on) => togglePlacement(placement, on)}
          >
            {testimonialPlacementLabels[placement]}
          </Checkbox>
        ))}
        {errors.placements ? (
          <p role="alert" className="text-sm text-destructive">
            {errors.placements}
          </p>
        ) : null}
      </fieldset>
      <FormField name="segment" error={errors.segment}>
        <FormLabel>{testimonialCopy.fields.segment}</FormLabel>
        <FormControl>
          <Select
            value={values.segment}
            onChange={(event) => {
              const value = event.target.value
              set('segment', isSegment(value) ? value : '')
            }}
          >
            <option value="">{testimonialCopy.fields.noSegment}</option>
            {segments.map((segment) => (
              <option key={segment} value={segment}>
                {segmentLabels[segment]}
              </option>
            ))}
          </Select>
        </FormControl>
        <FormError />
      </FormField>
      <Checkbox checked={values.published} onChange={(on) => set('published', on)}>
        {testimonialCopy.fields.published}
      </Checkbox>
      <Checkbox checked={values.hasHindi} onChange={(on) => set('hasHindi', on)}>
        {testimonialCopy.fields.hindi}
      </Checkbox>
      {values.hasHindi ? (
        <fieldset className="grid min-w-0 gap-4 rounded-md border border-border p-3" lang="hi">
          <legend className="px-1 text-sm font-medium" lang="en">
            {testimonialCopy.hindiLegend}
          </legend>
          <FormField name="hindiQuote" required error={errors['hindi.quote']}>
            <FormLabel lang="en">{testimonialCopy.fields.hindiQuote}</FormLabel>
            <FormControl>
              <Textarea
                value={values.hindiQuote}
                rows={4}
                maxLength={portfolioLimits.quote}
                onChange={(event) => set('hindiQuote', event.target.value)}
              />
            </FormControl>
            <FormError lang="en" />
          </FormField>
          <FormField name="hindiAuthor" error={errors['hindi.author']}>
            <FormLabel lang="en">{testimonialCopy.fields.hindiAuthor}</FormLabel>
            <FormControl>
              <Input
                value={values.hindiAuthor}
                maxLength={portfolioLimits.author}
                onChange={(event) => set('hindiAuthor', event.target.value)}
              />
            </FormControl>
            <FormError lang="en" />
          </FormField>
          <FormField name="hindiDetail" error={errors['hindi.detail']}>
            <FormLabel lang="en">{testimonialCopy.fields.hindiDetail}</FormLabel>
            <FormControl>
              <Input
                value={values.hindiDetail}
                maxLength={portfolioLimits.detail}
                onChange={(event) => set('hindiDetail', event.target.value)}
              />
            </FormControl>
            <FormError lang="en" />
          </FormField>
          <FormField name="hindiProject" error={errors['hindi.project']}>
            <FormLabel lang="en">{testimonialCopy.fields.hindiProject}</FormLabel>
            <FormControl>
              <Input
                value={values.hindiProject}
                maxLength={portfolioLimits.project}
                onChange={(event) => set('hindiProject', event.target.value)}
              />
            </FormControl>
            <FormError lang="en" />
          </FormField>
        </fieldset>
      ) : null}
      <RefusalNotice
        refusal={form.refusal}
        fieldsShown={testimonialFormFields}
        reload={
          onReload
            ? {
                label: testimonialCopy.reload,
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
