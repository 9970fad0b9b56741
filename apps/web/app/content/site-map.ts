// Every public address of the website in one place: the router, the prerendering at build time,
// sitemap.xml and the links of the pages all read the ids from here, and the content modules are
// typed against them (a Record<ServiceId, ...> that misses one does not compile).

export const serviceIds = [
  'residential',
  'commercial',
  'architectural',
  'interior',
  'consultancy',
  'management',
] as const
export type ServiceId = (typeof serviceIds)[number]

export const calculatorSlugs = [
  'cost-estimator',
  'materials-calculator',
  'paint-calculator',
  'concrete-calculator',
  'flooring-calculator',
  'roof-calculator',
  'land-grading-calculator',
  'electrical-calculator',
  'plumbing-calculator',
  'staircase-calculator',
  'hvac-calculator',
  'renovation-roi-calculator',
  'loan-calculator',
] as const
export type CalculatorSlug = (typeof calculatorSlugs)[number]

export const articleIds = [
  'house-construction-cost-in-patna',
  'choosing-a-plot-in-bihar',
  'monsoon-proofing-your-home',
  'rcc-frame-or-load-bearing',
  'vastu-and-modern-planning',
  'financing-your-construction',
] as const
export type ArticleId = (typeof articleIds)[number]

export const guideIds = [
  'residential-construction',
  'material-selection',
  'building-permits',
  'construction-timeline',
  'construction-contracts',
] as const
export type GuideId = (typeof guideIds)[number]

export const solutionIds = ['homeowners', 'developers', 'commercial'] as const
export type SolutionId = (typeof solutionIds)[number]

/** The pages with a fixed address, in the order of sitemap.xml. */
export const staticPaths = [
  '/',
  '/about',
  '/services',
  '/projects',
  '/how-it-works',
  '/client-solutions',
  '/resources',
  '/resources/knowledge-center',
  '/resources/faqs',
  '/resources/project-tracker',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/sitemap',
] as const

export const paths = {
  service: (id: ServiceId) => `/services/${id}`,
  calculator: (slug: CalculatorSlug) => `/resources/${slug}`,
  article: (id: ArticleId) => `/resources/articles/${id}`,
  guide: (id: GuideId) => `/resources/guide/${id}`,
  project: (id: number) => `/projects/${id}`,
  solution: (id: SolutionId) => `/client-solutions#${id}`,
} as const

/**
 * Every address rendered to HTML at build time. Project pages come from the API at run time and
 * are rendered in the browser.
 */
export function prerenderPaths(): string[] {
  return [
    ...staticPaths,
    ...serviceIds.map(paths.service),
    ...calculatorSlugs.map(paths.calculator),
    ...articleIds.map(paths.article),
    ...guideIds.map(paths.guide),
  ]
}
