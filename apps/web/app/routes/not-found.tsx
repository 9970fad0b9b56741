import { notFoundCopy } from '../content/not-found'
import { NotFoundCard } from '../features/chrome/not-found-card'
import { pageMeta } from '../seo/meta'

export const meta = () => pageMeta({ ...notFoundCopy.meta, path: '/404', noIndex: true })

/** Any address the site does not know (the API answers it with status 404). */
export default function NotFoundPage() {
  return <NotFoundCard />
}
