import { pageMeta } from '../seo/meta'

export const meta = () => pageMeta({ title: 'Article', description: 'Article', path: '/resources/knowledge-center' })

export default function Page() {
  return <h1>Article</h1>
}
