import { defaultRateOf, type RateCardField } from '@nirman/contract'
import {
  Badge,
  cn,
  FormControl,
  FormDescription,
  FormError,
  FormField,
  FormLabel,
  Input,
} from '@nirman/ui'
import { memo, useId } from 'react'
import { rateCardCopy } from '../../settings-content'
import { differsFromSpecification, formatFigure } from './rate-card-form-values'

/**
 * What each row of the rate card is given: its figure as typed, a setter, its message and source.
 * The rows are memoised (some ninety of them: a phone re-renders only the one typed in), so the
 * setter must keep its identity and takes the field's id.
 */
export interface RateRowProps {
  field: RateCardField
  value: string
  onChange: (fieldId: string, value: string) => void
  error: string | undefined
  /** Where the figure in the box comes from, when the Patna preset filled it. */
  source: string | undefined
}

/** The box of a figure: decimals allowed ("7.42"), a phone's number pad with its point. */
function FigureInput({
  value,
  onChange,
  describedBy,
  name,
}: {
  value: string
  onChange: (value: string) => void
  describedBy: string | undefined
  /** The box's name where its visible label says less ("0.5 inch" of "uPVC pipe, 0.5 inch"). */
  name?: string
}) {
  return (
    <FormControl aria-describedby={describedBy}>
      <Input
        aria-label={name}
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormControl>
  )
}

/** "Changed" beside a figure other than the specification's. */
function ChangedMark({ field, value }: { field: RateCardField; value: string }) {
  if (!differsFromSpecification(field, value)) return null
  return (
    <>
      {' '}
      <Badge variant="accent">{rateCardCopy.changed}</Badge>
    </>
  )
}

/** The preset's source of the figure in the box, in small print under it. */
function SourceNote({
  id,
  source,
  className,
}: {
  id: string
  source: string | undefined
  className?: string
}) {
  if (!source) return null
  return (
    <p id={id} className={cn('text-xs break-words text-muted-foreground', className)}>
      {rateCardCopy.source(source)}
    </p>
  )
}

/**
 * One figure of the rate card: its label, its box, its unit and the specification's figure beside
 * it, marked when the box holds another; the preset's source and a refusal under it. A phone
 * stacks them; from 40rem they sit in three columns.
 */
export const RateRow = memo(function RateRow({
  field,
  value,
  onChange,
  error,
  source,
}: RateRowProps) {
  const sourceId = useId()
  return (
    <FormField
      name={field.id}
      error={error}
      className="grid gap-1.5 py-3 sm:grid-cols-[minmax(0,2fr)_9rem_minmax(0,3fr)] sm:items-start sm:gap-x-4"
    >
      <FormLabel className="sm:pt-3">{field.label}</FormLabel>
      <FigureInput
        value={value}
        onChange={(typed) => onChange(field.id, typed)}
        describedBy={source ? sourceId : undefined}
      />
      <FormDescription className="sm:pt-0.5">
        <span className="block">{field.unit}</span>{' '}
        <span>{rateCardCopy.specification(formatFigure(defaultRateOf(field)))}</span>
        <ChangedMark field={field} value={value} />
      </FormDescription>
      <SourceNote id={sourceId} source={source} className="sm:col-span-2 sm:col-start-2" />
      <FormError className="sm:col-span-2 sm:col-start-2" />
    </FormField>
  )
})

/**
 * One pipe's price in the compact grid of a material's sizes: "0.5 inch" shown, "uPVC pipe, 0.5
 * inch" its name, the specification's figure under it.
 */
export const PipeCell = memo(function PipeCell({
  field,
  value,
  onChange,
  error,
  source,
}: RateRowProps) {
  const sourceId = useId()
  return (
    <FormField name={field.id} error={error} className="min-w-0 gap-1">
      <FormLabel>{rateCardCopy.pipeSize(String(field.path.at(-1)))}</FormLabel>
      <FigureInput
        name={field.label}
        value={value}
        onChange={(typed) => onChange(field.id, typed)}
        describedBy={source ? sourceId : undefined}
      />
      <FormDescription className="text-xs">
        {rateCardCopy.specification(formatFigure(defaultRateOf(field)))}
        <ChangedMark field={field} value={value} />
      </FormDescription>
      <SourceNote id={sourceId} source={source} />
      <FormError className="text-xs" />
    </FormField>
  )
})
