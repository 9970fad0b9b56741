import type { FullQuoteForm } from '@nirman/contract'
import { useId } from 'react'
import { landDimensionsCopy as landDimensionsCopyEnglish } from '../../content/quote'
import { fromPart, usePageText } from '../../i18n/page-text'
import { inchOptions, landSides, sideFeetField, sideInchesField } from './quote-fields'
import { InputField, SelectField } from './quote-form-fields'

// Content in the language of the page being shown (app/i18n/page-text.ts).
const landDimensionsCopyHindi = fromPart('forms', (hindi) => hindi.quote.landDimensionsCopy)

/**
 * The length of the plot's four sides, each in feet (required, not negative) and inches (0-11).
 * Each side is its own group, so "Feet" and "Inches" are read with the side's name.
 */
export function LandDimensionFields() {
  const landDimensionsCopy = usePageText(landDimensionsCopyEnglish, landDimensionsCopyHindi)
  const descriptionId = useId()
  return (
    <fieldset aria-describedby={descriptionId} className="grid min-w-0 gap-3">
      <legend className="text-sm leading-snug font-medium text-foreground">
        {landDimensionsCopy.legend}
      </legend>
      <p id={descriptionId} className="-mt-1 text-sm text-muted-foreground">
        {landDimensionsCopy.description}
      </p>
      <div className="grid gap-3 @md:grid-cols-2 @4xl:grid-cols-4">
        {landSides.map((side) => (
          <fieldset key={side} className="min-w-0 rounded-md border border-border px-3 pt-1 pb-3">
            <legend className="px-1 text-sm font-semibold text-foreground">
              {landDimensionsCopy.side(side)}
            </legend>
            <div className="grid grid-cols-2 items-start gap-3">
              <InputField<FullQuoteForm>
                name={sideFeetField(side)}
                label={landDimensionsCopy.feet}
                required
                type="number"
                min={0}
                step="any"
                inputMode="decimal"
                placeholder={landDimensionsCopy.feetPlaceholder}
              />
              <SelectField<FullQuoteForm>
                name={sideInchesField(side)}
                label={landDimensionsCopy.inches}
                options={inchOptions}
              />
            </div>
          </fieldset>
        ))}
      </div>
    </fieldset>
  )
}
