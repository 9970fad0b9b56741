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
import { inPageLang } from '../../i18n/page-content'
import { CtaBand } from '../sections/cta-band'
import { FeatureGrid } from '../sections/feature-grid'
import { PageSection } from '../sections/page-section'
import { TestimonialCarousel } from '../testimonials/testimonial-carousel'
import { usePublishedTestimonials } from '../testimonials/use-published-testimonials'

// Content in the language of the page being shown (app/i18n/page-content.ts).
const homeSectionsCopy = inPageLang(homeSectionsCopyEnglish, homeSectionsCopyHindi)
const whyChooseUs = inPageLang(whyChooseUsEnglish, whyChooseUsHindi)
const homeTestimonials = inPageLang(homeTestimonialsEnglish, homeTestimonialsHindi)
const testimonialsCopy = inPageLang(testimonialsCopyEnglish, testimonialsCopyHindi)

// The home page's sections built from shared pieces, fetched when the first of them nears the screen
// (routes/home.tsx).

export function WhyChooseUs() {
  return (
    <PageSection title={whyChooseUs.title} description={whyChooseUs.description}>
      <FeatureGrid items={whyChooseUs.reasons} />
    </PageSection>
  )
}

/** The carousel of the testimonials the staff show on the home page (the fixed three until loaded). */
export function HomeTestimonials() {
  const testimonials = usePublishedTestimonials('home', homeTestimonials)
  return (
    <PageSection title={testimonialsCopy.title} description={testimonialsCopy.description}>
      <TestimonialCarousel testimonials={testimonials} />
    </PageSection>
  )
}

export function HomeCallToAction() {
  return <CtaBand {...homeSectionsCopy.cta} />
}
