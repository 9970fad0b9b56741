import { fillWording, type StepValues, type Wording, type Words } from './explanation'

/**
 * A sentence the engine writes beside its figures (a staircase's notes), with its `id` and
 * `values`, so that it can be worded in another language ({@link wordMessage}).
 *
 * @example
 * // { id: 'comfort', values: { sum: '24.5', min: '24', max: '25' },
 * //   text: 'Comfort rule: 2 × riser + tread = 24.5 in (aim for 24-25 in)' }
 */
export interface EngineMessage<Id extends string = string> {
  /** Which sentence this is, the same for every input: `comfort`. */
  readonly id: Id
  /** The figures and choices put into its words. */
  readonly values: StepValues
  /** The sentence in English. */
  readonly text: string
}

/** The words of every message id of a calculator (its English ones are exported). */
export type MessageWordings<Id extends string> = { readonly [K in Id]: Wording }

/**
 * A message in other words: `wordings[message.id]` with its values put in.
 *
 * @example
 * wordMessage(result.noteMessages[0], staircaseNoteWordings) // the English note again
 */
export function wordMessage<Id extends string>(
  message: Pick<EngineMessage<Id>, 'id' | 'values'>,
  wordings: MessageWordings<Id>,
  words: Words = {},
): string {
  return fillWording(wordings[message.id], message.values, words)
}
