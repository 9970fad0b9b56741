import { describe, expect, it } from 'vitest'
import {
  apiMessages,
  landSides,
  quoteMessages,
  sideFeetMessage,
  sideInchesMessage,
  singleLineMessage,
  tooLongMessage,
} from './messages'
import { landSizeUnreadableMessage } from './quote-fields'
import { quoteMessageIn } from './quote-form-texts'
import {
  everyFixedQuoteMessage,
  quoteMessageOf,
  quoteMessageOfAnswer,
  tooManyRequestsAnswer,
  waitInEnglish,
  waitOf,
} from './quote-messages'
import { hindiQuoteMessages, quoteMessageInHindi } from './quote-messages-hi'
import { fullQuoteFormSchema } from './quote-request'

/** Only numbers and the kept English terms (sq ft, the x of 30x40) may stay in Latin letters. */
const latinLeft = (hindi: string) => hindi.replace(/sq ft|x/g, '').match(/[A-Za-z]+/g) ?? []

describe('the quote messages by id', () => {
  it('knows every message the checks produce, by its exact English', () => {
    const produced = [
      ...Object.values(quoteMessages),
      landSizeUnreadableMessage,
      ...landSides.flatMap((side) => [sideFeetMessage(side), sideInchesMessage(side)]),
      tooLongMessage('Name', 100),
      tooLongMessage('Phone number', 20),
      tooLongMessage('Email', 254),
      tooLongMessage('City', 100),
      tooLongMessage('Land size', 50),
      tooLongMessage('Message', 2000),
      ...['Name', 'Phone number', 'City', 'Land size'].map(singleLineMessage),
      apiMessages.storageFull,
      apiMessages.unavailable,
      apiMessages.internalError,
    ]
    for (const message of produced) expect(quoteMessageOf(message), message).toBeDefined()
    expect(everyFixedQuoteMessage()).toHaveLength(produced.length)
  })

  it('finds what the form schema really answers', () => {
    const result = fullQuoteFormSchema.safeParse({
      name: 'Al',
      phone: '98765',
      email: 'x',
      city: 'Patna',
      landSize: '2.5 hectare',
      landFacing: '',
      projectType: '',
      message: 'm'.repeat(2001),
    })
    expect(result.success).toBe(false)
    const messages = result.error?.issues.map((issue) => issue.message) ?? []
    expect(messages.length).toBeGreaterThan(4)
    for (const message of messages) expect(quoteMessageOf(message), message).toBeDefined()
  })

  it('says every message in Hindi, in Devanagari, with the values in Hindi', () => {
    for (const message of [
      ...everyFixedQuoteMessage(),
      { id: 'tooManyRequests', wait: { count: 1, unit: 'minute' } } as const,
    ]) {
      const hindi = quoteMessageInHindi(message)
      expect(hindi, message.id).toMatch(/[\u0900-\u097F]/)
      expect(latinLeft(hindi), message.id).toEqual([])
    }
    expect(Object.keys(hindiQuoteMessages)).toHaveLength(16)
  })

  it('fills in the side, the field and the number', () => {
    expect(quoteMessageIn('hi', 'Please enter North side dimension in feet')).toBe(
      'कृपया उत्तर की तरफ़ की नाप फ़ीट में लिखें',
    )
    expect(quoteMessageIn('hi', 'Message must be at most 2000 characters')).toBe(
      'संदेश में ज़्यादा से ज़्यादा 2000 अक्षर हो सकते हैं',
    )
    expect(quoteMessageIn('hi', 'Name must be one line of plain text')).toBe(
      'नाम एक ही पंक्ति में, सादे अक्षरों में लिखें',
    )
  })

  it('leaves English as it is, and knows no other text in Hindi', () => {
    expect(quoteMessageIn('en', quoteMessages.name)).toBe(quoteMessages.name)
    expect(quoteMessageIn('hi', 'Route POST /x not found')).toBeUndefined()
    // A limit the contract does not have is not one of its messages.
    expect(quoteMessageOf(tooLongMessage('Name', 99))).toBeUndefined()
  })
})

describe('the rate limit’s answer', () => {
  it('counts the wait as the rate limit writes it', () => {
    // 60 s is 1 minute; 90 s rounds to 2 minutes; 30 s; 1 h; under a second stays in ms.
    expect(waitInEnglish(waitOf(60_000))).toBe('1 minute')
    expect(waitInEnglish(waitOf(90_000))).toBe('2 minutes')
    expect(waitInEnglish(waitOf(30_000))).toBe('30 seconds')
    expect(waitInEnglish(waitOf(3_600_000))).toBe('1 hour')
    expect(waitInEnglish(waitOf(500))).toBe('500 ms')
  })

  it('gives the English, the code and the wait, which a Hindi page says in Hindi', () => {
    const answer = tooManyRequestsAnswer(waitOf(60_000))
    expect(answer).toEqual({
      message: 'Too many requests. Please try again in 1 minute.',
      code: 'tooManyRequests',
      wait: { count: 1, unit: 'minute' },
    })
    const message = quoteMessageOfAnswer(answer)
    expect(message && quoteMessageInHindi(message)).toBe(
      'बहुत ज़्यादा अनुरोध आए हैं। कृपया 1 मिनट बाद फिर कोशिश करें।',
    )
    const seconds = quoteMessageOfAnswer(tooManyRequestsAnswer(waitOf(30_000)))
    expect(seconds && quoteMessageInHindi(seconds)).toBe(
      'बहुत ज़्यादा अनुरोध आए हैं। कृपया 30 सेकंड बाद फिर कोशिश करें।',
    )
  })

  it('reads a fault by its message, and nothing from a body it does not know', () => {
    const fault = quoteMessageOfAnswer({ message: 'Internal Server Error' })
    expect(fault && quoteMessageInHindi(fault)).toBe(
      'सर्वर में कोई गड़बड़ी हुई। कृपया थोड़ी देर बाद फिर कोशिश करें।',
    )
    expect(quoteMessageOfAnswer({ code: 'tooManyRequests', wait: { count: 1 } })).toBeUndefined()
    expect(quoteMessageOfAnswer('Too many requests')).toBeUndefined()
    expect(quoteMessageOfAnswer(null)).toBeUndefined()
  })
})
