import {
  type CompanyDetails,
  type PageSettings,
  pageSettingsElementId,
  type RateCard,
} from '@nirman/contract/site-settings'
import { afterEach } from 'vitest'

/** Takes the settings element out of the page, as on the build's own HTML. */
export function removePageSettings(): void {
  document.getElementById(pageSettingsElementId)?.remove()
}

// Each test starts from a page without settings, whatever the one before it put in.
afterEach(removePageSettings)

/**
 * Puts the owner's settings into the page's <head> as the API serving a page does: `settings` as
 * JSON (`<` escaped), or a text as it is (a test of a broken element). Removed after the test.
 */
export function givePageSettings(settings: PageSettings | string): HTMLScriptElement {
  document.getElementById(pageSettingsElementId)?.remove()
  const element = document.createElement('script')
  element.id = pageSettingsElementId
  element.type = 'application/json'
  element.textContent =
    typeof settings === 'string' ? settings : JSON.stringify(settings).replace(/</g, '\\u003c')
  document.head.append(element)
  return element
}

/** A page carrying the owner's company `details` (version 3, no rate card). */
export function giveCompanyDetails(details: CompanyDetails): HTMLScriptElement {
  return givePageSettings({ version: 3, company: details, rateCard: {} })
}

/**
 * A page carrying the owner's rate `card` as of `asOf` (version 4, no company details), as the API
 * serves a page once the owner saved a card. The card is any JSON (a test of a card the engine
 * refuses), not only one the contract accepts.
 */
export function giveRateCard(card: RateCard | Record<string, unknown>, asOf = '2026-12-01') {
  return givePageSettings({ version: 4, company: {}, rateCard: card, rateCardAsOf: asOf })
}

/** An owner's details, every one given; none is the build's, so a test sees where each comes from. */
export const ownerDetails = {
  name: 'Nirman Constructions',
  hindiName: 'निर्माण कंस्ट्रक्शन्स',
  publicUrl: 'https://www.nirman-patna.in',
  phones: ['+91 94310 12345', '0612 223 4567'],
  salesPhone: '+91 94310 67890',
  whatsapp: '+91 94311 55555',
  email: 'office@nirman-patna.in',
  address: {
    street: 'Saguna More, Bailey Road',
    locality: 'Danapur',
    city: 'Patna',
    postalCode: '801503',
  },
  mapUrl: 'https://maps.app.goo.gl/nirmanOffice',
  hours: { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], opens: '09:30', closes: '18:30' },
  socials: {
    facebook: 'https://www.facebook.com/nirman.patna',
    youtube: 'https://www.youtube.com/@nirmanpatna',
  },
  gstin: '10AABCN1234F1Z5',
  credit: { name: 'Ganga Web Studio', url: 'https://gangaweb.in' },
} satisfies CompanyDetails
