import {
  englishQuoteMessages,
  everyFixedQuoteMessage,
  landSides,
  quoteFormTexts,
  quoteMessageIn,
  wordQuoteMessage,
} from '@nirman/contract'
import { describe, expect, it } from 'vitest'
import * as hindi from '../../content/hi/quote'
import * as english from '../../content/quote'
import { checkMessageIn } from '../../i18n/quote-messages-on-demand'

// The API answers a form posted without JavaScript with pages worded by @nirman/contract's
// quote-form-texts.ts: the API never imports the website's files. The words both say have one
// home, the contract's quote-form-words.ts and quote-form-words-hi.ts, which content/quote.ts and
// content/hi/quote.ts take theirs from. This checks that the website's forms really say them (a
// word written again in the website's files, then changed there, fails here), and that the checks'
// messages read the same on both.

describe.each([
  ['en', english],
  ['hi', hindi],
] as const)('the no-script pages’ texts in %s', (language, website) => {
  const copy = quoteFormTexts[language]

  it('label, choose and submit as the forms do', () => {
    for (const [field, label] of Object.entries(copy.labels)) {
      expect(label, field).toBe(website.quoteFieldCopy[field as keyof typeof copy.labels].label)
    }
    expect(copy.choose).toEqual({
      landFacing: website.quoteFieldCopy.landFacing.placeholder,
      projectType: website.quoteFieldCopy.projectType.placeholder,
    })
    expect(copy.submitLabels).toEqual({
      hero: website.heroQuoteFormCopy.submitLabel,
      home: website.fullQuoteFormCopy.home.submitLabel,
      contact: website.fullQuoteFormCopy.contact.submitLabel,
    })
    const dimensions = website.landDimensionsCopy
    expect([
      copy.landDimensions.legend,
      copy.landDimensions.feet,
      copy.landDimensions.inches,
    ]).toEqual([dimensions.legend, dimensions.feet, dimensions.inches])
    for (const side of landSides) {
      expect(copy.landDimensions.side(side)).toBe(dimensions.side(side))
    }
    if (language === 'hi') expect(copy.optionLabels).toEqual(website.optionLabels)
  })

  it('say sent, refused and failed as the forms do', () => {
    expect(copy.heading).toBe(website.heroQuoteFormCopy.title)
    expect(copy.sent).toEqual({
      hero: website.heroQuoteFormCopy.success,
      home: website.homeResultCopy.success,
      contact: website.contactResultCopy.success,
    })
    expect(copy.refused).toEqual(website.validationNoticeCopy)
    expect(copy.failed).toEqual(website.contactResultCopy.failure)
  })

  it('give every message of the checks as the website does', async () => {
    const produced = everyFixedQuoteMessage().map((message) =>
      wordQuoteMessage(message, englishQuoteMessages),
    )
    for (const message of produced) {
      expect(quoteMessageIn(language, message), message).toBe(
        await checkMessageIn(language, message),
      )
    }
  })
})
