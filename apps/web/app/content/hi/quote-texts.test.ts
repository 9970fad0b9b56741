import { describe, expect, it } from 'vitest'
import { company } from './company'
import { heroQuoteFormCopy } from './quote'

// The forms' Hindi texts (their own chunk) write out what they say of the company: they must say
// what the company's texts say.
describe("the Hindi quote forms' texts", () => {
  it("promise the reply time of the company's details", () => {
    expect(heroQuoteFormCopy.intro).toContain(`हम ${company.responseTime} के भीतर`)
  })
})
