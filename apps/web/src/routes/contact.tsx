import { pageMeta } from '../seo/meta'

export const meta = () => pageMeta({ title: 'Contact Us', description: 'Contact Us', path: '/contact' })

export default function Page() {
  return <h1>Contact Us</h1>
}
