import { Button } from '@nirman/ui'
import { ArrowLeft, SearchX } from 'lucide-react'
import { Link } from 'react-router'
import { projectDetailCopy } from '../../content/projects'

/** A project the API does not know, could not send, or an address that is not a project's. */
export function ProjectNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-24 text-center">
      <SearchX aria-hidden="true" className="size-14 text-primary" />
      <h1 className="font-bold text-3xl">{projectDetailCopy.notFoundTitle}</h1>
      <p className="text-lg text-muted-foreground">{projectDetailCopy.notFoundText}</p>
      <Button asChild>
        <Link to="/projects">
          <ArrowLeft aria-hidden="true" />
          {projectDetailCopy.backToProjects}
        </Link>
      </Button>
    </div>
  )
}
