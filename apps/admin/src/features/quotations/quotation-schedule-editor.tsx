import {
  basisPointsOfPercent,
  formatPercent,
  formatRupees,
  type QuotationTotals,
  quotationLimits,
} from '@nirman/contract'
import { FormControl, FormDescription, FormError, FormField, Input } from '@nirman/ui'
import { quotationCopy } from '../../quotations-content'
import { RowActions } from '../portfolio/row-actions'
import { fieldNames } from './quotation-field-names'
import type { FocusAfterRender } from './quotation-groups-editor'
import { RowLabel } from './quotation-item-fields'
import { newStage, type StageValues } from './quotation-values'
import { changedRow, movedRow, withoutRow } from './row-edits'
import { RowListFooter } from './row-list-footer'

/**
 * What the shares typed add up to, as the schedule's editor says it: "100 %", "Adds up to 85 %:
 * 15 % left", "Adds up to 110 %: 10 % too much" (a share that cannot be read counts 0).
 */
export function shareTotalText(stages: readonly StageValues[]): string {
  const total = stages.reduce((sum, stage) => sum + (basisPointsOfPercent(stage.percent) ?? 0), 0)
  return quotationCopy.shareTotal(
    formatPercent(total),
    total < 10_000 ? formatPercent(10_000 - total) : null,
    total > 10_000 ? formatPercent(total - 10_000) : null,
  )
}

/**
 * The payment schedule: its stages in order, each a name and a share of the total (with what it
 * comes to); add, remove, move; what the shares add up to.
 */
export function QuotationScheduleEditor({
  stages,
  totals,
  errors,
  onChange,
  focusAfterRender,
}: {
  stages: StageValues[]
  totals: QuotationTotals
  errors: Record<string, string | undefined>
  onChange: (stages: StageValues[]) => void
  focusAfterRender: FocusAfterRender
}) {
  const add = () => {
    const stage = newStage()
    onChange([...stages, stage])
    focusAfterRender(`[data-stage-key="${stage.key}"] input[name="stageLabel"]`)
  }
  const remove = (stage: StageValues, index: number) => {
    onChange(withoutRow(stages, stage.key))
    const next = stages[index + 1]
    focusAfterRender(
      ...(next ? [`[data-stage-key="${next.key}"] input[name="stageLabel"]`] : []),
      '[data-add-stage]',
    )
  }
  const move = (stage: StageValues, index: number, step: -1 | 1) => {
    onChange(movedRow(stages, index, step))
    const [same, other] = step < 0 ? ['up', 'down'] : ['down', 'up']
    focusAfterRender(
      `[data-stage-key="${stage.key}"] [data-move="${same}"]`,
      `[data-stage-key="${stage.key}"] [data-move="${other}"]`,
    )
  }
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">{quotationCopy.scheduleHint}</p>
      {stages.length === 0 ? (
        <p className="text-sm">{quotationCopy.noStages}</p>
      ) : (
        <ol aria-label={quotationCopy.stagesLabel} className="grid gap-2">
          {stages.map((stage, index) => {
            const rowName = quotationCopy.stageRowName(index + 1)
            const buttonName = quotationCopy.stageName(index + 1, stage.label.trim())
            const amount = totals.schedule[index]?.amountPaise
            const readable = basisPointsOfPercent(stage.percent) !== null
            return (
              <li
                key={stage.key}
                data-stage-key={stage.key}
                className="flex min-w-0 flex-wrap items-start gap-3 rounded-md border border-border bg-background p-3"
              >
                <FormField
                  name="stageLabel"
                  required
                  error={errors[fieldNames.stage(stage.key, 'label')]}
                  className="min-w-0 flex-1 basis-48"
                >
                  <RowLabel text={quotationCopy.stageLabel} of={rowName} />
                  <FormControl>
                    <Input
                      name="stageLabel"
                      value={stage.label}
                      maxLength={quotationLimits.stageLabel}
                      autoComplete="off"
                      onChange={(event) =>
                        onChange(changedRow(stages, stage.key, { label: event.target.value }))
                      }
                    />
                  </FormControl>
                  <FormError />
                </FormField>
                <FormField
                  name="stagePercent"
                  required
                  error={errors[fieldNames.stage(stage.key, 'percent')]}
                  className="min-w-0 flex-1 basis-28"
                >
                  <RowLabel text={quotationCopy.stagePercent} of={rowName} />
                  <FormControl>
                    <Input
                      name="stagePercent"
                      inputMode="decimal"
                      autoComplete="off"
                      value={stage.percent}
                      onChange={(event) =>
                        onChange(changedRow(stages, stage.key, { percent: event.target.value }))
                      }
                    />
                  </FormControl>
                  {readable && amount !== undefined ? (
                    <FormDescription>{quotationCopy.comesTo(formatRupees(amount))}</FormDescription>
                  ) : null}
                  <FormError />
                </FormField>
                <RowActions
                  className="sm:mt-7"
                  id={stage.key}
                  index={index}
                  count={stages.length}
                  upLabel={quotationCopy.moveUpLabel(buttonName)}
                  downLabel={quotationCopy.moveDownLabel(buttonName)}
                  removeLabel={quotationCopy.removeLabel(buttonName)}
                  removeText={quotationCopy.removeItem}
                  onMove={(step) => move(stage, index, step)}
                  onRemove={() => remove(stage, index)}
                />
              </li>
            )
          })}
        </ol>
      )}
      <p className="text-sm font-medium">{shareTotalText(stages)}</p>
      <RowListFooter
        data-add-stage
        message={errors.schedule}
        addText={quotationCopy.addStage}
        disabled={stages.length >= quotationLimits.scheduleStages}
        onAdd={add}
      />
    </div>
  )
}
