import { notFoundCopy as notFoundCopyHindi } from '../content/hi/not-found'
import { notFoundCopy as notFoundCopyEnglish } from '../content/not-found'
import { NotFoundCard } from '../features/chrome/not-found-card'
import { inPageLang } from '../i18n/page-content'
import { pageMeta } from '../seo/meta'

// Content in the language of the page being shown (app/i18n/page-content.ts).
const notFoundCopy = inPageLang(notFoundCopyEnglish, notFoundCopyHindi)

export const meta = () => pageMeta({ ...notFoundCopy.meta, path: '/404', noIndex: true })

/** Any address the site does not know (the API answers it with status 404). */
export default function NotFoundPage() {
  return <NotFoundCard />
}
