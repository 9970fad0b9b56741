import { type I18n, setupI18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import type { Lang } from './lang'
import { englishMessages, type MessageId } from './messages/en'
import { hindiMessages } from './messages/hi'

// Lingui's runtime with the catalogs of messages/. Imported only by code that is not in a page's
// first load (the quote forms' checks): the catalogs are compiled here, on first use, by Lingui's
// own compiler.
const instances = new Map<Lang, I18n>()

function i18nFor(lang: Lang): I18n {
  let i18n = instances.get(lang)
  if (!i18n) {
    i18n = setupI18n()
    i18n.setMessagesCompiler(compileMessage)
    i18n.load(lang, lang === 'hi' ? hindiMessages : englishMessages)
    i18n.activate(lang)
    instances.set(lang, i18n)
  }
  return i18n
}

/** A message of the catalogs in `lang`, its placeholders filled: `t('hi', 'quote.tooLong', {...})`. */
export function t(lang: Lang, id: MessageId, values?: Record<string, unknown>): string {
  return i18nFor(lang)._(id, values)
}

// An English message with placeholders as a pattern that reads them back out of a message.
const patterns = (Object.entries(englishMessages) as [MessageId, string][]).map(([id, text]) => {
  const names = [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string)
  const source = text
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('(.+?)')
  return { id, names, pattern: new RegExp(`^${source}$`) }
})

/** The rate limit's waits ("1 minute", "30 seconds", @lukeed/ms's long format) in Hindi. */
const hindiUnits: Record<string, string> = {
  ms: 'मिलीसेकंड',
  second: 'सेकंड',
  minute: 'मिनट',
  hour: 'घंटे',
  day: 'दिन',
  week: 'हफ़्ते',
  year: 'साल',
}

/** "1 minute" in `lang`: "1 मिनट". A wait it cannot read stays as it is. */
function durationIn(lang: Lang, value: string): string {
  const match = /^(\d+) (ms|second|minute|hour|day|week|year)s?$/.exec(value)
  if (lang !== 'hi' || !match) return value
  return `${match[1]} ${hindiUnits[match[2] as string]}`
}

/** The word of a placeholder in `lang` (a side, a field's name, a wait), else the value itself. */
function valueIn(lang: Lang, name: string, value: string): string {
  if (name === 'after') return durationIn(lang, value)
  const id = `${name}.${value}`
  return id in englishMessages ? t(lang, id as MessageId) : value
}

/**
 * An English message of the contract's checks or of the API ("Please enter North side dimension in
 * feet", "Too many requests. Please try again in 1 minute.") in `lang`: found in the source
 * catalog, its placeholders read back and translated. A message the catalog does not know is
 * returned as it is on an English page and as '' in another language, so that the form says its
 * own fallback in the page's language rather than English to a reader of Hindi.
 */
export function translateMessage(lang: Lang, message: string): string {
  if (lang === 'en') return message
  for (const { id, names, pattern } of patterns) {
    const match = pattern.exec(message)
    if (!match) continue
    const values = Object.fromEntries(
      names.map((name, index) => [name, valueIn(lang, name, match[index + 1] ?? '')]),
    )
    return t(lang, id, values)
  }
  return ''
}
