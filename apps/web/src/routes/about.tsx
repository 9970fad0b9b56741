import { pageMeta } from '../seo/meta'

export const meta = () => pageMeta({ title: 'About Us', description: 'About Us', path: '/about' })

export default function Page() {
  return <h1>About Us</h1>
}
