import { describe, expect, it } from 'vitest'
import { dialOf, whatsappDigitsOf } from './site-settings'
import { companyDetailsSchema } from './site-settings-schema'

const phonesOf = (phones: string[]) => companyDetailsSchema.safeParse({ phones })

describe('the company’s phone numbers', () => {
  it('accept the ways people write an Indian number, kept as typed', () => {
    const typed = [
      '+91 94310 12345',
      '094310-12346',
      '9431012347',
      '0612 234 5678',
      '(0612) 2345679',
      '+91-612-2345670',
    ]
    const parsed = phonesOf(typed.slice(0, 3))
    expect(parsed.success).toBe(true)
    expect(phonesOf(typed.slice(3)).data?.phones).toEqual([
      '0612 234 5678',
      '(0612) 2345679',
      '+91-612-2345670',
    ])
  })

  it('refuse numbers of the wrong length, foreign ones and words', () => {
    for (const phone of [
      '12345',
      '+44 20 7946 0000',
      '94310 123456',
      'call me',
      '+91 94310 1234x',
    ]) {
      expect(phonesOf([phone]).success, phone).toBe(false)
    }
  })

  it('dial as +91 and the last ten digits; WhatsApp without the plus', () => {
    // "094310 12345": 0 then 9431012345; "+91 612 223 4455": 91 then 6122234455.
    expect(dialOf('094310 12345')).toBe('+919431012345')
    expect(dialOf('+91 612 223 4455')).toBe('+916122234455')
    expect(whatsappDigitsOf('94310 12345')).toBe('919431012345')
  })
})

describe('the other details', () => {
  it('drop what is left empty and keep only the public address’s origin', () => {
    const parsed = companyDetailsSchema.parse({
      name: '  ',
      email: '',
      publicUrl: 'https://www.nirman.example/',
      socials: { facebook: '', youtube: 'https://youtube.com/@nirman' },
    })
    expect(parsed).toEqual({
      publicUrl: 'https://www.nirman.example',
      socials: { youtube: 'https://youtube.com/@nirman' },
    })
  })

  it('refuse a public address with a path, and one over plain http', () => {
    expect(
      companyDetailsSchema.safeParse({ publicUrl: 'https://nirman.example/home' }).success,
    ).toBe(false)
    expect(companyDetailsSchema.safeParse({ publicUrl: 'http://nirman.example' }).success).toBe(
      false,
    )
  })

  it('check the GSTIN’s form (two digits of the state, the PAN, an entity digit, Z, a check character)', () => {
    expect(companyDetailsSchema.parse({ gstin: '10aabcn1234f1z5' }).gstin).toBe('10AABCN1234F1Z5')
    expect(companyDetailsSchema.safeParse({ gstin: '10AABCN1234F1X5' }).success).toBe(false)
  })
})

describe('the same number twice', () => {
  it('is refused, however it is written', () => {
    // "+91 94310 12345" and "094310-12345" are both 9431012345.
    const parsed = phonesOf(['+91 94310 12345', '094310-12345'])
    expect(parsed.error?.issues[0]?.message).toBe('The same phone number is given twice')
  })
})
