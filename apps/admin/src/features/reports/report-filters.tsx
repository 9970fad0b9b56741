import {
  leadReportQuerySchema,
  type ReportDimension,
  reportDimensionLabels,
  reportDimensions,
} from '@nirman/contract'
import { Button, FormControl, FormError, FormField, FormLabel, Input, Select } from '@nirman/ui'
import { type FormEvent, useState } from 'react'
import { reportsCopy } from '../../reports-content'
import { type QuickRange, quickRangeDates, quickRanges, type ReportQuery } from './report-range'

const copy = reportsCopy.filters

export type ReportField = 'from' | 'to' | 'by'
export type ReportFieldErrors = Partial<Record<ReportField, string>>
const reportFields: readonly ReportField[] = ['from', 'to', 'by']
export const isReportField = (value: PropertyKey | undefined): value is ReportField =>
  reportFields.some((field) => field === value)

const isDimension = (value: string): value is ReportDimension =>
  reportDimensions.some((dimension) => dimension === value)

/**
 * The report's dates and grouping. The dates are checked here with the contract's own schema and
 * sent by "Show report" or a quick range; a new grouping is sent as it is chosen. The report shown
 * is the one of `query` (the page's address); `refused` holds the API's refusal of it, beside the
 * fields it names. Keyed by the address, so Back shows the dates of the report on screen.
 */
export function ReportFilters({
  query,
  today,
  refused,
  onApply,
}: {
  query: ReportQuery
  /** The company's date today: the quick ranges end with it. */
  today: string
  refused: ReportFieldErrors
  onApply: (next: ReportQuery) => void
}) {
  const [values, setValues] = useState(query)
  const [errors, setErrors] = useState<ReportFieldErrors | null>(null)
  const shown = errors ?? refused

  const apply = (next: ReportQuery) => {
    setValues(next)
    const checked = leadReportQuerySchema.safeParse(next)
    if (!checked.success) {
      const found: ReportFieldErrors = {}
      for (const issue of checked.error.issues) {
        const field = issue.path[0]
        if (isReportField(field) && !found[field]) found[field] = issue.message
      }
      setErrors(found)
      return
    }
    setErrors(null)
    onApply(checked.data)
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    apply(values)
  }

  const pickRange = (range: QuickRange) => apply({ ...values, ...quickRangeDates(range, today) })

  return (
    <form aria-label={copy.label} className="grid gap-4" onSubmit={onSubmit} noValidate>
      <div className="grid gap-3 sm:grid-cols-2 sm:items-start lg:grid-cols-[1fr_1fr_1.5fr_auto]">
        <FormField name="from" required error={shown.from}>
          <FormLabel>{copy.from}</FormLabel>
          <FormControl>
            <Input
              type="date"
              value={values.from}
              max={values.to || undefined}
              onChange={(event) => setValues({ ...values, from: event.target.value })}
            />
          </FormControl>
          <FormError />
        </FormField>
        <FormField name="to" required error={shown.to}>
          <FormLabel>{copy.to}</FormLabel>
          <FormControl>
            <Input
              type="date"
              value={values.to}
              min={values.from || undefined}
              onChange={(event) => setValues({ ...values, to: event.target.value })}
            />
          </FormControl>
          <FormError />
        </FormField>
        <FormField name="by" error={shown.by}>
          <FormLabel>{copy.by}</FormLabel>
          <FormControl>
            <Select
              value={values.by}
              onChange={(event) => {
                const by = event.target.value
                if (isDimension(by)) apply({ ...values, by })
              }}
            >
              {reportDimensions.map((dimension) => (
                <option key={dimension} value={dimension}>
                  {reportDimensionLabels[dimension]}
                </option>
              ))}
            </Select>
          </FormControl>
          <FormError />
        </FormField>
        <div className="lg:pt-7">
          <Button type="submit">{copy.show}</Button>
        </div>
      </div>
      <fieldset className="grid min-w-0 gap-2">
        <legend className="mb-2 text-sm font-medium text-muted-foreground">
          {copy.quickRanges}
        </legend>
        <div className="flex flex-wrap gap-2">
          {quickRanges.map((range) => {
            const dates = quickRangeDates(range, today)
            return (
              <Button
                key={range}
                type="button"
                size="sm"
                variant="outline"
                className="aria-pressed:border-primary aria-pressed:bg-secondary"
                aria-pressed={dates.from === query.from && dates.to === query.to}
                onClick={() => pickRange(range)}
              >
                {copy[range]}
              </Button>
            )
          })}
        </div>
      </fieldset>
    </form>
  )
}
