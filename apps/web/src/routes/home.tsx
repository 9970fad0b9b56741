import { pageMeta } from '../seo/meta'

export const meta = () => pageMeta({ title: 'Home', description: 'Home', path: '/' })

export default function Page() {
  return <h1>Home</h1>
}
