import { pageMeta } from '../seo/meta'

export const meta = () => pageMeta({ title: 'How It Works', description: 'How It Works', path: '/how-it-works' })

export default function Page() {
  return <h1>How It Works</h1>
}
