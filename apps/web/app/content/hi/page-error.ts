// Hindi texts of ../page-error.ts (see text-of.ts for how a mirror is typed and laid over).
import type { errorCopy as englishErrorCopy } from '../page-error'
import type { TextOf } from './text-of'

export const errorCopy: TextOf<typeof englishErrorCopy> = {
  title: 'यह पेज खुल नहीं पाया',
  text: 'कृपया अपना इंटरनेट कनेक्शन देखें और पेज दोबारा लोड करें। अगर बार-बार ऐसा हो, तो थोड़ी देर बाद फिर कोशिश करें।',
  loading: 'लोड हो रहा है...',
}
