import { pageMeta } from '../seo/meta'

export const meta = () => pageMeta({ title: 'Calculator', description: 'Calculator', path: '/resources' })

export default function Page() {
  return <h1>Calculator</h1>
}
