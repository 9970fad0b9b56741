import { pageMeta } from '../seo/meta'

export const meta = () => pageMeta({ title: 'Knowledge Center', description: 'Knowledge Center', path: '/resources/knowledge-center' })

export default function Page() {
  return <h1>Knowledge Center</h1>
}
