import { use } from 'react'
import { quoteFieldCopy as quoteFieldCopyEnglish } from '../../content/quote'
import { fromPart, usePageText } from '../../i18n/page-text'
import { useLandSizeCopy } from './land-size-reading'
import { FieldBindingContext, InputField } from './quote-form-fields'

// Content in the language of the page being shown (app/i18n/page-text.ts).
const quoteFieldCopyHindi = fromPart('forms', (hindi) => hindi.quote.quoteFieldCopy)

/**
 * The land size: square feet, or the plot's length x width ("30x40"). A text field, not a number
 * one (which turned "30x40" into 3040 and "2.5 katha" into 2.5 without a word): what the visitor
 * types stays as typed, and once the form's code is there the line under it says what will be
 * sent ("30 ft x 40 ft = 1,200 sq ft"); another unit is refused on submit with a message
 * (@nirman/contract's readLandSize, which the API applies too).
 */
export function LandSizeField() {
  const landSizeCopy = useLandSizeCopy()
  const copy = usePageText(quoteFieldCopyEnglish, quoteFieldCopyHindi).landSize
  const reading = use(FieldBindingContext).readingOf('landSize')
  return (
    <InputField
      name="landSize"
      label={copy.label}
      placeholder={copy.placeholder}
      required
      autoComplete="off"
      description={reading ?? landSizeCopy.hint}
    />
  )
}
