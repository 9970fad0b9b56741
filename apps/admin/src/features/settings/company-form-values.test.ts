import { type CompanyDetails, companyDetailsMessages } from '@nirman/contract'
import { describe, expect, it } from 'vitest'
import {
  companyDetailsBody,
  companyFieldErrorsOf,
  companyFormValuesOf,
} from './company-form-values'

const company: CompanyDetails = {
  name: 'Nirman Constructions',
  publicUrl: 'https://www.nirmanconstructions.in',
  phones: ['+91 94310 12345', '0612 234 5678', '+91 94310 67890'],
  whatsapp: '+91 94310 12345',
  address: { street: 'Bailey Road', city: 'Patna', postalCode: '800014' },
  hours: { days: ['mon', 'sat'], opens: '10:00', closes: '19:00' },
  socials: { youtube: 'https://www.youtube.com/@nirmanpatna' },
  gstin: '10AABCN1234F1Z5',
}

describe('the company details form’s values', () => {
  it('send back the details they were made from, on the version given', () => {
    expect(companyDetailsBody(companyFormValuesOf(company), 4)).toEqual({
      ok: true,
      body: { company, version: 4 },
    })
  })

  it('send nothing of a form left empty', () => {
    const checked = companyDetailsBody(companyFormValuesOf({}), 0)
    expect(JSON.parse(JSON.stringify(checked))).toEqual({
      ok: true,
      body: { company: { socials: {} }, version: 0 },
    })
  })

  it('place a refused phone at its box: the API numbers the boxes filled in only', () => {
    const values = { ...companyFormValuesOf({}), phone2: '94310 12345', phone3: '12345' }
    expect(
      companyFieldErrorsOf(
        [
          { path: 'company.phones.1', message: companyDetailsMessages.phone },
          { path: 'company.address.city', message: companyDetailsMessages.city },
        ],
        values,
      ),
    ).toEqual({
      'company.phones.2': companyDetailsMessages.phone,
      'company.address.city': companyDetailsMessages.city,
    })
  })

  it('place a number given twice at the box that repeats it', () => {
    const values = {
      ...companyFormValuesOf({}),
      phone1: '+91 94310 12345',
      phone2: '0612 234 5678',
      phone3: '9431012345',
    }
    expect(companyDetailsBody(values, 1)).toEqual({
      ok: false,
      errors: { 'company.phones.2': companyDetailsMessages.phonesRepeated },
    })
  })
})
