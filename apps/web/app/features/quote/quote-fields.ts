// The constants the quote forms render from, from the contract's zod-free module: the schemas (and
// zod, about 27 KB gzip) are loaded on first use (quote-validation.ts), not with the page.
export {
  contactProjectTypes,
  emptyFullQuoteForm,
  heroProjectTypes,
  honeypotField,
  landFacingOptions,
  landSides,
  popupProjectTypes,
  quoteRequestFields,
  sideFeetField,
  sideInchesField,
} from '@nirman/contract/quote-fields'

/** The inches a side can have: 0 to 11 (website.md section 9). */
export const inchOptions = Array.from({ length: 12 }, (_, inches) => String(inches))
