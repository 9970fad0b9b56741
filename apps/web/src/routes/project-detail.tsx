import { pageMeta } from '../seo/meta'

export const meta = () => pageMeta({ title: 'Project', description: 'Project', path: '/projects' })

export default function Page() {
  return <h1>Project</h1>
}
