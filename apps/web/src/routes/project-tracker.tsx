import { pageMeta } from '../seo/meta'

export const meta = () => pageMeta({ title: 'Project Tracker', description: 'Project Tracker', path: '/resources/project-tracker' })

export default function Page() {
  return <h1>Project Tracker</h1>
}
