import { Spinner } from '@nirman/ui'
import { projectListMessages as projectListMessagesHindi } from '../../content/hi/projects'
import { projectListMessages as projectListMessagesEnglish } from '../../content/projects'
import { usePageText } from '../../i18n/page-text'

/** A list of projects on its way from the API. */
export function ProjectListLoading() {
  const projectListMessages = usePageText(projectListMessagesEnglish, projectListMessagesHindi)
  return (
    <div className="flex justify-center py-12 text-3xl text-primary">
      <Spinner label={projectListMessages.loading} />
    </div>
  )
}
