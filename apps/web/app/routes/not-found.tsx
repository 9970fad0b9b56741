import { notFoundCopy as notFoundCopyHindi } from '../content/hi/not-found'
import { notFoundCopy as notFoundCopyEnglish } from '../content/not-found'
import { NotFoundCard } from '../features/chrome/not-found-card'
import { langOf } from '../i18n/lang'
import { textIn } from '../i18n/page-text'
import { pageMeta } from '../seo/meta'
import type { Route } from './+types/not-found'

export const meta = ({ location }: Pick<Route.MetaArgs, 'location'>) => {
  const lang = langOf(location.pathname)
  const { meta } = textIn(lang, notFoundCopyEnglish, notFoundCopyHindi)
  return pageMeta({ ...meta, path: '/404', noIndex: true, lang })
}

/** Any address the site does not know (the API answers it with status 404). */
export default function NotFoundPage() {
  return <NotFoundCard />
}
