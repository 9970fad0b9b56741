import type { ApiError } from '@nirman/contract'
import type { visitFormCopy, visitPickerCopy } from '../../content/site-visit'

/** The words the booking form and the move of a visit share, in the page's language. */
export interface VisitCopies {
  picker: typeof visitPickerCopy
  form: typeof visitFormCopy
}

export type SlotRefusalWords = (typeof visitFormCopy)['refusals']

/**
 * The words of a time the API refused (`code` of its answer): it passed, came inside the notice,
 * or is no longer one visitors can book (a holiday set, the hours changed) while the page was
 * open. Undefined for any other refusal (a full slot has its own notice with the next free times).
 */
export function timeRefusal(
  code: ApiError['code'],
  words: SlotRefusalWords,
  noticeHours: number,
): string | undefined {
  switch (code) {
    case 'past':
      return words.past
    case 'notice':
      return words.notice(noticeHours)
    case 'day_off':
    case 'holiday':
    case 'not_a_slot':
    case 'too_far':
      return words.other
    default:
      return undefined
  }
}
