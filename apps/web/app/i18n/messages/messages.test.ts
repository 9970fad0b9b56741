import {
  apiMessages,
  landSides,
  quoteMessages,
  sideFeetMessage,
  sideInchesMessage,
  singleLineMessage,
  tooLongMessage,
} from '@nirman/contract'
import { describe, expect, it } from 'vitest'
import { translateMessage } from '../translate'
import { englishMessages, type MessageId } from './en'
import { hindiMessages } from './hi'

const ids = Object.keys(englishMessages) as MessageId[]
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('the message catalogs', () => {
  it('has a Hindi message for every English one, in Devanagari, with the same placeholders', () => {
    // tsc refuses a missing id (Record<MessageId, string>); this also catches an empty or copied text
    // and a catalog edited without the types (an extra id the English does not have).
    expect(Object.keys(hindiMessages).sort()).toEqual([...ids].sort())
    for (const id of ids) {
      const hindi = hindiMessages[id]
      expect(hindi, id).toMatch(/[\u0900-\u097F]/)
      expect(hindi, id).not.toBe(englishMessages[id])
      expect(placeholders(hindi), id).toEqual(placeholders(englishMessages[id]))
    }
  })

  it('holds the contract’s messages word for word', () => {
    for (const [field, message] of Object.entries(quoteMessages)) {
      expect(englishMessages[`quote.${field}` as MessageId]).toBe(message)
    }
  })

  it('gives every message the contract’s checks produce in Hindi', () => {
    const produced = [
      ...Object.values(quoteMessages),
      ...landSides.flatMap((side) => [sideFeetMessage(side), sideInchesMessage(side)]),
      ...['Name', 'Phone number', 'Email', 'City', 'Land size', 'Message'].map((label) =>
        tooLongMessage(label, 100),
      ),
      ...['Name', 'Phone number', 'City', 'Land size'].map(singleLineMessage),
    ]
    for (const message of produced) {
      const hindi = translateMessage('hi', message)
      expect(hindi, message).toMatch(/[\u0900-\u097F]/)
      // Only numbers and the kept English terms (sq ft, x) may stay in Latin letters.
      expect(hindi.replace(/sq ft|x/g, ''), message).not.toMatch(/[A-Za-z]/)
    }
  })

  it('fills the placeholders with the Hindi words: the side, the field, the number', () => {
    expect(translateMessage('hi', 'Please enter North side dimension in feet')).toBe(
      'कृपया उत्तर की तरफ़ की नाप फ़ीट में लिखें',
    )
    expect(translateMessage('hi', 'Message must be at most 2000 characters')).toBe(
      'संदेश में ज़्यादा से ज़्यादा 2000 अक्षर हो सकते हैं',
    )
    expect(translateMessage('hi', 'Name must be one line of plain text')).toBe(
      'नाम एक ही पंक्ति में, सादे अक्षरों में लिखें',
    )
  })

  it('leaves an English page as it is, and gives nothing for a message it does not know in Hindi', () => {
    expect(translateMessage('en', quoteMessages.name)).toBe(quoteMessages.name)
    expect(translateMessage('en', 'Route POST /x not found')).toBe('Route POST /x not found')
    // The form shows its own Hindi fallback instead of English.
    expect(translateMessage('hi', 'Route POST /x not found')).toBe('')
  })

  it('holds the API’s refusals and faults word for word', () => {
    expect(englishMessages['api.tooManyRequests']).toBe(apiMessages.tooManyRequests('{after}'))
    expect(englishMessages['api.storageFull']).toBe(apiMessages.storageFull)
    expect(englishMessages['api.unavailable']).toBe(apiMessages.unavailable)
    expect(englishMessages['api.internalError']).toBe(apiMessages.internalError)
  })

  it('says the API refusals and faults a visitor may meet in Hindi, with the wait in Hindi', () => {
    // Worked out from the Hindi catalog: "{after}" is the number and the Hindi unit.
    expect(translateMessage('hi', 'Too many requests. Please try again in 1 minute.')).toBe(
      'बहुत ज़्यादा अनुरोध आए हैं। कृपया 1 मिनट बाद फिर कोशिश करें।',
    )
    expect(translateMessage('hi', 'Too many requests. Please try again in 30 seconds.')).toBe(
      'बहुत ज़्यादा अनुरोध आए हैं। कृपया 30 सेकंड बाद फिर कोशिश करें।',
    )
    expect(translateMessage('hi', 'Internal Server Error')).toBe(
      'सर्वर में कोई गड़बड़ी हुई। कृपया थोड़ी देर बाद फिर कोशिश करें।',
    )
    for (const message of [
      'The service cannot save anything right now. Please try again later.',
      'The service is temporarily unavailable. Please try again shortly.',
    ]) {
      expect(translateMessage('hi', message), message).toMatch(/^[^A-Za-z]+$/)
    }
  })
})
