import { type ClientStage, clientProjectLimits, formatRupees } from '@nirman/contract'
import {
  FormControl,
  FormDescription,
  FormError,
  FormField,
  FormLabel,
  Input,
  Select,
} from '@nirman/ui'
import { paymentCopy, recordCopy } from '../../client-project-records-content'
import { RowActions } from '../portfolio/row-actions'
import type { PaymentBasis, PaymentRow } from './payment-values'

const isBasis = (value: string): value is PaymentBasis => value === 'percent' || value === 'amount'

/**
 * One instalment of the schedule's editor: its name, a share or an amount (with what it comes
 * to), the stage it is due at and its own due day; Move up, Move down, Remove.
 */
export function PaymentFields({
  row,
  position,
  count,
  stages,
  amount,
  received,
  errors = {},
  removeRefused,
  onChange,
  onBasisChange,
  onMove,
  onRemove,
}: {
  row: PaymentRow
  position: number
  count: number
  stages: readonly ClientStage[]
  /** What it comes to as typed, in paise; null while the share or amount cannot be read. */
  amount: number | null
  /** Whether its receipt is recorded (it then stays in the schedule). */
  received: boolean
  errors?: Record<string, string>
  removeRefused: string | null
  onChange: (values: Partial<PaymentRow>) => void
  onBasisChange: (basis: PaymentBasis) => void
  onMove: (step: -1 | 1) => void
  onRemove: () => void
}) {
  const name = row.label.trim() || paymentCopy.unnamed(position)
  const headingId = `payment-editor-${row.key}`
  return (
    <li
      aria-labelledby={headingId}
      data-payment-key={row.key}
      className="grid min-w-0 gap-3 rounded-md border border-border bg-background p-3"
    >
      <h4 id={headingId} className="font-semibold break-words">
        {paymentCopy.editorLabel(position, row.label.trim())}
      </h4>
      <fieldset className="grid min-w-0 gap-3 sm:grid-cols-2">
        <legend className="sr-only">{name}</legend>
        <FormField name="label" required error={errors.label} className="sm:col-span-2">
          <FormLabel>{paymentCopy.fields.label}</FormLabel>
          <FormControl>
            <Input
              name="label"
              value={row.label}
              maxLength={clientProjectLimits.paymentLabel}
              onChange={(event) => onChange({ label: event.target.value })}
            />
          </FormControl>
          <FormError />
        </FormField>
        <FormField name="basis">
          <FormLabel>{paymentCopy.fields.basis}</FormLabel>
          <FormControl>
            <Select
              value={row.basis}
              onChange={(event) => {
                if (isBasis(event.target.value)) onBasisChange(event.target.value)
              }}
            >
              <option value="percent">{paymentCopy.fields.percent}</option>
              <option value="amount">{paymentCopy.fields.amount}</option>
            </Select>
          </FormControl>
        </FormField>
        {row.basis === 'percent' ? (
          <FormField name="share" required error={errors.value}>
            <FormLabel>{paymentCopy.fields.sharePercent}</FormLabel>
            <FormControl>
              <Input
                inputMode="decimal"
                autoComplete="off"
                value={row.share}
                onChange={(event) => onChange({ share: event.target.value })}
              />
            </FormControl>
            <FormDescription>
              {amount === null
                ? paymentCopy.fields.shareHint
                : paymentCopy.comesTo(formatRupees(amount))}
            </FormDescription>
            <FormError />
          </FormField>
        ) : (
          <FormField name="amount" required error={errors.value}>
            <FormLabel>{paymentCopy.fields.amountRupees}</FormLabel>
            <FormControl>
              <Input
                inputMode="decimal"
                autoComplete="off"
                value={row.amount}
                onChange={(event) => onChange({ amount: event.target.value })}
              />
            </FormControl>
            <FormDescription>
              {amount === null
                ? paymentCopy.fields.amountHint
                : paymentCopy.comesTo(formatRupees(amount))}
            </FormDescription>
            <FormError />
          </FormField>
        )}
        <FormField name="stageId" error={errors.stageId}>
          <FormLabel>{paymentCopy.fields.stage}</FormLabel>
          <FormControl>
            <Select
              value={row.stageId}
              onChange={(event) => onChange({ stageId: event.target.value })}
            >
              <option value="">{paymentCopy.fields.noStage}</option>
              {stages.map((stage) => (
                <option key={stage.id} value={String(stage.id)}>
                  {stage.name}
                </option>
              ))}
            </Select>
          </FormControl>
          <FormError />
        </FormField>
        <FormField name="dueDate" error={errors.dueDate}>
          <FormLabel>{paymentCopy.fields.dueDate}</FormLabel>
          <FormControl>
            <Input
              type="date"
              value={row.dueDate}
              onChange={(event) => onChange({ dueDate: event.target.value })}
            />
          </FormControl>
          <FormDescription>{paymentCopy.fields.whenHint}</FormDescription>
          <FormError />
        </FormField>
      </fieldset>
      <RowActions
        id={row.key}
        index={position - 1}
        count={count}
        upLabel={recordCopy.moveUpLabel(name)}
        downLabel={recordCopy.moveDownLabel(name)}
        removeLabel={paymentCopy.removeLabel(name)}
        removeText={paymentCopy.remove}
        onMove={onMove}
        onRemove={onRemove}
      >
        {received ? (
          <p className="text-sm text-muted-foreground">{paymentCopy.receivedKeptNote}</p>
        ) : null}
      </RowActions>
      {removeRefused ? (
        <p role="alert" className="text-sm font-medium break-words text-destructive">
          {removeRefused}
        </p>
      ) : null}
    </li>
  )
}
