/** Why a username cannot be used to create an account. */
export const usernameMessages = {
  empty: 'The username must not be empty',
  controlCharacters: 'The username must not contain control or invisible formatting characters',
  tooLong: 'The username must be at most 100 characters',
} as const

// Control characters (NUL, newlines...) and invisible format characters (zero-width joiners, soft
// hyphens, bidirectional marks): text that looks like another username without being it.
const INVISIBLE = /[\p{Cc}\p{Cf}]/u

/**
 * The one spelling of a username that is stored and looked up: Unicode NFKC (the fullwidth
 * `ｓｔａｆｆ`, the ligature `staﬀ` and the long s of `ſtaff` all become `staff`), lower case, no
 * surrounding spaces. Returns null for a username that contains a control or invisible character,
 * which no account can have.
 *
 * @example normalizeUsername('ＳＴＡＦＦ ') // 'staff'
 */
export function normalizeUsername(typed: string): string | null {
  // NFKC again after lower-casing: a few capitals lower-case to text that NFKC would still change.
  const normalized = typed.normalize('NFKC').toLowerCase().normalize('NFKC').trim()
  if (INVISIBLE.test(normalized)) return null
  return normalized
}

/** The stored spelling of a new account's username; throws a readable error for a bad one. */
export function usernameForNewAccount(typed: string): string {
  const normalized = normalizeUsername(typed)
  if (normalized === null) throw new Error(usernameMessages.controlCharacters)
  if (normalized === '') throw new Error(usernameMessages.empty)
  if (normalized.length > 100) throw new Error(usernameMessages.tooLong)
  return normalized
}
