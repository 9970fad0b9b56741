import { Button } from '@nirman/ui'
import { ArrowLeft, RotateCw, SearchX } from 'lucide-react'
import { projectDetailCopy as projectDetailCopyHindi } from '../../content/hi/projects'
import { projectDetailCopy as projectDetailCopyEnglish } from '../../content/projects'
import { Link } from '../../i18n/link'
import { usePageText } from '../../i18n/page-text'

export interface ProjectNotFoundProps {
  /**
   * Set when the project could not be loaded (the API did not answer): the text says so and this
   * button tries again. Left out for a project the API does not know.
   */
  onRetry?: () => void
  /** The retry is under way. */
  retrying?: boolean
}

/**
 * 'Project Not Found' (website.md: for an unknown project and for a load failure alike), with a
 * way back to the projects; after a load failure, with what went wrong and a way to try again.
 */
export function ProjectNotFound({ onRetry, retrying = false }: ProjectNotFoundProps) {
  const projectDetailCopy = usePageText(projectDetailCopyEnglish, projectDetailCopyHindi)
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-24 text-center">
      <SearchX aria-hidden="true" className="size-14 text-primary" />
      <h1 className="font-bold text-3xl">{projectDetailCopy.notFoundTitle}</h1>
      <p className="text-lg text-muted-foreground">
        {onRetry ? projectDetailCopy.loadFailedText : projectDetailCopy.notFoundText}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {onRetry ? (
          <Button onClick={onRetry} loading={retrying} loadingLabel={projectDetailCopy.loading}>
            <RotateCw aria-hidden="true" />
            {projectDetailCopy.retry}
          </Button>
        ) : null}
        <Button asChild variant={onRetry ? 'outline' : 'primary'}>
          <Link to="/projects">
            <ArrowLeft aria-hidden="true" />
            {projectDetailCopy.backToProjects}
          </Link>
        </Button>
      </div>
    </div>
  )
}
