import {
  apiMessages,
  type LandSide,
  landSides,
  quoteMessages,
  sideFeetMessage,
  sideInchesMessage,
  singleLineMessage,
  tooLongMessage,
} from './messages'
import { landSizeUnreadableMessage, quoteLimits } from './quote-fields'

// The messages a visitor's quote form may show, as data: an id and its values. The checks and the
// API write them in English (messages.ts, the specification's words); a page in another language
// finds a message's id here, by its exact English or by the API's `code`, and words it itself
// (quote-messages-hi.ts). Nothing reads an English sentence back with a pattern. Zod-free.

/** The fields whose text the quote checks bound, with the name their messages give them. */
export const quoteFieldNames = {
  name: 'Name',
  phone: 'Phone number',
  email: 'Email',
  city: 'City',
  landSize: 'Land size',
  message: 'Message',
} as const
export type NamedQuoteField = keyof typeof quoteFieldNames

/** The one-line fields, refused with `singleLine` when a line break or control character is in them. */
const oneLineFields = ['name', 'phone', 'city', 'landSize'] as const satisfies NamedQuoteField[]

/** A wait before trying again, as the rate limit counts it: `{ count: 1, unit: 'minute' }`. */
export interface Wait {
  readonly count: number
  readonly unit: WaitUnit
}
export const waitUnits = ['ms', 'second', 'minute', 'hour', 'day', 'year'] as const
export type WaitUnit = (typeof waitUnits)[number]

/** The ids of the messages that name no value. */
type PlainMessageId =
  | keyof typeof quoteMessages
  | 'landSizeUnreadable'
  | 'storageFull'
  | 'unavailable'
  | 'internalError'

/** A message by its id, with the values it names (one member per id). */
export type QuoteMessage =
  | { [Id in PlainMessageId]: { readonly id: Id } }[PlainMessageId]
  | { [Id in 'sideFeet' | 'sideInches']: { readonly id: Id; readonly side: LandSide } }[
      | 'sideFeet'
      | 'sideInches']
  | { readonly id: 'tooLong'; readonly field: NamedQuoteField; readonly max: number }
  | { readonly id: 'singleLine'; readonly field: NamedQuoteField }
  | { readonly id: 'tooManyRequests'; readonly wait: Wait }

export type QuoteMessageId = QuoteMessage['id']

/** How a message reads in a language: a wording for each id, given the message's values. */
export type QuoteMessageWordings = {
  readonly [Id in QuoteMessageId]: (message: Extract<QuoteMessage, { id: Id }>) => string
}

/**
 * A wait as people read it, in English: "1 minute", "30 seconds" (the largest unit it reaches,
 * rounded, as @lukeed/ms's long format writes it).
 */
export function waitInEnglish({ count, unit }: Wait): string {
  return `${count} ${unit}${unit !== 'ms' && count !== 1 ? 's' : ''}`
}

const unitLengths: readonly [WaitUnit, number][] = [
  ['year', 365.25 * 24 * 60 * 60 * 1000],
  ['day', 24 * 60 * 60 * 1000],
  ['hour', 60 * 60 * 1000],
  ['minute', 60 * 1000],
  ['second', 1000],
]

/** A wait in milliseconds as the rate limit says it: 60,000 ms is one minute, 90,000 two. */
export function waitOf(milliseconds: number): Wait {
  const ms = Math.max(0, milliseconds)
  for (const [unit, length] of unitLengths) {
    if (ms >= length) return { count: Math.round(ms / length), unit }
  }
  return { count: Math.round(ms), unit: 'ms' }
}

/** The English of each message: the words of messages.ts. */
export const englishQuoteMessages: QuoteMessageWordings = {
  ...(Object.fromEntries(Object.entries(quoteMessages).map(([id, text]) => [id, () => text])) as {
    [Id in keyof typeof quoteMessages]: () => string
  }),
  landSizeUnreadable: () => landSizeUnreadableMessage,
  sideFeet: ({ side }) => sideFeetMessage(side),
  sideInches: ({ side }) => sideInchesMessage(side),
  tooLong: ({ field, max }) => tooLongMessage(quoteFieldNames[field], max),
  singleLine: ({ field }) => singleLineMessage(quoteFieldNames[field]),
  storageFull: () => apiMessages.storageFull,
  unavailable: () => apiMessages.unavailable,
  internalError: () => apiMessages.internalError,
  tooManyRequests: ({ wait }) => apiMessages.tooManyRequests(waitInEnglish(wait)),
}

/** A message in the words of `wordings`. */
export function wordQuoteMessage(message: QuoteMessage, wordings: QuoteMessageWordings): string {
  return (wordings[message.id] as (message: QuoteMessage) => string)(message)
}

/**
 * Every message the quote checks and the API's faults write whole, each once: a check can give
 * no other (a field's limit is the contract's own, `quoteLimits`). The rate limit's, whose wait
 * varies, comes with its `code` instead (see `quoteMessageOfAnswer`).
 */
export function everyFixedQuoteMessage(): QuoteMessage[] {
  return [
    ...(Object.keys(quoteMessages) as (keyof typeof quoteMessages)[]).map(
      (id): QuoteMessage => ({ id }),
    ),
    { id: 'landSizeUnreadable' },
    ...landSides.flatMap((side): QuoteMessage[] => [
      { id: 'sideFeet', side },
      { id: 'sideInches', side },
    ]),
    ...(Object.keys(quoteFieldNames) as NamedQuoteField[]).map(
      (field): QuoteMessage => ({ id: 'tooLong', field, max: quoteLimits[field] }),
    ),
    ...oneLineFields.map((field): QuoteMessage => ({ id: 'singleLine', field })),
    { id: 'storageFull' },
    { id: 'unavailable' },
    { id: 'internalError' },
  ]
}

let byEnglish: Map<string, QuoteMessage> | undefined

/**
 * The message whose English is `text`, word for word; undefined for another text (Fastify's own
 * "Route POST /x not found"), which a page in another language replaces with its own words.
 */
export function quoteMessageOf(text: string): QuoteMessage | undefined {
  byEnglish ??= new Map(
    everyFixedQuoteMessage().map((message) => [
      wordQuoteMessage(message, englishQuoteMessages),
      message,
    ]),
  )
  return byEnglish.get(text)
}

/**
 * The API's answer to a refused or failed quote request: its `code` and `wait` for the rate
 * limit, else its `message` by its exact English.
 */
export function quoteMessageOfAnswer(body: unknown): QuoteMessage | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const answer = body as { code?: unknown; wait?: unknown; message?: unknown }
  if (answer.code === 'tooManyRequests' && isWait(answer.wait)) {
    return { id: 'tooManyRequests', wait: { count: answer.wait.count, unit: answer.wait.unit } }
  }
  return typeof answer.message === 'string' ? quoteMessageOf(answer.message) : undefined
}

function isWait(value: unknown): value is Wait {
  if (typeof value !== 'object' || value === null) return false
  const { count, unit } = value as { count?: unknown; unit?: unknown }
  return (
    typeof count === 'number' &&
    Number.isFinite(count) &&
    typeof unit === 'string' &&
    (waitUnits as readonly string[]).includes(unit)
  )
}

/** The API's answer to a request over the rate limit: its English, and its code and wait. */
export function tooManyRequestsAnswer(wait: Wait): {
  message: string
  code: 'tooManyRequests'
  wait: Wait
} {
  return {
    message: englishQuoteMessages.tooManyRequests({ id: 'tooManyRequests', wait }),
    code: 'tooManyRequests',
    wait,
  }
}
