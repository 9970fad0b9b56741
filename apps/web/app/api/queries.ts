import type {
  PortfolioProject,
  PortfolioProjectDetail,
  PublicTestimonial,
  TestimonialPlacement,
} from '@nirman/contract'
import { QueryClient, queryOptions } from '@tanstack/react-query'
import { api } from './client'

// The public paths of the contract's `portfolioPaths`, written out: importing a value from
// @nirman/contract's index brings its zod schemas into this chunk (90 KB more for every page that
// loads projects or sends a quote); queries.test.ts checks that they are the contract's.
export const publicPaths = {
  projects: '/api/projects',
  testimonials: '/api/testimonials',
} as const

export const projectKeys = {
  all: ['projects'] as const,
  featured: () => [...projectKeys.all, 'featured'] as const,
  list: () => [...projectKeys.all, 'list'] as const,
  detail: (id: number) => [...projectKeys.all, 'detail', id] as const,
}

/** The projects the home page features. */
export const featuredProjectsQuery = queryOptions({
  queryKey: projectKeys.featured(),
  queryFn: async () =>
    (await api.getJson<PortfolioProject[]>(`${publicPaths.projects}/featured`)) ?? [],
})

/** Every project: the portfolio and the similar projects of a project page. */
export const projectsQuery = queryOptions({
  queryKey: projectKeys.list(),
  queryFn: async () => (await api.getJson<PortfolioProject[]>(publicPaths.projects)) ?? [],
})

/** One project; `id` is undefined while the address has none, and then nothing is requested. */
export function projectQuery(id: number | undefined) {
  return queryOptions({
    queryKey: projectKeys.detail(id ?? -1),
    queryFn: async () => {
      const project = await api.getJson<PortfolioProjectDetail>(`${publicPaths.projects}/${id}`)
      if (!project) throw new Error('Project not found')
      return project
    },
    enabled: id !== undefined,
  })
}

export const testimonialKeys = {
  all: ['testimonials'] as const,
  placement: (placement: TestimonialPlacement) => [...testimonialKeys.all, placement] as const,
}

/** The published testimonials of one place on the site, in the order the staff gave them. */
export function testimonialsQuery(placement: TestimonialPlacement) {
  return queryOptions({
    queryKey: testimonialKeys.placement(placement),
    queryFn: async () =>
      (await api.getJson<PublicTestimonial[]>(
        `${publicPaths.testimonials}?placement=${placement}`,
      )) ?? [],
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
