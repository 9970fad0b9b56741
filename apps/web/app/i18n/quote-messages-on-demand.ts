import type { Lang } from './lang'

// The Hindi of the quote forms' messages (@nirman/contract's quote-messages-hi.ts, with the code
// that finds a message's id) is fetched only where a message needs it: on a Hindi page, with the
// quote forms' checks. English pages, whose messages are the contract's own, never fetch it.
let hindi: typeof import('./quote-messages-hindi') | undefined

/** A message of the contract's checks in `lang`, fetching its Hindi on first need. */
export async function checkMessageIn(lang: Lang, message: string): Promise<string> {
  if (lang === 'en') return message
  hindi ??= await import('./quote-messages-hindi')
  return hindi.hindiOfCheck(message)
}

/**
 * Fetches the messages' Hindi ahead of need on a page in another language than English: a live
 * quote form does it as it starts, so that the API's answer to a send is said in the page's
 * language.
 */
export function preloadQuoteMessages(lang: Lang): void {
  if (lang === 'en' || hindi) return
  import('./quote-messages-hindi').then(
    (module) => {
      hindi = module
    },
    // Offline: the form says its own fallback in the page's language (answerMessageNow).
    () => undefined,
  )
}

/**
 * The API's answer to a send (its English `message` and its JSON `body`) in `lang`, at once: in
 * Hindi when the Hindi is here (preloadQuoteMessages, or a form's checks fetched it) and the
 * answer is one the contract knows; else '' on a page in another language than English, so that
 * the caller says its own fallback in that language rather than an English message.
 */
export function answerMessageNow(
  lang: Lang,
  message: string | undefined,
  body: string | undefined,
): string {
  if (lang === 'en') return message ?? ''
  return hindi ? hindi.hindiOfAnswer(body) : ''
}
