import { describe, expect, it } from 'vitest'
import { clientSignInMessageKeyOf, clientSignInMessages } from './client-sign-in-messages'
import { hindiClientSignInMessages } from './client-sign-in-messages-hi'
import * as tracker from './client-tracker'
import { clientTrackerPaths, projectTrackerPage } from './client-tracker-paths'
import * as contract from './index'

describe('the project tracker sign-in messages', () => {
  it('finds each message by its exact English, and nothing else', () => {
    expect(clientSignInMessageKeyOf(clientSignInMessages.invitationUsed)).toBe('invitationUsed')
    expect(
      clientSignInMessageKeyOf('That code is not right. Check the e-mail and try again.'),
    ).toBe('wrongCode')
    expect(clientSignInMessageKeyOf('That code is not right.')).toBeUndefined()
    expect(clientSignInMessageKeyOf('Internal Server Error')).toBeUndefined()
  })

  it('words every message in Hindi, in Devanagari, never the English', () => {
    for (const key of Object.keys(clientSignInMessages) as (keyof typeof clientSignInMessages)[]) {
      const hindi = hindiClientSignInMessages[key]
      expect(hindi, key).toMatch(/[\u0900-\u097F]/)
      expect(hindi, key).not.toBe(clientSignInMessages[key])
    }
    expect(Object.keys(hindiClientSignInMessages).sort()).toEqual(
      Object.keys(clientSignInMessages).sort(),
    )
  })

  it('keeps the index and client-tracker exports the very same values', () => {
    expect(tracker.clientSignInMessages).toBe(clientSignInMessages)
    expect(contract.clientSignInMessages).toBe(clientSignInMessages)
    expect(contract.clientTrackerPaths).toBe(clientTrackerPaths)
    expect(contract.projectTrackerPage).toBe(projectTrackerPage)
  })
})
