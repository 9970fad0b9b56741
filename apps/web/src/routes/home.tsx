import { homeCopy, homeStats, whyChooseUs } from '../content/home'
import { homeTestimonials, testimonialsCopy } from '../content/testimonials'
import { ContactSection } from '../features/home/contact-section'
import { HeroSection } from '../features/home/hero-section'
import { ProcessTimeline } from '../features/home/process-timeline'
import { ServicesOverview } from '../features/home/services-overview'
import { SolutionsTeaser } from '../features/home/solutions-teaser'
import { ToolsSection } from '../features/home/tools-section'
import { FeaturedProjectsSection } from '../features/projects/featured-projects-section'
import { CtaBand } from '../features/sections/cta-band'
import { FeatureGrid } from '../features/sections/feature-grid'
import { PageSection } from '../features/sections/page-section'
import { StatsBand } from '../features/sections/stats-band'
import { TestimonialCarousel } from '../features/testimonials/testimonial-carousel'
import { pageMeta } from '../seo/meta'

export const meta = () => pageMeta({ ...homeCopy.meta, path: '/' })

/** The home page, its sections in the order of website.md section 2 ("Home"). */
export default function HomePage() {
  return (
    <>
      <HeroSection />
      <StatsBand title={homeCopy.statsTitle} stats={homeStats} />
      <ServicesOverview />
      <PageSection title={whyChooseUs.title} description={whyChooseUs.description}>
        <FeatureGrid items={whyChooseUs.reasons} />
      </PageSection>
      <FeaturedProjectsSection />
      <PageSection title={testimonialsCopy.title} description={testimonialsCopy.description}>
        <TestimonialCarousel testimonials={homeTestimonials} />
      </PageSection>
      <ProcessTimeline />
      <SolutionsTeaser />
      <ToolsSection />
      <ContactSection />
      <CtaBand {...homeCopy.cta} />
    </>
  )
}
