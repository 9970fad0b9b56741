import { pageMeta } from '../seo/meta'

export const meta = () => pageMeta({ title: 'Terms of Service', description: 'Terms of Service', path: '/terms-of-service' })

export default function Page() {
  return <h1>Terms of Service</h1>
}
