import { formatRupees, quotationLimits } from '@nirman/contract'
import {
  FormControl,
  FormDescription,
  FormError,
  FormField,
  FormLabel,
  Input,
  Textarea,
} from '@nirman/ui'
import { quotationCopy } from '../../quotations-content'
import { RowActions } from '../portfolio/row-actions'
import { fieldNames } from './quotation-field-names'
import type { ItemValues } from './quotation-values'

const copy = quotationCopy.item

/**
 * A field's label: its word on screen ("Quantity"), and for screen readers the row it belongs to
 * ("Quantity of item 2 in Foundation"), said whole rather than pieced from the two.
 */
export function RowLabel({ text, of }: { text: string; of: string }) {
  return (
    <FormLabel>
      <span aria-hidden="true">{text}</span>
      <span className="sr-only">{quotationCopy.fieldOf(text, of)}</span>
    </FormLabel>
  )
}

/**
 * One item of a group: its description, quantity, unit and rate as typed, whether it is optional,
 * and the amount it comes to (as the totals work it out); Move up, Move down, Remove. A card on a
 * phone, one line of fields on a wide screen.
 */
export function QuotationItemFields({
  item,
  position,
  count,
  groupName,
  amount,
  errors,
  onChange,
  onMove,
  onRemove,
}: {
  item: ItemValues
  position: number
  count: number
  /** The group's name as labels say it: its title, or "group 2". */
  groupName: string
  /** What the item comes to, in paise; null while its quantity or rate cannot be read. */
  amount: number | null
  errors: Record<string, string | undefined>
  onChange: (values: Partial<ItemValues>) => void
  onMove: (step: -1 | 1) => void
  onRemove: () => void
}) {
  const name = quotationCopy.itemName(position, groupName)
  const headingId = `quotation-item-${item.key}`
  const error = (field: Parameters<typeof fieldNames.item>[1]) =>
    errors[fieldNames.item(item.key, field)]
  return (
    <li
      aria-labelledby={headingId}
      data-item-key={item.key}
      className="grid min-w-0 gap-3 rounded-md border border-border bg-background p-3"
    >
      <h5 id={headingId} className="text-sm font-semibold">
        <span aria-hidden="true">{quotationCopy.itemHeading(position)}</span>
        <span className="sr-only">{quotationCopy.itemInGroup(position, groupName)}</span>
      </h5>
      <div className="grid min-w-0 grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-[minmax(0,1fr)_7rem_7rem_9rem]">
        <FormField
          name="description"
          required
          error={error('description')}
          className="col-span-2 sm:col-span-3 xl:col-span-1"
        >
          <RowLabel text={copy.description} of={name} />
          <FormControl>
            <Textarea
              name="description"
              rows={2}
              value={item.description}
              maxLength={quotationLimits.description}
              onChange={(event) => onChange({ description: event.target.value })}
            />
          </FormControl>
          <FormError />
        </FormField>
        <FormField name="quantity" required error={error('quantity')}>
          <RowLabel text={copy.quantity} of={name} />
          <FormControl>
            <Input
              name="quantity"
              inputMode="decimal"
              autoComplete="off"
              value={item.quantity}
              onChange={(event) => onChange({ quantity: event.target.value })}
            />
          </FormControl>
          <FormDescription>{copy.quantityHint}</FormDescription>
          <FormError />
        </FormField>
        <FormField name="unit" required error={error('unit')}>
          <RowLabel text={copy.unit} of={name} />
          <FormControl>
            <Input
              name="unit"
              value={item.unit}
              maxLength={quotationLimits.unit}
              autoComplete="off"
              onChange={(event) => onChange({ unit: event.target.value })}
            />
          </FormControl>
          <FormDescription>{copy.unitHint}</FormDescription>
          <FormError />
        </FormField>
        <FormField name="rate" required error={error('rate')} className="col-span-2 sm:col-span-1">
          <RowLabel text={copy.rate} of={name} />
          <FormControl>
            <Input
              name="rate"
              inputMode="decimal"
              autoComplete="off"
              value={item.rate}
              onChange={(event) => onChange({ rate: event.target.value })}
            />
          </FormControl>
          <FormDescription>{copy.rateHint}</FormDescription>
          <FormError />
        </FormField>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <FormField
          name="optional"
          error={error('optional')}
          className="w-auto flex-row flex-wrap items-center gap-2"
        >
          <FormControl>
            <input
              type="checkbox"
              className="size-5 shrink-0 accent-primary"
              checked={item.optional}
              onChange={(event) => onChange({ optional: event.target.checked })}
            />
          </FormControl>
          <RowLabel text={copy.optional} of={name} />
          <FormDescription className="basis-full">{copy.optionalHint}</FormDescription>
          <FormError className="basis-full" />
        </FormField>
        <p className="text-sm">
          <span className="text-muted-foreground">
            {item.optional ? copy.optionalAmount : copy.amount}:{' '}
          </span>
          <span className="font-semibold tabular-nums">
            {amount === null ? copy.unreadable : formatRupees(amount)}
          </span>
        </p>
        <RowActions
          className="ms-auto"
          id={item.key}
          index={position - 1}
          count={count}
          upLabel={quotationCopy.moveUpLabel(name)}
          downLabel={quotationCopy.moveDownLabel(name)}
          removeLabel={quotationCopy.removeLabel(name)}
          removeText={quotationCopy.removeItem}
          onMove={onMove}
          onRemove={onRemove}
        />
      </div>
    </li>
  )
}
