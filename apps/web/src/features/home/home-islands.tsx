import type { ReactNode } from 'react'
import { deferred } from '../islands/deferred'

// The home page below its hero, hydrated section by section as the visitor scrolls to it (see
// features/islands/deferred.tsx): the first load of the home page carries the chrome and the hero,
// not the form library, the data library, the carousel or the copy of sections still off screen.

const whenVisible = <Loaded extends (props: never) => ReactNode>(
  load: () => Promise<{ default: Loaded }>,
) => deferred(load, { trigger: 'visible' })

/** The hero quick form: its code arrives when the visitor touches it. */
export const HeroQuoteFormIsland = deferred(
  () => import('../quote/hero-quote-form').then((module) => ({ default: module.HeroQuoteForm })),
  { trigger: 'interaction' },
)

export const HomeStatsIsland = whenVisible(() =>
  import('./home-sections').then((module) => ({ default: module.HomeStats })),
)
export const ServicesOverviewIsland = whenVisible(() =>
  import('./services-overview').then((module) => ({ default: module.ServicesOverview })),
)
export const WhyChooseUsIsland = whenVisible(() =>
  import('./home-sections').then((module) => ({ default: module.WhyChooseUs })),
)
export const FeaturedProjectsIsland = whenVisible(() =>
  import('../projects/featured-projects-section').then((module) => ({
    default: module.FeaturedProjectsSection,
  })),
)
export const HomeTestimonialsIsland = whenVisible(() =>
  import('./home-sections').then((module) => ({ default: module.HomeTestimonials })),
)
export const ProcessTimelineIsland = whenVisible(() =>
  import('./process-timeline').then((module) => ({ default: module.ProcessTimeline })),
)
export const SolutionsTeaserIsland = whenVisible(() =>
  import('./solutions-teaser').then((module) => ({ default: module.SolutionsTeaser })),
)
export const ToolsSectionIsland = whenVisible(() =>
  import('./tools-section').then((module) => ({ default: module.ToolsSection })),
)
export const ContactSectionIsland = whenVisible(() =>
  import('./contact-section').then((module) => ({ default: module.ContactSection })),
)
export const HomeCallToActionIsland = whenVisible(() =>
  import('./home-sections').then((module) => ({ default: module.HomeCallToAction })),
)
