import { type RateCardField, type RateCardGroup, rateCardGroupNames } from '@nirman/contract'
import { ChevronDown } from 'lucide-react'
import { useId } from 'react'
import { rateCardCopy } from '../../settings-content'
import { differsFromSpecification } from './rate-card-form-values'
import { PipeCell, RateRow, type RateRowProps } from './rate-card-rows'

const isPipe = (field: RateCardField) => field.path[0] === 'pricePerFoot'

/**
 * A calculator's figures under a heading that opens and closes them ("Construction (cost
 * estimator) · 2 of 7 changed"): one row each, except the pipes (three materials by seven sizes),
 * a compact grid per material. Closed, its rows are not in the page: some ninety boxes at once are
 * a long scroll on a phone.
 */
export function RateGroup({
  group,
  fields,
  open,
  onToggle,
  rowProps,
}: {
  group: RateCardGroup
  /** The group's fields, in the screen's order. */
  fields: readonly RateCardField[]
  open: boolean
  onToggle: () => void
  rowProps: (field: RateCardField) => RateRowProps
}) {
  const id = useId()
  const rows = fields.map(rowProps)
  const changed = rows.filter((row) => differsFromSpecification(row.field, row.value)).length
  const pipes = rows.filter((row) => isPipe(row.field))
  const materials = [...new Set(pipes.map((row) => String(row.field.path[1])))]
  return (
    <div className="min-w-0 rounded-lg border border-border">
      <h3 className="text-base font-semibold">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={open ? `${id}-figures` : undefined}
          onClick={onToggle}
          className="flex min-h-11 w-full items-center gap-3 rounded-lg px-3 py-2 text-left hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:px-4"
        >
          <span id={`${id}-name`} className="min-w-0 flex-1">
            {rateCardGroupNames[group]}
          </span>{' '}
          <span className="text-sm font-normal text-muted-foreground">
            {rateCardCopy.groupSummary(fields.length, changed)}
          </span>
          <ChevronDown
            aria-hidden
            className={`size-5 shrink-0 text-muted-foreground transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h3>
      {open ? (
        <fieldset
          id={`${id}-figures`}
          aria-labelledby={`${id}-name`}
          className="grid min-w-0 gap-3 border-t border-border px-3 pb-3 sm:px-4"
        >
          <div className="divide-y divide-border">
            {rows
              .filter((row) => !isPipe(row.field))
              .map((row) => (
                <RateRow key={row.field.id} {...row} />
              ))}
          </div>
          {materials.map((material) => (
            <div key={material} className="border-t border-border pt-3">
              <fieldset className="min-w-0">
                <legend className="mb-2 text-sm font-semibold">
                  {rateCardCopy.pipes[material] ?? material}{' '}
                  <span className="font-normal text-muted-foreground">
                    · {rateCardCopy.pipeUnit}
                  </span>
                </legend>
                <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
                  {pipes
                    .filter((row) => String(row.field.path[1]) === material)
                    .map((row) => (
                      <PipeCell key={row.field.id} {...row} />
                    ))}
                </div>
              </fieldset>
            </div>
          ))}
        </fieldset>
      ) : null}
    </div>
  )
}
