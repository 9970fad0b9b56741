import { pageMeta } from '../seo/meta'

export const meta = () => pageMeta({ title: 'Privacy Policy', description: 'Privacy Policy', path: '/privacy-policy' })

export default function Page() {
  return <h1>Privacy Policy</h1>
}
