import { pageMeta } from '../seo/meta'

export const meta = () => pageMeta({ title: 'Guide', description: 'Guide', path: '/resources/knowledge-center' })

export default function Page() {
  return <h1>Guide</h1>
}
