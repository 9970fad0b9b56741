import { quoteMessageOf, quoteMessageOfAnswer } from '@nirman/contract/quote-messages'
import { quoteMessageInHindi } from '@nirman/contract/quote-messages-hi'

// Fetched on a Hindi page only (quote-messages-on-demand.ts): the contract's messages by their
// id, and their Hindi. A message the contract does not know gives '', and the form says its own.

/** A message of the contract's checks ("Please enter your city") in Hindi. */
export function hindiOfCheck(message: string): string {
  const known = quoteMessageOf(message)
  return known ? quoteMessageInHindi(known) : ''
}

/** The API's answer to a send (its JSON body as text) in Hindi: by its code, else its message. */
export function hindiOfAnswer(body: string | undefined): string {
  let parsed: unknown
  try {
    parsed = body ? JSON.parse(body) : undefined
  } catch {
    return ''
  }
  const known = quoteMessageOfAnswer(parsed)
  return known ? quoteMessageInHindi(known) : ''
}
