import { describe, expect, it } from 'vitest'
import { visitFormCopy as formHindi } from '../../content/hi/site-visit'
import { visitFormCopy as formEnglish } from '../../content/site-visit'
import { textIn } from '../../i18n/page-text'
import { checkVisitBooking, firstRefused, issueMessage, type VisitTyped } from './visit-checks'

// The booking form's own checks before anything is sent, with the words a visitor reads beside
// each field, and the API's English refusals said in the page's language.

const en = formEnglish.messages
const hindiForm = textIn('hi', formEnglish, formHindi)
const hi = hindiForm.messages

// 10:00 in Patna on Tuesday 1 December 2026.
const tenAm = '2026-12-01T04:30:00.000Z'

/** A booking that passes every check; `changes` spoil one field. */
function typed(changes: Partial<VisitTyped> = {}): VisitTyped {
  return {
    address: 'Plot 12, Saguna More, Danapur',
    mapLink: '',
    name: 'Ravi Kumar',
    phone: '9876543210',
    email: '',
    ...changes,
  }
}

const check = (changes: Partial<VisitTyped>) => checkVisitBooking(tenAm, typed(changes), en)

describe('checkVisitBooking', () => {
  it('finds nothing wrong with a time, an address, a name and a phone', () => {
    expect(checkVisitBooking(tenAm, typed(), en)).toEqual({})
  })

  it('asks for a time when none is chosen', () => {
    expect(checkVisitBooking(null, typed(), en)).toEqual({
      startsAt: 'Please choose a day and a time for the visit',
    })
  })

  it('asks for an address of at least 3 characters, blanks not counted', () => {
    const refused = { address: "Please enter the site's address or a landmark near it" }
    expect(check({ address: '' })).toEqual(refused)
    expect(check({ address: '  ab  ' })).toEqual(refused)
    expect(check({ address: 'Ara' })).toEqual({})
  })

  it('refuses an address over 300 characters, and takes one of exactly 300', () => {
    expect(check({ address: 'a'.repeat(301) })).toEqual({
      address: 'Please keep the address under 300 characters',
    })
    expect(check({ address: 'a'.repeat(300) })).toEqual({})
  })

  it('takes no map link, or one starting with https://', () => {
    expect(check({ mapLink: '' })).toEqual({})
    expect(check({ mapLink: ' https://maps.app.goo.gl/abc123 ' })).toEqual({})
  })

  it('refuses a map link that is not https, or has spaces, or runs over 500 characters', () => {
    const refused = { mapLink: 'Please paste a map link starting with https://, or leave it empty' }
    expect(check({ mapLink: 'http://maps.app.goo.gl/abc123' })).toEqual(refused)
    expect(check({ mapLink: 'maps.app.goo.gl/abc123' })).toEqual(refused)
    expect(check({ mapLink: 'https://maps.app.goo.gl/abc 123' })).toEqual(refused)
    // 'https://' is 8 characters: 8 + 493 = 501 is one too many, 8 + 492 = 500 is the most.
    expect(check({ mapLink: `https://${'a'.repeat(493)}` })).toEqual(refused)
    expect(check({ mapLink: `https://${'a'.repeat(492)}` })).toEqual({})
  })

  it('asks for a name of at least 3 characters, blanks not counted', () => {
    const refused = { name: 'Name must be at least 3 characters' }
    expect(check({ name: 'Ra' })).toEqual(refused)
    expect(check({ name: '  Ra  ' })).toEqual(refused)
    expect(check({ name: 'Ram' })).toEqual({})
  })

  it('refuses a phone with letters, or with fewer than 10 digits', () => {
    const refused = { phone: 'Please enter a valid phone number' }
    expect(check({ phone: '' })).toEqual(refused)
    expect(check({ phone: '98765abcde' })).toEqual(refused)
    expect(check({ phone: '98765 4321' })).toEqual(refused)
    // Ten separators and one digit are not a phone number.
    expect(check({ phone: '1----------' })).toEqual(refused)
  })

  it('takes a phone written with the country code and spaces, brackets or dashes', () => {
    expect(check({ phone: '+91 98765 43210' })).toEqual({})
    expect(check({ phone: '(0612) 222-3333' })).toEqual({})
  })

  it('takes no e-mail, and refuses one that is not an address', () => {
    const refused = { email: 'Please enter a valid email' }
    expect(check({ email: '' })).toEqual({})
    expect(check({ email: 'ravi@example.com' })).toEqual({})
    expect(check({ email: 'ravi@example' })).toEqual(refused)
    expect(check({ email: 'ravi example.com' })).toEqual(refused)
    expect(check({ email: 'ravi@@example.com' })).toEqual(refused)
  })

  it('gives every refusal at once, in the page’s language', () => {
    expect(
      checkVisitBooking(null, { address: '', mapLink: '', name: '', phone: '', email: '' }, hi),
    ).toEqual({
      startsAt: 'कृपया विज़िट के लिए दिन और समय चुनें',
      address: 'कृपया साइट का पता या उसके पास की कोई पहचान लिखें',
      name: 'नाम कम से कम 3 अक्षरों का होना चाहिए',
      phone: 'कृपया सही फ़ोन नंबर लिखें',
    })
  })
})

describe('firstRefused', () => {
  it('names the first refused field in the order the form shows them', () => {
    // The form shows: time, address, map link, name, phone, e-mail.
    expect(firstRefused({ phone: en.phone, address: en.address, startsAt: en.startsAt })).toBe(
      'startsAt',
    )
    expect(firstRefused({ email: en.email, name: en.name })).toBe('name')
    expect(firstRefused({ email: en.email, mapLink: en.mapLink })).toBe('mapLink')
  })

  it('names none when nothing is refused', () => {
    expect(firstRefused({})).toBeUndefined()
  })
})

describe('issueMessage', () => {
  const fallback = hindiForm.checkFields

  it('says an English refusal of the API in Hindi on a Hindi page', () => {
    expect(issueMessage('Please enter a valid phone number', en, hi, fallback)).toBe(
      'कृपया सही फ़ोन नंबर लिखें',
    )
    expect(
      issueMessage(
        'Sorry, that time was just taken. Please choose another: the next free times are shown.',
        en,
        hi,
        fallback,
      ),
    ).toBe('माफ़ कीजिए, यह समय अभी-अभी भर गया। कृपया दूसरा समय चुनें: अगले ख़ाली समय नीचे दिखे हैं।')
  })

  it('says "check the fields" in Hindi for a refusal it has no Hindi for', () => {
    expect(issueMessage('Name must be at most 100 characters', en, hi, fallback)).toBe(
      'कृपया ऊपर चिह्नित खाने जाँचें।',
    )
  })

  it('keeps the English as it came on an English page, known or not', () => {
    expect(issueMessage('Please enter a valid phone number', en, en, 'unused')).toBe(
      'Please enter a valid phone number',
    )
    expect(issueMessage('Name must be at most 100 characters', en, en, 'unused')).toBe(
      'Name must be at most 100 characters',
    )
  })
})
