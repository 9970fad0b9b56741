import { queryOptions } from '@tanstack/react-query'
import { fetchTrackerProject } from '../../api/tracker'

export const trackerKeys = {
  all: ['tracker'] as const,
  project: (id: number) => [...trackerKeys.all, 'project', id] as const,
}

/**
 * A project of the signed-in client. Unlike the site's public data (never stale), it is fetched
 * again when the client comes back to the tab after five minutes: a new update may be there.
 */
export function trackerProjectQuery(id: number) {
  return queryOptions({
    queryKey: trackerKeys.project(id),
    queryFn: () => fetchTrackerProject(id),
    staleTime: 5 * 60 * 1000,
    refetchOnWindowFocus: true,
  })
}
