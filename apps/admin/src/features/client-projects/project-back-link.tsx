import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router'
import { clientProjectCopy } from '../../client-projects-content'

/** "All client projects": back to the list, above the new form and a project's page. */
export function BackToClientProjects() {
  return (
    <Link
      to="/client-projects"
      className="inline-flex w-fit items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {clientProjectCopy.backToList}
    </Link>
  )
}
