import { homeCopy as homeCopyEnglish } from '../content/home'
import { HeroSection } from '../features/home/hero-section'
import { HomeStats } from '../features/home/home-stats'
import { hydrateWhenNear } from '../features/hydration/hydrate-when-near'
import { withHindiPart } from '../i18n/hindi-parts'
import { langOf } from '../i18n/lang'
import { fromPart, textIn } from '../i18n/page-text'
import { pageMeta } from '../seo/meta'
import type { Route } from './+types/home'

// The home page's Hindi comes with every Hindi page's first load (app/i18n/page-text.ts).
const homeCopyHindi = fromPart('firstLoad', (hindi) => hindi.home.homeCopy)

export const meta = ({ location }: Pick<Route.MetaArgs, 'location'>) => {
  const lang = langOf(location.pathname)
  return pageMeta({ ...textIn(lang, homeCopyEnglish, homeCopyHindi).meta, path: '/', lang })
}

// Below the hero and its numbers, each section's code (and the copy it carries) is fetched when the section nears
// the screen; until then it is the prerendered HTML (features/hydration/hydrate-when-near.tsx).
const ServicesOverview = hydrateWhenNear(() =>
  import('../features/home/services-overview').then((module) => module.ServicesOverview),
)
const WhyChooseUs = hydrateWhenNear(() =>
  import('../features/home/home-sections').then((module) => module.WhyChooseUs),
)
const FeaturedProjectsSection = hydrateWhenNear(() =>
  import('../features/projects/featured-projects-section').then(
    (module) => module.FeaturedProjectsSection,
  ),
)
const HomeTestimonials = hydrateWhenNear(() =>
  import('../features/home/home-sections').then((module) => module.HomeTestimonials),
)
const ProcessTimeline = hydrateWhenNear(() =>
  import('../features/home/process-timeline').then((module) => module.ProcessTimeline),
)
const SolutionsTeaser = hydrateWhenNear(() =>
  import('../features/home/solutions-teaser').then((module) => module.SolutionsTeaser),
)
const ToolsSection = hydrateWhenNear(() =>
  import('../features/home/tools-section').then((module) => module.ToolsSection),
)
// Its quote form's Hindi texts come with it on a Hindi page.
const ContactSection = hydrateWhenNear(() =>
  withHindiPart('forms', () =>
    import('../features/home/contact-section').then((module) => module.ContactSection),
  ),
)
const HomeCallToAction = hydrateWhenNear(() =>
  import('../features/home/home-sections').then((module) => module.HomeCallToAction),
)

/** The home page, its sections in the order of website.md section 2 ("Home"). */
export default function HomePage() {
  return (
    <>
      <HeroSection />
      <HomeStats />
      <ServicesOverview />
      <WhyChooseUs />
      <FeaturedProjectsSection />
      <HomeTestimonials />
      <ProcessTimeline />
      <SolutionsTeaser />
      <ToolsSection />
      <ContactSection />
      <HomeCallToAction />
    </>
  )
}
