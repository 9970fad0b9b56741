import { pageMeta } from '../seo/meta'

export const meta = () => pageMeta({ title: 'Frequently Asked Questions', description: 'Frequently Asked Questions', path: '/resources/faqs' })

export default function Page() {
  return <h1>Frequently Asked Questions</h1>
}
