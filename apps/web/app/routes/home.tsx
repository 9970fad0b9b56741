import { homeCopy } from '../content/home'
import { ContactSection } from '../features/home/contact-section'
import { HeroSection } from '../features/home/hero-section'
import {
  HomeCallToAction,
  HomeStats,
  HomeTestimonials,
  WhyChooseUs,
} from '../features/home/home-sections'
import { ProcessTimeline } from '../features/home/process-timeline'
import { ServicesOverview } from '../features/home/services-overview'
import { SolutionsTeaser } from '../features/home/solutions-teaser'
import { ToolsSection } from '../features/home/tools-section'
import { FeaturedProjectsSection } from '../features/projects/featured-projects-section'
import { pageMeta } from '../seo/meta'

export const meta = () => pageMeta({ ...homeCopy.meta, path: '/' })

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
