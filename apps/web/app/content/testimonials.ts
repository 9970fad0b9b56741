// Fixed testimonials: the home page carousel (three, website.md section 9) and the client success
// stories of /client-solutions (three). The people's names are stand-ins the company must replace
// with real clients who have agreed to be quoted.
import type { SolutionId } from './site-map'

export interface Testimonial {
  quote: string
  /** PLACEHOLDER: replace with a real client's name (with their consent). */
  name: string
  /** Who they are and where: "Homeowner, Kankarbagh, Patna". */
  detail: string
  /** What we built for them. */
  project: string
}

export const homeTestimonials: readonly [Testimonial, Testimonial, Testimonial] = [
  {
    quote:
      'We live in Pune and were worried about building our house in Patna from so far away. The weekly photos and the site engineer’s calls meant we always knew where things stood. The house was ready in ten months, as promised.',
    name: 'Rajesh Kumar Sinha', // PLACEHOLDER
    detail: 'Homeowner, Kankarbagh, Patna',
    project: 'G+2 family home',
  },
  {
    quote:
      'Our showroom on Boring Road had to open before the festive season. Nirman planned the work around that date, kept the road side tidy and handed over a week early. The lighting and the frontage get compliments every day.',
    name: 'Anjali Verma', // PLACEHOLDER
    detail: 'Business owner, Boring Road, Patna',
    project: 'Two-storey showroom',
  },
  {
    quote:
      'The engineers checked our old house before adding a floor and told us honestly which columns needed strengthening. The quotation was itemised and the final bill matched it. We would recommend them to anyone in Muzaffarpur.',
    name: 'Sunil Prasad', // PLACEHOLDER
    detail: 'Homeowner, Muzaffarpur',
    project: 'First-floor extension',
  },
]

export interface SuccessStory extends Testimonial {
  segment: SolutionId
}

export const clientSuccessStories: readonly [SuccessStory, SuccessStory, SuccessStory] = [
  {
    segment: 'homeowners',
    quote:
      'From the first plot visit to the housewarming, everything was explained in plain words. The approval came through without us visiting a single office, and the terrace stayed dry through its first monsoon.',
    name: 'Amit and Priya Sharma', // PLACEHOLDER
    detail: 'Homeowners, Patna',
    project: 'Independent house, Danapur',
  },
  {
    segment: 'developers',
    quote:
      'We have worked with many contractors across Delhi-NCR. Nirman’s monthly cost reports and quality records made our bank and our buyers comfortable, and possession was on schedule.',
    name: 'Vikram Malhotra', // PLACEHOLDER
    detail: 'Real estate developer, Delhi-NCR',
    project: 'Residential apartment project',
  },
  {
    segment: 'commercial',
    quote:
      'They fitted out our restaurant kitchen and dining hall in seven weeks, with the exhaust, gas lines and fire safety all done to code. We opened on the day we had announced.',
    name: 'Debashish Roy', // PLACEHOLDER
    detail: 'Restaurant owner, Kolkata',
    project: 'Restaurant fit-out',
  },
]

export const testimonialsCopy = {
  title: 'What Our Clients Say',
  description: 'Families and businesses across Bihar on building with us.',
  carouselLabel: 'Client testimonials',
  previous: 'Previous testimonial',
  next: 'Next testimonial',
  /** The label of the dot that shows testimonial `n` (counting from 1). */
  showSlide: (n: number) => `Show testimonial ${n}`,
  /** The label of slide `n` of `total`, as a screen reader announces it. */
  slideLabel: (n: number, total: number) => `${n} of ${total}`,
} as const
