import { describe, expect, it } from 'vitest'
import { defaultCompany } from '../content/company'
import * as hiCompany from '../content/hi/company'
import { layOver } from '../content/hi/lay-over'
import * as hiOpeningHours from '../content/hi/opening-hours'
import { openingHoursWords } from '../content/opening-hours'
import { mapEmbedUrl } from '../features/contact/lazy-map'
import { companyWith } from './company-details'
import { openingHoursIn } from './opening-hours'
import { ownerDetails } from './test-utils'

const hindiBase = layOver(defaultCompany, hiCompany.company, hiCompany.keptInEnglish)
const hindiWords = layOver(openingHoursWords, hiOpeningHours.openingHoursWords)

describe("the owner's opening hours", () => {
  it("read as the specification's when they are its hours, in English and in Hindi", () => {
    const specification = { days: [...defaultCompany.hours.days], opens: '09:00', closes: '18:00' }
    const english = openingHoursIn('en', openingHoursWords, specification)
    expect(english.short).toBe('Mon-Sat 9:00 AM - 6:00 PM')
    expect(english.long).toBe('Monday to Saturday 9:00 AM to 6:00 PM')
    expect(english.closed).toBe('Sunday closed')
    const hindi = openingHoursIn('hi', hindiWords, specification)
    expect(hindi.short).toBe('सोम-शनि सुबह 9:00 - शाम 6:00')
    expect(hindi.long).toBe('सोमवार से शनिवार, सुबह 9:00 से शाम 6:00 बजे तक')
    expect(hindi.closed).toBe('रविवार बंद')
    // The build's own hours are written out in content/company.ts: the same words.
    expect(english).toMatchObject({
      short: defaultCompany.hours.short,
      long: defaultCompany.hours.long,
      closed: defaultCompany.hours.closed,
    })
    expect(hindi).toMatchObject({
      short: hindiBase.hours.short,
      long: hindiBase.hours.long,
      closed: hindiBase.hours.closed,
    })
  })

  it('list days that are not in a row, and the closed days, in words', () => {
    const hours = openingHoursIn('en', openingHoursWords, {
      days: ['mon', 'wed', 'fri'],
      opens: '10:00',
      closes: '13:30',
    })
    expect(hours.short).toBe('Mon, Wed, Fri 10:00 AM - 1:30 PM')
    expect(hours.long).toBe('Monday, Wednesday and Friday 10:00 AM to 1:30 PM')
    expect(hours.closed).toBe('Tuesday, Thursday, Saturday and Sunday closed')
  })

  it('make a range of three days or more, and name two days in a row each', () => {
    const hours = openingHoursIn('en', openingHoursWords, {
      days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sun'],
      opens: '08:00',
      closes: '20:00',
    })
    expect(hours.short).toBe('Mon-Fri, Sun 8:00 AM - 8:00 PM')
    expect(hours.long).toBe('Monday to Friday and Sunday 8:00 AM to 8:00 PM')
    expect(hours.closed).toBe('Saturday closed')
    const weekend = openingHoursIn('en', openingHoursWords, {
      days: ['sat', 'sun'],
      opens: '11:00',
      closes: '12:00',
    })
    expect(weekend.short).toBe('Sat, Sun 11:00 AM - 12:00 PM')
    expect(weekend.long).toBe('Saturday and Sunday 11:00 AM to 12:00 PM')
  })

  it('have no closed day when the office opens every day', () => {
    const hours = openingHoursIn('hi', hindiWords, {
      days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
      opens: '07:00',
      closes: '21:00',
    })
    expect(hours.short).toBe('सोम-रवि सुबह 7:00 - रात 9:00')
    expect(hours.closed).toBeUndefined()
  })

  it('say the part of the day in Hindi: सुबह, दोपहर, शाम, रात', () => {
    const hours = openingHoursIn('hi', hindiWords, {
      days: ['mon'],
      opens: '12:15',
      closes: '16:00',
    })
    expect(hours.short).toBe('सोम दोपहर 12:15 - शाम 4:00')
  })
})

