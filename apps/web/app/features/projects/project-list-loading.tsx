import { Spinner } from '@nirman/ui'
import { projectListMessages as projectListMessagesHindi } from '../../content/hi/projects'
import { projectListMessages as projectListMessagesEnglish } from '../../content/projects'
import { inPageLang } from '../../i18n/page-content'

// Content in the language of the page being shown (app/i18n/page-content.ts).
const projectListMessages = inPageLang(projectListMessagesEnglish, projectListMessagesHindi)

/** A list of projects on its way from the API. */
export function ProjectListLoading() {
  return (
    <div className="flex justify-center py-12 text-3xl text-primary">
      <Spinner label={projectListMessages.loading} />
    </div>
  )
}
