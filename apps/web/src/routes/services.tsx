import { pageMeta } from '../seo/meta'

export const meta = () => pageMeta({ title: 'Our Services', description: 'Our Services', path: '/services' })

export default function Page() {
  return <h1>Our Services</h1>
}
