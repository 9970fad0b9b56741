import { clientSignInMessages } from '@nirman/contract'
import { hindiClientSignInMessages } from '@nirman/contract/client-sign-in-messages-hi'
import { describe, expect, it } from 'vitest'
import { signInCopy as hindiSignInCopy } from '../../content/hi/tracker'
import { signInCopy } from '../../content/tracker'
import { signInMessageIn, waitInWords } from './sign-in-messages'

describe("the API's sign-in messages in the page's language", () => {
  it('gives each message of the contract its Hindi by its key on a Hindi page', () => {
    for (const [key, english] of Object.entries(clientSignInMessages)) {
      const hindi = hindiClientSignInMessages[key as keyof typeof clientSignInMessages]
      expect(signInMessageIn('hi', english, hindiClientSignInMessages)).toBe(hindi)
      expect(signInMessageIn('en', english, hindiClientSignInMessages)).toBe(english)
    }
    expect(
      signInMessageIn(
        'hi',
        'This invitation link was already used: sign in with your e-mail and a code.',
        hindiClientSignInMessages,
      ),
    ).toBe('यह आमंत्रण लिंक पहले ही इस्तेमाल हो चुका है: अपने ईमेल और कोड से साइन इन करें।')
  })

  it('keeps a message the contract does not know in its English, rather than saying nothing', () => {
    expect(signInMessageIn('hi', 'Internal Server Error', hindiClientSignInMessages)).toBe(
      'Internal Server Error',
    )
    // A near miss is not the message: nothing is read back with a pattern.
    expect(signInMessageIn('hi', 'You are signed out.', hindiClientSignInMessages)).toBe(
      'You are signed out.',
    )
  })
})

describe('a wait in words', () => {
  it('says seconds under a minute, whole minutes under an hour, else hours, rounding up', () => {
    expect(waitInWords(signInCopy.tryAgainIn, 1)).toBe('You can try again in 1 second.')
    expect(waitInWords(signInCopy.tryAgainIn, 45)).toBe('You can try again in 45 seconds.')
    expect(waitInWords(signInCopy.tryAgainIn, 60)).toBe('You can try again in 1 minute.')
    // 7 minutes and 1 second: 8 minutes, never less than the server asked for.
    expect(waitInWords(signInCopy.tryAgainIn, 421)).toBe('You can try again in 8 minutes.')
    expect(waitInWords(signInCopy.tryAgainIn, 3600)).toBe('You can try again in 1 hour.')
    expect(waitInWords(hindiSignInCopy.tryAgainIn, 900)).toBe('15 मिनट बाद फिर कोशिश कर सकते हैं।')
  })
})
