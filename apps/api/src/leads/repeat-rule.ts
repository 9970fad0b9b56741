import { phoneDigits } from '@nirman/contract'

// The repeat rule, in one place: a request is a repeat when another request came from the same
// phone number in the 30 days before it. The queries that apply it (quote-writer.ts when a request
// is stored, repeat-flag.ts after a deletion, lead-view.ts for the links staff see) take the
// window and the number from here. (The migration that first flagged old requests keeps its own
// copy: a migration is history and never changes.)

const DAY_MS = 24 * 60 * 60 * 1000

/** How far back a request looks for earlier ones from its number. */
export const REPEAT_WINDOW_MS = 30 * DAY_MS

/**
 * How many earlier requests a repeat links to, newest first. A number that sent hundreds (a
 * spammer, a test) would otherwise give every one of its rows hundreds of links, and the list
 * would grow with the square of them.
 */
export const REPEAT_LINKS = 5

/** The number two phone numbers must share to be the same: its last ten digits (+91 or not). */
export const nationalNumber = (phone: string) => phoneDigits(phone).slice(-10)

/** The earliest moment a request from the same number counts for one arriving at `at`. */
export const repeatWindowStart = (at: Date | number) => new Date(Number(at) - REPEAT_WINDOW_MS)

/** The last moment a request arriving after `at` counts a request of `at` as an earlier one. */
export const repeatWindowEnd = (at: Date | number) => new Date(Number(at) + REPEAT_WINDOW_MS)
