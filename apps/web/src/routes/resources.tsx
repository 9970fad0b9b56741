import { pageMeta } from '../seo/meta'

export const meta = () => pageMeta({ title: 'Resources', description: 'Resources', path: '/resources' })

export default function Page() {
  return <h1>Resources</h1>
}
