import type { ComponentType } from 'react'
import type { MetaDescriptor } from '../seo/meta'

/** What a page's `meta` export receives: the parameters of its address. */
export interface MetaArgs {
  params: Readonly<Record<string, string | undefined>>
}

/** What a page module exports: the page, and the tags of its <head> for its parameters. */
export interface PageModule {
  default: ComponentType
  meta?: (args: MetaArgs) => MetaDescriptor[]
}

export interface SiteRoute {
  path: string
  /** The page module's file under src/, for the build to preload its chunk on prerendered pages. */
  file: string
  /** The page's code, fetched when the page is first shown (one chunk per page). */
  load: () => Promise<PageModule>
}

// The route table of website.md section 2, plus the resources pages behind the links of the site.
// /admin/* belongs to the staff dashboard (apps/admin), deployed on its own.
export const siteRoutes: readonly SiteRoute[] = [
  { path: '/', file: 'routes/home.tsx', load: () => import('../routes/home') },
  { path: '/about', file: 'routes/about.tsx', load: () => import('../routes/about') },
  { path: '/services', file: 'routes/services.tsx', load: () => import('../routes/services') },
  {
    path: '/services/:id',
    file: 'routes/service-detail.tsx',
    load: () => import('../routes/service-detail'),
  },
  { path: '/projects', file: 'routes/projects.tsx', load: () => import('../routes/projects') },
  {
    path: '/projects/:id',
    file: 'routes/project-detail.tsx',
    load: () => import('../routes/project-detail'),
  },
  {
    path: '/how-it-works',
    file: 'routes/how-it-works.tsx',
    load: () => import('../routes/how-it-works'),
  },
  {
    path: '/client-solutions',
    file: 'routes/client-solutions.tsx',
    load: () => import('../routes/client-solutions'),
  },
  { path: '/resources', file: 'routes/resources.tsx', load: () => import('../routes/resources') },
  {
    path: '/resources/knowledge-center',
    file: 'routes/knowledge-center.tsx',
    load: () => import('../routes/knowledge-center'),
  },
  {
    path: '/resources/articles/:id',
    file: 'routes/article.tsx',
    load: () => import('../routes/article'),
  },
  { path: '/resources/guide/:id', file: 'routes/guide.tsx', load: () => import('../routes/guide') },
  { path: '/resources/faqs', file: 'routes/faqs.tsx', load: () => import('../routes/faqs') },
  {
    path: '/resources/project-tracker',
    file: 'routes/project-tracker.tsx',
    load: () => import('../routes/project-tracker'),
  },
  {
    path: '/resources/:calculator',
    file: 'routes/calculator.tsx',
    load: () => import('../routes/calculator'),
  },
  { path: '/contact', file: 'routes/contact.tsx', load: () => import('../routes/contact') },
  {
    path: '/privacy-policy',
    file: 'routes/privacy-policy.tsx',
    load: () => import('../routes/privacy-policy'),
  },
  {
    path: '/terms-of-service',
    file: 'routes/terms-of-service.tsx',
    load: () => import('../routes/terms-of-service'),
  },
  { path: '/sitemap', file: 'routes/sitemap.tsx', load: () => import('../routes/sitemap') },
  { path: '*', file: 'routes/not-found.tsx', load: () => import('../routes/not-found') },
]
