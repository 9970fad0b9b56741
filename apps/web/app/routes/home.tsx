import { homeCopy as homeCopyEnglish } from '../content/home'
import { HeroSection } from '../features/home/hero-section'
import { HomeStats } from '../features/home/home-stats'
import { hydrateWhenNear } from '../features/hydration/hydrate-when-near'
import { hindiTexts, withHindiFormTexts } from '../i18n/hindi-texts'
import { inPageLang } from '../i18n/page-content'
import { pageMeta } from '../seo/meta'

// Content in the language of the page being shown (app/i18n/page-content.ts).
const homeCopy = inPageLang(homeCopyEnglish, () => hindiTexts()?.home.homeCopy)

export const meta = () => pageMeta({ ...homeCopy.meta, path: '/' })

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
  withHindiFormTexts(() =>
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
