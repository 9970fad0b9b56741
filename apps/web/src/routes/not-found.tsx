import { pageMeta } from '../seo/meta'

export const meta = () => pageMeta({ title: '404 Page Not Found', description: '404 Page Not Found', path: '/404' })

export default function Page() {
  return <h1>404 Page Not Found</h1>
}
