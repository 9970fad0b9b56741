import {
  type ClientSignInMessageKey,
  clientSignInMessageKeyOf,
} from '@nirman/contract/client-sign-in-messages'
import type { signInCopy } from '../../content/tracker'
import type { Lang } from '../../i18n/lang'

/**
 * An answer of the clients' API in the page's language. The API speaks English; a Hindi page
 * finds the message's key among the contract's `clientSignInMessages` by its exact English and
 * shows that key's Hindi. A message the contract does not know (a fault of the server) keeps its
 * English, which says more than nothing.
 *
 * @example signInMessageIn('hi', 'You are signed out', hindi) // 'आप साइन आउट हो गए हैं'
 */
export function signInMessageIn(
  lang: Lang,
  english: string,
  hindi: Readonly<Record<ClientSignInMessageKey, string>> | undefined,
): string {
  if (lang === 'en' || !hindi) return english
  const key = clientSignInMessageKeyOf(english)
  return key ? hindi[key] : english
}

/**
 * A wait asked for by a refusal (its Retry-After) in words: seconds under a minute, whole minutes
 * (rounded up) under an hour, else whole hours.
 *
 * @example waitInWords(signInCopy.tryAgainIn, 420) // 'You can try again in 7 minutes.'
 */
export function waitInWords(words: (typeof signInCopy)['tryAgainIn'], seconds: number): string {
  if (seconds < 60) return words.seconds(Math.max(1, Math.ceil(seconds)))
  if (seconds < 3600) return words.minutes(Math.ceil(seconds / 60))
  return words.hours(Math.ceil(seconds / 3600))
}
