import * as contract from '@nirman/contract'
import { describe, expect, it } from 'vitest'
import { validationNoticeCopy } from '../../content/quote'
import * as mirror from './quote-fields'

// quote-fields.ts restates the contract's constants without zod; here they must be the same.
describe('the zod-free copies of the contract constants', () => {
  it.each([
    ['landSides', mirror.landSides, contract.landSides],
    ['landFacingOptions', mirror.landFacingOptions, contract.landFacingOptions],
    ['popupProjectTypes', mirror.popupProjectTypes, contract.popupProjectTypes],
    ['contactProjectTypes', mirror.contactProjectTypes, contract.contactProjectTypes],
    ['heroProjectTypes', mirror.heroProjectTypes, contract.heroProjectTypes],
    ['quoteRequestFields', mirror.quoteRequestFields, contract.quoteRequestFields],
    ['honeypotField', mirror.honeypotField, contract.honeypotField],
    ['emptyFullQuoteForm', mirror.emptyFullQuoteForm, contract.emptyFullQuoteForm],
  ])('%s equals the contract', (_, copy, original) => {
    expect(copy).toEqual(original)
  })

  it('names the side fields as the contract does', () => {
    for (const side of contract.landSides) {
      expect(mirror.sideFeetField(side)).toBe(contract.sideFeetField(side))
      expect(mirror.sideInchesField(side)).toBe(contract.sideInchesField(side))
    }
  })

  it('titles the validation notice with the contract words', () => {
    expect(validationNoticeCopy).toEqual({
      title: contract.validationErrorTitle,
      fallback: contract.validationErrorFallback,
    })
  })
})
