import { homeCopy, homeStats, whyChooseUs } from '../../content/home'
import { homeTestimonials, testimonialsCopy } from '../../content/testimonials'
import { CtaBand } from '../sections/cta-band'
import { FeatureGrid } from '../sections/feature-grid'
import { PageSection } from '../sections/page-section'
import { StatsBand } from '../sections/stats-band'
import { TestimonialCarousel } from '../testimonials/testimonial-carousel'

// The home page's sections built from shared pieces, one component each so that each can be an
// island of its own (home-islands.tsx).

export function HomeStats() {
  return <StatsBand title={homeCopy.statsTitle} stats={homeStats} />
}

export function WhyChooseUs() {
  return (
    <PageSection title={whyChooseUs.title} description={whyChooseUs.description}>
      <FeatureGrid items={whyChooseUs.reasons} />
    </PageSection>
  )
}

export function HomeTestimonials() {
  return (
    <PageSection title={testimonialsCopy.title} description={testimonialsCopy.description}>
      <TestimonialCarousel testimonials={homeTestimonials} />
    </PageSection>
  )
}

export function HomeCallToAction() {
  return <CtaBand {...homeCopy.cta} />
}
