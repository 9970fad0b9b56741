import { quotationLimits } from '@nirman/contract'
import { FormControl, FormDescription, FormError, FormField, FormLabel, Input } from '@nirman/ui'
import { quotationCopy } from '../../quotations-content'
import { RemoveButton } from '../portfolio/row-actions'
import { fieldNames } from './quotation-field-names'
import type { FocusAfterRender } from './quotation-groups-editor'
import { RowLabel } from './quotation-item-fields'
import { newTaxLine, type QuotationValues, type TaxLineValues } from './quotation-values'
import { changedRow, withoutRow } from './row-edits'
import { RowListFooter } from './row-list-footer'

const fields = quotationCopy.fields

/**
 * Whether the prices include the taxes, ticked or not, with what that means under it: in a
 * quotation's editor and in the owner's quotation settings (each with its own words).
 */
export function PricesIncludeTaxField({
  name,
  error,
  checked,
  label,
  hint,
  onChange,
}: {
  name: string
  error: string | undefined
  checked: boolean
  label: string
  hint: string
  onChange: (checked: boolean) => void
}) {
  return (
    <FormField name={name} error={error} className="flex-row flex-wrap items-center gap-3">
      <FormControl>
        <input
          type="checkbox"
          className="size-5 shrink-0 accent-primary"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
      </FormControl>
      <FormLabel>{label}</FormLabel>
      <FormDescription className="basis-full">{hint}</FormDescription>
      <FormError className="basis-full" />
    </FormField>
  )
}

/**
 * The discount (rupees as typed), the tax lines (each a name and a rate) and whether the prices
 * include the taxes.
 */
export function QuotationTaxesEditor({
  values,
  errors,
  set,
  focusAfterRender,
}: {
  values: Pick<QuotationValues, 'discount' | 'taxLines' | 'pricesIncludeTax'>
  errors: Record<string, string | undefined>
  set: <Key extends 'discount' | 'taxLines' | 'pricesIncludeTax'>(
    key: Key,
    value: QuotationValues[Key],
  ) => void
  focusAfterRender: FocusAfterRender
}) {
  const lines = values.taxLines
  const change = (key: number, typed: Partial<TaxLineValues>) =>
    set('taxLines', changedRow(lines, key, typed))
  const add = () => {
    const line = newTaxLine()
    set('taxLines', [...lines, line])
    focusAfterRender(`[data-tax-key="${line.key}"] input[name="taxLabel"]`)
  }
  const remove = (line: TaxLineValues, index: number) => {
    set('taxLines', withoutRow(lines, line.key))
    const next = lines[index + 1]
    focusAfterRender(
      ...(next ? [`[data-tax-key="${next.key}"] input[name="taxLabel"]`] : []),
      '[data-add-tax]',
    )
  }
  return (
    <div className="grid gap-4">
      <FormField name="discount" error={errors.discount} className="sm:max-w-xs">
        <FormLabel>{fields.discount}</FormLabel>
        <FormControl>
          <Input
            name="discount"
            inputMode="decimal"
            autoComplete="off"
            value={values.discount}
            onChange={(event) => set('discount', event.target.value)}
          />
        </FormControl>
        <FormDescription>{fields.discountHint}</FormDescription>
        <FormError />
      </FormField>
      {lines.length === 0 ? (
        <p className="text-sm text-muted-foreground">{quotationCopy.noTaxes}</p>
      ) : (
        <ol aria-label={quotationCopy.taxLinesLabel} className="grid gap-2">
          {lines.map((line, index) => {
            const rowName = quotationCopy.taxRowName(index + 1)
            const buttonName = quotationCopy.taxName(index + 1, line.label.trim())
            return (
              <li
                key={line.key}
                data-tax-key={line.key}
                className="grid min-w-0 gap-3 rounded-md border border-border bg-background p-3 sm:grid-cols-[minmax(0,1fr)_8rem_auto] sm:items-start"
              >
                <FormField
                  name="taxLabel"
                  required
                  error={errors[fieldNames.tax(line.key, 'label')]}
                >
                  <RowLabel text={quotationCopy.taxLabel} of={rowName} />
                  <FormControl>
                    <Input
                      name="taxLabel"
                      value={line.label}
                      maxLength={quotationLimits.taxLabel}
                      autoComplete="off"
                      onChange={(event) => change(line.key, { label: event.target.value })}
                    />
                  </FormControl>
                  <FormDescription>{quotationCopy.taxLabelHint}</FormDescription>
                  <FormError />
                </FormField>
                <FormField name="taxRate" required error={errors[fieldNames.tax(line.key, 'rate')]}>
                  <RowLabel text={quotationCopy.taxRate} of={rowName} />
                  <FormControl>
                    <Input
                      name="taxRate"
                      inputMode="decimal"
                      autoComplete="off"
                      value={line.rate}
                      onChange={(event) => change(line.key, { rate: event.target.value })}
                    />
                  </FormControl>
                  <FormError />
                </FormField>
                <RemoveButton
                  className="justify-self-start sm:mt-7"
                  label={quotationCopy.removeLabel(buttonName)}
                  text={quotationCopy.removeItem}
                  onRemove={() => remove(line, index)}
                />
              </li>
            )
          })}
        </ol>
      )}
      <RowListFooter
        data-add-tax
        message={errors.taxLines}
        addText={quotationCopy.addTax}
        disabled={lines.length >= quotationLimits.taxLines}
        onAdd={add}
      />
      <PricesIncludeTaxField
        name="pricesIncludeTax"
        error={errors.pricesIncludeTax}
        checked={values.pricesIncludeTax}
        label={fields.pricesIncludeTax}
        hint={fields.pricesIncludeTaxHint}
        onChange={(checked) => set('pricesIncludeTax', checked)}
      />
    </div>
  )
}
