import { quoteRequestSchema } from '@nirman/contract'
import { describe, expect, it } from 'vitest'
import { quoteRequestBody } from './quote-request-body'
import { filledFullQuoteRequest } from './test-utils'

const heroRequest = {
  name: 'Sunita Devi',
  phone: '9876543210',
  email: 'sunita@example.com',
  projectType: 'Consultancy',
  message: '',
}

describe('quoteRequestBody', () => {
  it('leaves an empty honeypot out', () => {
    expect(quoteRequestBody(heroRequest, '')).toEqual(heroRequest)
  })

  it('adds a filled honeypot as website', () => {
    expect(quoteRequestBody(heroRequest, 'x')).toEqual({ ...heroRequest, website: 'x' })
  })

  // sendQuoteRequest hands these bodies to submitQuote as the contract's QuoteRequestInput type;
  // the API's own schema must accept them.
  it.each([
    ['the full form', filledFullQuoteRequest],
    ['the hero form', heroRequest],
  ])('builds from %s a body the API schema accepts', (_, request) => {
    expect(quoteRequestSchema.safeParse(quoteRequestBody(request, '')).success).toBe(true)
  })
})
