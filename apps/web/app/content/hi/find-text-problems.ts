// Walks an English content value beside its Hindi mirror (see text-of.ts) and lists every text the
// Hindi side lacks, leaves empty, copies from the English or writes without Devanagari. The unit test
// runs it over every content module; the same walk can guard a build.
import { nonTextKeys } from './text-of'

export interface MirrorOptions {
  /** Keys of this module that hold no text, beyond `nonTextKeys`. */
  skip?: readonly string[]
  /** Strings that are the same in both languages (brand names, an e-mail placeholder). */
  allowedSame?: ReadonlySet<string>
  /** Arguments to call each text function with, by its path (`articleCopy.minutesRead`). */
  sampleArgs?: Readonly<Record<string, readonly (readonly unknown[])[]>>
}

const devanagari = /[\u0900-\u097F]/

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isTextFunction(value: unknown): value is (...args: readonly unknown[]) => unknown {
  return typeof value === 'function'
}

function checkString(
  path: string,
  english: string,
  hindi: unknown,
  allowedSame: ReadonlySet<string>,
): string[] {
  if (typeof hindi !== 'string') return [`${path}: no Hindi text`]
  if (hindi.trim() === '') return [`${path}: the Hindi text is empty`]
  if (allowedSame.has(hindi)) return []
  if (hindi === english) return [`${path}: the Hindi text is the English one`]
  if (!devanagari.test(hindi)) return [`${path}: the Hindi text has no Devanagari`]
  return []
}

/**
 * The problems of `hindi` as a mirror of `english`, one line each with its path; empty when every
 * text is there and in Hindi.
 * @param path - the name of the value, the start of every reported path
 */
export function findTextProblems(
  path: string,
  english: unknown,
  hindi: unknown,
  options: MirrorOptions = {},
): string[] {
  const skip = new Set<string>([...nonTextKeys, ...(options.skip ?? [])])
  const allowedSame = options.allowedSame ?? new Set<string>()
  const sampleArgs = options.sampleArgs ?? {}

  function walk(at: string, en: unknown, hi: unknown): string[] {
    if (typeof en === 'string') return checkString(at, en, hi, allowedSame)
    if (isTextFunction(en)) {
      if (!isTextFunction(hi)) return [`${at}: no Hindi function`]
      const calls = sampleArgs[at]
      if (calls === undefined || calls.length === 0) return [`${at}: no sample arguments to check`]
      return calls.flatMap((args) => {
        const english = en(...args)
        const label = `${at}(${args.map(String).join(', ')})`
        return typeof english === 'string'
          ? checkString(label, english, hi(...args), allowedSame)
          : []
      })
    }
    if (Array.isArray(en)) {
      if (!Array.isArray(hi)) return [`${at}: no Hindi list`]
      const lengths =
        hi.length === en.length ? [] : [`${at}: ${en.length} English items, ${hi.length} Hindi`]
      return [...lengths, ...en.flatMap((item, index) => walk(`${at}[${index}]`, item, hi[index]))]
    }
    if (isRecord(en)) {
      if (!isRecord(hi)) {
        const hasText = walk(at, en, {}).length > 0
        return hasText ? [`${at}: no Hindi texts`] : []
      }
      const extra = Object.keys(hi)
        .filter((key) => !(key in en) || skip.has(key))
        .map((key) => `${at}.${key}: a Hindi text with no English one`)
      return [
        ...extra,
        ...Object.entries(en)
          .filter(([key]) => !skip.has(key))
          .flatMap(([key, value]) => walk(`${at}.${key}`, value, hi[key])),
      ]
    }
    // Numbers, booleans and undefined carry no words.
    return []
  }

  return walk(path, english, hindi)
}