describe("the company's details under the owner's", () => {
  it("are the build's when the owner gave none", () => {
    const company = companyWith(defaultCompany, {}, 'en')
    expect(company).toEqual(defaultCompany)
    expect(company.phones).toEqual([])
    expect(company.whatsapp).toBeUndefined()
    expect(company.email).toBeUndefined()
    expect(company.mapUrl).toBeUndefined()
  })

  it("take the owner's numbers with their tel: and WhatsApp digits, e-mail, address and links", () => {
    const company = companyWith(defaultCompany, ownerDetails, 'en')
    expect(company.phones).toEqual([
      { display: '+91 94310 12345', dial: '+919431012345' },
      { display: '0612 223 4567', dial: '+916122234567' },
    ])
    expect(company.salesPhone).toEqual({ display: '+91 94310 67890', dial: '+919431067890' })
    expect(company.whatsapp).toBe('919431155555')
    expect(company.email).toBe('office@nirman-patna.in')
    expect(company.siteUrl).toBe('https://www.nirman-patna.in')
    expect(company.address).toEqual({
      street: 'Saguna More, Bailey Road',
      locality: 'Danapur',
      city: 'Patna',
      region: 'Bihar',
      postalCode: '801503',
      country: 'India',
      countryCode: 'IN',
    })
    expect(company.mapUrl).toBe('https://maps.app.goo.gl/nirmanOffice')
    expect(company.social).toEqual([
      { network: 'facebook', url: 'https://www.facebook.com/nirman.patna' },
      { network: 'youtube', url: 'https://www.youtube.com/@nirmanpatna' },
    ])
    expect(company.agency).toEqual({ name: 'Ganga Web Studio', url: 'https://gangaweb.in' })
    expect(company.gstin).toBe('10AABCN1234F1Z5')
    // What the specification gives stays.
    expect(company.responseTime).toBe('24-48 business hours')
  })

  it('read in Hindi on a Hindi page: the Hindi name, the places the site knows in Hindi', () => {
    const company = companyWith(
      hindiBase,
      { ...ownerDetails, hindiName: undefined, name: 'Nirman Constructions' },
      'hi',
    )
    expect(company.name).toBe('निर्माण कंस्ट्रक्शन्स')
    expect(company.address.locality).toBe('दानापुर')
    expect(company.address.city).toBe('पटना')
    expect(company.address.street).toBe('Saguna More, Bailey Road')
    expect(company.phones[0]).toEqual({ display: '+91 94310 12345', dial: '+919431012345' })
    const renamed = companyWith(
      hindiBase,
      {
        name: 'Ganga Builders',
        hindiName: 'गंगा बिल्डर्स',
        address: { street: 'Station Road', city: 'Hajipur', postalCode: '844101' },
      },
      'hi',
    )
    expect(renamed.name).toBe('गंगा बिल्डर्स')
    // A city the site has no Hindi for stays as the owner wrote it; no locality was given.
    expect(renamed.address.city).toBe('Hajipur')
    expect(renamed.address.locality).toBeUndefined()
  })

  it('keep an English name the owner gave without a Hindi one on a Hindi page', () => {
    expect(companyWith(hindiBase, { name: 'Ganga Builders' }, 'hi').name).toBe('Ganga Builders')
    expect(companyWith(defaultCompany, { hindiName: 'गंगा बिल्डर्स' }, 'en').name).toBe(
      'Nirman Constructions',
    )
  })
})

describe("the map of the owner's address", () => {
  it('is a search for the address in English, the state and country added', () => {
    expect(mapEmbedUrl({ street: 'Station Road', city: 'Hajipur', postalCode: '844101' })).toBe(
      'https://www.google.com/maps?q=Station%20Road%2C%20Hajipur%2C%20Bihar%20844101%2C%20India&output=embed',
    )
    expect(mapEmbedUrl(ownerDetails.address)).toBe(
      'https://www.google.com/maps?q=Saguna%20More%2C%20Bailey%20Road%2C%20Danapur%2C%20Patna%2C%20Bihar%20801503%2C%20India&output=embed',
    )
  })
})
