import { pageMeta } from '../seo/meta'

export const meta = () => pageMeta({ title: 'Service', description: 'Service', path: '/services' })

export default function Page() {
  return <h1>Service</h1>
}
