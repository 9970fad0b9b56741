import { pageMeta } from '../seo/meta'

export const meta = () => pageMeta({ title: 'Client Solutions', description: 'Client Solutions', path: '/client-solutions' })

export default function Page() {
  return <h1>Client Solutions</h1>
}
