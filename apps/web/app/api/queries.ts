import type { Project } from '@nirman/contract'
import { QueryClient, queryOptions } from '@tanstack/react-query'
import { api } from './client'

export const projectKeys = {
  all: ['projects'] as const,
  featured: () => [...projectKeys.all, 'featured'] as const,
  list: () => [...projectKeys.all, 'list'] as const,
  detail: (id: number) => [...projectKeys.all, 'detail', id] as const,
}

/** The projects the home page features. */
export const featuredProjectsQuery = queryOptions({
  queryKey: projectKeys.featured(),
  queryFn: async () => (await api.getJson<Project[]>('/api/projects/featured')) ?? [],
})

/** Every project: the portfolio and the similar projects of a project page. */
export const projectsQuery = queryOptions({
  queryKey: projectKeys.list(),
  queryFn: async () => (await api.getJson<Project[]>('/api/projects')) ?? [],
})

/** One project; `id` is undefined while the address has none, and then nothing is requested. */
export function projectQuery(id: number | undefined) {
  return queryOptions({
    queryKey: projectKeys.detail(id ?? -1),
    queryFn: async () => {
      const project = await api.getJson<Project>(`/api/projects/${id}`)
      if (!project) throw new Error('Project not found')
      return project
    },
    enabled: id !== undefined,
  })
}

/**
 * The website's QueryClient, with the specification's defaults (website.md section 9): data never
 * goes stale, nothing is retried, nothing refetches on window focus or by polling.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  })
}
