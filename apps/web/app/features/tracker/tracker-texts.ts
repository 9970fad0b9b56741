import { use } from 'react'
import { signInCopy, trackerCopy } from '../../content/tracker'
import type { Lang } from '../../i18n/lang'
import { textIn } from '../../i18n/page-text'
import { useLang } from '../../i18n/use-lang'
import { loadedTrackerHindi, loadTrackerHindi, type TrackerHindi } from './tracker-hindi'

/** The tracker's Hindi, suspending the component until it has come (it rarely has to wait). */
function useTrackerHindi(lang: Lang): TrackerHindi | undefined {
  if (lang === 'en') return undefined
  return loadedTrackerHindi() ?? use(loadTrackerHindi())
}

/** The sign-in form's words in the page's language (content/tracker.ts). */
export function useSignInText(): typeof signInCopy {
  const lang = useLang()
  const hindi = useTrackerHindi(lang)
  return hindi ? textIn('hi', signInCopy, hindi.texts.signInCopy) : signInCopy
}

/** A signed-in client's project's words in the page's language (content/tracker.ts). */
export function useTrackerText(): typeof trackerCopy {
  const lang = useLang()
  const hindi = useTrackerHindi(lang)
  return hindi ? textIn('hi', trackerCopy, hindi.texts.trackerCopy) : trackerCopy
}

/** The Hindi of the API's sign-in messages on a Hindi page; undefined on an English one. */
export function useSignInMessagesHindi(): TrackerHindi['messages'] | undefined {
  return useTrackerHindi(useLang())?.messages
}
