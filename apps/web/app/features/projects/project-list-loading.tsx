import { Spinner } from '@nirman/ui'
import { projectListMessages } from '../../content/projects'

/** A list of projects on its way from the API. */
export function ProjectListLoading() {
  return (
    <div className="flex justify-center py-12 text-3xl text-primary">
      <Spinner label={projectListMessages.loading} />
    </div>
  )
}
