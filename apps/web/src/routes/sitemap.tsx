import { pageMeta } from '../seo/meta'

export const meta = () => pageMeta({ title: 'Sitemap', description: 'Sitemap', path: '/sitemap' })

export default function Page() {
  return <h1>Sitemap</h1>
}
