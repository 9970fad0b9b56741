import { pageMeta } from '../seo/meta'

export const meta = () => pageMeta({ title: 'Our Projects', description: 'Our Projects', path: '/projects' })

export default function Page() {
  return <h1>Our Projects</h1>
}
