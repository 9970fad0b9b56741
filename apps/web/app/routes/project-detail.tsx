import { searchSummary } from '@nirman/contract/project-words'
import { Spinner } from '@nirman/ui'
import { data, isRouteErrorResponse, useRevalidator } from 'react-router'
import { ApiRequestError } from '../api/client'
import { projectQuery } from '../api/queries'
import { QueryProvider, queryClient } from '../api/query-provider'
import { projectDetailCopy as projectDetailCopyHindi } from '../content/hi/projects'
import { projectDetailCopy as projectDetailCopyEnglish } from '../content/projects'
import { ProjectDetail } from '../features/projects/project-detail'
import { parseProjectId } from '../features/projects/project-id'
import { ProjectNotFound } from '../features/projects/project-not-found'
import { projectWords } from '../features/projects/project-words'
import { langOf } from '../i18n/lang'
import { textIn, usePageText } from '../i18n/page-text'
import { pageMeta } from '../seo/meta'
import { removeServerHeadTags } from '../seo/server-head-tags'
import type { Route } from './+types/project-detail'

// A project page opened from its address: this module runs before the page hydrates (the app is
// not marked ready yet), and the API's tags give way to those of `meta` below. Reached inside the
// app, the head is React's own and is left alone.
if (typeof document !== 'undefined' && document.documentElement.dataset.app !== 'ready') {
  removeServerHeadTags(document.head)
}

/**
 * The project from the API, before the page renders (through the shared query cache, so Back to
 * a project shows it at once). An id that is not a number, or one the API does not know, is a
 * 404 for the ErrorBoundary; any other failure (the API down) is thrown as it is.
 */
export async function clientLoader({ params }: Pick<Route.ClientLoaderArgs, 'params'>) {
  const id = parseProjectId(params.id)
  if (id === undefined) throw data(null, { status: 404 })
  try {
    return await queryClient().ensureQueryData(projectQuery(id))
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw data(null, { status: 404 })
    throw error
  }
}

// Project pages are rendered in the browser from the API: once the project is loaded, its title,
// the start of its description and its cover photo, as the API's first HTML response has them,
// the words in the page's language.
export const meta = ({
  params,
  location,
  loaderData,
}: Pick<Route.MetaArgs, 'params'> & {
  location: Pick<Route.MetaArgs['location'], 'pathname'>
  loaderData?: Route.MetaArgs['loaderData']
}) => {
  const lang = langOf(location.pathname)
  const projectDetailCopy = textIn(lang, projectDetailCopyEnglish, projectDetailCopyHindi)
  const words = loaderData ? projectWords(loaderData, lang) : undefined
  const tags = pageMeta({
    title: words?.title ?? projectDetailCopy.metaTitle,
    description: words ? searchSummary(words.description) : projectDetailCopy.metaDescription,
    path: `/projects/${params.id}`,
    image: loaderData?.cover?.src,
    lang,
  })
  if (!loaderData || !words) return tags
  // A project is an article to link previews, its picture described by its first photo's caption.
  return [
    ...tags.map((tag) =>
      'property' in tag && tag.property === 'og:type' ? { ...tag, content: 'article' } : tag,
    ),
    {
      property: 'og:image:alt',
      content: loaderData.photos[0]?.caption || words.title,
    },
  ]
}

/** While the first page's project is on its way (the single-page fallback, then this). */
export function HydrateFallback() {
  const projectDetailCopy = usePageText(projectDetailCopyEnglish, projectDetailCopyHindi)
  return (
    <div role="status" className="flex flex-col items-center gap-4 px-4 py-24 text-primary">
      <Spinner className="text-4xl" />
      <p className="text-lg text-muted-foreground">{projectDetailCopy.loading}</p>
    </div>
  )
}

/** /projects/:id: one project from the API, with its similar projects. */
export default function ProjectDetailPage({
  loaderData,
}: Pick<Route.ComponentProps, 'loaderData'>) {
  return (
    <QueryProvider>
      <ProjectDetail project={loaderData} />
    </QueryProvider>
  )
}

/**
 * 'Project Not Found' (website.md) for an unknown project; when the API could not be reached,
 * the same title with what went wrong and a button that loads the project again.
 */
export function ErrorBoundary({ error }: Pick<Route.ErrorBoundaryProps, 'error'>) {
  const revalidator = useRevalidator()
  if (isRouteErrorResponse(error) && error.status === 404) return <ProjectNotFound />
  return (
    <ProjectNotFound
      onRetry={() => void revalidator.revalidate()}
      retrying={revalidator.state === 'loading'}
    />
  )
}
