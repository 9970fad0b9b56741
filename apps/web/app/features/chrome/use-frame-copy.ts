import { frameCopy } from '../../content/navigation'
import { fromPart, usePageText } from '../../i18n/page-text'

// Its Hindi comes with every Hindi page's first load (app/i18n/page-text.ts).
const frameCopyHindi = fromPart('firstLoad', (hindi) => hindi.navigation.frameCopy)

/** The words of the page frame (the skip link, the breadcrumbs' name) in the page's language. */
export function useFrameCopy(): typeof frameCopy {
  return usePageText(frameCopy, frameCopyHindi)
}
