import {
  homeSectionsCopy as homeSectionsCopyHindi,
  whyChooseUs as whyChooseUsHindi,
} from '../../content/hi/home-sections'
import {
  homeTestimonials as homeTestimonialsHindi,
  testimonialsCopy as testimonialsCopyHindi,
} from '../../content/hi/testimonials'
import {
  homeSectionsCopy as homeSectionsCopyEnglish,
  whyChooseUs as whyChooseUsEnglish,
} from '../../content/home-sections'
import {
  homeTestimonials as homeTestimonialsEnglish,
  testimonialsCopy as testimonialsCopyEnglish,
} from '../../content/testimonials'
import { usePageText } from '../../i18n/page-text'
import { CtaBand } from '../sections/cta-band'
import { FeatureGrid } from '../sections/feature-grid'
import { PageSection } from '../sections/page-section'
import { TestimonialCarousel } from '../testimonials/testimonial-carousel'
import { usePublishedTestimonials } from '../testimonials/use-published-testimonials'

// The home page's sections built from shared pieces, fetched when the first of them nears the screen
// (routes/home.tsx); their texts in the language of the page being drawn (app/i18n/page-text.ts).

export function WhyChooseUs() {
  const whyChooseUs = usePageText(whyChooseUsEnglish, whyChooseUsHindi)
  return (
    <PageSection title={whyChooseUs.title} description={whyChooseUs.description}>
      <FeatureGrid items={whyChooseUs.reasons} />
    </PageSection>
  )
}

/** The carousel of the testimonials the staff show on the home page (the fixed three until loaded). */
export function HomeTestimonials() {
  const homeTestimonials = usePageText(homeTestimonialsEnglish, homeTestimonialsHindi)
  const testimonialsCopy = usePageText(testimonialsCopyEnglish, testimonialsCopyHindi)
  const testimonials = usePublishedTestimonials('home', homeTestimonials)
  return (
    <PageSection title={testimonialsCopy.title} description={testimonialsCopy.description}>
      <TestimonialCarousel testimonials={testimonials} />
    </PageSection>
  )
}

export function HomeCallToAction() {
  const homeSectionsCopy = usePageText(homeSectionsCopyEnglish, homeSectionsCopyHindi)
  return <CtaBand {...homeSectionsCopy.cta} />
}
