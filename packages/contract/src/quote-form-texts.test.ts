import { describe, expect, it } from 'vitest'
import {
  landSides,
  quoteMessages,
  sideFeetMessage,
  sideInchesMessage,
  singleLineMessage,
  tooLongMessage,
} from './messages'
import { landSizeUnreadableMessage, quoteLimits } from './quote-fields'
import { quoteFormTexts, quoteMessageIn } from './quote-form-texts'

const devanagari = /[\u0900-\u097F]/

describe('quoteMessageIn', () => {
  it('keeps the English on an English page', () => {
    expect(quoteMessageIn('en', quoteMessages.city)).toBe(quoteMessages.city)
  })

  it('gives every message the quote checks produce in Hindi, with no English words but sq ft', () => {
    const produced = [
      ...Object.values(quoteMessages),
      landSizeUnreadableMessage,
      ...landSides.flatMap((side) => [sideFeetMessage(side), sideInchesMessage(side)]),
      // Each field at its own limit (quoteLimits): the messages are known word for word, so a
      // limit no check has is no message of theirs.
      ...(
        [
          ['Name', quoteLimits.name],
          ['Phone number', quoteLimits.phone],
          ['Email', quoteLimits.email],
          ['City', quoteLimits.city],
          ['Land size', quoteLimits.landSize],
          ['Message', quoteLimits.message],
        ] as const
      ).map(([label, max]) => tooLongMessage(label, max)),
      ...['Name', 'Phone number', 'City', 'Land size'].map(singleLineMessage),
    ]
    for (const message of produced) {
      const hindi = quoteMessageIn('hi', message)
      expect(hindi, message).toMatch(devanagari)
      expect(hindi?.replace(/sq ft|x/g, ''), message).not.toMatch(/[A-Za-z]/)
    }
  })

  it('fills in the side, the field and the number', () => {
    expect(quoteMessageIn('hi', sideFeetMessage('East'))).toBe('कृपया पूरब की तरफ़ की नाप फ़ीट में लिखें')
    expect(quoteMessageIn('hi', tooLongMessage('Message', 2000))).toBe(
      'संदेश में ज़्यादा से ज़्यादा 2000 अक्षर हो सकते हैं',
    )
  })

  it('knows no other message in Hindi (the page then says something of its own)', () => {
    expect(quoteMessageIn('hi', 'source.form must be one of hero, home, contact, popup')).toBe(
      undefined,
    )
  })
})

describe('quoteFormTexts', () => {
  it('has every Hindi text in Devanagari and different from its English', () => {
    const texts = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : typeof value === 'function'
          ? [String(value('North'))]
          : Object.values(value as object).flatMap(texts)
    const englishTexts = texts({ ...quoteFormTexts.en, optionLabels: {} })
    const hindiTexts = texts({ ...quoteFormTexts.hi, optionLabels: {} })
    expect(hindiTexts).toHaveLength(englishTexts.length)
    hindiTexts.forEach((hindi, index) => {
      expect(hindi).toMatch(devanagari)
      expect(hindi).not.toBe(englishTexts[index])
    })
  })
})
